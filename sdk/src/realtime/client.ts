import { ConnectionTexts } from '../domain/errors.js';
import { RECONNECT_POLICY, SocketCloseCodes, type ServerFrame, type ClientFrame } from './events.js';

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

export interface ConnectionStatus {
  state: ConnectionState;
  /** The connection text of agile.md section 8 to show the user, or null when all is well. */
  message: string | null;
  attempt: number;
}

interface MinimalSocket {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
type SocketFactory = (url: string) => MinimalSocket;

export interface RealtimeClientOptions {
  /** ws(s)://host/ws; derived from the page location when omitted. */
  url?: string;
  getToken: () => string | null | undefined;
  getTenant?: () => string | null | undefined;
  createSocket?: SocketFactory;
  policy?: Partial<typeof RECONNECT_POLICY>;
  /** Acknowledgement timeout for emit(). */
  ackTimeoutMs?: number;
}

interface RoomJoin {
  joinEvent: string;
  data: unknown;
  leaveEvent?: string;
}

type Handler = (data: unknown, frame: ServerFrame) => void;

const OPEN = 1;

function defaultUrl(): string {
  if (typeof location === 'undefined') return 'ws://localhost:3000/ws';
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * The websocket client: authenticated with the access token, states connecting / connected /
 * reconnecting / failed, up to 5 reconnection attempts 1 to 5 s apart with a 10 s timeout, and
 * rooms rejoined after every reconnect (so the server sends a fresh snapshot).
 */
export class RealtimeClient {
  private socket: MinimalSocket | null = null;
  private handlers = new Map<string, Set<Handler>>();
  private statusListeners = new Set<(status: ConnectionStatus) => void>();
  private pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> }>();
  private joins = new Map<string, RoomJoin>();
  private nextAck = 1;
  private attempt = 0;
  private everConnected = false;
  private stopped = true;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly policy: typeof RECONNECT_POLICY;
  status: ConnectionStatus = { state: 'idle', message: null, attempt: 0 };

  constructor(private readonly options: RealtimeClientOptions) {
    this.policy = { ...RECONNECT_POLICY, ...options.policy };
  }

  connect(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempt = 0;
    this.open();
  }

  disconnect(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'client closed');
    this.rejectPending(new Error(ConnectionTexts.LOST));
    this.setStatus({ state: 'idle', message: null, attempt: 0 });
  }

  /** Subscribe to a server event; returns the unsubscribe function. */
  on<T = unknown>(type: string, handler: (data: T, frame: ServerFrame) => void): () => void {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    set.add(handler as Handler);
    this.handlers.set(type, set);
    return () => set.delete(handler as Handler);
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener(this.status);
    return () => this.statusListeners.delete(listener);
  }

  /** Send an event and wait for the server's acknowledgement (its data, or its error text). */
  emit<T = unknown>(type: string, data?: unknown): Promise<T> {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return Promise.reject(new Error(ConnectionTexts.LOST));
    const ack = String(this.nextAck++);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(ack);
        reject(new Error(ConnectionTexts.failed('timeout')));
      }, this.options.ackTimeoutMs ?? this.policy.timeoutMs);
      this.pending.set(ack, { resolve: resolve as (v: unknown) => void, reject, timer });
      const frame: ClientFrame = { type, data, ack };
      socket.send(JSON.stringify(frame));
    });
  }

  /**
   * Join a room through a plugin's join event; the join is sent again after every reconnect so
   * the server answers with a fresh snapshot. Returns a function that leaves.
   */
  join(key: string, joinEvent: string, data: unknown, leaveEvent?: string): { ack: Promise<unknown>; leave: () => void } {
    this.joins.set(key, { joinEvent, data, leaveEvent });
    const ack = this.socket?.readyState === OPEN ? this.emit(joinEvent, data) : Promise.resolve(undefined);
    // A caller may ignore the acknowledgement; a connection lost before it arrives is not an error then.
    ack.catch(() => undefined);
    return {
      ack,
      leave: () => {
        this.joins.delete(key);
        if (leaveEvent && this.socket?.readyState === OPEN) this.emit(leaveEvent, data).catch(() => undefined);
      },
    };
  }

  private open(): void {
    const token = this.options.getToken();
    const tenant = this.options.getTenant?.();
    const base = this.options.url ?? defaultUrl();
    const params = new URLSearchParams();
    if (token) params.set('token', token);
    if (tenant) params.set('tenant', tenant);
    const url = `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
    this.setStatus({
      state: this.everConnected ? 'reconnecting' : 'connecting',
      message: this.everConnected ? (this.attempt > 0 ? ConnectionTexts.reconnecting(this.attempt) : ConnectionTexts.LOST) : null,
      attempt: this.attempt,
    });
    let socket: MinimalSocket;
    try {
      socket = (this.options.createSocket ?? ((u) => new WebSocket(u) as unknown as MinimalSocket))(url);
    } catch {
      this.setStatus({ state: 'failed', message: ConnectionTexts.INIT_FAILED, attempt: this.attempt });
      return;
    }
    this.socket = socket;
    this.connectTimer = setTimeout(() => {
      if (socket.readyState !== OPEN) socket.close(4008, 'connect timeout');
    }, this.policy.timeoutMs);

    socket.onopen = () => {
      if (this.connectTimer) clearTimeout(this.connectTimer);
      this.everConnected = true;
      this.attempt = 0;
      this.setStatus({ state: 'connected', message: null, attempt: 0 });
      for (const join of this.joins.values()) this.emit(join.joinEvent, join.data).catch(() => undefined);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {
      // An error on a live socket is told ('Socket error: ...', agile.md section 8); a close that
      // follows decides what happens next.
      if (this.socket === socket && socket.readyState === OPEN) this.setStatus({ ...this.status, message: ConnectionTexts.socketError('connection error') });
    };
    socket.onclose = (event) => {
      if (this.connectTimer) clearTimeout(this.connectTimer);
      if (this.socket !== socket) return;
      this.socket = null;
      this.rejectPending(new Error(ConnectionTexts.LOST));
      if (this.stopped) return;
      if (event.code === SocketCloseCodes.KICKED) {
        this.stopped = true;
        this.setStatus({ state: 'failed', message: ConnectionTexts.DISCONNECTED_BY_SERVER, attempt: this.attempt });
        return;
      }
      if (event.code === SocketCloseCodes.UNAUTHORIZED || event.code === SocketCloseCodes.FORBIDDEN) {
        this.stopped = true;
        this.setStatus({ state: 'failed', message: ConnectionTexts.failed(event.reason || 'unauthorized'), attempt: this.attempt });
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.attempt >= this.policy.attempts) {
      this.stopped = true;
      this.setStatus({
        state: 'failed',
        message: this.everConnected ? ConnectionTexts.RECONNECT_FAILED : ConnectionTexts.FAILED_AFTER_ATTEMPTS,
        attempt: this.attempt,
      });
      return;
    }
    this.attempt += 1;
    const delay = Math.min(this.policy.maxDelayMs, this.policy.minDelayMs * this.attempt);
    // A live connection that just dropped says so first; each attempt is then announced by open().
    const justLost = this.everConnected && this.attempt === 1;
    this.setStatus({
      state: this.everConnected ? 'reconnecting' : 'connecting',
      message: justLost || !this.everConnected ? ConnectionTexts.LOST : ConnectionTexts.reconnecting(this.attempt),
      attempt: this.attempt,
    });
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  private receive(raw: unknown): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(typeof raw === 'string' ? raw : String(raw)) as ServerFrame;
    } catch {
      return;
    }
    if (frame.type === 'ack' && 'ack' in frame) {
      const waiting = this.pending.get(frame.ack);
      if (!waiting) return;
      clearTimeout(waiting.timer);
      this.pending.delete(frame.ack);
      if (frame.ok) waiting.resolve(frame.data);
      else waiting.reject(new Error(frame.error ?? 'Error'));
      return;
    }
    if (frame.type === 'error') {
      // The server reports a socket error that answers no request: shown with the spec's text.
      const reason = (frame as { data?: { message?: unknown } }).data?.message;
      this.setStatus({ ...this.status, message: ConnectionTexts.socketError(typeof reason === 'string' && reason ? reason : 'unknown') });
    }
    const handlers = this.handlers.get(frame.type);
    if (handlers) for (const handler of handlers) handler((frame as { data: unknown }).data, frame);
    const any = this.handlers.get('*');
    if (any) for (const handler of any) handler((frame as { data: unknown }).data, frame);
  }

  private setStatus(status: ConnectionStatus): void {
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private rejectPending(error: Error): void {
    for (const [ack, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
      this.pending.delete(ack);
    }
  }

  private clearTimers(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }
}
