import { PokerErrors } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';

const orderField = () => Type.Integer({ minimum: 0, errorMessage: { minimum: PokerErrors.STORY_ORDER_NEGATIVE } });
const estimateField = () => Type.Number({ minimum: 0, errorMessage: { minimum: PokerErrors.ESTIMATE_NEGATIVE } });
const confidenceField = () => Type.Integer({ minimum: 1, maximum: 5, errorMessage: PokerErrors.CONFIDENCE_RANGE });
const timerDurationField = () => Type.Integer({ minimum: 10, maximum: 3600, errorMessage: PokerErrors.TIMER_DURATION_RANGE });

/**
 * Planning poker: the contract both halves of the agile module use (agile.md sections 2-9).
 * REST paths are under /api/planning-poker; socket events are listed in PokerEvents.
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

/** One card of a voting system. `points` is its numeric worth (null for '?' and coffee). */
export interface VotingValue {
  value: string;
  label: string;
  order: number;
  points: number | null;
}

export interface VotingSystem {
  id: string;
  name: string;
  values: VotingValue[];
  allowCustomValues: boolean;
  /** null for the built-in systems. */
  accountId: string | null;
  builtIn: boolean;
}

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

export interface PokerSettings {
  enableTimer: boolean;
  /** Seconds; required when the timer is on. */
  timerDuration: number | null;
  /** Reveal automatically when every voter has voted. */
  autoReveal: boolean;
}

export interface PokerParticipant {
  id: string;
  /** null for a guest who joined through the session link. */
  userId: string | null;
  displayName: string;
  role: PokerParticipantRole;
  /** Connected right now (presence). */
  online: boolean;
  joinedAt: string;
}

export interface PokerStory {
  id: string;
  title: string;
  description: string | null;
  order: number;
  status: PokerStoryStatus;
  finalEstimate: number | null;
  /** The current voting round (1 for the first). */
  round: number;
  /** A backlog item the estimate was written to (kanban capability), when any. */
  backlogItemId: string | null;
}

/** A vote as everyone may see it: before reveal only who voted, never the value. */
export interface PokerVoteView {
  participantId: string;
  hasVoted: true;
  /** Present only once the story's votes are revealed. */
  value?: string;
  confidence?: number | null;
}

export interface PokerTimerState {
  storyId: string;
  /** Epoch ms when the timer ends, by the server's clock; clients show end - serverNow + offset. */
  endsAt: number;
  durationSeconds: number;
}

export interface RevealSummary {
  storyId: string;
  round: number;
  votes: { participantId: string; value: string; confidence: number | null }[];
  /** Counts per card value. */
  distribution: Record<string, number>;
  /** Mean of the numeric votes (null if none), rounded to 2 decimals. */
  average: number | null;
  /** Every numeric voter chose the same value. */
  consensus: boolean;
  /** The most frequent numeric value (ties: the higher one), as a suggestion. */
  suggestedEstimate: number | null;
}

/** Full state of a session: sent on join and after every reconnect. */
export interface PokerSnapshot {
  session: PokerSessionView;
  participants: PokerParticipant[];
  stories: PokerStory[];
  currentStoryId: string | null;
  /** Votes of the current story (values only when revealed). */
  votes: PokerVoteView[];
  reveal: RevealSummary | null;
  timer: PokerTimerState | null;
  /** The viewer's own participant id and vote on the current story. */
  me: { participantId: string | null; role: PokerParticipantRole | null; vote: string | null };
  /** Epoch ms on the server when the snapshot was made (clients compute their clock offset). */
  serverTime: number;
}

export interface PokerSessionView {
  id: string;
  accountId: string;
  name: string;
  description: string | null;
  status: PokerSessionStatus;
  facilitatorId: string;
  teamId: string | null;
  votingSystem: VotingSystem;
  settings: PokerSettings;
  currentStoryId: string | null;
  startedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  /** For lists: participant count and story progress. */
  participantCount: number;
  storyCount: number;
  estimatedCount: number;
  /** The join link path: /join/<id>. */
  joinPath: string;
}

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
  { value: Type.String({ minLength: 1, maxLength: 20 }), confidence: Type.Optional(Type.Union([confidenceField(), Type.Null()])) },
  { additionalProperties: false },
);
export const EstimateBody = Type.Object({ estimate: estimateField() }, { additionalProperties: false });
export const JoinBody = Type.Object(
  {
    /** Guests joining through the link give a display name. */
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    role: Type.Optional(Type.Union([Type.Literal('PARTICIPANT'), Type.Literal('OBSERVER')])),
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
export const AnalyticsFiltersBody = Type.Object(
  {
    /** ISO dates; sessions created in [startDate, endDate]. */
    startDate: Type.Optional(Type.String({ format: 'date-time' })),
    endDate: Type.Optional(Type.String({ format: 'date-time' })),
    teamId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    status: Type.Optional(Type.Union(POKER_SESSION_STATUSES.map((s) => Type.Literal(s)))),
  },
  { additionalProperties: false },
);
export type AnalyticsFiltersBody = Static<typeof AnalyticsFiltersBody>;

// ---------- response shapes (besides PokerSnapshot / PokerSessionView / RevealSummary) ----------

/** GET /planning-poker/sessions: the meetings list (newest first). */
export interface PokerSessionList {
  sessions: PokerSessionView[];
  total: number;
}

/** GET /planning-poker/sessions/{id}/join-info (public): what the join page shows before joining. */
export interface PokerJoinInfo {
  id: string;
  name: string;
  status: PokerSessionStatus;
  accountName: string;
  participantCount: number;
  /** False when the session is COMPLETED (it cannot be joined). */
  joinable: boolean;
}

/** POST /planning-poker/sessions/{id}/guest-join (public): a guest token for this session only. */
export interface PokerGuestPass {
  token: string;
  participantId: string;
  sessionId: string;
  accountId: string;
  displayName: string;
  /** Seconds the token lives. */
  expiresIn: number;
}

export interface VotingHistoryEntry {
  id: string;
  sessionId: string;
  storyId: string;
  participantId: string | null;
  votingRound: number;
  initialVote: string | null;
  finalVote: string;
  /** The same as finalVote (the spec names both). */
  vote: string;
  confidenceLevel: number | null;
  votingDuration: number | null;
  changedVote: boolean;
  recordedAt: string;
}

export interface PokerStoryComment {
  id: string;
  storyId: string;
  participantId: string | null;
  authorName: string;
  body: string;
  createdAt: string;
}

/** GET .../stories/{storyId}/similar: this account's estimated stories, grouped by estimate. */
export interface SimilarEstimates {
  storyId: string;
  groups: {
    estimate: number;
    /** The card of the session's voting system worth this estimate, when there is one. */
    cardValue: string | null;
    stories: { id: string; title: string; sessionId: string; sessionName: string; estimatedAt: string | null }[];
  }[];
}

export interface PokerParticipationStat {
  participantId: string;
  displayName: string;
  role: PokerParticipantRole;
  roundsVoted: number;
  /** Share of the revealed rounds this participant voted in (0 to 1). */
  rate: number;
}

/** GET /planning-poker/sessions/{id}/analytics (PRO and ENTERPRISE). */
export interface PokerSessionAnalytics {
  sessionId: string;
  storyCount: number;
  estimatedCount: number;
  /** Revealed rounds (over every story). */
  roundCount: number;
  /** Share of revealed rounds where every numeric vote agreed (0 to 1; null with no rounds). */
  consensusRate: number | null;
  /** Mean voting rounds of the estimated stories. */
  roundsPerStory: number | null;
  /** Mean seconds from the first vote opening to the final estimate, per estimated story. */
  averageTimePerStory: number | null;
  /** Mean of the participants' rates (0 to 1). */
  participationRate: number | null;
  participation: PokerParticipationStat[];
  /** Final estimates and how many stories got each. */
  estimateDistribution: { estimate: number; count: number }[];
  totalPoints: number;
  stories: { id: string; title: string; rounds: number; finalEstimate: number | null; consensus: boolean | null; seconds: number | null }[];
}

/** POST /planning-poker/analytics {filters} (PRO and ENTERPRISE): the account's sessions together. */
export interface PokerAccountAnalytics {
  filters: AnalyticsFiltersBody;
  sessionCount: number;
  completedSessionCount: number;
  storyCount: number;
  estimatedCount: number;
  totalPoints: number;
  consensusRate: number | null;
  roundsPerStory: number | null;
  averageTimePerStory: number | null;
  participationRate: number | null;
  estimateDistribution: { estimate: number; count: number }[];
  sessions: { id: string; name: string; status: PokerSessionStatus; teamId: string | null; createdAt: string; storyCount: number; estimatedCount: number; consensusRate: number | null }[];
}

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

/**
 * Socket payloads (client -> server). Every event is acknowledged: the ack carries the result
 * (session:join: the PokerSnapshot, also pushed as `session:snapshot`; vote:cast: your vote) or
 * the error text. Guests may send session:join, session:away, vote:cast and session:leave only.
 */
export interface PokerEventPayloads {
  'session:join': { sessionId: string };
  'session:leave': { sessionId: string };
  'session:away': { sessionId: string };
  'vote:cast': { sessionId: string; storyId: string; value: string; confidence?: number | null };
  'session:start': { sessionId: string };
  'story:start_voting': { sessionId: string; storyId: string };
  'votes:reveal': { sessionId: string; storyId: string };
  'story:next': { sessionId: string };
  'story:previous': { sessionId: string };
  'timer:start': { sessionId: string; storyId: string; duration?: number };
  'timer:stop': { sessionId: string };
  'story:add': { sessionId: string; story: { title: string; description?: string | null } };
  'participant:update_role': { sessionId: string; participantId: string; role: PokerParticipantRole };
}

/**
 * REST paths under /api (agile.md section 7, plus the extras the screens use). `guests` marks the
 * ones a guest token may call (for its own session).
 */
export const PokerApi = {
  sessions: '/planning-poker/sessions',
  session: (id: string) => `/planning-poker/sessions/${id}`,
  joinInfo: (id: string) => `/planning-poker/sessions/${id}/join-info`,
  guestJoin: (id: string) => `/planning-poker/sessions/${id}/guest-join`,
  join: (id: string) => `/planning-poker/sessions/${id}/join`,
  leave: (id: string) => `/planning-poker/sessions/${id}/leave`,
  navigate: (id: string) => `/planning-poker/sessions/${id}/navigate`,
  timer: (id: string) => `/planning-poker/sessions/${id}/timer`,
  participant: (id: string, participantId: string) => `/planning-poker/sessions/${id}/participants/${participantId}`,
  stories: (id: string) => `/planning-poker/sessions/${id}/stories`,
  reorder: (id: string) => `/planning-poker/sessions/${id}/stories/reorder`,
  story: (id: string, storyId: string) => `/planning-poker/sessions/${id}/stories/${storyId}`,
  startVoting: (id: string, storyId: string) => `/planning-poker/sessions/${id}/stories/${storyId}/start-voting`,
  votes: (id: string, storyId: string) => `/planning-poker/sessions/${id}/stories/${storyId}/votes`,
  reveal: (id: string, storyId: string) => `/planning-poker/sessions/${id}/stories/${storyId}/reveal`,
  reset: (id: string, storyId: string) => `/planning-poker/sessions/${id}/stories/${storyId}/reset`,
  estimate: (id: string, storyId: string) => `/planning-poker/sessions/${id}/stories/${storyId}/estimate`,
  similar: (id: string, storyId: string) => `/planning-poker/sessions/${id}/stories/${storyId}/similar`,
  comments: (id: string, storyId: string) => `/planning-poker/sessions/${id}/stories/${storyId}/comments`,
  comment: (id: string, storyId: string, commentId: string) => `/planning-poker/sessions/${id}/stories/${storyId}/comments/${commentId}`,
  sessionAnalytics: (id: string) => `/planning-poker/sessions/${id}/analytics`,
  export: (id: string, format: PokerExportFormat) => `/planning-poker/sessions/${id}/export?format=${format}`,
  votingSystems: '/planning-poker/voting-systems',
  votingSystem: (id: string) => `/planning-poker/voting-systems/${id}`,
  votingHistory: '/planning-poker/voting-history',
  analytics: '/planning-poker/analytics',
} as const;

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
