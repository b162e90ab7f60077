import { ModuleModel } from '@suite/sdk/server';
import { T } from './common.js';

/**
 * Cadence's Objection models: camelCase properties over the snake_case columns of 0002 (queries
 * still name columns as stored), jsonb columns declared as JSON attributes. Reads, updates and
 * deletes go through `tenantQuery(scope, Model)` (the account's rows only); inserts stamp the
 * account themselves: `Model.query(scope.knex).insert({ accountId: scope.accountId, ... })`.
 * Days (start dates, weeks, periods, due dates) are text columns: YYYY-MM-DD strings.
 */
abstract class CadenceModel extends ModuleModel {}

type Timestamp = Date | string;

export class TeamModel extends CadenceModel {
  static override tableName = T.teams;
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare agileTeamId: string | null;
  declare createdAt: Timestamp;
}

export class PersonModel extends CadenceModel {
  static override tableName = T.people;
  declare id: string;
  declare accountId: string;
  declare userId: string | null;
  declare name: string;
  declare email: string | null;
  declare title: string | null;
  declare teamId: string | null;
  declare managerId: string | null;
  declare startDate: string | null;
  declare createdAt: Timestamp;
}
