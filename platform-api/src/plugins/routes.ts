import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { openCors } from '../http/cors.js';
import { multipartBody } from '../http/multipart.js';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { authRateLimiter } from '../core/auth/http.js';
import type { Knex } from 'knex';
import {
  AccessErrors,
  FeatureErrors,
  ForbiddenError,
  IntegrationErrors,
  scopesAllowUndeclared,
  UnauthorizedError,
  type FeatureKey,
  type Logger,
  type RouteDefinition,
  type RouteRegistrar,
  type RouteRequest,
  type RouteSchemas,
  type FileReply,
  type StatusReply,
  type Endpoint,
  type EndpointHandler,
  type EndpointSchemas,
  type EndpointError,
} from '@suite/sdk';
import type { PlatformConfig } from '../config.js';
import { sendData } from '../http/envelope.js';
import { assertNoNulCharacter, validatePart, validateResponse } from '../http/validation.js';
import { requestAuthInputFromHeaders, type AccessLevel, type AuthResolver } from '../http/request-state.js';
import { createTenantScope } from '../core/tenancy/scope.js';
import { isFeatureOn } from '../core/features/decision.js';

export interface RouteTableOptions {
  db: Knex;
  config: PlatformConfig;
  /** The flag gating every non-public route of the table; null for core areas. */
  feature: FeatureKey | null;
  /** Access of routes that do not say: plugins default to 'tenant'. */
  defaultAccess: AccessLevel;
  auth: AuthResolver;
}

export interface CoreRouteDefinition<S extends RouteSchemas = RouteSchemas> extends RouteDefinition<S> {
  /** Core areas only: 'user' routes need a signed-in user but no account (e.g. list my accounts). */
  access?: AccessLevel;
  /** Set when the route implements a shared endpoint declaration (the API document reads it). */
  endpoint?: Endpoint<EndpointSchemas>;
}

/** What the API document reads of a registered route. */
export interface RouteInfo {
  method: string;
  path: string;
  access: AccessLevel;
  schema: EndpointSchemas;
  can?: readonly [string, string];
  guests: boolean;
  rateLimited: boolean;
  status: number;
  file: boolean;
  /** The body may also come as multipart/form-data (the endpoint's `multipart`). */
  multipart: boolean;
  summary?: string;
  errors: readonly EndpointError[];
}

interface StoredRoute {
  definition: CoreRouteDefinition<RouteSchemas>;
  access: AccessLevel;
}

function isReply(value: unknown): value is FileReply | StatusReply {
  return typeof value === 'object' && value !== null && '$$reply' in value;
}

/** Ids of another account named in params, query or body are refused outright. */
function assertSameAccount(accountId: string, ...sources: unknown[]): void {
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    const named = (source as { accountId?: unknown }).accountId;
    if (typeof named === 'string' && named !== '' && named !== accountId) throw new ForbiddenError(AccessErrors.tenantMismatch(named));
  }
}

type HttpMethodName = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request as a route sees it, whichever dispatcher received it (Express or the read path). */
export interface RouteCall {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: IncomingHttpHeaders;
  ip: string;
  requestId: string;
  log: Logger;
}

/** One route ready to mount: what runs before it (rate limits) and the call that runs it. */
export interface MountedRoute {
  method: HttpMethodName;
  path: string;
  before: RequestHandler[];
  /** Callable from any origin (the endpoint's `cors`): its preflight is answered too. */
  cors?: boolean;
  /** auth -> tenant -> feature gate -> ability -> validation -> handler; the answer, not yet sent. */
  call: (input: RouteCall) => Promise<unknown>;
}

/** The call of an Express request. */
function expressCall(req: Request): RouteCall {
  return {
    params: { ...req.params } as Record<string, string>,
    query: { ...(req.query as object) } as Record<string, unknown>,
    body: req.body,
    headers: req.headers,
    ip: req.ip ?? '',
    requestId: String(req.id ?? ''),
    log: (req.log as Logger | undefined) ?? console,
  };
}

/** Write what a route answered: a file, data with a status, or data in the success envelope. */
export function sendRouteResult(res: ServerResponse, result: unknown): void {
  if (!isReply(result)) {
    sendData(res, result);
    return;
  }
  if (result.$$reply === 'status') {
    sendData(res, result.data, result.status);
    return;
  }
  const body = typeof result.body === 'string' ? Buffer.from(result.body, 'utf8') : Buffer.from(result.body);
  // As Express's res.send: a text body names its charset.
  const type = typeof result.body === 'string' && !/;\s*charset=/i.test(result.contentType) ? `${result.contentType}; charset=utf-8` : result.contentType;
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `${result.inline ? 'inline' : 'attachment'}; filename="${result.fileName.replace(/"/g, '')}"`);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * Order two paths so the more specific one is tried first: segment by segment, a literal
 * segment beats a parameter ('/accounts/features' before '/accounts/:id'), whatever table or
 * registration order they come from.
 */
export function compareRouteSpecificity(a: string, b: string): number {
  const left = a.split('/').filter(Boolean);
  const right = b.split('/').filter(Boolean);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const leftParam = left[i]!.startsWith(':') || left[i]!.includes('*');
    const rightParam = right[i]!.startsWith(':') || right[i]!.includes('*');
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
  }
  return 0;
}

/** Mount routes (every table's) on one router (a request is matched once), most specific first. */
export function mountRoutes(router: Router, routes: readonly MountedRoute[]): void {
  const all = routes.map((route) => ({
    ...route,
    run: async (req: Request, res: Response) => sendRouteResult(res, await route.call(expressCall(req))),
  }));
  // Array.prototype.sort is stable: routes equally specific keep their registration order.
  all.sort((x, y) => compareRouteSpecificity(x.path, y.path));
  // Several hundred routes: rather than trying each in turn, a request goes straight to the
  // routes that share its first path segment ('/agile/...', '/kanban/...'). Routes whose first
  // segment is a parameter come after, as the specificity order has them anyway.
  const groups = new Map<string, Router>();
  const dynamic = Router();
  let hasDynamic = false;
  for (const route of all) {
    const first = firstSegment(route.path);
    if (first === null) {
      dynamic[route.method](route.path, ...route.before, route.run);
      hasDynamic = true;
      continue;
    }
    let group = groups.get(first);
    if (!group) {
      group = Router();
      groups.set(first, group);
    }
    group[route.method](route.path, ...route.before, route.run);
  }
  router.use((req, res, next) => {
    const group = groups.get(firstSegment(req.path) ?? '');
    if (group) group(req, res, next);
    else next();
  });
  if (hasDynamic) router.use(dynamic);
}

/** '/Agile/settings' -> 'agile' (routes match whatever the case); null for a parameter or pattern. */
function firstSegment(path: string): string | null {
  const end = path.indexOf('/', 1);
  const segment = (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
  return segment === '' || /[:*{(]/.test(segment) ? null : segment;
}

/**
 * A table of routes for one plugin or core area. Each route runs: auth -> tenant -> feature gate
 * -> ability check -> validation -> handler -> envelope.
 */
export class RouteTable implements RouteRegistrar {
  private routes: StoredRoute[] = [];

  constructor(private readonly options: RouteTableOptions) {}

  /** Register the handler of a declared endpoint: path, schemas, access and checks come from it. */
  implement<S extends EndpointSchemas>(endpoint: Endpoint<S>, handler: EndpointHandler<S>): void {
    const success = endpoint.status ?? 200;
    this.add({
      method: endpoint.method,
      path: endpoint.path,
      schema: endpoint.schema,
      public: endpoint.public,
      access: endpoint.access,
      can: endpoint.can ? [endpoint.can[0], endpoint.can[1]] : undefined,
      guests: endpoint.guests,
      rateLimited: endpoint.rateLimited,
      endpoint: endpoint as unknown as Endpoint<EndpointSchemas>,
      handler: async (req) => {
        const result = await handler(req as never);
        return success !== 200 && !isReply(result) ? { $$reply: 'status', status: success, data: result } : result;
      },
    } as CoreRouteDefinition<RouteSchemas>);
  }

  add<S extends RouteSchemas>(definition: RouteDefinition<S> | CoreRouteDefinition<S>): void {
    const explicit = (definition as CoreRouteDefinition<S>).access;
    const access: AccessLevel = definition.public ? 'public' : (explicit ?? this.options.defaultAccess);
    this.routes.push({ definition: definition as unknown as CoreRouteDefinition<RouteSchemas>, access });
  }

  /** Paths reachable without a token (for the docs and the contract tests). */
  publicPaths(): string[] {
    return this.routes.filter((r) => r.access === 'public').map((r) => `${r.definition.method} ${r.definition.path}`);
  }

  list(): RouteInfo[] {
    return this.routes.map(({ definition, access }) => ({
      method: definition.method,
      path: definition.path,
      access,
      schema: { ...definition.schema, response: definition.endpoint?.schema.response },
      can: definition.can,
      guests: definition.guests ?? false,
      rateLimited: definition.rateLimited ?? false,
      status: definition.endpoint?.status ?? 200,
      file: definition.endpoint?.file ?? false,
      multipart: definition.endpoint?.multipart !== undefined,
      summary: definition.endpoint?.summary,
      errors: definition.endpoint?.errors ?? [],
    }));
  }

  /** Add this table's routes to a router. */
  mount(router: Router): void {
    mountRoutes(router, this.handlers());
  }

  router(): Router {
    const router = Router();
    this.mount(router);
    return router;
  }

  /** Each route with the function that runs it. */
  handlers(): MountedRoute[] {
    const perMinute = this.options.config.authRateLimitPerMinute;
    return this.routes.map((route) => ({
      method: route.definition.method.toLowerCase() as HttpMethodName,
      path: route.definition.path,
      // One limiter per route, as the sign-in routes have (each counts on its own).
      before: [...(route.definition.rateLimited && perMinute > 0 ? [authRateLimiter(perMinute, this.options.db)] : []), ...(route.definition.endpoint?.cors ? [openCors] : []), ...(route.definition.endpoint?.multipart ? [multipartBody(route.definition.endpoint.multipart)] : [])],
      cors: route.definition.endpoint?.cors ?? false,
      call: (input: RouteCall) => this.call(route, input),
    }));
  }

  private async call(route: StoredRoute, input: RouteCall): Promise<unknown> {
    const { db, feature } = this.options;
    const { definition, access } = route;
    // PostgreSQL refuses NUL in text: refused here for every route, before anything reads the input.
    assertNoNulCharacter({ params: input.params, query: input.query, body: input.body });
    let state = await this.options.auth.resolve(requestAuthInputFromHeaders(input.headers), access);
    // Guests reach only the routes that let them in; elsewhere their token counts for nothing.
    if (state?.context.user.guest && !definition.guests) {
      if (access !== 'public') throw new UnauthorizedError();
      state = null;
    }
    const tenant = state?.context.tenant ?? null;
    if (access !== 'public' && feature && tenant && !isFeatureOn(tenant.features, feature)) throw new ForbiddenError(FeatureErrors.FEATURE_DISABLED);
    if (definition.can && state && state.ability.cannot(definition.can[0], definition.can[1])) {
      // An API key its maker could use here lacks the scope; otherwise the usual refusal.
      throw new ForbiddenError(state.apiKey?.makerAbility.can(definition.can[0], definition.can[1]) ? IntegrationErrors.API_KEY_SCOPE_DENIED : AccessErrors.ACCESS_DENIED_PAGE);
    }
    // A route without a declared check: reads need some read scope, writes need write:all.
    if (!definition.can && state?.apiKey && !scopesAllowUndeclared(state.apiKey.scopes, definition.method)) throw new ForbiddenError(IntegrationErrors.API_KEY_SCOPE_DENIED);

    const schema = definition.schema ?? {};
    const params = schema.params ? validatePart(schema.params, input.params, 'params') : input.params;
    const query = schema.query ? validatePart(schema.query, input.query, 'query') : input.query;
    const body = schema.body ? validatePart(schema.body, input.body, 'body') : input.body;
    if (access === 'tenant' && tenant) assertSameAccount(tenant.accountId, params, query, body);

    const request: RouteRequest<RouteSchemas> = {
      params: params as Record<string, string>,
      query: query as Record<string, unknown>,
      body,
      user: state?.context.user ?? null,
      tenant: tenant ? { accountId: tenant.accountId, role: tenant.role, permissions: tenant.permissions, plan: tenant.plan } : null,
      ability: state?.ability ?? null,
      scope: tenant ? createTenantScope(db, tenant.accountId) : null,
      headers: input.headers,
      ip: input.ip,
      requestId: input.requestId,
      log: input.log,
    };
    const result = await definition.handler(request);
    // Tests hold every answer to its declared schema (production trusts the types).
    const response = definition.endpoint?.schema.response;
    if (response && this.options.config.environment === 'test') validateResponse(response, isReply(result) ? (result.$$reply === 'status' ? result.data : undefined) : result, `${definition.method} ${definition.path}`);
    return result;
  }
}
