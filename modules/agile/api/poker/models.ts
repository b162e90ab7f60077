import { Model, type RelationMappings } from 'objection';
import { ModuleModel } from '@suite/sdk/server';
import type { PluginContext, TenantScope } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';
import type { PokerParticipantRole, PokerSessionStatus, PokerSettings, PokerStoryStatus, VotingSystem, VotingValue } from '../../shared/poker.js';

/** Knex, as the sdk hands it to plugins (a module never imports knex itself). */
export type Db = PluginContext['db'];
export type Trx = Parameters<Parameters<TenantScope['transaction']>[0]>[1];

/** Poker's tables, for the statements a model does not express (and for usage counts). */
export const T = {
  sessions: `${AGILE_SCHEMA}.poker_sessions`,
  participants: `${AGILE_SCHEMA}.poker_participants`,
  stories: `${AGILE_SCHEMA}.poker_stories`,
  votes: `${AGILE_SCHEMA}.poker_votes`,
  votingSystems: `${AGILE_SCHEMA}.voting_systems`,
  history: `${AGILE_SCHEMA}.voting_history`,
  comments: `${AGILE_SCHEMA}.poker_story_comments`,
  presence: `${AGILE_SCHEMA}.poker_presence`,
} as const;

type Timestamp = Date | string;

/**
 * Poker's models: camelCase properties over snake_case columns (queries name columns as stored),
 * jsonb columns declared as JSON attributes. Reads, updates and deletes go through
 * `scope.query(Model)` (filtered by account); inserts `Model.query(scope.knex).insert(...)`.
 */
abstract class PokerModel extends ModuleModel {}

/** A planning poker session; its voting system is copied in (finished sessions keep theirs). */
export class PokerSessionModel extends PokerModel {
  static override tableName = T.sessions;
  static override jsonAttributes = ['votingSystem', 'settings'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare description: string | null;
  declare status: PokerSessionStatus;
  declare facilitatorId: string | null;
  declare teamId: string | null;
  declare votingSystemId: string;
  declare votingSystem: VotingSystem;
  declare settings: PokerSettings;
  declare currentStoryId: string | null;
  declare timerStoryId: string | null;
  declare timerEndsAt: Timestamp | null;
  declare timerDuration: number | null;
  declare timerExpiredAt: Timestamp | null;
  declare startedAt: Timestamp | null;
  declare completedAt: Timestamp | null;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
  declare participants?: PokerParticipantModel[];
  declare stories?: PokerStoryModel[];

  static override get relationMappings(): RelationMappings {
    return {
      participants: { relation: Model.HasManyRelation, modelClass: PokerParticipantModel, join: { from: `${T.sessions}.id`, to: `${T.participants}.session_id` } },
      stories: { relation: Model.HasManyRelation, modelClass: PokerStoryModel, join: { from: `${T.sessions}.id`, to: `${T.stories}.session_id` } },
    };
  }
}

/** A member or a guest (no user) in a session; `leftAt` set once they left. */
export class PokerParticipantModel extends PokerModel {
  static override tableName = T.participants;
  declare id: string;
  declare accountId: string;
  declare sessionId: string;
  declare userId: string | null;
  declare displayName: string;
  declare role: PokerParticipantRole;
  declare joinedAt: Timestamp;
  declare leftAt: Timestamp | null;
  declare session?: PokerSessionModel;

  static override get relationMappings(): RelationMappings {
    return { session: { relation: Model.BelongsToOneRelation, modelClass: PokerSessionModel, join: { from: `${T.participants}.session_id`, to: `${T.sessions}.id` } } };
  }
}

export class PokerStoryModel extends PokerModel {
  static override tableName = T.stories;
  declare id: string;
  declare accountId: string;
  declare sessionId: string;
  declare title: string;
  declare description: string | null;
  declare sortOrder: number;
  declare status: PokerStoryStatus;
  /** numeric: PostgreSQL answers it as text. */
  declare finalEstimate: number | string | null;
  declare round: number;
  declare backlogItemId: string | null;
  declare votingStartedAt: Timestamp | null;
  declare firstVotingAt: Timestamp | null;
  declare revealedAt: Timestamp | null;
  declare estimatedAt: Timestamp | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
  declare session?: PokerSessionModel;
  declare votes?: PokerVoteModel[];
  declare comments?: PokerCommentModel[];

  static override get relationMappings(): RelationMappings {
    return {
      session: { relation: Model.BelongsToOneRelation, modelClass: PokerSessionModel, join: { from: `${T.stories}.session_id`, to: `${T.sessions}.id` } },
      votes: { relation: Model.HasManyRelation, modelClass: PokerVoteModel, join: { from: `${T.stories}.id`, to: `${T.votes}.story_id` } },
      comments: { relation: Model.HasManyRelation, modelClass: PokerCommentModel, join: { from: `${T.stories}.id`, to: `${T.comments}.story_id` } },
    };
  }
}

/** One participant's vote in one round of a story (values stay on the server until the reveal). */
export class PokerVoteModel extends PokerModel {
  static override tableName = T.votes;
  declare id: string;
  declare accountId: string;
  declare sessionId: string;
  declare storyId: string;
  declare round: number;
  declare participantId: string;
  declare value: string;
  declare initialValue: string;
  declare confidence: number | null;
  declare changed: boolean;
  declare firstCastAt: Timestamp;
  declare castAt: Timestamp;
  declare participant?: PokerParticipantModel;

  static override get relationMappings(): RelationMappings {
    return { participant: { relation: Model.BelongsToOneRelation, modelClass: PokerParticipantModel, join: { from: `${T.votes}.participant_id`, to: `${T.participants}.id` } } };
  }
}

/** An account's own voting system; its cards are a JSON column. */
export class VotingSystemModel extends PokerModel {
  static override tableName = T.votingSystems;
  static override jsonAttributes = ['values'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare values: VotingValue[];
  declare allowCustomValues: boolean;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

/** A vote as written to the history at each reveal (or recorded by hand). */
export class VotingHistoryModel extends PokerModel {
  static override tableName = T.history;
  declare id: string;
  declare accountId: string;
  declare sessionId: string;
  declare storyId: string;
  declare participantId: string | null;
  declare votingRound: number;
  declare initialVote: string | null;
  declare finalVote: string;
  declare confidenceLevel: number | null;
  declare votingDuration: number | null;
  declare changedVote: boolean;
  declare recordedAt: Timestamp;
}

export class PokerCommentModel extends PokerModel {
  static override tableName = T.comments;
  declare id: string;
  declare accountId: string;
  declare sessionId: string;
  declare storyId: string;
  declare participantId: string | null;
  declare authorName: string;
  declare body: string;
  declare createdAt: Timestamp;
}

export const iso = (value: Timestamp | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());
export const ms = (value: Timestamp | null | undefined): number | null => (value == null ? null : new Date(value).getTime());
export const num = (value: number | string | null | undefined): number | null => (value == null ? null : Number(value));
