import { Type, type Static, type TSchema } from '@suite/sdk/schemas';
import {
  ACTION_ITEM_PRIORITIES,
  ACTION_ITEM_STATUSES,
  COLUMN_SENTIMENTS,
  RETRO_FORMATS,
  RETRO_PARTICIPANT_ROLES,
  RETRO_PHASES,
  RETRO_SESSION_STATUSES,
  TEMPLATE_DIFFICULTIES,
} from './retro-constants.js';

/**
 * What the retrospective endpoints answer (agile.md sections 2-9), as schemas: the endpoints
 * declare them as responses (tests hold every answer to them) and the types come from them.
 */

const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Iso = () => Type.String();

export const RetroColumnSchema = Type.Object({
  /** Stable within the session ('start', 'stop', ... for the built-in formats; 'c1', 'c2', ... for custom ones). */
  id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  color: Nullable(Type.String()),
  /**
   * How its cards count in the sentiment analysis. Built-in formats: Stop, Mad, Sad, Lacked and
   * Anchors are negative; Continue, Glad, Liked, Learned and Wind positive; Start, Longed for,
   * Rocks and Island neutral. Custom columns say it themselves (neutral by default).
   */
  sentiment: oneOf(COLUMN_SENTIMENTS),
});
export type RetroColumn = Static<typeof RetroColumnSchema>;

const PhaseTimersSchema = Type.Partial(
  Type.Object({ SETUP: Type.Number(), COLLECT: Type.Number(), GROUP: Type.Number(), VOTE: Type.Number(), DISCUSS: Type.Number(), ACTION_ITEMS: Type.Number(), COMPLETED: Type.Number() }),
);

export const RetroSettingsSchema = Type.Object({
  /** At least 1. */
  votesPerParticipant: Type.Integer(),
  /** null: no limit; if set, at least 1. */
  maxCardsPerParticipant: Nullable(Type.Integer()),
  enableCardGrouping: Type.Boolean(),
  enableActionItems: Type.Boolean(),
  timerEnabled: Type.Boolean(),
  /** Seconds per phase (not negative); with the timer on, a phase with a positive value starts its timer on entry. */
  phaseTimers: PhaseTimersSchema,
  /** During COLLECT, everyone sees only their own cards' content (others' arrive with content null). */
  blurCards: Type.Boolean(),
});
export type RetroSettings = Static<typeof RetroSettingsSchema>;

export const RetroSessionViewSchema = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  status: oneOf(RETRO_SESSION_STATUSES),
  currentPhase: oneOf(RETRO_PHASES),
  format: oneOf(RETRO_FORMATS),
  /** A built-in template id ('sailboat') or a custom template's UUID; null for ad-hoc custom columns. */
  templateId: Nullable(Type.String()),
  teamId: Nullable(Type.String()),
  facilitatorId: Type.String(),
  settings: RetroSettingsSchema,
  columns: Type.Array(RetroColumnSchema),
  phaseStartedAt: Nullable(Iso()),
  startedAt: Nullable(Iso()),
  completedAt: Nullable(Iso()),
  archivedAt: Nullable(Iso()),
  createdAt: Iso(),
  updatedAt: Iso(),
  /** For lists. */
  participantCount: Type.Integer(),
  cardCount: Type.Integer(),
  actionItemCount: Type.Integer(),
  /** The session page path: /retro/sessions/<id>. */
  path: Type.String(),
});
export type RetroSessionView = Static<typeof RetroSessionViewSchema>;

export const RetroSessionListSchema = Type.Object({ sessions: Type.Array(RetroSessionViewSchema), total: Type.Integer() });
export type RetroSessionList = Static<typeof RetroSessionListSchema>;

export const RetroParticipantSchema = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  displayName: Type.String(),
  role: oneOf(RETRO_PARTICIPANT_ROLES),
  /** Connected right now (presence). */
  online: Type.Boolean(),
  joinedAt: Iso(),
});
export type RetroParticipant = Static<typeof RetroParticipantSchema>;

/** A card as a viewer may see it. */
export const RetroCardSchema = Type.Object({
  id: Type.String(),
  sessionId: Type.String(),
  columnId: Type.String(),
  /** The author's participant id. */
  authorId: Type.String(),
  /** The author's user id: what the card ownership rule (RetroCard, shared/retro-permissions.ts) looks at. */
  authorUserId: Type.String(),
  authorName: Type.String(),
  /** null while blurred (someone else's card during COLLECT with blurCards on). */
  content: Nullable(Type.String()),
  blurred: Type.Boolean(),
  groupId: Nullable(Type.String()),
  /** How many votes it has (never who cast them). */
  votes: Type.Integer(),
  createdAt: Iso(),
  updatedAt: Iso(),
});
export type RetroCard = Static<typeof RetroCardSchema>;

export const RetroGroupSchema = Type.Object({
  id: Type.String(),
  sessionId: Type.String(),
  title: Type.String(),
  cardIds: Type.Array(Type.String()),
  /** Sum of its cards' votes. */
  votes: Type.Integer(),
  createdAt: Iso(),
});
export type RetroGroup = Static<typeof RetroGroupSchema>;

export const RetroActionItemSchema = Type.Object({
  id: Type.String(),
  sessionId: Type.String(),
  teamId: Nullable(Type.String()),
  title: Type.String(),
  description: Nullable(Type.String()),
  priority: oneOf(ACTION_ITEM_PRIORITIES),
  status: oneOf(ACTION_ITEM_STATUSES),
  /** YYYY-MM-DD (UTC), or null. */
  dueDate: Nullable(Type.String()),
  assigneeId: Nullable(Type.String()),
  assigneeName: Nullable(Type.String()),
  /** The card it came from (generated action items), when any. */
  cardId: Nullable(Type.String()),
  /** The kanban item it became (POST /retrospectives/action-items/{id}/to-board), when any. */
  boardItemId: Nullable(Type.String()),
  createdBy: Nullable(Type.String()),
  createdAt: Iso(),
  updatedAt: Iso(),
});
export type RetroActionItem = Static<typeof RetroActionItemSchema>;

export const RetroTimerStateSchema = Type.Object({
  phase: oneOf(RETRO_PHASES),
  /** Epoch ms when the timer ends, by the server's clock; clients show endsAt - serverTime + their offset. */
  endsAt: Type.Number(),
  durationSeconds: Type.Number(),
});
export type RetroTimerState = Static<typeof RetroTimerStateSchema>;

/** The previous retro of the same team and its action items still open: reviewed at the start. */
export const PreviousRetroReviewSchema = Type.Object({
  sessionId: Type.String(),
  name: Type.String(),
  completedAt: Nullable(Iso()),
  actionItems: Type.Array(RetroActionItemSchema),
});
export type PreviousRetroReview = Static<typeof PreviousRetroReviewSchema>;

/** Full state of a retro for one viewer: the answer of GET /sessions/{id}, sent on join and after every reconnect. */
export const RetroSnapshotSchema = Type.Object({
  session: RetroSessionViewSchema,
  participants: Type.Array(RetroParticipantSchema),
  cards: Type.Array(RetroCardSchema),
  groups: Type.Array(RetroGroupSchema),
  actionItems: Type.Array(RetroActionItemSchema),
  /** null without a team or without an earlier retro of the team. */
  previousReview: Nullable(PreviousRetroReviewSchema),
  timer: Nullable(RetroTimerStateSchema),
  /** Total votes cast in the session, and how many participants have voted. */
  voteCount: Type.Integer(),
  voterCount: Type.Integer(),
  /** The viewer's part (participantId null when not a participant). */
  me: Type.Object({
    participantId: Nullable(Type.String()),
    role: Nullable(oneOf(RETRO_PARTICIPANT_ROLES)),
    /** Cards the viewer voted on (one vote per card). */
    votedCardIds: Type.Array(Type.String()),
    votesRemaining: Type.Integer(),
    cardCount: Type.Integer(),
    /** null: no limit. */
    cardsRemaining: Nullable(Type.Integer()),
    /** Facilitator or account admin: may advance / set phases, manage participants. */
    canModerate: Type.Boolean(),
  }),
  /** Epoch ms on the server when the snapshot was made. */
  serverTime: Type.Number(),
});
export type RetroSnapshot = Static<typeof RetroSnapshotSchema>;

export const RetroTemplateSchema = Type.Object({
  /** Built-ins: 'start_stop_continue', 'mad_sad_glad', 'four_ls', 'sailboat'; custom: a UUID. */
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  format: oneOf(RETRO_FORMATS),
  columns: Type.Array(RetroColumnSchema),
  /** null for the built-ins. */
  accountId: Nullable(Type.String()),
  builtIn: Type.Boolean(),
  category: Type.String(),
  tags: Type.Array(Type.String()),
  /** Minutes (15 to 300). */
  estimatedDuration: Type.Integer(),
  participantRange: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  difficulty: oneOf(TEMPLATE_DIFFICULTIES),
  /** Defaults a session made from it starts with. */
  settings: Type.Partial(RetroSettingsSchema),
  /** In this account: mean rating (0 to 5; the built-ins start from a default), ratings given, sessions made from it. */
  usage: Type.Object({ rating: Type.Number(), ratingCount: Type.Integer(), timesUsed: Type.Integer() }),
  createdAt: Nullable(Iso()),
});
export type RetroTemplate = Static<typeof RetroTemplateSchema>;

export const TemplateSuggestionsSchema = Type.Object({
  participantCount: Type.Integer(),
  /** BEGINNER under 5 participants, ADVANCED above 10, otherwise INTERMEDIATE. */
  difficulty: oneOf(TEMPLATE_DIFFICULTIES),
  /** Up to 3 templates of that difficulty whose participant range fits, best first by rating x ln(timesUsed + 1) (then rating, then name). */
  templates: Type.Array(Type.Intersect([RetroTemplateSchema, Type.Object({ score: Type.Number() })])),
});
export type TemplateSuggestions = Static<typeof TemplateSuggestionsSchema>;

// ---------- analytics ----------

export const GeneratedActionItemSchema = Type.Object({
  cardId: Type.String(),
  /** 'Address: ' + the first 50 characters of the card. */
  title: Type.String(),
  priority: oneOf(ACTION_ITEM_PRIORITIES),
  votes: Type.Integer(),
});
export type GeneratedActionItem = Static<typeof GeneratedActionItemSchema>;

export const RetroSentimentSchema = Type.Object({
  positive: Type.Integer(),
  negative: Type.Integer(),
  neutral: Type.Integer(),
  /** Shares of all cards (0 to 1; 0 with no cards). */
  positiveShare: Type.Number(),
  negativeShare: Type.Number(),
  /** negativeShare above 0.3. */
  followUpRecommended: Type.Boolean(),
  byColumn: Type.Array(Type.Object({ columnId: Type.String(), title: Type.String(), sentiment: oneOf(COLUMN_SENTIMENTS), cards: Type.Integer() })),
});
export type RetroSentiment = Static<typeof RetroSentimentSchema>;

export const RetroParticipationSchema = Type.Object({
  /** Participants who may contribute (observers excluded). */
  eligible: Type.Integer(),
  contributors: Type.Integer(),
  voters: Type.Integer(),
  /** contributors / eligible and voters / eligible (0 with nobody eligible). */
  cardShare: Type.Number(),
  voteShare: Type.Number(),
  /** Mean of the two shares (0 to 1). */
  score: Type.Number(),
});
export type RetroParticipation = Static<typeof RetroParticipationSchema>;

/** GET /retrospectives/sessions/{id}/analytics (Pro and Enterprise). */
export const RetroAnalyticsSchema = Type.Object({
  sessionId: Type.String(),
  cardCount: Type.Integer(),
  voteCount: Type.Integer(),
  groupCount: Type.Integer(),
  actionItemCount: Type.Integer(),
  participation: RetroParticipationSchema,
  sentiment: RetroSentimentSchema,
  /** Cards by votes, most first (ties: older first), at most 10. */
  topCards: Type.Array(Type.Object({ cardId: Type.String(), content: Type.String(), columnId: Type.String(), votes: Type.Integer() })),
  generatedActionItems: Type.Array(GeneratedActionItemSchema),
  /** Minutes from start to completion (null until completed). */
  durationMinutes: Nullable(Type.Number()),
});
export type RetroAnalytics = Static<typeof RetroAnalyticsSchema>;

/** GET /retrospectives/teams/{id}/metrics?startDate&endDate (Pro and Enterprise): the team's retros created in the range. */
export const RetroTeamMetricsSchema = Type.Object({
  teamId: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  sessionCount: Type.Integer(),
  completedSessionCount: Type.Integer(),
  /** Means over the completed sessions (null with none). */
  averageParticipationScore: Nullable(Type.Number()),
  averageNegativeShare: Nullable(Type.Number()),
  cardCount: Type.Integer(),
  voteCount: Type.Integer(),
  actionItems: Type.Object({
    total: Type.Integer(),
    open: Type.Integer(),
    done: Type.Integer(),
    cancelled: Type.Integer(),
    overdue: Type.Integer(),
    completionRate: Nullable(Type.Number()),
  }),
  sessions: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      status: oneOf(RETRO_SESSION_STATUSES),
      createdAt: Iso(),
      completedAt: Nullable(Iso()),
      participationScore: Type.Number(),
      negativeShare: Type.Number(),
      followUpRecommended: Type.Boolean(),
      actionItemCount: Type.Integer(),
    }),
  ),
});
export type RetroTeamMetrics = Static<typeof RetroTeamMetricsSchema>;

// ---------- small answers ----------

/** A vote cast or taken back: the card's count and the viewer's votes. */
export const RetroVoteResultSchema = Type.Object({ cardId: Type.String(), votes: Type.Integer(), votedCardIds: Type.Array(Type.String()), votesRemaining: Type.Integer() });
export type RetroVoteResult = Static<typeof RetroVoteResultSchema>;
