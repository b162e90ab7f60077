import { defineSocketEvent } from '@suite/sdk';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { ActionItemBody, AdvancePhaseBody, CardBody, GroupBody, RetroEvents, RetroTimerBody, SetPhaseBody, UpdateCardBody, UpdateGroupBody } from './retro.js';
import { RETRO_SUBJECT } from './retro-permissions.js';

const Uuid = Type.String({ format: 'uuid' });
/** Every client event names its session; a body's fields come along (the same as its REST route's). */
/**
 * A write's own id, made by the client and sent again with its retries: the server does the write
 * once and answers a retry with the first result (api/live/write-receipts.ts).
 */
const ClientId = { clientId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,100}$' })) };
const inSession = <P extends TProperties = Record<never, never>, I extends TProperties = Record<never, never>>(body?: TObject<P>, ids?: I) =>
  Type.Object({ sessionId: Uuid, ...((ids ?? {}) as I), ...((body?.properties ?? {}) as P), ...ClientId });
const CardRef = { cardId: Uuid };
const GroupRef = { groupId: Uuid };
/** Moderation (phases, timers): account observers only watch. */
const MODERATE = ['update', RETRO_SUBJECT] as const;

/**
 * The live retrospective's client events (each acknowledged with the result of the same service
 * call as its REST route; retro:join answers the RetroSnapshot, also pushed as `retro:snapshot`).
 * Payloads are validated like HTTP bodies and refused with the same texts.
 */
export const RetroSocket = {
  join: defineSocketEvent({ event: RetroEvents.JOIN, schema: inSession() }),
  leave: defineSocketEvent({ event: RetroEvents.LEAVE, schema: inSession() }),
  /** The viewer closed the retro's page: out of the room and shown away, still a participant. */
  away: defineSocketEvent({ event: RetroEvents.AWAY, schema: inSession() }),
  addCard: defineSocketEvent({ event: RetroEvents.CARD_ADD, schema: inSession(CardBody) }),
  updateCard: defineSocketEvent({ event: RetroEvents.CARD_UPDATE, schema: inSession(UpdateCardBody, CardRef) }),
  deleteCard: defineSocketEvent({ event: RetroEvents.CARD_DELETE, schema: inSession(undefined, CardRef) }),
  vote: defineSocketEvent({ event: RetroEvents.VOTE, schema: inSession(undefined, CardRef) }),
  unvote: defineSocketEvent({ event: RetroEvents.UNVOTE, schema: inSession(undefined, CardRef) }),
  createGroup: defineSocketEvent({ event: RetroEvents.GROUP_CREATE, schema: inSession(GroupBody) }),
  updateGroup: defineSocketEvent({ event: RetroEvents.GROUP_UPDATE, schema: inSession(UpdateGroupBody, GroupRef) }),
  deleteGroup: defineSocketEvent({ event: RetroEvents.GROUP_DELETE, schema: inSession(undefined, GroupRef) }),
  groupCard: defineSocketEvent({ event: RetroEvents.CARD_GROUP, schema: inSession(undefined, { ...GroupRef, ...CardRef }) }),
  ungroupCard: defineSocketEvent({ event: RetroEvents.CARD_UNGROUP, schema: inSession(undefined, { ...GroupRef, ...CardRef }) }),
  advancePhase: defineSocketEvent({ event: RetroEvents.ADVANCE_PHASE, schema: inSession(AdvancePhaseBody), can: MODERATE }),
  setPhase: defineSocketEvent({ event: RetroEvents.SET_PHASE, schema: inSession(SetPhaseBody), can: MODERATE }),
  addActionItem: defineSocketEvent({ event: RetroEvents.ACTION_ITEM_ADD, schema: inSession(ActionItemBody) }),
  startTimer: defineSocketEvent({ event: RetroEvents.TIMER_START, schema: inSession(RetroTimerBody), can: MODERATE }),
  stopTimer: defineSocketEvent({ event: RetroEvents.TIMER_STOP, schema: inSession(), can: MODERATE }),
};

type Payload<K extends keyof typeof RetroSocket> = Static<NonNullable<(typeof RetroSocket)[K]['schema']>>;

/** Socket payloads (client -> server) by event name, from the declarations. */
export interface RetroEventPayloads {
  [RetroEvents.JOIN]: Payload<'join'>;
  [RetroEvents.LEAVE]: Payload<'leave'>;
  [RetroEvents.AWAY]: Payload<'away'>;
  [RetroEvents.CARD_ADD]: Payload<'addCard'>;
  [RetroEvents.CARD_UPDATE]: Payload<'updateCard'>;
  [RetroEvents.CARD_DELETE]: Payload<'deleteCard'>;
  [RetroEvents.VOTE]: Payload<'vote'>;
  [RetroEvents.UNVOTE]: Payload<'unvote'>;
  [RetroEvents.GROUP_CREATE]: Payload<'createGroup'>;
  [RetroEvents.GROUP_UPDATE]: Payload<'updateGroup'>;
  [RetroEvents.GROUP_DELETE]: Payload<'deleteGroup'>;
  [RetroEvents.CARD_GROUP]: Payload<'groupCard'>;
  [RetroEvents.CARD_UNGROUP]: Payload<'ungroupCard'>;
  [RetroEvents.ADVANCE_PHASE]: Payload<'advancePhase'>;
  [RetroEvents.SET_PHASE]: Payload<'setPhase'>;
  [RetroEvents.ACTION_ITEM_ADD]: Payload<'addActionItem'>;
  [RetroEvents.TIMER_START]: Payload<'startTimer'>;
  [RetroEvents.TIMER_STOP]: Payload<'stopTimer'>;
}
