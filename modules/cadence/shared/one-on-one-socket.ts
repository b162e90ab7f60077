import { defineSocketEvent } from '@suite/sdk';
import { Type } from '@suite/sdk/schemas';
import { Uuid } from './schema-parts.js';
import type { AgendaItem } from './one-on-one-endpoints.js';

/**
 * The open 1:1, live: both participants' screens watch the 1:1's room (joined only by its manager
 * and report, checked like a read), and every change of what they share (agenda, shared notes,
 * action items, the meeting held) is pushed there as it is written. Private notes are never
 * pushed: saving one sends nothing to anyone.
 */
const OneOnOneRoomPayload = Type.Object({ oneOnOneId: Uuid }, { additionalProperties: false });
export const OneOnOneSocket = {
  watch: defineSocketEvent({ event: 'cadence:one-on-one:watch', schema: OneOnOneRoomPayload }),
  unwatch: defineSocketEvent({ event: 'cadence:one-on-one:unwatch', schema: OneOnOneRoomPayload }),
};

/** Pushed to the 1:1's room after a shared change. */
export const ONE_ON_ONE_CHANGED = 'cadence:one-on-one:changed';

export type OneOnOneChangeKind = 'agenda.added' | 'agenda.updated' | 'agenda.deleted' | 'notes.shared' | 'action.added' | 'action.updated' | 'meeting.held';

export interface OneOnOneChange {
  oneOnOneId: string;
  meetingId: string | null;
  kind: OneOnOneChangeKind;
  /** Who made the change (their own screens already show it). */
  byUserId: string;
  /** The agenda item added or changed; its id when deleted. */
  agendaItem?: AgendaItem;
  agendaItemId?: string;
  /** The meeting's shared notes as saved. */
  sharedNotes?: string;
}

/** The room of one 1:1 (ids are unique, the account keeps rooms of different accounts apart anyway). */
export const oneOnOneRoom = (accountId: string, oneOnOneId: string) => `cadence:one-on-one:${accountId}:${oneOnOneId}`;
