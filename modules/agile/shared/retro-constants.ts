/** The retrospective enumerations (agile.md sections 2-9), shared by schemas, services and screens. */

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
