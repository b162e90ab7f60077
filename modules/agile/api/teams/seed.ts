import { tenantQuery } from '@suite/sdk/server';
import type { SeedContext } from '@suite/sdk';
import type { TeamRole } from '../../shared/teams.js';
import { TeamActivityModel, TeamMemberModel, TeamModel } from './models.js';

const DAY = 24 * 60 * 60_000;
export const DEMO_TEAM_NAME = 'Robotics Core';

/**
 * Demo team for Acme Robotics (the PRO demo account): the team lead as admin, the facilitator,
 * the member and the admin as participants, and a short history in its activity feed.
 */
export async function seedTeams(ctx: SeedContext): Promise<void> {
  const pro = ctx.demo.accounts.pro;
  if (!pro) return;
  const lead = pro.users.teamLead ?? pro.users.admin;
  if (!lead) return;
  const scope = ctx.scopeFor(pro.id);
  if (await tenantQuery(scope, TeamModel).first()) return;
  const created = new Date(ctx.now().getTime() - 30 * DAY);
  const members: { userId: string; role: TeamRole }[] = [
    { userId: lead, role: 'admin' },
    ...(pro.users.facilitator ? [{ userId: pro.users.facilitator, role: 'facilitator' as const }] : []),
    ...(['member', 'admin'] as const).flatMap((label) => (pro.users[label] && pro.users[label] !== lead ? [{ userId: pro.users[label], role: 'participant' as const }] : [])),
  ];
  const accountId = pro.id;
  await scope.transaction(async (trx) => {
    const team = await TeamModel.query(trx.knex).insert({
      accountId,
      name: DEMO_TEAM_NAME,
      description: 'Firmware, navigation and safety of the warehouse robots.',
      createdBy: lead,
      createdAt: created,
      updatedAt: created,
    });
    await TeamMemberModel.query(trx.knex).insert(
      members.map((member, index) => ({ accountId, teamId: team.id, userId: member.userId, role: member.role, addedBy: lead, joinedAt: new Date(created.getTime() + index * 60_000) })),
    );
    await TeamActivityModel.query(trx.knex).insert([
      { accountId, teamId: team.id, type: 'team_created', actorId: lead, data: { name: DEMO_TEAM_NAME }, createdAt: created },
      ...members
        .filter((member) => member.userId !== lead)
        .map((member, index) => ({
          accountId,
          teamId: team.id,
          type: 'member_added' as const,
          actorId: lead,
          data: { userId: member.userId, role: member.role },
          createdAt: new Date(created.getTime() + (index + 1) * 60_000),
        })),
    ]);
  });
  ctx.log.info({ accountId: pro.id }, 'seeded the demo team');
}
