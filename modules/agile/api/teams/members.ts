import { tenantQuery } from '@suite/sdk/server';
import { AccountErrors, BusinessRuleError, ConflictError, NotFoundError, type TenantScope } from '@suite/sdk';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import type { TeamMember, TeamRole } from '../../shared/teams.js';
import { TeamMemberModel } from './models.js';
import { assertTeamManager, directoryOf, findTeam, recordTeamActivity, teamRoleOf, type TeamActor, type TeamServiceDeps } from './service.js';
import { teamMembers } from './teams.js';

/**
 * A team's members (agile.md section 6): managers add members of the account and change roles;
 * anyone may leave; a team keeps at least one admin.
 */
export function createMemberUseCases(deps: TeamServiceDeps) {
  const { now } = deps;

  async function assertAccountMember(scope: TenantScope, userId: string): Promise<void> {
    const membership = await (await directoryOf(deps, scope.accountId)).membership(scope.accountId, userId);
    if (!membership?.active) throw new NotFoundError(AccountErrors.NOT_A_MEMBER);
  }

  async function findMember(scope: TenantScope, teamId: string, userId: string): Promise<TeamMemberModel> {
    const member = await tenantQuery(scope, TeamMemberModel).findOne({ team_id: teamId, user_id: userId });
    if (!member) throw new NotFoundError(TeamErrors.MEMBER_NOT_FOUND);
    return member;
  }

  async function assertAnotherAdmin(scope: TenantScope, teamId: string, userId: string): Promise<void> {
    const other = await tenantQuery(scope, TeamMemberModel).where({ team_id: teamId, role: 'admin' }).whereNot('user_id', userId).first();
    if (!other) throw new BusinessRuleError(TeamErrors.LAST_ADMIN);
  }

  const memberView = async (scope: TenantScope, teamId: string, userId: string) => (await teamMembers(deps, scope, teamId)).find((member) => member.userId === userId)!;

  async function listMembers(scope: TenantScope, teamId: string): Promise<TeamMember[]> {
    await findTeam(scope, teamId);
    return teamMembers(deps, scope, teamId);
  }

  async function addMember(actor: TeamActor, scope: TenantScope, teamId: string, input: { userId: string; role?: TeamRole }): Promise<TeamMember> {
    await findTeam(scope, teamId);
    await assertTeamManager(actor, scope, teamId);
    await assertAccountMember(scope, input.userId);
    if (await teamRoleOf(scope, teamId, input.userId)) throw new ConflictError(TeamErrors.ALREADY_TEAM_MEMBER);
    const role = input.role ?? 'participant';
    await TeamMemberModel.query(scope.knex).insert({ accountId: scope.accountId, teamId, userId: input.userId, role, addedBy: actor.userId, joinedAt: now() });
    await recordTeamActivity(scope, teamId, 'member_added', actor.userId, { userId: input.userId, role }, now());
    return memberView(scope, teamId, input.userId);
  }

  async function updateMember(actor: TeamActor, scope: TenantScope, teamId: string, userId: string, role: TeamRole): Promise<TeamMember> {
    await findTeam(scope, teamId);
    await assertTeamManager(actor, scope, teamId);
    const member = await findMember(scope, teamId, userId);
    if (member.role === 'admin' && role !== 'admin') await assertAnotherAdmin(scope, teamId, userId);
    if (member.role !== role) {
      await tenantQuery(scope, TeamMemberModel).where({ team_id: teamId, user_id: userId }).patch({ role });
      await recordTeamActivity(scope, teamId, 'member_role_changed', actor.userId, { userId, from: member.role, role }, now());
    }
    return memberView(scope, teamId, userId);
  }

  /** Managers remove anyone; a member may leave by removing themselves. A team keeps one admin. */
  async function removeMember(actor: TeamActor, scope: TenantScope, teamId: string, userId: string): Promise<{ removed: true }> {
    await findTeam(scope, teamId);
    if (userId !== actor.userId) await assertTeamManager(actor, scope, teamId);
    const member = await findMember(scope, teamId, userId);
    if (member.role === 'admin') await assertAnotherAdmin(scope, teamId, userId);
    await tenantQuery(scope, TeamMemberModel).where({ team_id: teamId, user_id: userId }).delete();
    await recordTeamActivity(scope, teamId, 'member_removed', actor.userId, { userId }, now());
    return { removed: true };
  }

  return { listMembers, addMember, updateMember, removeMember };
}
