import { PokerErrors } from './errors/poker-errors.js';
import { Type, type Static } from '@suite/sdk/schemas';
import type { PokerParticipant, PokerSnapshot, PokerStory, PokerStoryComment, PokerTimerState, RevealSummary, VotingSystem, VotingValue } from './poker-schemas.js';

export * from './poker-schemas.js';

const orderField = () => Type.Integer({ minimum: 0, errorMessage: { minimum: PokerErrors.STORY_ORDER_NEGATIVE } });
const estimateField = () => Type.Number({ minimum: 0, errorMessage: { minimum: PokerErrors.ESTIMATE_NEGATIVE } });
const confidenceField = () => Type.Integer({ minimum: 1, maximum: 5, errorMessage: PokerErrors.CONFIDENCE_RANGE });
const timerDurationField = () => Type.Integer({ minimum: 10, maximum: 3600, errorMessage: PokerErrors.TIMER_DURATION_RANGE });

/**
 * Planning poker: the contract both halves of the agile module use (agile.md sections 2-9).
 * Endpoints and socket events are declared in poker-endpoints.ts; answers in poker-schemas.ts.
 */

export const POKER_STORY_LIMIT = 100;
export const POKER_SESSION_STATUSES = ['DRAFT', 'ACTIVE', 'COMPLETED'] as const;
export type PokerSessionStatus = (typeof POKER_SESSION_STATUSES)[number];
/** Display labels that exist besides the states (agile.md section 4): paused, archived. */
export const POKER_DISPLAY_LABELS = ['PAUSED', 'ARCHIVED'] as const;
export const POKER_STORY_STATUSES = ['PENDING', 'VOTING', 'VOTED', 'ESTIMATED'] as const;
export type PokerStoryStatus = (typeof POKER_STORY_STATUSES)[number];
export const POKER_PARTICIPANT_ROLES = ['FACILITATOR', 'PARTICIPANT', 'OBSERVER'] as const;
export type PokerParticipantRole = (typeof POKER_PARTICIPANT_ROLES)[number];

const card = (value: string, order: number, points: number | null, label = value): VotingValue => ({ value, label, order, points });

/** The four built-in voting systems (ids are stable strings). */
export const BUILT_IN_VOTING_SYSTEMS: readonly VotingSystem[] = [
  {
    id: 'fibonacci',
    name: 'Fibonacci',
    builtIn: true,
    accountId: null,
    allowCustomValues: false,
    values: [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89].map((n, i) => card(String(n), i + 1, n)).concat([card('?', 12, null)]),
  },
  {
    id: 'modified_fibonacci',
    name: 'Modified Fibonacci',
    builtIn: true,
    accountId: null,
    allowCustomValues: false,
    values: [
      card('0', 1, 0),
      card('0.5', 2, 0.5, '½'),
      card('1', 3, 1),
      card('2', 4, 2),
      card('3', 5, 3),
      card('5', 6, 5),
      card('8', 7, 8),
      card('13', 8, 13),
      card('20', 9, 20),
      card('40', 10, 40),
      card('100', 11, 100),
      card('?', 12, null),
      card('coffee', 13, null, '☕'),
    ],
  },
  {
    id: 'tshirt',
    name: 'T-shirt sizes',
    builtIn: true,
    accountId: null,
    allowCustomValues: false,
    values: [card('XS', 1, 1), card('S', 2, 2), card('M', 3, 3), card('L', 4, 5), card('XL', 5, 8), card('XXL', 6, 13), card('?', 7, null)],
  },
  {
    id: 'powers_of_two',
    name: 'Powers of 2',
    builtIn: true,
    accountId: null,
    allowCustomValues: false,
    values: [0, 1, 2, 4, 8, 16, 32, 64].map((n, i) => card(String(n), i + 1, n)).concat([card('?', 9, null)]),
  },
];

// ---------- request bodies ----------

export const PokerSettingsBody = Type.Object(
  {
    enableTimer: Type.Boolean({ default: false }),
    timerDuration: Type.Optional(Type.Union([timerDurationField(), Type.Null()])),
    autoReveal: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const CreatePokerSessionBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    votingSystemId: Type.String({ minLength: 1, maxLength: 60, default: 'fibonacci' }),
    settings: Type.Optional(PokerSettingsBody),
    teamId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    /** Stories, one per line on the form. */
    stories: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { maxItems: POKER_STORY_LIMIT, errorMessage: { maxItems: PokerErrors.STORY_LIMIT } })),
  },
  { additionalProperties: false },
);
export type CreatePokerSessionBody = Static<typeof CreatePokerSessionBody>;

export const UpdatePokerSessionBody = Type.Partial(
  Type.Object({
    name: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
    votingSystemId: Type.String({ minLength: 1, maxLength: 60 }),
    settings: PokerSettingsBody,
    status: Type.Union(POKER_SESSION_STATUSES.map((s) => Type.Literal(s))),
    facilitatorId: Type.String({ format: 'uuid' }),
  }),
  { additionalProperties: false },
);

export const StoryBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 300 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
    order: Type.Optional(orderField()),
    /** The backlog item this story estimates (its points are written there on estimate). */
    backlogItemId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export const UpdateStoryBody = Type.Partial(
  Type.Object({
    title: Type.String({ minLength: 1, maxLength: 300 }),
    description: Type.Union([Type.String({ maxLength: 4000 }), Type.Null()]),
    order: orderField(),
    status: Type.Union(POKER_STORY_STATUSES.map((s) => Type.Literal(s))),
    finalEstimate: Type.Union([estimateField(), Type.Null()]),
    backlogItemId: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()]),
  }),
  { additionalProperties: false },
);
export const ReorderStoriesBody = Type.Object({ storyIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }) }, { additionalProperties: false });
export const VoteBody = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: 20 }),
    confidence: Type.Optional(Type.Union([confidenceField(), Type.Null()])),
    /** Whose vote: yours (the default); naming another participant's is refused (a vote is its voter's). */
    participantId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export const EstimateBody = Type.Object({ estimate: estimateField() }, { additionalProperties: false });
export const JoinBody = Type.Object(
  {
    /** Guests joining through the link give a display name. */
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    role: Type.Optional(Type.Union([Type.Literal('PARTICIPANT'), Type.Literal('OBSERVER')])),
    /** agile.md section 7 sends {participantId}: accepted; who joins is the signed-in user (or the guest's pass). */
    participantId: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export const ParticipantRoleBody = Type.Object({ role: Type.Union(POKER_PARTICIPANT_ROLES.map((r) => Type.Literal(r))) }, { additionalProperties: false });
export const VotingSystemBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    values: Type.Array(
      Type.Object(
        { value: Type.String({ minLength: 1, maxLength: 20 }), label: Type.String({ minLength: 1, maxLength: 20 }), order: Type.Integer(), points: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()])) },
        { additionalProperties: false },
      ),
      { minItems: 2, maxItems: 30 },
    ),
    allowCustomValues: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const UpdateVotingSystemBody = Type.Partial(VotingSystemBody, { additionalProperties: false });

export const GuestJoinBody = Type.Object({ displayName: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });
export type GuestJoinBody = Static<typeof GuestJoinBody>;
export const TimerBody = Type.Object(
  { storyId: Type.String({ format: 'uuid' }), duration: Type.Optional(timerDurationField()) },
  { additionalProperties: false },
);
export const NavigateBody = Type.Object({ direction: Type.Union([Type.Literal('next'), Type.Literal('previous')]) }, { additionalProperties: false });
export const CommentBody = Type.Object({ body: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });
export const SessionListQuery = Type.Object(
  {
    status: Type.Optional(Type.Union(POKER_SESSION_STATUSES.map((s) => Type.Literal(s)))),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
    accountId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export const POKER_EXPORT_FORMATS = ['csv', 'json', 'markdown'] as const;
export type PokerExportFormat = (typeof POKER_EXPORT_FORMATS)[number];
export const ExportQuery = Type.Object({ format: Type.Union(POKER_EXPORT_FORMATS.map((f) => Type.Literal(f)), { default: 'csv' }) }, { additionalProperties: false });
export const VotingHistoryQuery = Type.Object(
  { sessionId: Type.Optional(Type.String({ format: 'uuid' })), storyId: Type.Optional(Type.String({ format: 'uuid' })), accountId: Type.Optional(Type.String({ format: 'uuid' })) },
  { additionalProperties: false },
);
export const VotingHistoryBody = Type.Object(
  {
    sessionId: Type.String({ format: 'uuid' }),
    storyId: Type.String({ format: 'uuid' }),
    participantId: Type.String({ format: 'uuid' }),
    votingRound: Type.Integer({ minimum: 1 }),
    initialVote: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
    finalVote: Type.String({ minLength: 1, maxLength: 20 }),
    confidenceLevel: Type.Optional(Type.Union([confidenceField(), Type.Null()])),
    /** Seconds from the start of the round to the final vote. */
    votingDuration: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    changedVote: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const AnalyticsFilterProps = {
    /** ISO dates; sessions created in [startDate, endDate]. */
    startDate: Type.Optional(Type.String({ format: 'date-time' })),
    endDate: Type.Optional(Type.String({ format: 'date-time' })),
    teamId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    status: Type.Optional(Type.Union(POKER_SESSION_STATUSES.map((s) => Type.Literal(s)))),
  };
const AnalyticsFilters = Type.Object(AnalyticsFilterProps, { additionalProperties: false });
/** The filters as they are, or wrapped as {filters} (agile.md section 7 writes them so). */
export const AnalyticsFiltersBody = Type.Object({ ...AnalyticsFilterProps, filters: Type.Optional(AnalyticsFilters) }, { additionalProperties: false });
export type AnalyticsFiltersBody = Static<typeof AnalyticsFiltersBody>;

// ---------- server -> client event payloads ----------

/** What a `session:changed` says changed (the snapshot carries the new state). */
export type PokerChange =
  | 'session_updated'
  | 'session_started'
  | 'session_completed'
  | 'participant_joined'
  | 'participant_left'
  | 'participant_removed'
  | 'participant_role'
  | 'story_added'
  | 'story_updated'
  | 'story_deleted'
  | 'stories_reordered'
  | 'voting_started'
  | 'votes_reset'
  | 'story_estimated'
  | 'current_story';

/**
 * `session:changed`: every change made by REST or socket carries the whole new state of the
 * session, without `me` (the viewer's part: keep yours; your vote is void when the current story
 * or its round changed). Votes in it never carry values before the reveal. One exception keeps
 * big rooms cheap: someone joining over the socket (`session:join`) is announced by
 * `participant:presence` (which carries the whole participant), not by a session:changed;
 * joins through REST or the guest link are announced as 'participant_joined'.
 */
export interface PokerChangedEvent {
  sessionId: string;
  change: PokerChange;
  snapshot: Omit<PokerSnapshot, 'me'>;
}
/** `vote:progress`: one participant has voted (never the value). */
export interface PokerVoteProgressEvent {
  sessionId: string;
  storyId: string;
  round: number;
  participantId: string;
  hasVoted: true;
  votedCount: number;
  voterCount: number;
}
/** `votes:revealed`. */
export interface PokerRevealedEvent {
  sessionId: string;
  storyId: string;
  reveal: RevealSummary;
  story: PokerStory;
}
/**
 * `participant:presence`: online is true while at least one socket of the participant is in the
 * room (a second tab is the same participant). A participant the client does not know yet has
 * just joined: add them.
 */
export interface PokerPresenceEvent {
  sessionId: string;
  participantId: string;
  online: boolean;
  participant: PokerParticipant;
}
/** `timer:changed` (timer null when stopped) and `timer:expired`. */
export interface PokerTimerEvent {
  sessionId: string;
  timer: PokerTimerState | null;
  serverTime: number;
}
export interface PokerTimerExpiredEvent {
  sessionId: string;
  storyId: string;
  serverTime: number;
}
/** `story:comment`: a comment added (comment) or deleted (deletedId). */
export interface PokerCommentEvent {
  sessionId: string;
  storyId: string;
  comment?: PokerStoryComment;
  deletedId?: string;
}

/** The guest pass scope of a session. */
export const pokerGuestScope = (sessionId: string) => `agile:poker:${sessionId}`;

/** Client -> server socket events (agile.md section 7) and server -> client events. */
export const PokerEvents = {
  // client -> server (each acknowledged; the same services as the REST routes)
  JOIN: 'session:join',
  LEAVE: 'session:leave',
  /** The viewer closed the session's page: out of the room and shown away, still a participant. */
  AWAY: 'session:away',
  VOTE: 'vote:cast',
  START: 'session:start',
  START_VOTING: 'story:start_voting',
  REVEAL: 'votes:reveal',
  NEXT: 'story:next',
  PREVIOUS: 'story:previous',
  TIMER_START: 'timer:start',
  TIMER_STOP: 'timer:stop',
  ADD_STORY: 'story:add',
  UPDATE_ROLE: 'participant:update_role',
  // server -> client
  SNAPSHOT: 'session:snapshot',
  CHANGED: 'session:changed',
  PRESENCE: 'participant:presence',
  VOTE_PROGRESS: 'vote:progress',
  REVEALED: 'votes:revealed',
  TIMER: 'timer:changed',
  TIMER_EXPIRED: 'timer:expired',
  DISCUSSION: 'story:comment',
} as const;

/** The room of a session, scoped to its account. */
export const pokerRoom = (accountId: string, sessionId: string) => `account:${accountId}:poker:${sessionId}`;
