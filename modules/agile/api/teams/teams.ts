import { tenantQuery } from '@suite/sdk/server';
import { AccessErrors, ConflictError, ForbiddenError, ValidationError, type TenantScope } from '@suite/sdk';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import type { Team, TeamBody, TeamDetail, TeamMember, UpdateTeamBody } from '../../shared/teams.js';
import { assertAgileLimit } from '../usage.js';
import { TeamMemberModel, TeamModel, iso } from './models.js';
import { assertTeamManager, directoryOf, findTeam, recordTeamActivity, type TeamActor, type TeamServiceDeps } from './service.js';

const ROLE_ORDER = "case role when 'admin' then 0 when 'facilitator' then 1 else 2 end";

/** The team's members, admins first, with their names from the directory. */
export async function teamMembers(deps: Pick<TeamServiceDeps, 'capabilities'>, scope: TenantScope, teamId: string): Promise<TeamMember[]> {
  const members = await tenantQuery(scope, TeamMemberModel).where('team_id', teamId).orderByRaw(ROLE_ORDER).orderBy('joined_at');
  const people = await (await directoryOf(deps, scope.accountId)).people(scope.accountId, members.map((member) => member.userId));
  return members.flatMap((member) => {
    const person = people.get(member.userId);
    return person ? [{ userId: member.userId, name: person.name, email: person.email, role: member.role, joinedAt: iso(member.joinedAt)! }] : [];
  });
}

/**
 * The teams of an account (agile.md section 3): create (within the plan's team limit; the creator
 * is the first admin), list, read with members, rename, delete.
 */
export function createTeamUseCases(deps: TeamServiceDeps) {
  const { now } = deps;

  async function assertNameFree(scope: TenantScope, name: string, exceptId?: string): Promise<void> {
    const query = tenantQuery(scope, TeamModel).whereRaw('lower(name) = ?', [name.toLowerCase()]);
    if (exceptId) query.whereNot('id', exceptId);
    if (await query.first()) throw new ConflictError(TeamErrors.TEAM_NAME_TAKEN);
  }

  async function teamViews(actor: TeamActor, scope: TenantScope, teams: TeamModel[]): Promise<Team[]> {
    if (teams.length === 0) return [];
    const ids = teams.map((team) => team.id);
    const members = await tenantQuery(scope, TeamMemberModel).whereIn('team_id', ids).select('team_id', 'user_id', 'role');
    return teams.map((team) => {
      const ofTeam = members.filter((member) => member.teamId === team.id);
      const myRole = ofTeam.find((member) => member.userId === actor.userId)?.role ?? null;
      return {
        id: team.id,
        accountId: team.accountId,
        name: team.name,
        description: team.description,
        memberCount: ofTeam.length,
        myRole,
        canManage: actor.isAccountAdmin || myRole === 'admin',
        createdBy: team.createdBy,
        createdAt: iso(team.createdAt)!,
        updatedAt: iso(team.updatedAt)!,
      };
    });
  }

  async function getTeam(actor: TeamActor, scope: TenantScope, teamId: string): Promise<TeamDetail> {
    const team = await findTeam(scope, teamId);
    const [view] = await teamViews(actor, scope, [team]);
    return { ...view!, members: await teamMembers(deps, scope, teamId) };
  }

  async function listTeams(actor: TeamActor, scope: TenantScope): Promise<Team[]> {
    return teamViews(actor, scope, await tenantQuery(scope, TeamModel).orderByRaw('lower(name)').orderBy('id'));
  }

  async function createTeam(actor: TeamActor, scope: TenantScope, input: TeamBody): Promise<TeamDetail> {
    if (!actor.canCreate) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
    const name = input.name.trim();
    if (!name) throw new ValidationError(TeamErrors.NAME_REQUIRED);
    await assertNameFree(scope, name);
    await assertAgileLimit(deps.capabilities, scope, 'teams', now());
    const at = now();
    const id = await scope.transaction(async (trx) => {
      const team = await TeamModel.query(trx.knex).insert({ accountId: trx.accountId, name, description: input.description ?? null, createdBy: actor.userId, createdAt: at, updatedAt: at });
      await TeamMemberModel.query(trx.knex).insert({ accountId: trx.accountId, teamId: team.id, userId: actor.userId, role: 'admin', addedBy: actor.userId, joinedAt: at });
      await recordTeamActivity(trx, team.id, 'team_created', actor.userId, { name }, at);
      return team.id;
    });
    return getTeam(actor, scope, id);
  }

  async function updateTeam(actor: TeamActor, scope: TenantScope, teamId: string, input: UpdateTeamBody): Promise<TeamDetail> {
    await findTeam(scope, teamId);
    await assertTeamManager(actor, scope, teamId);
    const patch: { name?: string; description?: string | null } = {};
    if (input.name !== undefined) {
      const name = input.name.trim();
      await assertNameFree(scope, name, teamId);
      patch.name = name;
    }
    if (input.description !== undefined) patch.description = input.description;
    if (Object.keys(patch).length) {
      await tenantQuery(scope, TeamModel).findById(teamId).patch({ ...patch, updatedAt: now() });
      await recordTeamActivity(scope, teamId, 'team_updated', actor.userId, patch, now());
    }
    return getTeam(actor, scope, teamId);
  }

  async function deleteTeam(actor: TeamActor, scope: TenantScope, teamId: string): Promise<{ deleted: true }> {
    await findTeam(scope, teamId);
    await assertTeamManager(actor, scope, teamId);
    await tenantQuery(scope, TeamModel).deleteById(teamId);
    return { deleted: true };
  }

  return { listTeams, getTeam, createTeam, updateTeam, deleteTeam };
}
