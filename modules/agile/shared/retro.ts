import { RetroErrors } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';

/**
 * Retrospectives: the contract both halves of the agile module use (agile.md sections 2-9).
 * REST paths are under /api/retrospectives (RetroApi); socket events are listed in RetroEvents.
 */

// ---------- states, phases, formats, roles ----------

export const RETRO_SESSION_STATUSES = ['DRAFT', 'WAITING', 'ACTIVE', 'COMPLETED', 'ARCHIVED'] as const;
export type RetroSessionStatus = (typeof RETRO_SESSION_STATUSES)[number];

/** The phases in order (agile.md section 4). */
export const RETRO_PHASES = ['SETUP', 'COLLECT', 'GROUP', 'VOTE', 'DISCUSS', 'ACTION_ITEMS', 'COMPLETED'] as const;
export type RetroPhase = (typeof RETRO_PHASES)[number];

export const RETRO_FORMATS = ['START_STOP_CONTINUE', 'MAD_SAD_GLAD', 'FOUR_LS', 'SAILBOAT', 'CUSTOM'] as const;
export type RetroFormat = (typeof RETRO_FORMATS)[number];

/**
 * Retro participant roles (agile.md section 6). MEMBER is a member of the session's team; it has
 * the rights of PARTICIPANT. OBSERVER only watches: no cards, no votes, no grouping.
 */
export const RETRO_PARTICIPANT_ROLES = ['FACILITATOR', 'PARTICIPANT', 'MEMBER', 'OBSERVER'] as const;
export type RetroParticipantRole = (typeof RETRO_PARTICIPANT_ROLES)[number];

export const ACTION_ITEM_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type ActionItemPriority = (typeof ACTION_ITEM_PRIORITIES)[number];
/** OPEN and IN_PROGRESS count as open (the next retro of the team reviews them). */
export const ACTION_ITEM_STATUSES = ['OPEN', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];
export const OPEN_ACTION_ITEM_STATUSES: readonly ActionItemStatus[] = ['OPEN', 'IN_PROGRESS'];

export const TEMPLATE_DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type TemplateDifficulty = (typeof TEMPLATE_DIFFICULTIES)[number];

/** How a column's cards count in the sentiment analysis. */
export const COLUMN_SENTIMENTS = ['positive', 'negative', 'neutral'] as const;
export type ColumnSentiment = (typeof COLUMN_SENTIMENTS)[number];

// ---------- constants (agile.md section 9) ----------

export const RETRO_CARD_MAX_LENGTH = 500;
export const RETRO_TEMPLATE_LIMITS = { minColumns: 1, maxColumns: 8, minParticipants: 1, maxParticipants: 50, minDuration: 15, maxDuration: 300 } as const;
/** Generated action items: cards with at least 3 votes, the top 5; HIGH at 5+, MEDIUM at 4, else LOW. */
export const GENERATED_ACTION_ITEMS = { minVotes: 3, max: 5, highAt: 5, mediumAt: 4, titlePrefix: 'Address: ', titleChars: 50 } as const;
/** A negative share above this recommends a follow-up. */
export const SENTIMENT_FOLLOW_UP_THRESHOLD = 0.3;
/** Suggestions: BEGINNER under 5 participants, ADVANCED above 10, otherwise INTERMEDIATE; top 3. */
export const TEMPLATE_SUGGESTION = { beginnerBelow: 5, advancedAbove: 10, count: 3 } as const;
export const RETRO_DEFAULT_SETTINGS: RetroSettings = {
  votesPerParticipant: 5,
  maxCardsPerParticipant: null,
  enableCardGrouping: true,
  enableActionItems: true,
  timerEnabled: false,
  phaseTimers: {},
  blurCards: false,
};

// ---------- entities ----------

export interface RetroColumn {
  /** Stable within the session ('start', 'stop', ... for the built-in formats; 'c1', 'c2', ... for custom ones). */
  id: string;
  title: string;
  description: string | null;
  color: string | null;
  /**
   * How its cards count in the sentiment analysis. Built-in formats: Stop, Mad, Sad, Lacked and
   * Anchors are negative; Continue, Glad, Liked, Learned and Wind positive; Start, Longed for,
   * Rocks and Island neutral. Custom columns say it themselves (neutral by default).
   */
  sentiment: ColumnSentiment;
}

export interface RetroSettings {
  /** At least 1. */
  votesPerParticipant: number;
  /** null: no limit; if set, at least 1. */
  maxCardsPerParticipant: number | null;
  enableCardGrouping: boolean;
  enableActionItems: boolean;
  timerEnabled: boolean;
  /** Seconds per phase (not negative); with the timer on, a phase with a positive value starts its timer on entry. */
  phaseTimers: Partial<Record<RetroPhase, number>>;
  /** During COLLECT, everyone sees only their own cards' content (others' arrive with content null). */
  blurCards: boolean;
}

export interface RetroSessionView {
  id: string;
  accountId: string;
  name: string;
  description: string | null;
  status: RetroSessionStatus;
  currentPhase: RetroPhase;
  format: RetroFormat;
  /** A built-in template id ('sailboat') or a custom template's UUID; null for ad-hoc custom columns. */
  templateId: string | null;
  teamId: string | null;
  facilitatorId: string;
  settings: RetroSettings;
  columns: RetroColumn[];
  phaseStartedAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** For lists. */
  participantCount: number;
  cardCount: number;
  actionItemCount: number;
  /** The session page path: /retro/sessions/<id>. */
  path: string;
}

export interface RetroParticipant {
  id: string;
  userId: string;
  displayName: string;
  role: RetroParticipantRole;
  /** Connected right now (presence). */
  online: boolean;
  joinedAt: string;
}

/** A card as a viewer may see it. */
export interface RetroCard {
  id: string;
  sessionId: string;
  columnId: string;
  /** The author's participant id. */
  authorId: string;
  authorName: string;
  /** null while blurred (someone else's card during COLLECT with blurCards on). */
  content: string | null;
  blurred: boolean;
  groupId: string | null;
  /** How many votes it has (never who cast them). */
  votes: number;
  createdAt: string;
  updatedAt: string;
}

export interface RetroGroup {
  id: string;
  sessionId: string;
  title: string;
  cardIds: string[];
  /** Sum of its cards' votes. */
  votes: number;
  createdAt: string;
}

export interface RetroActionItem {
  id: string;
  sessionId: string;
  teamId: string | null;
  title: string;
  description: string | null;
  priority: ActionItemPriority;
  status: ActionItemStatus;
  /** YYYY-MM-DD (UTC), or null. */
  dueDate: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  /** The card it came from (generated action items), when any. */
  cardId: string | null;
  /** The kanban item it became (POST /retrospectives/action-items/{id}/to-board), when any. */
  boardItemId: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface RetroTimerState {
  phase: RetroPhase;
  /** Epoch ms when the timer ends, by the server's clock; clients show endsAt - serverTime + their offset. */
  endsAt: number;
  durationSeconds: number;
}

/** The previous retro of the same team and its action items still open: reviewed at the start. */
export interface PreviousRetroReview {
  sessionId: string;
  name: string;
  completedAt: string | null;
  actionItems: RetroActionItem[];
}

/** Full state of a retro for one viewer: the answer of GET /sessions/{id}, sent on join and after every reconnect. */
export interface RetroSnapshot {
  session: RetroSessionView;
  participants: RetroParticipant[];
  cards: RetroCard[];
  groups: RetroGroup[];
  actionItems: RetroActionItem[];
  /** null without a team or without an earlier retro of the team. */
  previousReview: PreviousRetroReview | null;
  timer: RetroTimerState | null;
  /** Total votes cast in the session, and how many participants have voted. */
  voteCount: number;
  voterCount: number;
  /** The viewer's part (participantId null when not a participant). */
  me: {
    participantId: string | null;
    role: RetroParticipantRole | null;
    /** Cards the viewer voted on (one vote per card). */
    votedCardIds: string[];
    votesRemaining: number;
    cardCount: number;
    /** null: no limit. */
    cardsRemaining: number | null;
    /** Facilitator or account admin: may advance / set phases, manage participants. */
    canModerate: boolean;
  };
  /** Epoch ms on the server when the snapshot was made. */
  serverTime: number;
}

export interface RetroTemplateColumn {
  title: string;
  description?: string | null;
  color?: string | null;
  sentiment?: ColumnSentiment;
}

export interface RetroTemplate {
  /** Built-ins: 'start_stop_continue', 'mad_sad_glad', 'four_ls', 'sailboat'; custom: a UUID. */
  id: string;
  name: string;
  description: string;
  format: RetroFormat;
  columns: RetroColumn[];
  /** null for the built-ins. */
  accountId: string | null;
  builtIn: boolean;
  category: string;
  tags: string[];
  /** Minutes (15 to 300). */
  estimatedDuration: number;
  participantRange: { min: number; max: number };
  difficulty: TemplateDifficulty;
  /** Defaults a session made from it starts with. */
  settings: Partial<RetroSettings>;
  /** In this account: mean rating (0 to 5; the built-ins start from a default), ratings given, sessions made from it. */
  usage: { rating: number; ratingCount: number; timesUsed: number };
  createdAt: string | null;
}

export interface TemplateSuggestions {
  participantCount: number;
  /** BEGINNER under 5 participants, ADVANCED above 10, otherwise INTERMEDIATE. */
  difficulty: TemplateDifficulty;
  /** Up to 3 templates of that difficulty whose participant range fits, best first by rating x ln(timesUsed + 1) (then rating, then name). */
  templates: (RetroTemplate & { score: number })[];
}

// ---------- analytics ----------

export interface GeneratedActionItem {
  cardId: string;
  /** 'Address: ' + the first 50 characters of the card. */
  title: string;
  priority: ActionItemPriority;
  votes: number;
}

export interface RetroSentiment {
  positive: number;
  negative: number;
  neutral: number;
  /** Shares of all cards (0 to 1; 0 with no cards). */
  positiveShare: number;
  negativeShare: number;
  /** negativeShare above 0.3. */
  followUpRecommended: boolean;
  byColumn: { columnId: string; title: string; sentiment: ColumnSentiment; cards: number }[];
}

export interface RetroParticipation {
  /** Participants who may contribute (observers excluded). */
  eligible: number;
  contributors: number;
  voters: number;
  /** contributors / eligible and voters / eligible (0 with nobody eligible). */
  cardShare: number;
  voteShare: number;
  /** Mean of the two shares (0 to 1). */
  score: number;
}

/** GET /retrospectives/sessions/{id}/analytics (Pro and Enterprise). */
export interface RetroAnalytics {
  sessionId: string;
  cardCount: number;
  voteCount: number;
  groupCount: number;
  actionItemCount: number;
  participation: RetroParticipation;
  sentiment: RetroSentiment;
  /** Cards by votes, most first (ties: older first), at most 10. */
  topCards: { cardId: string; content: string; columnId: string; votes: number }[];
  generatedActionItems: GeneratedActionItem[];
  /** Minutes from start to completion (null until completed). */
  durationMinutes: number | null;
}

/** GET /retrospectives/teams/{id}/metrics?startDate&endDate (Pro and Enterprise): the team's retros created in the range. */
export interface RetroTeamMetrics {
  teamId: string;
  startDate: string;
  endDate: string;
  sessionCount: number;
  completedSessionCount: number;
  /** Means over the completed sessions (null with none). */
  averageParticipationScore: number | null;
  averageNegativeShare: number | null;
  cardCount: number;
  voteCount: number;
  actionItems: { total: number; open: number; done: number; cancelled: number; overdue: number; completionRate: number | null };
  sessions: {
    id: string;
    name: string;
    status: RetroSessionStatus;
    createdAt: string;
    completedAt: string | null;
    participationScore: number;
    negativeShare: number;
    followUpRecommended: boolean;
    actionItemCount: number;
  }[];
}

export interface RetroSessionList {
  sessions: RetroSessionView[];
  total: number;
}

// ---------- request bodies ----------

const votesField = () => Type.Integer({ minimum: 1, maximum: 100, errorMessage: RetroErrors.VOTES_PER_PARTICIPANT_MIN });
const maxCardsField = () => Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()], { errorMessage: RetroErrors.MAX_CARDS_MIN });
/** Seconds per phase; negative ones are refused by the service when the timer is on. */
const phaseTimersField = () =>
  Type.Object(Object.fromEntries(RETRO_PHASES.map((p) => [p, Type.Optional(Type.Integer({ maximum: 86_400 }))])), { additionalProperties: false, errorMessage: RetroErrors.PHASE_TIMER_NEGATIVE });
const contentField = () => Type.String({ maxLength: RETRO_CARD_MAX_LENGTH, errorMessage: { maxLength: RetroErrors.CARD_TOO_LONG, type: RetroErrors.CARD_EMPTY } });
const dueDateField = () => Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time' }), Type.Null()]);

export const RetroSettingsBody = Type.Object(
  {
    votesPerParticipant: Type.Optional(votesField()),
    maxCardsPerParticipant: Type.Optional(maxCardsField()),
    enableCardGrouping: Type.Optional(Type.Boolean()),
    enableActionItems: Type.Optional(Type.Boolean()),
    timerEnabled: Type.Optional(Type.Boolean()),
    phaseTimers: Type.Optional(phaseTimersField()),
    blurCards: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RetroSettingsBody = Static<typeof RetroSettingsBody>;

export const RetroColumnBody = Type.Object(
  {
    title: Type.String({ maxLength: 60 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
    color: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
    sentiment: Type.Optional(Type.Union(COLUMN_SENTIMENTS.map((s) => Type.Literal(s)))),
  },
  { additionalProperties: false },
);

/**
 * POST /retrospectives/sessions. With templateId, format and columns come from the template (its
 * settings are the defaults under `settings`); otherwise `format` (default START_STOP_CONTINUE),
 * and for CUSTOM the `columns` (1 to 8, titles unique ignoring case).
 */
export const CreateRetroBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    format: Type.Optional(Type.Union(RETRO_FORMATS.map((f) => Type.Literal(f)))),
    templateId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Null()])),
    columns: Type.Optional(Type.Array(RetroColumnBody, { maxItems: 20 })),
    teamId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    settings: Type.Optional(RetroSettingsBody),
  },
  { additionalProperties: false },
);
export type CreateRetroBody = Static<typeof CreateRetroBody>;

/** PATCH /retrospectives/sessions/{id}: status moves DRAFT <-> WAITING -> ACTIVE -> COMPLETED -> ARCHIVED. */
export const UpdateRetroBody = Type.Partial(
  Type.Object({
    name: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
    status: Type.Union(RETRO_SESSION_STATUSES.map((s) => Type.Literal(s))),
    settings: RetroSettingsBody,
    teamId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    facilitatorId: Type.String({ format: 'uuid' }),
  }),
  { additionalProperties: false },
);
export type UpdateRetroBody = Static<typeof UpdateRetroBody>;

export const RetroJoinBody = Type.Object({ role: Type.Optional(Type.Union([Type.Literal('PARTICIPANT'), Type.Literal('OBSERVER')])) }, { additionalProperties: false });
export const RetroParticipantBody = Type.Object({ role: Type.Union(RETRO_PARTICIPANT_ROLES.map((r) => Type.Literal(r))) }, { additionalProperties: false });
export const CardBody = Type.Object({ columnId: Type.String({ minLength: 1, maxLength: 60 }), content: contentField() }, { additionalProperties: false });
export type CardBody = Static<typeof CardBody>;
export const UpdateCardBody = Type.Partial(Type.Object({ columnId: Type.String({ minLength: 1, maxLength: 60 }), content: contentField() }), { additionalProperties: false });
export type UpdateCardBody = Static<typeof UpdateCardBody>;
export const GroupBody = Type.Object(
  { title: Type.Optional(Type.String({ maxLength: 120 })), cardIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 200 })) },
  { additionalProperties: false },
);
export type GroupBody = Static<typeof GroupBody>;
export const UpdateGroupBody = Type.Object({ title: Type.String({ maxLength: 120 }) }, { additionalProperties: false });
export const GroupCardBody = Type.Object({ cardId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export const SetPhaseBody = Type.Object({ phase: Type.Union(RETRO_PHASES.map((p) => Type.Literal(p))) }, { additionalProperties: false });
export const RetroTimerBody = Type.Object({ duration: Type.Optional(Type.Integer({ minimum: 10, maximum: 86_400 })) }, { additionalProperties: false });

export const ActionItemBody = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    priority: Type.Optional(Type.Union(ACTION_ITEM_PRIORITIES.map((p) => Type.Literal(p)))),
    /** YYYY-MM-DD (or an ISO date-time: its UTC day); not before today. */
    dueDate: Type.Optional(dueDateField()),
    assigneeId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    cardId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ActionItemBody = Static<typeof ActionItemBody>;
export const UpdateActionItemBody = Type.Partial(
  Type.Object({
    title: Type.String({ maxLength: 200 }),
    description: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
    priority: Type.Union(ACTION_ITEM_PRIORITIES.map((p) => Type.Literal(p))),
    status: Type.Union(ACTION_ITEM_STATUSES.map((s) => Type.Literal(s))),
    dueDate: dueDateField(),
    assigneeId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  }),
  { additionalProperties: false },
);
export type UpdateActionItemBody = Static<typeof UpdateActionItemBody>;
export const ToBoardBody = Type.Object({ boardId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) }, { additionalProperties: false });

export const RetroListQuery = Type.Object(
  {
    status: Type.Optional(Type.Union(RETRO_SESSION_STATUSES.map((s) => Type.Literal(s)))),
    teamId: Type.Optional(Type.String({ format: 'uuid' })),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
    accountId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export const RETRO_EXPORT_FORMATS = ['csv', 'json', 'markdown'] as const;
export type RetroExportFormat = (typeof RETRO_EXPORT_FORMATS)[number];
export const RetroExportQuery = Type.Object({ format: Type.Union(RETRO_EXPORT_FORMATS.map((f) => Type.Literal(f)), { default: 'csv' }) }, { additionalProperties: false });
export const TeamMetricsQuery = Type.Object(
  {
    /** ISO date or date-time; default: 90 days before endDate. */
    startDate: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time' })])),
    /** ISO date (the whole day) or date-time; default: now. */
    endDate: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time' })])),
  },
  { additionalProperties: false },
);

/**
 * POST /retrospectives/templates and PATCH .../{id} (every field then optional). Any rule of
 * agile.md section 5 broken answers 400 'Invalid template structure'.
 */
export const TemplateBody = Type.Object(
  {
    name: Type.String({ maxLength: 80 }),
    description: Type.String({ maxLength: 1000 }),
    columns: Type.Array(RetroColumnBody, { maxItems: 20 }),
    category: Type.Optional(Type.String({ maxLength: 40 })),
    tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 30 }), { maxItems: 20 })),
    estimatedDuration: Type.Optional(Type.Integer()),
    participantRange: Type.Optional(Type.Object({ min: Type.Integer(), max: Type.Integer() }, { additionalProperties: false })),
    difficulty: Type.Optional(Type.Union(TEMPLATE_DIFFICULTIES.map((d) => Type.Literal(d)))),
    settings: Type.Optional(RetroSettingsBody),
  },
  { additionalProperties: false, errorMessage: RetroErrors.INVALID_TEMPLATE },
);
export type TemplateBody = Static<typeof TemplateBody>;
export const UpdateTemplateBody = Type.Partial(TemplateBody, { additionalProperties: false, errorMessage: RetroErrors.INVALID_TEMPLATE });
export type UpdateTemplateBody = Static<typeof UpdateTemplateBody>;

/** POST /retrospectives/templates/search: the filters (all optional, combined with AND). */
export const TemplateSearchBody = Type.Object(
  {
    /** Matches name, description or a tag (ignoring case). */
    query: Type.Optional(Type.String({ maxLength: 100 })),
    format: Type.Optional(Type.Union(RETRO_FORMATS.map((f) => Type.Literal(f)))),
    category: Type.Optional(Type.String({ maxLength: 40 })),
    difficulty: Type.Optional(Type.Union(TEMPLATE_DIFFICULTIES.map((d) => Type.Literal(d)))),
    /** Templates carrying every one of these tags. */
    tags: Type.Optional(Type.Array(Type.String({ maxLength: 30 }), { maxItems: 20 })),
    /** Templates whose participant range includes this count. */
    participantCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    /** Templates lasting at most this many minutes. */
    maxDuration: Type.Optional(Type.Integer({ minimum: 1 })),
    builtIn: Type.Optional(Type.Boolean()),
    sortBy: Type.Optional(Type.Union([Type.Literal('name'), Type.Literal('rating'), Type.Literal('usage'), Type.Literal('duration')])),
  },
  { additionalProperties: false },
);
export type TemplateSearchBody = Static<typeof TemplateSearchBody>;
export const TemplateSuggestionQuery = Type.Object({ participants: Type.Integer({ minimum: 1, maximum: 1000 }) }, { additionalProperties: false });
export const TemplateRatingBody = Type.Object({ rating: Type.Integer({ minimum: 1, maximum: 5 }) }, { additionalProperties: false });

// ---------- built-in formats and templates ----------

const column = (id: string, title: string, sentiment: ColumnSentiment, description: string, color: string): RetroColumn => ({ id, title, description, color, sentiment });

/** The columns of each built-in format. */
export const RETRO_FORMAT_COLUMNS: Record<Exclude<RetroFormat, 'CUSTOM'>, readonly RetroColumn[]> = {
  START_STOP_CONTINUE: [
    column('start', 'Start', 'neutral', 'What should we begin doing?', 'green'),
    column('stop', 'Stop', 'negative', 'What should we stop doing?', 'red'),
    column('continue', 'Continue', 'positive', 'What works and should go on?', 'blue'),
  ],
  MAD_SAD_GLAD: [
    column('mad', 'Mad', 'negative', 'What made you angry or frustrated?', 'red'),
    column('sad', 'Sad', 'negative', 'What disappointed you?', 'yellow'),
    column('glad', 'Glad', 'positive', 'What made you happy?', 'green'),
  ],
  FOUR_LS: [
    column('liked', 'Liked', 'positive', 'What did you like?', 'green'),
    column('learned', 'Learned', 'positive', 'What did you learn?', 'blue'),
    column('lacked', 'Lacked', 'negative', 'What was missing?', 'red'),
    column('longed_for', 'Longed for', 'neutral', 'What do you wish for?', 'violet'),
  ],
  SAILBOAT: [
    column('wind', 'Wind', 'positive', 'What pushes us forward?', 'green'),
    column('anchors', 'Anchors', 'negative', 'What holds us back?', 'red'),
    column('rocks', 'Rocks', 'neutral', 'What risks lie ahead?', 'orange'),
    column('island', 'Island', 'neutral', 'Where do we want to go?', 'blue'),
  ],
};

type BuiltInTemplate = Omit<RetroTemplate, 'usage' | 'createdAt' | 'accountId' | 'builtIn'> & { defaultRating: number };

/** The four built-in templates (ids are stable strings); defaultRating stands until the account rates them. */
export const BUILT_IN_RETRO_TEMPLATES: readonly BuiltInTemplate[] = [
  {
    id: 'start_stop_continue',
    name: 'Start, Stop, Continue',
    description: 'A simple, action-oriented retrospective: what to start, stop and keep doing.',
    format: 'START_STOP_CONTINUE',
    columns: [...RETRO_FORMAT_COLUMNS.START_STOP_CONTINUE],
    category: 'general',
    tags: ['classic', 'actions', 'quick'],
    estimatedDuration: 45,
    participantRange: { min: 2, max: 12 },
    difficulty: 'BEGINNER',
    settings: { votesPerParticipant: 3 },
    defaultRating: 4.5,
  },
  {
    id: 'mad_sad_glad',
    name: 'Mad, Sad, Glad',
    description: 'Talk about how the sprint felt: what angered, disappointed or pleased the team.',
    format: 'MAD_SAD_GLAD',
    columns: [...RETRO_FORMAT_COLUMNS.MAD_SAD_GLAD],
    category: 'team-health',
    tags: ['emotions', 'classic'],
    estimatedDuration: 60,
    participantRange: { min: 2, max: 10 },
    difficulty: 'BEGINNER',
    settings: { votesPerParticipant: 3, blurCards: true },
    defaultRating: 4.2,
  },
  {
    id: 'four_ls',
    name: '4Ls: Liked, Learned, Lacked, Longed for',
    description: 'Look back on what the team liked, learned, lacked and longed for.',
    format: 'FOUR_LS',
    columns: [...RETRO_FORMAT_COLUMNS.FOUR_LS],
    category: 'learning',
    tags: ['learning', 'reflection'],
    estimatedDuration: 75,
    participantRange: { min: 3, max: 15 },
    difficulty: 'INTERMEDIATE',
    settings: { votesPerParticipant: 5 },
    defaultRating: 4.3,
  },
  {
    id: 'sailboat',
    name: 'Sailboat',
    description: 'The team is a boat: the wind pushes it, anchors hold it back, rocks are risks ahead, the island is the goal.',
    format: 'SAILBOAT',
    columns: [...RETRO_FORMAT_COLUMNS.SAILBOAT],
    category: 'strategy',
    tags: ['visual', 'risks', 'goals'],
    estimatedDuration: 90,
    participantRange: { min: 3, max: 50 },
    difficulty: 'ADVANCED',
    settings: { votesPerParticipant: 5 },
    defaultRating: 4.4,
  },
];

/** The built-in template of a format (the one a session of that format counts usage for). */
export const builtInTemplateIdOf = (format: Exclude<RetroFormat, 'CUSTOM'>): string => BUILT_IN_RETRO_TEMPLATES.find((t) => t.format === format)!.id;

// ---------- server -> client event payloads ----------

/** What a `retro:changed` says changed (the snapshot carries the new state). */
export type RetroChange =
  | 'session_updated'
  | 'status_changed'
  | 'phase_changed'
  | 'participant_joined'
  | 'participant_left'
  | 'participant_removed'
  | 'participant_role'
  | 'groups_changed'
  | 'action_items_changed';

/**
 * `retro:changed`: the whole new state without `me` (keep yours: votedCardIds, votesRemaining ...
 * only change through your own calls; re-read GET /sessions/{id} after a phase reset). While
 * cards are blurred, each participant receives their own copy (their cards with content).
 */
export interface RetroChangedEvent {
  sessionId: string;
  change: RetroChange;
  snapshot: Omit<RetroSnapshot, 'me'>;
}
/** `retro:card`: a card added, changed (content, column, group) or deleted (deletedId). Blurred for others during COLLECT when blurCards is on. */
export interface RetroCardEvent {
  sessionId: string;
  action: 'added' | 'updated' | 'deleted';
  card?: RetroCard;
  deletedId?: string;
}
/** `retro:votes`: a card's vote count changed (never who voted). */
export interface RetroVotesEvent {
  sessionId: string;
  cardId: string;
  votes: number;
  groupId: string | null;
  voteCount: number;
  voterCount: number;
}
/** `retro:group`: a group created or changed (group), or deleted (deletedId); its cards' groupId follow. */
export interface RetroGroupEvent {
  sessionId: string;
  group?: RetroGroup;
  deletedId?: string;
}
/** `retro:action_item`: created or changed (actionItem), or deleted (deletedId). */
export interface RetroActionItemEvent {
  sessionId: string;
  actionItem?: RetroActionItem;
  deletedId?: string;
}
/** `retro:presence`: online while at least one socket of the participant is in the room. */
export interface RetroPresenceEvent {
  sessionId: string;
  participantId: string;
  online: boolean;
  participant: RetroParticipant;
}
/** `retro:timer` (timer null when stopped) and `retro:timer_expired`. */
export interface RetroTimerEvent {
  sessionId: string;
  timer: RetroTimerState | null;
  serverTime: number;
}
export interface RetroTimerExpiredEvent {
  sessionId: string;
  phase: RetroPhase;
  serverTime: number;
}

/**
 * Socket payloads (client -> server). Every event is acknowledged: the ack carries the result of
 * the same service call as the REST route (retro:join: the RetroSnapshot, also pushed as
 * `retro:snapshot`) or the error text.
 */
export interface RetroEventPayloads {
  'retro:join': { sessionId: string };
  'retro:leave': { sessionId: string };
  'retro:away': { sessionId: string };
  'retro:card_add': { sessionId: string; columnId: string; content: string };
  'retro:card_update': { sessionId: string; cardId: string; content?: string; columnId?: string };
  'retro:card_delete': { sessionId: string; cardId: string };
  'retro:vote': { sessionId: string; cardId: string };
  'retro:unvote': { sessionId: string; cardId: string };
  'retro:group_create': { sessionId: string; title?: string; cardIds?: string[] };
  'retro:group_update': { sessionId: string; groupId: string; title: string };
  'retro:group_delete': { sessionId: string; groupId: string };
  'retro:card_group': { sessionId: string; groupId: string; cardId: string };
  'retro:card_ungroup': { sessionId: string; groupId: string; cardId: string };
  'retro:advance_phase': { sessionId: string };
  'retro:set_phase': { sessionId: string; phase: RetroPhase };
  'retro:action_item_add': { sessionId: string } & ActionItemBody;
  'retro:timer_start': { sessionId: string; duration?: number };
  'retro:timer_stop': { sessionId: string };
}

export const RetroEvents = {
  // client -> server (each acknowledged; the same services as the REST routes)
  JOIN: 'retro:join',
  LEAVE: 'retro:leave',
  /** The viewer closed the retro's page: out of the room and shown away, still a participant. */
  AWAY: 'retro:away',
  CARD_ADD: 'retro:card_add',
  CARD_UPDATE: 'retro:card_update',
  CARD_DELETE: 'retro:card_delete',
  VOTE: 'retro:vote',
  UNVOTE: 'retro:unvote',
  GROUP_CREATE: 'retro:group_create',
  GROUP_UPDATE: 'retro:group_update',
  GROUP_DELETE: 'retro:group_delete',
  CARD_GROUP: 'retro:card_group',
  CARD_UNGROUP: 'retro:card_ungroup',
  ADVANCE_PHASE: 'retro:advance_phase',
  SET_PHASE: 'retro:set_phase',
  ACTION_ITEM_ADD: 'retro:action_item_add',
  TIMER_START: 'retro:timer_start',
  TIMER_STOP: 'retro:timer_stop',
  // server -> client
  SNAPSHOT: 'retro:snapshot',
  CHANGED: 'retro:changed',
  CARD: 'retro:card',
  VOTES: 'retro:votes',
  GROUP: 'retro:group',
  ACTION_ITEM: 'retro:action_item',
  PRESENCE: 'retro:presence',
  TIMER: 'retro:timer',
  TIMER_EXPIRED: 'retro:timer_expired',
} as const;

/** The room of a retro, scoped to its account. */
export const retroRoom = (accountId: string, sessionId: string) => `account:${accountId}:retro:${sessionId}`;
/** One participant's room in a retro (what only they may see: their blurred cards' content). */
export const retroParticipantRoom = (accountId: string, sessionId: string, participantId: string) => `account:${accountId}:retro:${sessionId}:participant:${participantId}`;

const R = '/retrospectives';

/** REST paths under /api (agile.md section 7, plus the extras the screens use). */
export const RetroApi = {
  sessions: `${R}/sessions`,
  session: (id: string) => `${R}/sessions/${id}`,
  join: (id: string) => `${R}/sessions/${id}/join`,
  leave: (id: string) => `${R}/sessions/${id}/leave`,
  advancePhase: (id: string) => `${R}/sessions/${id}/advance-phase`,
  setPhase: (id: string) => `${R}/sessions/${id}/set-phase`,
  timer: (id: string) => `${R}/sessions/${id}/timer`,
  participant: (id: string, participantId: string) => `${R}/sessions/${id}/participants/${participantId}`,
  cards: (id: string) => `${R}/sessions/${id}/cards`,
  card: (id: string, cardId: string) => `${R}/sessions/${id}/cards/${cardId}`,
  /** POST casts the viewer's vote on the card, DELETE takes it back. */
  cardVotes: (id: string, cardId: string) => `${R}/sessions/${id}/cards/${cardId}/votes`,
  groups: (id: string) => `${R}/sessions/${id}/groups`,
  group: (id: string, groupId: string) => `${R}/sessions/${id}/groups/${groupId}`,
  groupCards: (id: string, groupId: string) => `${R}/sessions/${id}/groups/${groupId}/cards`,
  groupCard: (id: string, groupId: string, cardId: string) => `${R}/sessions/${id}/groups/${groupId}/cards/${cardId}`,
  actionItems: (id: string) => `${R}/sessions/${id}/action-items`,
  /** POST: create the generated action items (cards with 3+ votes) not yet created; ACTION_ITEMS phase. */
  generateActionItems: (id: string) => `${R}/sessions/${id}/action-items/generate`,
  analytics: (id: string) => `${R}/sessions/${id}/analytics`,
  export: (id: string, format: RetroExportFormat) => `${R}/sessions/${id}/export?format=${format}`,
  accountRetrospectives: (accountId: string) => `${R}/accounts/${accountId}/retrospectives`,
  actionItem: (id: string) => `${R}/action-items/${id}`,
  actionItemToBoard: (id: string) => `${R}/action-items/${id}/to-board`,
  teamMetrics: (teamId: string, range: { startDate?: string; endDate?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(range).filter(([, v]) => v) as [string, string][]).toString();
    return `${R}/teams/${teamId}/metrics${query ? `?${query}` : ''}`;
  },
  templates: `${R}/templates`,
  template: (id: string) => `${R}/templates/${id}`,
  templateSearch: `${R}/templates/search`,
  templateSuggestions: (participants: number) => `${R}/templates/suggestions?participants=${participants}`,
  templateRating: (id: string) => `${R}/templates/${id}/rating`,
} as const;

/** The web route of a retro session. */
export const retroSessionPath = (id: string) => `/retro/sessions/${id}`;
