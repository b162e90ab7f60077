import { directoryFor, type SeedContext } from '@suite/sdk';
import { RETRO_DEFAULT_SETTINGS, builtInTemplateIdOf, type RetroParticipantRole } from '../../shared/retro.js';
import { TT } from '../teams/models.js';
import { DEMO_TEAM_NAME } from '../teams/seed.js';
import { RT } from './models.js';

type Inserted = { id: string; name: string; display_name: string; role: RetroParticipantRole };
import { formatColumns } from './rules.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Demo retrospectives for Acme Robotics (the PRO demo account), on its demo team: last
 * sprint's retro completed with cards, votes, a group and action items (some still open), and
 * this sprint's waiting to start, which opens with a review of those open action items.
 */
export async function seedRetro(ctx: SeedContext): Promise<void> {
  const pro = ctx.demo.accounts.pro;
  if (!pro) return;
  const facilitator = pro.users.facilitator ?? pro.users.admin;
  if (!facilitator) return;
  const scope = ctx.scopeFor(pro.id);
  if (await scope.table(RT.sessions).first('id')) return;
  const team = (await scope.table(TT.teams).where('name', DEMO_TEAM_NAME).first('id')) as { id: string } | undefined;
  const now = ctx.now().getTime();
  const people: { userId: string; role: RetroParticipantRole }[] = [
    { userId: facilitator, role: 'FACILITATOR' },
    ...(['teamLead', 'member', 'admin'] as const).flatMap((label) => (pro.users[label] && pro.users[label] !== facilitator ? [{ userId: pro.users[label], role: (team ? 'MEMBER' : 'PARTICIPANT') as RetroParticipantRole }] : [])),
    ...(pro.users.observer ? [{ userId: pro.users.observer, role: 'OBSERVER' as const }] : []),
  ];
  const directory = await directoryFor(ctx.capabilities, pro.id);
  const names = new Map([...(await directory.people(pro.id, people.map((p) => p.userId))).values()].map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  const templateId = builtInTemplateIdOf('START_STOP_CONTINUE');
  const columns = formatColumns('START_STOP_CONTINUE');
  const settings = RETRO_DEFAULT_SETTINGS;

  await scope.transaction(async (trx) => {
    const addSession = async (values: { name: string; status: 'WAITING' | 'COMPLETED'; phase: 'SETUP' | 'COMPLETED'; createdAt: number; startedAt?: number; completedAt?: number; everyone: boolean }) => {
      const [session] = (await trx
        .insert(RT.sessions, {
          name: values.name,
          description: 'Two-week sprint retrospective of the robotics team.',
          status: values.status,
          current_phase: values.phase,
          format: 'START_STOP_CONTINUE',
          template_id: templateId,
          team_id: team?.id ?? null,
          facilitator_id: facilitator,
          settings: JSON.stringify(settings),
          columns: JSON.stringify(columns),
          phase_started_at: new Date(values.completedAt ?? values.createdAt),
          started_at: values.startedAt ? new Date(values.startedAt) : null,
          completed_at: values.completedAt ? new Date(values.completedAt) : null,
          created_by: facilitator,
          created_at: new Date(values.createdAt),
          updated_at: new Date(values.completedAt ?? values.createdAt),
        })
        .returning('*')) as Inserted[];
      const joining = values.everyone ? people : people.slice(0, 1);
      const participants = (await trx
        .insert(
          RT.participants,
          joining.map((person) => ({ session_id: session!.id, user_id: person.userId, display_name: names.get(person.userId) ?? 'Member', role: person.role, joined_at: new Date(values.createdAt) })),
        )
        .returning('*')) as Inserted[];
      return { session: session!, participants };
    };

    // Last sprint's retro, played to the end.
    const start = now - 7 * DAY;
    const done = await addSession({ name: 'Sprint 14 retrospective', status: 'COMPLETED', phase: 'COMPLETED', createdAt: start - 10 * MINUTE, startedAt: start, completedAt: start + 55 * MINUTE, everyone: true });
    const writers = done.participants.filter((p) => p.role !== 'OBSERVER');
    const planned: { column: string; content: string; by: number; voters: number[] }[] = [
      { column: 'start', content: 'Pair on the gripper firmware before each release', by: 0, voters: [0, 1, 2, 3] },
      { column: 'start', content: 'Run the lidar regression suite every night', by: 1, voters: [0, 2, 3] },
      { column: 'stop', content: 'Merging without a hardware-in-the-loop run', by: 2, voters: [0, 1, 2, 3] },
      { column: 'stop', content: 'Late changes to the sprint scope', by: 3, voters: [1] },
      { column: 'stop', content: 'Scope changes after planning', by: 1, voters: [] },
      { column: 'continue', content: 'Daily demo of the warehouse map', by: 0, voters: [2] },
      { column: 'continue', content: 'Writing down every motor fault', by: 2, voters: [3] },
    ];
    const [group] = (await trx.insert(RT.groups, { session_id: done.session.id, title: 'Sprint scope', created_at: new Date(start + 20 * MINUTE), updated_at: new Date(start + 20 * MINUTE) }).returning('id')) as { id: string }[];
    const cards: Inserted[] = [];
    for (const [index, item] of planned.entries()) {
      const author = writers[item.by % writers.length]!;
      const [card] = (await trx
        .insert(RT.cards, {
          session_id: done.session.id,
          participant_id: author.id,
          author_name: author.display_name,
          column_id: item.column,
          content: item.content,
          group_id: item.content.toLowerCase().includes('scope') ? group!.id : null,
          created_at: new Date(start + (5 + index) * MINUTE),
          updated_at: new Date(start + (5 + index) * MINUTE),
        })
        .returning('*')) as Inserted[];
      cards.push(card!);
      const voters = [...new Set(item.voters.map((v) => writers[v % writers.length]!.id))];
      if (voters.length) await trx.insert(RT.votes, voters.map((participantId) => ({ session_id: done.session.id, card_id: card!.id, participant_id: participantId, created_at: new Date(start + 30 * MINUTE) })));
    }
    const lead = pro.users.teamLead ?? null;
    const member = pro.users.member ?? null;
    await trx.insert(RT.actionItems, [
      { session_id: done.session.id, team_id: team?.id ?? null, title: 'Address: Merging without a hardware-in-the-loop run', priority: 'MEDIUM', status: 'OPEN', due_date: new Date(now + 3 * DAY).toISOString().slice(0, 10), assignee_id: lead, card_id: cards[2]!.id, created_by: facilitator, created_at: new Date(start + 50 * MINUTE), updated_at: new Date(start + 50 * MINUTE) },
      { session_id: done.session.id, team_id: team?.id ?? null, title: 'Set up pairing slots for firmware releases', priority: 'HIGH', status: 'IN_PROGRESS', due_date: new Date(now + 7 * DAY).toISOString().slice(0, 10), assignee_id: member, card_id: cards[0]!.id, created_by: facilitator, created_at: new Date(start + 51 * MINUTE), updated_at: new Date(start + 51 * MINUTE) },
      { session_id: done.session.id, team_id: team?.id ?? null, title: 'Freeze the sprint scope after planning', priority: 'LOW', status: 'DONE', due_date: null, assignee_id: facilitator, card_id: cards[3]!.id, created_by: facilitator, created_at: new Date(start + 52 * MINUTE), updated_at: new Date(now - 2 * DAY) },
    ]);

    // This sprint's, waiting for the team.
    await addSession({ name: 'Sprint 15 retrospective', status: 'WAITING', phase: 'SETUP', createdAt: now - 60 * MINUTE, everyone: false });

    await trx.knex.table(RT.templateUsage).insert({ account_id: pro.id, template_id: templateId, times_used: 2 }).onConflict(['account_id', 'template_id']).merge();
    if (team) {
      await trx.insert(TT.activity, [
        { team_id: team.id, type: 'retro_created', actor_id: facilitator, data: JSON.stringify({ sessionId: done.session.id, name: done.session.name }), created_at: new Date(start - 10 * MINUTE) },
        { team_id: team.id, type: 'retro_completed', actor_id: null, data: JSON.stringify({ sessionId: done.session.id, name: done.session.name }), created_at: new Date(start + 55 * MINUTE) },
      ]);
    }
  });
  ctx.log.info({ accountId: pro.id }, 'seeded retrospective demo sessions');
}
