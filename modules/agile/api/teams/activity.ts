import { tenantQuery } from '@suite/sdk/server';
import type { TenantScope } from '@suite/sdk';
import { TEAM_ACTIVITY_DEFAULT_LIMIT, type TeamActivity } from '../../shared/teams.js';
import { TeamActivityModel, iso } from './models.js';
import { directoryOf, findTeam, type TeamServiceDeps } from './service.js';

/** A team's activity feed (agile.md section 9), newest first, with the actors' names. */
export function createActivityUseCases(deps: TeamServiceDeps) {
  async function activity(scope: TenantScope, teamId: string, limit = TEAM_ACTIVITY_DEFAULT_LIMIT): Promise<TeamActivity[]> {
    await findTeam(scope, teamId);
    const entries = await tenantQuery(scope, TeamActivityModel)
      .where('team_id', teamId)
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'seq', order: 'desc' }])
      .limit(limit);
    const people = await (await directoryOf(deps, scope.accountId)).people(scope.accountId, entries.map((entry) => entry.actorId));
    return entries.map((entry) => ({
      id: entry.id,
      teamId: entry.teamId,
      type: entry.type,
      actorId: entry.actorId,
      actorName: entry.actorId ? (people.get(entry.actorId)?.name ?? null) : null,
      data: entry.data,
      createdAt: iso(entry.createdAt)!,
    }));
  }

  return { activity };
}
