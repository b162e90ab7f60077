import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import type { Knex } from 'knex';
import {
  FeatureErrors,
  HttpErrors,
  SystemEvents,
  isAppError,
  type AckFrame,
  type AuthUser,
  type ClientFrame,
  type EventFrame,
  type AppAbility,
  type FeatureKey,
  type Logger,
  type RealtimeHandler,
  type SocketContext,
  type SocketEventDefinition,
  type TenantContext,
  type TenantScope,
  AccessErrors,
  AuthErrors,
  ForbiddenError,
  SocketCloseCodes,
} from '@suite/sdk';
import type { TSchema } from '@sinclair/typebox';
import { assertNoNulCharacter, validatePart } from '../http/validation.js';
import type { PlatformConfig } from '../config.js';
import type { AuthResolver } from '../http/request-state.js';
import { createTenantScope } from '../core/tenancy/scope.js';
import { isFeatureOn, type FeatureState } from '../core/features/decision.js';
import { loadFeatureState } from '../core/features/service.js';
import type { FanoutAdapter, FanoutMessage } from './fanout.js';

export const WS_PATH = '/ws';
const HEARTBEAT_MS = 30_000;
const MAX_PAYLOAD_BYTES = 64 * 1024;

/** Rooms every socket joins: its account (flag changes) and its user. */
export const accountRoom = (accountId: string) => `account:${accountId}`;
export const userRoom = (userId: string) => `user:${userId}`;
/** The room of one auth session's sockets (closed when the session ends). */
export const AUTH_SESSION_ROOM_PREFIX = 'auth-session:';
export const authSessionRoom = (sessionId: string) => `${AUTH_SESSION_ROOM_PREFIX}${sessionId}`;

interface HandlerEntry {
  pluginId: string;
  feature: FeatureKey | null;
  handler: RealtimeHandler;
  guests: boolean;
  schema?: TSchema;
  can?: readonly [string, string];
}

class Connection implements SocketContext {
  readonly id = randomUUID();
  readonly joined = new Set<string>();
  alive = true;
  sessionId: string | null = null;

  constructor(
    readonly ws: WebSocket,
    readonly user: AuthUser,
    public tenant: TenantContext,
    public features: FeatureState,
    readonly scope: TenantScope,
    /** Built at connect by the HTTP chain's function; replaced when access changes. */
    public ability: AppAbility,
    private readonly hub: RealtimeHub,
  ) {}

  join(room: string): void {
    this.hub.joinRoom(this, room);
  }
  leave(room: string): void {
    this.hub.leaveRoom(this, room);
  }
  rooms(): string[] {
    return [...this.joined];
  }
  send(event: string, data: unknown): void {
    const frame: EventFrame = { type: event, data };
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(frame));
  }
}

export interface RealtimeHubOptions {
  db: Knex;
  config: PlatformConfig;
  log: Logger;
  fanout: FanoutAdapter;
  auth: AuthResolver;
}

/**
 * The websocket hub at /ws: authenticates the token on upgrade, keeps rooms, routes client
 * events to plugin handlers (after the feature gate) and delivers broadcasts from the fan-out
 * adapter, so every instance reaches its own sockets.
 */
export class RealtimeHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  private readonly rooms = new Map<string, Set<Connection>>();
  private readonly connections = new Set<Connection>();
  private readonly handlers = new Map<string, HandlerEntry>();
  private readonly disconnectHandlers: { feature: FeatureKey | null; handler: (socket: SocketContext, rooms: string[]) => void | Promise<void> }[] = [];
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private readonly servers = new Set<Server>();

  constructor(private readonly options: RealtimeHubOptions) {
    options.fanout.subscribe((message) => this.deliver(message));
    // A role, permission, plan or membership changed here: every instance rebuilds the abilities of the sockets concerned.
    options.auth.onInvalidate((target) => {
      const room = 'userId' in target ? userRoom(target.userId) : 'sessionId' in target ? authSessionRoom(target.sessionId) : accountRoom(target.accountId);
      void options.fanout.publish({ room, frame: { type: SystemEvents.ACCESS_CHANGED, room, data: null } }).catch((error: unknown) => options.log.warn({ err: error }, 'could not publish an access change'));
    });
  }

  on(pluginId: string, feature: FeatureKey | null, definition: SocketEventDefinition<TSchema | undefined>): void {
    const { event } = definition;
    const existing = this.handlers.get(event);
    if (existing) throw new Error(`Realtime event ${event} is handled twice: by ${existing.pluginId} and by ${pluginId}`);
    this.handlers.set(event, { pluginId, feature, handler: definition.handler as RealtimeHandler, guests: definition.guests ?? false, schema: definition.schema, can: definition.can });
  }

  onDisconnect(feature: FeatureKey | null, handler: (socket: SocketContext, rooms: string[]) => void | Promise<void>): void {
    this.disconnectHandlers.push({ feature, handler });
  }

  /** Send to a room on every instance. */
  async broadcast(room: string, event: string, data: unknown): Promise<void> {
    await this.options.fanout.publish({ room, frame: { type: event, room, data } });
  }

  /** Take one user's sockets out of a room, on every instance (see deliver). */
  async evict(room: string, userId: string): Promise<void> {
    await this.options.fanout.publish({ room, frame: { type: SystemEvents.EVICT, room, data: { userId } } });
  }

  /** Tell an account's open sessions that its flags changed (they reload their modules). */
  async notifyFeaturesChanged(accountId: string): Promise<void> {
    await this.broadcast(accountRoom(accountId), SystemEvents.FEATURES_CHANGED, { accountId });
  }

  attach(server: Server): void {
    this.servers.add(server);
    server.on('upgrade', (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== WS_PATH) return;
      this.upgrade(req, socket, head, url).catch((error: unknown) => {
        this.options.log.error({ err: error }, 'websocket upgrade failed');
        socket.destroy();
      });
    });
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  connectionCount(): number {
    return this.connections.size;
  }

  roomSize(room: string): number {
    return this.rooms.get(room)?.size ?? 0;
  }

  joinRoom(connection: Connection, room: string): void {
    let members = this.rooms.get(room);
    if (!members) {
      members = new Set();
      this.rooms.set(room, members);
    }
    members.add(connection);
    connection.joined.add(room);
  }

  leaveRoom(connection: Connection, room: string): void {
    const members = this.rooms.get(room);
    members?.delete(connection);
    if (members && members.size === 0) this.rooms.delete(room);
    connection.joined.delete(room);
  }

  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const connection of this.connections) connection.ws.terminate();
    this.connections.clear();
    this.rooms.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const token = url.searchParams.get('token');
    const tenantHeader = url.searchParams.get('tenant');
    let state;
    try {
      state = await this.options.auth.resolve({ authorization: token ? `Bearer ${token}` : undefined, tenantHeader }, 'tenant');
    } catch (error) {
      const status = isAppError(error) ? error.status : 401;
      const reason = isAppError(error) ? error.message : HttpErrors.UNAUTHORIZED;
      socket.write(`HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Unauthorized'}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${reason}`);
      socket.destroy();
      return;
    }
    const tenant = state!.context.tenant!;
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(
        ws,
        state!.context.user,
        { accountId: tenant.accountId, role: tenant.role, permissions: tenant.permissions, plan: tenant.plan },
        tenant.features,
        createTenantScope(this.options.db, tenant.accountId),
        state!.ability,
        this,
      );
      connection.sessionId = state!.context.session?.id ?? null;
      this.connections.add(connection);
      // Guests do not hear the account's own events (flag changes, user notices).
      if (!connection.user.guest) {
        this.joinRoom(connection, accountRoom(tenant.accountId));
        this.joinRoom(connection, userRoom(connection.user.id));
        // The token's auth session: its end (logout, revocation, password reset) closes this socket.
        if (connection.sessionId) this.joinRoom(connection, authSessionRoom(connection.sessionId));
      }
      ws.on('pong', () => {
        connection.alive = true;
      });
      ws.on('message', (raw) => {
        void this.receive(connection, raw);
      });
      ws.on('close', () => {
        void this.disconnect(connection);
      });
      ws.on('error', (error) => this.options.log.warn({ err: error }, 'websocket error'));
      connection.send(SystemEvents.READY, { connectionId: connection.id, accountId: tenant.accountId, userId: connection.user.id });
    });
  }

  private async receive(connection: Connection, raw: RawData): Promise<void> {
    let frame: ClientFrame;
    try {
      frame = JSON.parse(raw.toString()) as ClientFrame;
      if (!frame || typeof frame.type !== 'string') throw new Error('bad frame');
    } catch {
      return;
    }
    const answer = (ack: Omit<AckFrame, 'type' | 'ack'>) => {
      if (frame.ack === undefined || connection.ws.readyState !== connection.ws.OPEN) return;
      connection.ws.send(JSON.stringify({ type: 'ack', ack: frame.ack, ...ack }));
    };
    if (frame.type === SystemEvents.PING) {
      answer({ ok: true, data: { at: new Date().toISOString() } });
      return;
    }
    const entry = this.handlers.get(frame.type);
    if (!entry) {
      answer({ ok: false, error: `Unknown event: ${frame.type}` });
      return;
    }
    if (connection.user.guest && !entry.guests) {
      answer({ ok: false, error: HttpErrors.UNAUTHORIZED });
      return;
    }
    if (entry.feature && !isFeatureOn(connection.features, entry.feature)) {
      answer({ ok: false, error: FeatureErrors.FEATURE_DISABLED });
      return;
    }
    try {
      // The HTTP chain's checks, in its order: ability, then the payload against its schema.
      if (entry.can && connection.ability.cannot(entry.can[0], entry.can[1])) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
      assertNoNulCharacter({ data: frame.data });
      const payload = entry.schema ? validatePart(entry.schema, frame.data === undefined ? {} : frame.data, 'body') : frame.data;
      const data = await entry.handler(connection, payload);
      answer({ ok: true, data });
    } catch (error) {
      if (isAppError(error)) answer({ ok: false, error: error.message, data: error.details });
      else {
        this.options.log.error({ err: error, event: frame.type }, 'realtime handler failed');
        answer({ ok: false, error: HttpErrors.SERVER_ERROR });
      }
    }
  }

  private async disconnect(connection: Connection): Promise<void> {
    const rooms = connection.rooms();
    for (const room of rooms) this.leaveRoom(connection, room);
    this.connections.delete(connection);
    for (const { feature, handler } of this.disconnectHandlers) {
      if (feature && !isFeatureOn(connection.features, feature)) continue;
      try {
        await handler(connection, rooms);
      } catch (error) {
        this.options.log.error({ err: error }, 'realtime disconnect handler failed');
      }
    }
  }

  private deliver(message: FanoutMessage): void {
    if (message.frame.type === SystemEvents.EVICT) {
      const userId = (message.frame.data as { userId?: unknown } | null)?.userId;
      const members = this.rooms.get(message.room);
      if (typeof userId !== 'string' || !members) return;
      for (const connection of [...members]) if (connection.user.id === userId) connection.leave(message.room);
      return;
    }
    if (message.frame.type === SystemEvents.ACCESS_CHANGED) {
      // Requests on this instance stop using the cached context too (not only its sockets).
      if (message.room.startsWith('user:')) this.options.auth.invalidateUser(message.room.slice('user:'.length), { quiet: true });
      else if (message.room.startsWith('account:')) this.options.auth.invalidateAccount(message.room.slice('account:'.length), { quiet: true });
      else if (message.room.startsWith(AUTH_SESSION_ROOM_PREFIX)) this.options.auth.invalidateSession(message.room.slice(AUTH_SESSION_ROOM_PREFIX.length), { quiet: true });
      void this.reloadAccess(message.room);
      return;
    }
    if (message.frame.type === SystemEvents.FEATURES_CHANGED && message.room.startsWith('account:')) {
      // Gate requests and sockets on the new flags (on every instance) before telling clients.
      this.options.auth.invalidateAccount(message.room.slice('account:'.length), { quiet: true });
      void this.reloadFeatures(message.room.slice('account:'.length)).then(() => this.send(message));
      return;
    }
    this.send(message);
  }

  private send(message: FanoutMessage): void {
    const members = this.rooms.get(message.room);
    if (!members || members.size === 0) return;
    const payload = JSON.stringify(message.frame);
    for (const connection of members) {
      if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(payload);
    }
  }

  private async reloadFeatures(accountId: string): Promise<void> {
    const members = this.rooms.get(accountRoom(accountId));
    if (!members || members.size === 0) return;
    const state = await loadFeatureState(this.options.db, accountId);
    if (!state) return;
    for (const connection of members) connection.features = state;
    await this.reloadAccess(accountRoom(accountId));
  }

  /**
   * Rebuild the tenant and ability of a room's sockets from the database (the HTTP chain's own
   * loader): a new role, permission, persona or plan counts from the next event. A socket whose
   * person is no longer an active member of its account is closed.
   */
  private async reloadAccess(room: string): Promise<void> {
    const members = this.rooms.get(room);
    if (!members || members.size === 0) return;
    for (const connection of [...members]) {
      if (connection.user.guest) continue;
      try {
        const outcome = await this.options.auth.reload(connection.user.id, connection.sessionId, connection.tenant.accountId);
        const state = 'state' in outcome ? outcome.state : null;
        const tenant = state?.context.tenant;
        if (!state || !tenant) {
          // Logged out, session revoked, password reset: the client shows 'Session expired'; removed: access denied.
          if ('ended' in outcome && outcome.ended === 'session') connection.ws.close(SocketCloseCodes.UNAUTHORIZED, AuthErrors.SESSION_EXPIRED);
          else connection.ws.close(SocketCloseCodes.FORBIDDEN, AccessErrors.ACCESS_DENIED_PAGE);
          continue;
        }
        connection.tenant = { accountId: tenant.accountId, role: tenant.role, permissions: tenant.permissions, plan: tenant.plan };
        connection.features = tenant.features;
        connection.ability = state.ability;
      } catch (error) {
        this.options.log.warn({ err: error }, 'could not reload a socket\'s access');
      }
    }
  }

  private beat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
  }
}
