/**
 * What every live room's state holds: the server's last snapshot with every event since applied
 * to it, and the offset between the server's clock and ours (timers show the server's remaining
 * time). The server is authoritative: events replace what they carry.
 */
export interface LiveRoomState<S> {
  snapshot: S | null;
  /** serverTime - local time when the last snapshot or timer event arrived, in ms. */
  clockOffsetMs: number;
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A presence event applied to the room's participants: the participant as sent, here or away; someone new is added. */
export function withPresence<P extends { id: string; online: boolean }>(participants: readonly P[], event: { participant: Omit<P, 'online'>; online: boolean }): P[] {
  const { participant, online } = event;
  const exists = participants.some((candidate) => candidate.id === participant.id);
  return exists
    ? participants.map((candidate) => (candidate.id === participant.id ? { ...candidate, ...participant, online } : candidate))
    : [...participants, { ...participant, online } as P];
}
