/**
 * The websocket protocol. Every frame is JSON.
 * client -> server: { type, data?, ack? }          (ack: a client-chosen id to answer)
 * server -> client: { type: 'ack', ack, ok, data?, error? }
 *                   { type, room?, data }          (an event pushed to the socket or its room)
 */
export interface ClientFrame<T = unknown> {
  type: string;
  data?: T;
  ack?: string;
}
export interface AckFrame {
  type: 'ack';
  ack: string;
  ok: boolean;
  data?: unknown;
  error?: string;
}
export interface EventFrame<T = unknown> {
  type: string;
  room?: string;
  data: T;
}
export type ServerFrame = AckFrame | EventFrame;

/** Platform-level events. */
export const SystemEvents = {
  /** Server -> client once the socket is authenticated. */
  READY: 'system:ready',
  /** Server -> client: the account's enabled features changed. */
  FEATURES_CHANGED: 'features:changed',
  /** Server -> client (room user:<id>): the user's memberships changed (joined, removed, role). */
  MEMBERSHIP_CHANGED: 'membership:changed',
  /** Client -> server: join / leave a platform room (rooms are authorised by the plugin owning them). */
  PING: 'system:ping',
  /** Between instances only (never sent to a client): take a user's sockets out of a room. */
  EVICT: 'system:evict',
  /** Between instances only: rebuild the abilities of an account's or a user's sockets (roles, permissions, plan changed). */
  ACCESS_CHANGED: 'system:access-changed',
} as const;

/** Close codes the hub uses. */
export const SocketCloseCodes = {
  UNAUTHORIZED: 4401,
  FORBIDDEN: 4403,
  /** Closed by the server on purpose (not a network loss): clients do not reconnect. */
  KICKED: 4000,
} as const;

/** Reconnect policy of agile.md section 9. */
export const RECONNECT_POLICY = {
  attempts: 5,
  minDelayMs: 1000,
  maxDelayMs: 5000,
  timeoutMs: 10_000,
} as const;
