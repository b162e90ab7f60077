import WebSocket from 'ws';
import type { EventFrame, ServerFrame } from '@suite/sdk';

export interface TestSocket {
  ws: WebSocket;
  /** Send an event and wait for its acknowledgement; rejects with the error text. */
  request<T = unknown>(type: string, data?: unknown): Promise<T>;
  /** The next pushed event of this type (already received ones included). */
  next<T = unknown>(type: string, timeoutMs?: number): Promise<EventFrame<T>>;
  /** Every pushed event so far. */
  events: EventFrame[];
  close(): Promise<void>;
}

/** Open an authenticated websocket the way the browser client does (?token=&tenant=). */
export function connectSocket(wsUrl: string, token: string | null, tenant?: string | null): Promise<TestSocket> {
  const params = new URLSearchParams();
  if (token) params.set('token', token);
  if (tenant) params.set('tenant', tenant);
  const ws = new WebSocket(`${wsUrl}?${params.toString()}`);
  const events: EventFrame[] = [];
  const waiters: { type: string; resolve: (frame: EventFrame) => void }[] = [];
  const acks = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextAck = 1;
  const consumed = new Set<EventFrame>();

  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as ServerFrame;
    if (frame.type === 'ack' && 'ack' in frame) {
      const waiting = acks.get(frame.ack);
      acks.delete(frame.ack);
      if (frame.ok) waiting?.resolve(frame.data);
      else waiting?.reject(new Error(frame.error));
      return;
    }
    const event = frame as EventFrame;
    events.push(event);
    const index = waiters.findIndex((w) => w.type === event.type);
    if (index >= 0) {
      consumed.add(event);
      waiters.splice(index, 1)[0]!.resolve(event);
    }
  });

  const socket: TestSocket = {
    ws,
    events,
    request<T>(type: string, data?: unknown) {
      const ack = String(nextAck++);
      return new Promise<T>((resolve, reject) => {
        acks.set(ack, { resolve: resolve as (v: unknown) => void, reject });
        ws.send(JSON.stringify({ type, data, ack }));
      });
    },
    next<T>(type: string, timeoutMs = 5000) {
      const ready = events.find((event) => event.type === type && !consumed.has(event));
      if (ready) {
        consumed.add(ready);
        return Promise.resolve(ready as EventFrame<T>);
      }
      return new Promise<EventFrame<T>>((resolve, reject) => {
        const waiter = {
          type,
          resolve: (frame: EventFrame) => {
            clearTimeout(timer);
            resolve(frame as EventFrame<T>);
          },
        };
        // A waiter that timed out leaves the queue, so it cannot swallow a later event.
        const timer = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error(`no ${type} event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close() {
      return new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      });
    },
  };

  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })));
    ws.once('error', (error) => reject(error));
  });
}
