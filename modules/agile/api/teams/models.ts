import { Model, type RelationMappings } from 'objection';
import { ModuleModel } from '@suite/sdk/server';
import { AGILE_SCHEMA } from '../../shared/index.js';
import type { TeamActivityType, TeamInvitationStatus, TeamRole } from '../../shared/teams.js';

/** The teams' tables (other agile areas join or count them). */
export const TT = {
  teams: `${AGILE_SCHEMA}.teams`,
  members: `${AGILE_SCHEMA}.team_members`,
  invitations: `${AGILE_SCHEMA}.team_invitations`,
  activity: `${AGILE_SCHEMA}.team_activity`,
} as const;

/** The teams' models: camelCase properties over snake_case columns. Queries name columns as stored. */
abstract class AgileModel extends ModuleModel {}

/** A team of an account (agile.md section 3). */
export class TeamModel extends AgileModel {
  static override tableName = TT.teams;
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare description: string | null;
  declare createdBy: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare members?: TeamMemberModel[];

  static override get relationMappings(): RelationMappings {
    return {
      members: { relation: Model.HasManyRelation, modelClass: TeamMemberModel, join: { from: `${TT.teams}.id`, to: `${TT.members}.team_id` } },
      invitations: { relation: Model.HasManyRelation, modelClass: TeamInvitationModel, join: { from: `${TT.teams}.id`, to: `${TT.invitations}.team_id` } },
    };
  }
}

/** A user's place in a team, with the team role. */
export class TeamMemberModel extends AgileModel {
  static override tableName = TT.members;
  static override idColumn = ['team_id', 'user_id'];
  declare accountId: string;
  declare teamId: string;
  declare userId: string;
  declare role: TeamRole;
  declare addedBy: string | null;
  declare joinedAt: Date;
}

/** An invitation into a team by email; the mailed token is stored hashed. */
export class TeamInvitationModel extends AgileModel {
  static override tableName = TT.invitations;
  declare id: string;
  declare accountId: string;
  declare teamId: string;
  declare email: string;
  declare role: TeamRole;
  declare tokenHash: string;
  declare status: TeamInvitationStatus;
  declare invitedBy: string | null;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare respondedAt: Date | null;
  declare acceptedBy: string | null;
  declare team?: TeamModel;

  static override get relationMappings(): RelationMappings {
    return { team: { relation: Model.BelongsToOneRelation, modelClass: TeamModel, join: { from: `${TT.invitations}.team_id`, to: `${TT.teams}.id` } } };
  }
}

/** One entry of a team's activity feed; `data` is a JSON column. */
export class TeamActivityModel extends AgileModel {
  static override tableName = TT.activity;
  static override jsonAttributes = ['data'];
  declare id: string;
  declare accountId: string;
  declare teamId: string;
  declare type: TeamActivityType;
  declare actorId: string | null;
  declare data: Record<string, unknown>;
  declare createdAt: Date;
  declare seq: string;
}

/** A timestamp as the API answers it (PostgreSQL and the embedded database both give Dates; strings are tolerated). */
export const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

