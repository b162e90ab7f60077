import { Type, type Static } from '@suite/sdk/schemas';
import { RetroErrors } from './errors/retro-errors.js';
import { ACTION_ITEM_PRIORITIES, ACTION_ITEM_STATUSES, COLUMN_SENTIMENTS, RETRO_FORMATS, RETRO_PARTICIPANT_ROLES, RETRO_PHASES, RETRO_SESSION_STATUSES, TEMPLATE_DIFFICULTIES, type ColumnSentiment, type RetroFormat, type RetroPhase } from './retro-constants.js';
import type { RetroActionItem, RetroCard, RetroColumn, RetroGroup, RetroParticipant, RetroSettings, RetroSnapshot, RetroTemplate, RetroTimerState } from './retro-views.js';

/**
 * Retrospectives: the contract both halves of the agile module use (agile.md sections 2-9).
 * Endpoints are declared in retro-endpoints.ts (RetroEndpoints), client events in
 * retro-socket.ts (RetroSocket); server events are listed in RetroEvents.
 */

export * from './errors/retro-errors.js';
export * from './retro-constants.js';
export * from './retro-views.js';

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

// ---------- entities (schemas and types in retro-views.ts) ----------

export interface RetroTemplateColumn {
  title: string;
  description?: string | null;
  color?: string | null;
  sentiment?: ColumnSentiment;
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
/** Advance: the phase the moderator saw; when the retro already left it, the advance is refused (two "next" at once move one phase). */
export const AdvancePhaseBody = Type.Object({ fromPhase: Type.Optional(Type.Union(RETRO_PHASES.map((p) => Type.Literal(p)))) }, { additionalProperties: false });
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
const TemplateSearchProps = {
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
  };
/** The search as it is, or wrapped as {filters} (agile.md section 7: 'POST search {filters}'). */
export const TemplateSearchBody = Type.Object({ ...TemplateSearchProps, filters: Type.Optional(Type.Object(TemplateSearchProps, { additionalProperties: false })) }, { additionalProperties: false });
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

/** Socket payloads (client -> server), from the declarations in retro-socket.ts. */
export type { RetroEventPayloads } from './retro-socket.js';

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

/** The web route of a retro session. */
export const retroSessionPath = (id: string) => `/retro/sessions/${id}`;
