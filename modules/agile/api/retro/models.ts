import { Model, type RelationMappings } from 'objection';
import { ModuleModel } from '@suite/sdk/server';
import type { PluginContext } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';
import type { ActionItemPriority, ActionItemStatus, RetroColumn, RetroFormat, RetroParticipantRole, RetroPhase, RetroSessionStatus, RetroSettings, RetroTemplate, TemplateDifficulty } from '../../shared/retro.js';

/** Knex, as the sdk hands it to plugins. */
export type Db = PluginContext['db'];

/** Retrospectives' tables, for the statements a model does not express (counts, presence, templates, seeds). */
export const RT = {
  sessions: `${AGILE_SCHEMA}.retro_sessions`,
  participants: `${AGILE_SCHEMA}.retro_participants`,
  cards: `${AGILE_SCHEMA}.retro_cards`,
  votes: `${AGILE_SCHEMA}.retro_votes`,
  groups: `${AGILE_SCHEMA}.retro_groups`,
  actionItems: `${AGILE_SCHEMA}.retro_action_items`,
  presence: `${AGILE_SCHEMA}.retro_presence`,
  templates: `${AGILE_SCHEMA}.retro_templates`,
  templateUsage: `${AGILE_SCHEMA}.retro_template_usage`,
  templateRatings: `${AGILE_SCHEMA}.retro_template_ratings`,
} as const;

type Timestamp = Date | string;

/** Rows written at the same instant keep their insertion order (`seq`, a bigserial). */
export const IN_ORDER = (at: string) => [{ column: at }, { column: 'seq' }];

/**
 * Retro's models: camelCase properties over snake_case columns (queries name columns as stored),
 * jsonb columns declared as JSON attributes. Reads, updates and deletes go through
 * `tenantQuery(scope, Model)` (`scope.query`, filtered by account); inserts
 * `Model.query(scope.knex).insert({ accountId: scope.accountId, ... })`.
 */
abstract class RetroModel extends ModuleModel {}

export class RetroSessionModel extends RetroModel {
  static override tableName = RT.sessions;
  static override jsonAttributes = ['settings', 'columns'];
  declare id: string;
  /** bigserial: a string from the driver. */
  declare seq: string | number;
  declare accountId: string;
  declare name: string;
  declare description: string | null;
  declare status: RetroSessionStatus;
  declare currentPhase: RetroPhase;
  declare format: RetroFormat;
  declare templateId: string | null;
  declare teamId: string | null;
  declare facilitatorId: string | null;
  declare settings: RetroSettings;
  declare columns: RetroColumn[];
  declare phaseStartedAt: Timestamp | null;
  declare timerPhase: RetroPhase | null;
  declare timerEndsAt: Timestamp | null;
  declare timerDuration: number | null;
  declare timerExpiredAt: Timestamp | null;
  declare startedAt: Timestamp | null;
  declare completedAt: Timestamp | null;
  declare archivedAt: Timestamp | null;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;

  static override get relationMappings(): RelationMappings {
    return {
      participants: { relation: Model.HasManyRelation, modelClass: RetroParticipantModel, join: { from: `${RT.sessions}.id`, to: `${RT.participants}.session_id` } },
      cards: { relation: Model.HasManyRelation, modelClass: RetroCardModel, join: { from: `${RT.sessions}.id`, to: `${RT.cards}.session_id` } },
      actionItems: { relation: Model.HasManyRelation, modelClass: RetroActionItemModel, join: { from: `${RT.sessions}.id`, to: `${RT.actionItems}.session_id` } },
    };
  }
}

/** A member in a retro; `leftAt` set once they left or were removed (their cards and votes stay). */
export class RetroParticipantModel extends RetroModel {
  static override tableName = RT.participants;
  declare id: string;
  declare seq: string | number;
  declare accountId: string;
  declare sessionId: string;
  declare userId: string;
  declare displayName: string;
  declare role: RetroParticipantRole;
  declare joinedAt: Timestamp;
  declare leftAt: Timestamp | null;
}

/** A card; its `author` (the participant who wrote it) names the user the ownership rule looks at. */
export class RetroCardModel extends RetroModel {
  static override tableName = RT.cards;
  declare id: string;
  declare seq: string | number;
  declare accountId: string;
  declare sessionId: string;
  declare participantId: string;
  declare authorName: string;
  declare columnId: string;
  declare content: string;
  declare groupId: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
  declare author?: RetroParticipantModel;

  static override get relationMappings(): RelationMappings {
    return {
      author: { relation: Model.BelongsToOneRelation, modelClass: RetroParticipantModel, join: { from: `${RT.cards}.participant_id`, to: `${RT.participants}.id` } },
      group: { relation: Model.BelongsToOneRelation, modelClass: RetroGroupModel, join: { from: `${RT.cards}.group_id`, to: `${RT.groups}.id` } },
    };
  }
}

/** A dot vote: who cast it stays on the server. */
export class RetroVoteModel extends RetroModel {
  static override tableName = RT.votes;
  declare id: string;
  declare accountId: string;
  declare sessionId: string;
  declare cardId: string;
  declare participantId: string;
  declare createdAt: Timestamp;
}

export class RetroGroupModel extends RetroModel {
  static override tableName = RT.groups;
  declare id: string;
  declare seq: string | number;
  declare accountId: string;
  declare sessionId: string;
  declare title: string;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
  declare cards?: RetroCardModel[];

  static override get relationMappings(): RelationMappings {
    return { cards: { relation: Model.HasManyRelation, modelClass: RetroCardModel, join: { from: `${RT.groups}.id`, to: `${RT.cards}.group_id` } } };
  }
}

export class RetroActionItemModel extends RetroModel {
  static override tableName = RT.actionItems;
  declare id: string;
  declare seq: string | number;
  declare accountId: string;
  declare sessionId: string;
  declare teamId: string | null;
  declare title: string;
  declare description: string | null;
  declare priority: ActionItemPriority;
  declare status: ActionItemStatus;
  /** A `date` column: a string or a local-midnight Date, depending on the driver. */
  declare dueDate: Timestamp | null;
  declare assigneeId: string | null;
  declare cardId: string | null;
  declare boardItemId: string | null;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

/** An account's custom retro template (the built-ins live in code); jsonb columns, settings as given. */
export class RetroTemplateModel extends RetroModel {
  static override tableName = RT.templates;
  static override jsonAttributes = ['columns', 'tags', 'settings'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare description: string;
  declare format: 'CUSTOM';
  declare columns: RetroTemplate['columns'];
  declare category: string;
  declare tags: string[];
  declare estimatedDuration: number;
  declare participantMin: number;
  declare participantMax: number;
  declare difficulty: TemplateDifficulty;
  declare settings: RetroTemplate['settings'];
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

export const iso = (value: Timestamp | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());
export const ms = (value: Timestamp | null | undefined): number | null => (value == null ? null : new Date(value).getTime());
/** jsonb arrives parsed from PostgreSQL and PGlite, but stay safe with text (templates read it raw). */
export const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A `date` column as YYYY-MM-DD (drivers hand it over as a string or a local-midnight Date). */
export function dateOnly(value: Timestamp | null | undefined): string | null {
  if (value == null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
