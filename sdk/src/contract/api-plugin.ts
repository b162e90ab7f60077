import type { TSchema, Static } from '@sinclair/typebox';
import type { Knex } from 'knex';
import type { AccountRole } from '../domain/roles.js';
import type { FeatureKey, ModuleId } from '../domain/features.js';
import type { CapabilityRegistry } from './capabilities.js';
import type { PlanId } from '../domain/plans.js';
import type { AppAbility } from '../permissions/ability.js';
import type { RouteDescriptor } from './web-module.js';
import type { JobRegistrar } from './jobs.js';
import type { EventPublisher } from './domain-events.js';
import type { Endpoint, EndpointSchemas, HttpMethod } from './endpoints.js';
import type { ModulePermissions } from '../permissions/modules.js';
import type { Language } from '../i18n/languages.js';
import type { CommentableObject, VersionedObject } from './governed-objects.js';

/** A migration owned by a plugin or the core. Listed in order in the plugin's migrations index. */
export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export interface Logger {
  debug(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** The signed-in user as every route and socket sees it. */
export interface AuthUser {
  id: string;
  email: string;
  /** The auth session this token belongs to. */
  sessionId: string | null;
  isSuperAdmin: boolean;
  emailVerified: boolean;
  /** A guest let in by a plugin through a link (no user row): see GuestPass. */
  guest?: GuestPass;
  /** Set when the request came with an API key (it acts as its maker, narrowed to its scopes). */
  apiKeyId?: string;
}

/**
 * A guest (someone without an account, e.g. joining a poker session through its link) holds a
 * short-lived token a plugin issued for one purpose. Routes and socket events refuse guests
 * unless they allow them, and then check `scope`.
 */
export interface GuestPass {
  /** What the guest may reach, chosen by the issuing plugin, e.g. 'agile:poker:<sessionId>'. */
  scope: string;
  displayName: string;
}

export interface GuestIssuer {
  /** A token for a guest of an account, limited to one scope (default 12 hours). */
  issue(guest: { accountId: string; guestId: string; scope: string; displayName: string; ttlSeconds?: number }): Promise<string>;
}

/** The account a request acts for, resolved from the session or X-Tenant-ID. */
export interface TenantContext {
  accountId: string;
  role: AccountRole;
  permissions: string[];
  plan: PlanId;
}

/**
 * One tenant-scoped query helper: every read and write of tenant data goes through it, so a row
 * of another account can never be seen or changed.
 */
export interface TenantScope {
  readonly accountId: string;
  /** A query on `table` already filtered by account_id. */
  table<TRecord extends object = Record<string, unknown>>(table: string): Knex.QueryBuilder<TRecord, TRecord[]>;
  /** Insert rows stamped with this account's id. */
  insert<TRecord extends object>(table: string, rows: TRecord | TRecord[]): Knex.QueryBuilder;
  /**
   * An Objection model's query already filtered by account_id (reads, updates, deletes):
   * `scope.query(PokerSessionModel).findById(id)`. Inserts stamp `accountId` themselves:
   * `PokerSessionModel.query(scope.knex).insert({ accountId: scope.accountId, ... })`.
   */
  query<Q>(model: TenantModel<Q>): Q;
  /** Run work in one transaction, with a scope bound to it. */
  transaction<T>(work: (scope: TenantScope, trx: Knex.Transaction) => Promise<T>): Promise<T>;
  /** The knex (or transaction) underneath, for joins the helper does not express. */
  readonly knex: Knex;
}

/** What `TenantScope.query` needs of an Objection model class (its table carries account_id). */
export interface TenantModel<Q> {
  readonly tableName: string;
  query(knex?: Knex): Q;
}

export interface RouteSchemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export interface RouteRequest<S extends RouteSchemas = RouteSchemas> {
  params: StaticOr<S['params'], Record<string, string>>;
  query: StaticOr<S['query'], Record<string, unknown>>;
  body: StaticOr<S['body'], unknown>;
  /** Set on authenticated routes; null on public ones. */
  user: AuthUser | null;
  /** Set on tenant routes (every authenticated plugin route). */
  tenant: TenantContext | null;
  /** The CASL ability of this user in this account. */
  ability: AppAbility | null;
  /** Tenant-scoped queries for the current account; null on public routes. */
  scope: TenantScope | null;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  requestId: string;
  log: Logger;
}

/** What a route may answer with besides plain data (sent in the success envelope). */
export interface FileReply {
  $$reply: 'file';
  contentType: string;
  fileName: string;
  body: Uint8Array | string;
  /** Shown in place (a document a viewer reads) rather than downloaded. */
  inline?: boolean;
}
export interface StatusReply<T = unknown> {
  $$reply: 'status';
  status: number;
  data: T;
}
export type RouteReply = FileReply | StatusReply;

export const reply = {
  file: (fileName: string, contentType: string, body: Uint8Array | string): FileReply => ({ $$reply: 'file', fileName, contentType, body }),
  /** A body sent as is, without the envelope and not as a download (e.g. the API document). */
  inline: (fileName: string, contentType: string, body: Uint8Array | string): FileReply => ({ $$reply: 'file', fileName, contentType, body, inline: true }),
  created: <T>(data: T): StatusReply<T> => ({ $$reply: 'status', status: 201, data }),
  status: <T>(status: number, data: T): StatusReply<T> => ({ $$reply: 'status', status, data }),
};

export interface RouteDefinition<S extends RouteSchemas = RouteSchemas> {
  method: HttpMethod;
  /** Express-style path relative to the plugin's mount point, e.g. '/sessions/:id'. */
  path: string;
  schema?: S;
  /** Named public route: no token needed. Everything else is authenticated and tenant-scoped. */
  public?: boolean;
  /** A CASL check run before the handler, e.g. ['create', 'PokerSession']. */
  can?: [action: string, subject: string];
  /** Let guests holding a guest token call it (the handler checks `req.user.guest.scope`). */
  guests?: boolean;
  /**
   * Public routes that let someone in (a guest joining a session): the sign-in routes' per-address
   * rate limit applies ('Too many requests' past it).
   */
  rateLimited?: boolean;
  handler(req: RouteRequest<S>): Promise<unknown> | unknown;
}

/** What a handler of an endpoint returns: its response data, or a reply wrapping it. */
export type EndpointResult<S extends EndpointSchemas> = (S['response'] extends TSchema ? Static<S['response']> : unknown) | StatusReply<S['response'] extends TSchema ? Static<S['response']> : unknown> | FileReply;

export type EndpointHandler<S extends EndpointSchemas> = (req: RouteRequest<S>) => Promise<EndpointResult<S>> | EndpointResult<S>;

export interface RouteRegistrar {
  /** Register the handler of an endpoint declared in the module's shared/ (typed from it). */
  implement<S extends EndpointSchemas>(endpoint: Endpoint<S>, handler: EndpointHandler<S>): void;
  /** A route without a shared declaration (kept for routes the browser never calls). */
  add<S extends RouteSchemas>(route: RouteDefinition<S>): void;
}

/** A connected socket as a realtime handler sees it. */
export interface SocketContext {
  readonly id: string;
  readonly user: AuthUser;
  /** The account the socket was opened for. */
  readonly tenant: TenantContext;
  readonly scope: TenantScope;
  /**
   * The socket's CASL ability, built at connect by the same function as HTTP (persona included)
   * and rebuilt when the person's role, permissions, plan or the account's flags change.
   */
  readonly ability: AppAbility;
  join(room: string): void;
  leave(room: string): void;
  rooms(): string[];
  send(event: string, data: unknown): void;
}

export type RealtimeHandler<T = unknown> = (socket: SocketContext, data: T) => Promise<unknown> | unknown;

/**
 * A client event, declared like an endpoint: its payload schema (validated by the same ajv as
 * HTTP, refused with the same error texts), the CASL check against the socket's ability, and
 * whether guests may send it. Declare it in the module's shared/ and spread it into `on`.
 */
export interface SocketEventDeclaration<S extends TSchema | undefined = TSchema | undefined> {
  event: string;
  schema?: S;
  can?: readonly [action: string, subject: string];
  guests?: boolean;
}

export interface SocketEventDefinition<S extends TSchema | undefined = TSchema | undefined> extends SocketEventDeclaration<S> {
  handler: RealtimeHandler<S extends TSchema ? Static<S> : unknown>;
}

export function defineSocketEvent<const S extends TSchema | undefined = undefined>(declaration: SocketEventDeclaration<S>): Readonly<SocketEventDeclaration<S>> {
  return Object.freeze({ ...declaration });
}

export interface RealtimeRegistrar {
  /**
   * Handle a client event; the handler's return value is the acknowledgement's data. The payload
   * is validated against `schema`, `can` is checked against the socket's ability, and guest
   * sockets are refused unless `guests` (the handler then checks `socket.user.guest`).
   */
  on<S extends TSchema | undefined>(definition: SocketEventDefinition<S>): void;
  /** Send to every socket in a room, on every server instance (through the fan-out adapter). */
  broadcast(room: string, event: string, data: unknown): Promise<void>;
  /**
   * Take the sockets of one user (or guest) out of a room, on every instance: someone removed
   * from a session stops hearing it. They are not told; send them the reason first.
   */
  evict(room: string, userId: string): Promise<void>;
  /** Called when a socket closes, with the rooms it was in. */
  onDisconnect(handler: (socket: SocketContext, rooms: string[]) => void | Promise<void>): void;
}

/** Error texts of one catalogue; texts with a value in them are functions. */
export type ErrorCatalogue = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/** One mail in every language: `{{name}}` placeholders are filled from the mail's data. */
export type MailTemplate = Record<Language, { subject: string; lines: string[]; action?: string }>;

export interface FeatureChecker {
  isEnabled(accountId: string, feature: FeatureKey): Promise<boolean>;
}

export interface PluginContext {
  id: ModuleId | string;
  db: Knex;
  /** Build a tenant scope for an account (used by jobs and realtime; routes get req.scope). */
  scopeFor(accountId: string, knex?: Knex): TenantScope;
  routes: RouteRegistrar;
  realtime: RealtimeRegistrar;
  capabilities: CapabilityRegistry;
  features: FeatureChecker;
  log: Logger;
  config: PlatformPublicConfig;
  /** The clock; tests control it. */
  now(): Date;
  /** Issue guest tokens (join links). */
  guests: GuestIssuer;
  /** Background jobs and cron schedules, named `<pluginId>.<name>` (see jobs.ts). */
  jobs: JobRegistrar;
  /** Publish a domain event declared in domain-events.ts (outgoing webhooks deliver it). */
  events: EventPublisher;
}

export interface SeedContext {
  db: Knex;
  scopeFor(accountId: string, knex?: Knex): TenantScope;
  /** Demo accounts by key (e.g. 'pro', 'free', 'enterprise') with their users by role. */
  demo: DemoDirectory;
  /** The same capabilities as at run time (core data comes through DIRECTORY). */
  capabilities: CapabilityRegistry;
  log: Logger;
  now(): Date;
}

export interface DemoDirectory {
  accounts: Record<string, { id: string; plan: PlanId; users: Record<string, string> }>;
}

export interface PlatformPublicConfig {
  appUrl: string;
  environment: 'development' | 'test' | 'production';
  version: string;
}

export interface ApiPlugin {
  readonly $$type: 'suite.api-plugin';
  id: ModuleId | string;
  /** The per-account flag that gates the plugin's routes, sockets and capabilities. */
  feature: FeatureKey;
  /** The PostgreSQL schema owning its tables (defaults to the id). */
  schema: string;
  /** Ordered migrations, run with the table knex_migrations_<id> in the plugin's schema. */
  migrations: Migration[];
  /** The routes its web remote owns (from the module's shared/ route table). */
  webRoutes?: readonly RouteDescriptor[];
  /** Its permission subjects and rules (from shared/, also given to the web module). */
  permissions?: ModulePermissions;
  /** Its error catalogues (from shared/): listed in the API document, checked for translations. */
  errors?: readonly ErrorCatalogue[];
  /** Its mail templates, sent through the MAILER capability as '<id>.<name>'. */
  mailTemplates?: Record<string, MailTemplate>;
  /** Object types people may comment on (/comments): one declaration each, types '<id>.<name>'. */
  commentable?: readonly CommentableObject[];
  /** Object types whose changes are kept as versions (/versions), with their restore hook. */
  versioned?: readonly VersionedObject[];
  register(ctx: PluginContext): void | Promise<void>;
  seed?(ctx: SeedContext): Promise<void>;
}

export type ApiPluginDefinition = Omit<ApiPlugin, '$$type' | 'schema'> & { schema?: string };

export function defineApiPlugin(definition: ApiPluginDefinition): ApiPlugin {
  return { ...definition, schema: definition.schema ?? String(definition.id), $$type: 'suite.api-plugin' };
}

export function isApiPlugin(value: unknown): value is ApiPlugin {
  return typeof value === 'object' && value !== null && (value as { $$type?: unknown }).$$type === 'suite.api-plugin';
}
