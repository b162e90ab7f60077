import { Type, type Static, type TSchema } from '@suite/sdk/schemas';

/**
 * Planning poker's answers as TypeBox schemas (agile.md sections 2-9): the endpoints declare them
 * as their responses (checked in tests) and the TypeScript types below are derived from them.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const SessionStatus = Type.Union([Type.Literal('DRAFT'), Type.Literal('ACTIVE'), Type.Literal('COMPLETED')]);
const StoryStatus = Type.Union([Type.Literal('PENDING'), Type.Literal('VOTING'), Type.Literal('VOTED'), Type.Literal('ESTIMATED')]);
const ParticipantRole = Type.Union([Type.Literal('FACILITATOR'), Type.Literal('PARTICIPANT'), Type.Literal('OBSERVER')]);

/** One card of a voting system. `points` is its numeric worth (null for '?' and coffee). */
export const VotingValueSchema = Type.Object({ value: Type.String(), label: Type.String(), order: Type.Number(), points: Nullable(Type.Number()) });
export type VotingValue = Static<typeof VotingValueSchema>;

export const VotingSystemSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  values: Type.Array(VotingValueSchema),
  allowCustomValues: Type.Boolean(),
  /** null for the built-in systems. */
  accountId: Nullable(Type.String()),
  builtIn: Type.Boolean(),
});
export type VotingSystem = Static<typeof VotingSystemSchema>;

export const PokerSettingsSchema = Type.Object({
  enableTimer: Type.Boolean(),
  /** Seconds; required when the timer is on. */
  timerDuration: Nullable(Type.Number()),
  /** Reveal automatically when every voter has voted. */
  autoReveal: Type.Boolean(),
});
export type PokerSettings = Static<typeof PokerSettingsSchema>;

export const PokerParticipantSchema = Type.Object({
  id: Type.String(),
  /** null for a guest who joined through the session link. */
  userId: Nullable(Type.String()),
  displayName: Type.String(),
  role: ParticipantRole,
  /** Connected right now (presence). */
  online: Type.Boolean(),
  joinedAt: Type.String(),
});
export type PokerParticipant = Static<typeof PokerParticipantSchema>;

export const PokerStorySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  order: Type.Number(),
  status: StoryStatus,
  finalEstimate: Nullable(Type.Number()),
  /** The current voting round (1 for the first). */
  round: Type.Number(),
  /** A backlog item the estimate was written to (kanban capability), when any. */
  backlogItemId: Nullable(Type.String()),
});
export type PokerStory = Static<typeof PokerStorySchema>;

/** A vote as everyone may see it: before reveal only who voted, never the value. */
export const PokerVoteViewSchema = Type.Object({
  participantId: Type.String(),
  hasVoted: Type.Literal(true),
  /** Present only once the story's votes are revealed. */
  value: Type.Optional(Type.String()),
  confidence: Type.Optional(Nullable(Type.Number())),
});
export type PokerVoteView = Static<typeof PokerVoteViewSchema>;

export const PokerTimerStateSchema = Type.Object({
  storyId: Type.String(),
  /** Epoch ms when the timer ends, by the server's clock; clients show end - serverNow + offset. */
  endsAt: Type.Number(),
  durationSeconds: Type.Number(),
});
export type PokerTimerState = Static<typeof PokerTimerStateSchema>;

export const RevealSummarySchema = Type.Object({
  storyId: Type.String(),
  round: Type.Number(),
  votes: Type.Array(Type.Object({ participantId: Type.String(), value: Type.String(), confidence: Nullable(Type.Number()) })),
  /** Counts per card value. */
  distribution: Type.Record(Type.String(), Type.Number()),
  /** Mean of the numeric votes (null if none), rounded to 2 decimals. */
  average: Nullable(Type.Number()),
  /** Every numeric voter chose the same value. */
  consensus: Type.Boolean(),
  /** The most frequent numeric value (ties: the higher one), as a suggestion. */
  suggestedEstimate: Nullable(Type.Number()),
});
export type RevealSummary = Static<typeof RevealSummarySchema>;

export const PokerSessionViewSchema = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  status: SessionStatus,
  facilitatorId: Type.String(),
  teamId: Nullable(Type.String()),
  votingSystem: VotingSystemSchema,
  settings: PokerSettingsSchema,
  currentStoryId: Nullable(Type.String()),
  startedAt: Nullable(Type.String()),
  completedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  /** For lists: participant count and story progress. */
  participantCount: Type.Number(),
  storyCount: Type.Number(),
  estimatedCount: Type.Number(),
  /** The join link path: /join/<id>. */
  joinPath: Type.String(),
});
export type PokerSessionView = Static<typeof PokerSessionViewSchema>;

/** Full state of a session: sent on join and after every reconnect. */
export const PokerSnapshotSchema = Type.Object({
  session: PokerSessionViewSchema,
  participants: Type.Array(PokerParticipantSchema),
  stories: Type.Array(PokerStorySchema),
  currentStoryId: Nullable(Type.String()),
  /** Votes of the current story (values only when revealed). */
  votes: Type.Array(PokerVoteViewSchema),
  reveal: Nullable(RevealSummarySchema),
  timer: Nullable(PokerTimerStateSchema),
  /** The viewer's own participant id and vote on the current story. */
  me: Type.Object({ participantId: Nullable(Type.String()), role: Nullable(ParticipantRole), vote: Nullable(Type.String()) }),
  /** Epoch ms on the server when the snapshot was made (clients compute their clock offset). */
  serverTime: Type.Number(),
});
export type PokerSnapshot = Static<typeof PokerSnapshotSchema>;

export const PokerSessionListSchema = Type.Object({ sessions: Type.Array(PokerSessionViewSchema), total: Type.Number() });
export type PokerSessionList = Static<typeof PokerSessionListSchema>;

/** What the join page shows before joining. */
export const PokerJoinInfoSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: SessionStatus,
  accountName: Type.String(),
  participantCount: Type.Number(),
  /** False when the session is COMPLETED (it cannot be joined). */
  joinable: Type.Boolean(),
});
export type PokerJoinInfo = Static<typeof PokerJoinInfoSchema>;

/** A guest token for one session only. */
export const PokerGuestPassSchema = Type.Object({
  token: Type.String(),
  participantId: Type.String(),
  sessionId: Type.String(),
  accountId: Type.String(),
  displayName: Type.String(),
  /** Seconds the token lives. */
  expiresIn: Type.Number(),
});
export type PokerGuestPass = Static<typeof PokerGuestPassSchema>;

export const VotingHistoryEntrySchema = Type.Object({
  id: Type.String(),
  sessionId: Type.String(),
  storyId: Type.String(),
  participantId: Nullable(Type.String()),
  votingRound: Type.Number(),
  initialVote: Nullable(Type.String()),
  finalVote: Type.String(),
  /** The same as finalVote (the spec names both). */
  vote: Type.String(),
  confidenceLevel: Nullable(Type.Number()),
  votingDuration: Nullable(Type.Number()),
  changedVote: Type.Boolean(),
  recordedAt: Type.String(),
});
export type VotingHistoryEntry = Static<typeof VotingHistoryEntrySchema>;

export const PokerStoryCommentSchema = Type.Object({
  id: Type.String(),
  storyId: Type.String(),
  participantId: Nullable(Type.String()),
  authorName: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
});
export type PokerStoryComment = Static<typeof PokerStoryCommentSchema>;

/** This account's estimated stories, grouped by estimate. */
export const SimilarEstimatesSchema = Type.Object({
  storyId: Type.String(),
  groups: Type.Array(
    Type.Object({
      estimate: Type.Number(),
      /** The card of the session's voting system worth this estimate, when there is one. */
      cardValue: Nullable(Type.String()),
      stories: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), sessionId: Type.String(), sessionName: Type.String(), estimatedAt: Nullable(Type.String()) })),
    }),
  ),
});
export type SimilarEstimates = Static<typeof SimilarEstimatesSchema>;

export const PokerParticipationStatSchema = Type.Object({
  participantId: Type.String(),
  displayName: Type.String(),
  role: ParticipantRole,
  roundsVoted: Type.Number(),
  /** Share of the revealed rounds this participant voted in (0 to 1). */
  rate: Type.Number(),
});
export type PokerParticipationStat = Static<typeof PokerParticipationStatSchema>;

const EstimateDistribution = Type.Array(Type.Object({ estimate: Type.Number(), count: Type.Number() }));

/** A session's analytics (PRO and ENTERPRISE). */
export const PokerSessionAnalyticsSchema = Type.Object({
  sessionId: Type.String(),
  storyCount: Type.Number(),
  estimatedCount: Type.Number(),
  /** Revealed rounds (over every story). */
  roundCount: Type.Number(),
  /** Share of revealed rounds where every numeric vote agreed (0 to 1; null with no rounds). */
  consensusRate: Nullable(Type.Number()),
  /** Mean voting rounds of the estimated stories. */
  roundsPerStory: Nullable(Type.Number()),
  /** Mean seconds from the first vote opening to the final estimate, per estimated story. */
  averageTimePerStory: Nullable(Type.Number()),
  /** Mean of the participants' rates (0 to 1). */
  participationRate: Nullable(Type.Number()),
  participation: Type.Array(PokerParticipationStatSchema),
  /** Final estimates and how many stories got each. */
  estimateDistribution: EstimateDistribution,
  totalPoints: Type.Number(),
  stories: Type.Array(
    Type.Object({ id: Type.String(), title: Type.String(), rounds: Type.Number(), finalEstimate: Nullable(Type.Number()), consensus: Nullable(Type.Boolean()), seconds: Nullable(Type.Number()) }),
  ),
});
export type PokerSessionAnalytics = Static<typeof PokerSessionAnalyticsSchema>;

/** The account's sessions together (PRO and ENTERPRISE); `filters` echoes the request. */
export const PokerAccountAnalyticsSchema = Type.Object({
  filters: Type.Object({
    startDate: Type.Optional(Type.String()),
    endDate: Type.Optional(Type.String()),
    teamId: Type.Optional(Nullable(Type.String())),
    status: Type.Optional(SessionStatus),
  }),
  sessionCount: Type.Number(),
  completedSessionCount: Type.Number(),
  storyCount: Type.Number(),
  estimatedCount: Type.Number(),
  totalPoints: Type.Number(),
  consensusRate: Nullable(Type.Number()),
  roundsPerStory: Nullable(Type.Number()),
  averageTimePerStory: Nullable(Type.Number()),
  participationRate: Nullable(Type.Number()),
  estimateDistribution: EstimateDistribution,
  sessions: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      status: SessionStatus,
      teamId: Nullable(Type.String()),
      createdAt: Type.String(),
      storyCount: Type.Number(),
      estimatedCount: Type.Number(),
      consensusRate: Nullable(Type.Number()),
    }),
  ),
});
export type PokerAccountAnalytics = Static<typeof PokerAccountAnalyticsSchema>;

/** A vote as its voter gets it back (REST and socket). */
export const CastVoteSchema = Type.Object({
  storyId: Type.String(),
  round: Type.Number(),
  participantId: Type.String(),
  value: Type.String(),
  confidence: Nullable(Type.Number()),
  changed: Type.Boolean(),
});
export type CastVote = Static<typeof CastVoteSchema>;

export const DeletedSchema = Type.Object({ deleted: Type.Literal(true) });
export const LeftSchema = Type.Object({ left: Type.Literal(true) });
export const RemovedSchema = Type.Object({ removed: Type.Literal(true) });
export const CurrentStorySchema = Type.Object({ currentStoryId: Type.String() });
export const TimerStoppedSchema = Type.Object({ timer: Type.Null() });
