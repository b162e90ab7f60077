import type { SeedContext } from '@suite/sdk';
import type { TeamRole } from '../../shared/teams.js';
import { TT } from './rows.js';

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
  if (await scope.table(TT.teams).first('id')) return;
  const created = new Date(ctx.now().getTime() - 30 * DAY);
  const members: { userId: string; role: TeamRole }[] = [
    { userId: lead, role: 'admin' },
    ...(pro.users.facilitator ? [{ userId: pro.users.facilitator, role: 'facilitator' as const }] : []),
    ...(['member', 'admin'] as const).flatMap((label) => (pro.users[label] && pro.users[label] !== lead ? [{ userId: pro.users[label], role: 'participant' as const }] : [])),
  ];
  await scope.transaction(async (trx) => {
    const [team] = (await trx
      .insert(TT.teams, { name: DEMO_TEAM_NAME, description: 'Firmware, navigation and safety of the warehouse robots.', created_by: lead, created_at: created, updated_at: created })
      .returning('id')) as { id: string }[];
    await trx.insert(
      TT.members,
      members.map((member, index) => ({ team_id: team!.id, user_id: member.userId, role: member.role, added_by: lead, joined_at: new Date(created.getTime() + index * 60_000) })),
    );
    await trx.insert(TT.activity, { team_id: team!.id, type: 'team_created', actor_id: lead, data: JSON.stringify({ name: DEMO_TEAM_NAME }), created_at: created });
    await trx.insert(
      TT.activity,
      members
        .filter((member) => member.userId !== lead)
        .map((member, index) => ({ team_id: team!.id, type: 'member_added', actor_id: lead, data: JSON.stringify({ userId: member.userId, role: member.role }), created_at: new Date(created.getTime() + (index + 1) * 60_000) })),
    );
  });
  ctx.log.info({ accountId: pro.id }, 'seeded the demo team');
}
