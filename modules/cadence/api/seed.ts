import { VELOCITY, type SeedContext, type TenantScope } from '@suite/sdk';
import { isoDay, lastWeeks, pulseRound } from '../shared/rules.js';
import { T } from './common.js';
import { ensureMembersOnRoster } from './roster.js';

const DAY = 86_400_000;

/** People of the demo company without a login: [name, title, team, manager key]. */
const WITHOUT_LOGIN: [string, string, 'core' | 'gtm', 'teamLead' | 'sales'][] = [
  ['Priya Shah', 'Firmware engineer', 'core', 'teamLead'],
  ['Lucas Meyer', 'Robotics engineer', 'core', 'teamLead'],
  ['Amara Diallo', 'Head of sales', 'gtm', 'teamLead'],
  ['Tom Becker', 'Account executive', 'gtm', 'sales'],
  ['Sofia Rossi', 'Marketing manager', 'gtm', 'sales'],
  ['Kenji Watanabe', 'Customer success', 'gtm', 'sales'],
];

const one = async <R>(query: PromiseLike<unknown>) => ((await query) as R[])[0]!;

/**
 * Demo data for Acme Robotics (the PRO demo account): a roster of 12 in two teams, 1:1s with a
 * history and an action item carried over, a running review cycle, OKRs aligned company -> team ->
 * person with check-ins, a scorecard with 13 weeks, a weekly pulse and last week's sync.
 */
export async function seedCadence(ctx: SeedContext): Promise<void> {
  const pro = ctx.demo.accounts.pro;
  if (!pro) return;
  const users = pro.users;
  const founder = users.founder;
  const lead = users.teamLead;
  const member = users.member;
  const facilitator = users.facilitator;
  if (!founder || !lead || !member || !facilitator) return;
  const scope = ctx.scopeFor(pro.id);
  if (await scope.table(T.teams).first('id')) return;
  const now = ctx.now();
  await ensureMembersOnRoster({ capabilities: ctx.capabilities, now: () => now }, scope);
  await scope.transaction(async (tx) => {
    await seedRoster(tx, users);
    await seedOneOnOnes(tx, now, { founder, lead, member });
    await seedReviews(tx, now, { founder, lead, member, facilitator });
    await seedGoals(tx, now, { founder, lead, member });
    await seedScorecard(tx, now, { founder, lead });
    await seedPulse(tx, now);
  });
  // Robotics Core follows the demo's first agile team (when agile seeded one), so team health and the
  // velocity key results have sprints to read on the demo.
  const velocity = await ctx.capabilities.get(VELOCITY, pro.id);
  const agileTeam = (await velocity?.teams?.(pro.id))?.[0];
  if (agileTeam) await scope.table(T.teams).where('name', 'Robotics Core').update({ agile_team_id: agileTeam.id });
  ctx.log.info({ accountId: pro.id }, 'seeded the demo cadence');
}

async function seedRoster(tx: TenantScope, users: Record<string, string>): Promise<void> {
  const core = await one<{ id: string }>(tx.insert(T.teams, { name: 'Robotics Core' }).returning('id'));
  const gtm = await one<{ id: string }>(tx.insert(T.teams, { name: 'Go-to-market' }).returning('id'));
  const personOf = async (userId: string | undefined) => (userId ? ((await tx.table(T.people).where('user_id', userId).first('id')) as { id: string } | undefined)?.id : undefined);
  const titles: [string, string, string | null, string | null, string][] = [
    ['founder', 'Chief executive officer', null, null, '2023-02-01'],
    ['admin', 'Head of operations', gtm.id, 'founder', '2023-05-15'],
    ['teamLead', 'Head of engineering', core.id, 'founder', '2023-03-01'],
    ['facilitator', 'Engineering manager', core.id, 'teamLead', '2024-01-08'],
    ['member', 'Software engineer', core.id, 'teamLead', '2024-09-02'],
    ['observer', 'Board advisor', null, 'founder', '2025-01-10'],
  ];
  for (const [label, title, teamId, managerLabel, startDate] of titles) {
    const id = await personOf(users[label]);
    if (!id) continue;
    await tx.table(T.people).where('id', id).update({ title, team_id: teamId, manager_id: (await personOf(managerLabel ? users[managerLabel] : undefined)) ?? null, start_date: startDate });
  }
  let salesLead: string | null = null;
  for (const [name, title, team, manager] of WITHOUT_LOGIN) {
    const managerId: string | null = manager === 'sales' ? salesLead : ((await personOf(users.teamLead)) ?? null);
    const email = `${name.split(' ')[0]!.toLowerCase()}@acme-robotics.test`;
    const row: { id: string } = await one<{ id: string }>(tx.insert(T.people, { name, title, email, team_id: team === 'core' ? core.id : gtm.id, manager_id: managerId, start_date: '2025-04-01' }).returning('id'));
    if (name === 'Amara Diallo') {
      salesLead = row.id;
      await tx.table(T.people).where('id', row.id).update({ manager_id: (await personOf(users.founder)) ?? null });
    }
  }
}

async function seedOneOnOnes(tx: TenantScope, now: Date, who: { founder: string; lead: string; member: string }): Promise<void> {
  const pairs: [string, string, number][] = [
    [who.lead, who.member, 14],
    [who.founder, who.lead, 7],
  ];
  for (const [manager, report, cadence] of pairs) {
    const oneOnOne = await one<{ id: string }>(tx.insert(T.oneOnOnes, { manager_user_id: manager, report_user_id: report, cadence_days: cadence }).returning('id'));
    const held = [3, 2].map((ago) => new Date(now.getTime() - ago * cadence * DAY + 3_600_000));
    const meetings: { id: string }[] = [];
    for (const [index, at] of [...held, new Date(now.getTime() + 2 * DAY)].entries()) {
      const heldAt = index < held.length ? at : null;
      const notes = index === 0 ? 'Talked about the navigation rewrite. Agreed to pair on the lidar driver. Next step: a design note by Friday.' : index === 1 ? 'The design note is done. Worried about on-call load during the pilot. Decided to rotate on-call weekly.' : '';
      meetings.push(await one<{ id: string }>(tx.insert(T.meetings, { one_on_one_id: oneOnOne.id, number: index + 1, scheduled_at: at, held_at: heldAt, shared_notes: notes }).returning('id')));
    }
    const upcoming = meetings[2]!.id;
    await tx.insert(T.agendaItems, [
      { meeting_id: upcoming, author_user_id: manager, text: 'Pilot retrospective: what we learned at the Lyon warehouse' },
      { meeting_id: upcoming, author_user_id: report, text: 'Conference budget for RoboCon' },
    ]);
    await tx.insert(T.privateNotes, { meeting_id: upcoming, author_user_id: manager, body: 'Ready for more scope: consider the tech lead role.' });
    await tx.insert(T.actionItems, [
      { one_on_one_id: oneOnOne.id, title: 'Write the lidar driver design note', owner_user_id: report, due_date: isoDay(new Date(now.getTime() - 25 * DAY)), raised_in: 1, done_in: 2, done_at: held[1] },
      { one_on_one_id: oneOnOne.id, title: 'Share the on-call rotation with the team', owner_user_id: manager, due_date: isoDay(new Date(now.getTime() - 3 * DAY)), raised_in: 2, done_in: null },
    ]);
  }
}

async function seedReviews(tx: TenantScope, now: Date, who: { founder: string; lead: string; member: string; facilitator: string }): Promise<void> {
  const questions = [
    { id: 'q1', text: 'What were the most important results of this period?' },
    { id: 'q2', text: 'What should this person keep doing, and what should change?' },
  ];
  const cycle = await one<{ id: string }>(
    tx
      .insert(T.reviewCycles, {
        name: 'H2 2026 performance review',
        period_start: '2026-07-01',
        period_end: '2026-12-31',
        due_date: isoDay(new Date(now.getTime() + 14 * DAY)),
        owner_user_id: who.founder,
        status: 'running',
        questions: JSON.stringify(questions),
        rating_scale: 5,
        peer_visibility: 'manager_only',
      })
      .returning('id'),
  );
  await tx.insert(T.reviewParticipants, [
    { cycle_id: cycle.id, reviewee_user_id: who.member, manager_user_id: who.lead, peer_user_ids: JSON.stringify([who.facilitator]) },
    { cycle_id: cycle.id, reviewee_user_id: who.facilitator, manager_user_id: who.lead, peer_user_ids: JSON.stringify([who.member]) },
    { cycle_id: cycle.id, reviewee_user_id: who.lead, manager_user_id: who.founder, peer_user_ids: JSON.stringify([]) },
  ]);
  const submitted = (rating: number, q1: string, q2: string) => ({ answers: JSON.stringify({ q1, q2 }), rating, submitted_at: new Date(now.getTime() - 2 * DAY) });
  await tx.insert(T.reviews, [
    { cycle_id: cycle.id, reviewee_user_id: who.member, reviewer_user_id: who.member, kind: 'self', ...submitted(4, 'Shipped the obstacle detection release.', 'Keep pairing; write more design notes.') },
    { cycle_id: cycle.id, reviewee_user_id: who.member, reviewer_user_id: who.lead, kind: 'manager' },
    { cycle_id: cycle.id, reviewee_user_id: who.member, reviewer_user_id: who.facilitator, kind: 'peer', ...submitted(4, 'Unblocked the pilot twice.', 'Share context earlier in the sprint.') },
    { cycle_id: cycle.id, reviewee_user_id: who.facilitator, reviewer_user_id: who.facilitator, kind: 'self' },
    { cycle_id: cycle.id, reviewee_user_id: who.facilitator, reviewer_user_id: who.lead, kind: 'manager' },
    { cycle_id: cycle.id, reviewee_user_id: who.facilitator, reviewer_user_id: who.member, kind: 'peer' },
    { cycle_id: cycle.id, reviewee_user_id: who.lead, reviewer_user_id: who.lead, kind: 'self', ...submitted(3, 'Hired two engineers, ran the pilot.', 'Delegate more of the release work.') },
    { cycle_id: cycle.id, reviewee_user_id: who.lead, reviewer_user_id: who.founder, kind: 'manager' },
  ]);
}

async function seedGoals(tx: TenantScope, now: Date, who: { founder: string; lead: string; member: string }): Promise<void> {
  const teams = (await tx.table(T.teams).select('id', 'name')) as { id: string; name: string }[];
  const core = teams.find((team) => team.name === 'Robotics Core')!.id;
  const gtm = teams.find((team) => team.name === 'Go-to-market')!.id;
  const period = { period_start: '2026-10-01', period_end: '2026-12-31' };
  const objective = (title: string, level: string, owner: string, team: string | null, parent: string | null) =>
    one<{ id: string }>(tx.insert(T.objectives, { title, level, owner_user_id: owner, team_id: team, parent_id: parent, ...period }).returning('id'));
  const company = await objective('Run the fleet in three new warehouses', 'company', who.founder, null, null);
  const engineering = await objective('Make the robots safe to run unattended', 'team', who.lead, core, company.id);
  const sales = await objective('Sign three warehouse pilots', 'team', who.founder, gtm, company.id);
  const personal = await objective('Own obstacle detection end to end', 'person', who.member, core, engineering.id);
  const keyResult = async (objectiveId: string, title: string, start: number, target: number, values: number[], unit: string, owner: string, confidence: number[]) => {
    const kr = await one<{ id: string }>(tx.insert(T.keyResults, { objective_id: objectiveId, title, start_value: start, target_value: target, current_value: values.at(-1)!, unit, owner_user_id: owner, confidence: confidence.at(-1)! }).returning('id'));
    for (const [index, value] of values.entries()) {
      const at = new Date(now.getTime() - (values.length - index) * 14 * DAY);
      await tx.insert(T.checkIns, { key_result_id: kr.id, author_user_id: owner, value, confidence: confidence[index]!, comment: index === values.length - 1 ? 'On plan after the Lyon pilot.' : '', source: 'manual', created_at: at });
    }
  };
  await keyResult(engineering.id, 'Incidents per 1,000 robot hours', 12, 2, [12, 9, 6, 5], '', who.lead, [60, 65, 75, 80]);
  await keyResult(engineering.id, 'Test coverage of the safety module', 40, 90, [40, 55, 68], '%', who.lead, [70, 70, 60]);
  await keyResult(sales.id, 'Pilots signed', 0, 3, [0, 1, 1], '', who.founder, [70, 60, 45]);
  await keyResult(personal.id, 'False stops per shift', 8, 1, [8, 5, 3], '', who.member, [70, 75, 85]);
}

async function seedScorecard(tx: TenantScope, now: Date, who: { founder: string; lead: string }): Promise<void> {
  const teams = (await tx.table(T.teams).select('id', 'name')) as { id: string; name: string }[];
  const core = teams.find((team) => team.name === 'Robotics Core')!.id;
  const gtm = teams.find((team) => team.name === 'Go-to-market')!.id;
  const weeks = lastWeeks(now);
  const measurables: [string, string, string, number, 'at_least' | 'at_most', string, number[]][] = [
    ['Qualified demos', who.founder, gtm, 6, 'at_least', '', [4, 5, 7, 6, 8, 5, 6, 7, 9, 6, 5, 8, 7]],
    ['New pipeline', who.founder, gtm, 50_000, 'at_least', '$', [32_000, 41_000, 55_000, 48_000, 61_000, 52_000, 39_000, 58_000, 66_000, 51_000, 47_000, 70_000, 63_000]],
    ['Open P1 bugs', who.lead, core, 3, 'at_most', '', [7, 6, 6, 5, 4, 4, 3, 5, 3, 2, 2, 3, 1]],
    ['Robot uptime', who.lead, core, 98, 'at_least', '%', [95.5, 96.1, 97.2, 96.8, 98.1, 98.4, 97.9, 98.6, 99.1, 98.2, 97.4, 98.8, 99.0]],
  ];
  for (const [name, owner, team, target, direction, unit, values] of measurables) {
    const m = await one<{ id: string }>(tx.insert(T.measurables, { name, owner_user_id: owner, team_id: team, target, direction, unit }).returning('id'));
    // The current week is still open: no value yet.
    await tx.insert(T.measurableEntries, values.slice(0, 12).map((value, index) => ({ measurable_id: m.id, week: weeks[index]!, value })));
  }
  await tx.insert(T.weeklySyncs, {
    team_id: core,
    week: weeks[11]!,
    notes: 'Uptime back above target after the firmware patch. The Lyon pilot asked for a night shift mode.',
    issues: JSON.stringify([{ text: 'Night shift mode for Lyon', done: false }, { text: 'Flaky lidar calibration test', done: true }]),
    todos: JSON.stringify([{ text: 'Write the night shift proposal', done: false, ownerUserId: who.lead }, { text: 'Ship firmware 2.4.1', done: true, ownerUserId: who.lead }]),
  });
}

async function seedPulse(tx: TenantScope, now: Date): Promise<void> {
  const firstDay = isoDay(new Date(now.getTime() - 35 * DAY));
  const survey = await one<{ id: string }>(
    tx
      .insert(T.pulseSurveys, {
        title: 'Weekly pulse',
        questions: JSON.stringify([
          { id: 'q1', text: 'How was your week?' },
          { id: 'q2', text: 'Do you have what you need to do your job?' },
          { id: 'q3', text: 'How sustainable is your workload?' },
        ]),
        cadence_days: 7,
        first_day: firstDay,
      })
      .returning('id'),
  );
  const teams = (await tx.table(T.teams).select('id', 'name')) as { id: string; name: string }[];
  const core = teams.find((team) => team.name === 'Robotics Core')!.id;
  const gtm = teams.find((team) => team.name === 'Go-to-market')!.id;
  // Four past rounds of anonymous answers (no receipts: the demo's people answered before it was seeded).
  const rounds = [4, 3, 2, 1].map((ago) => pulseRound(firstDay, 7, new Date(now.getTime() - ago * 7 * DAY)));
  const base = [4, 4, 3, 4, 3, 4, 4, 3, 4, 4];
  for (const [r, round] of rounds.entries()) {
    await tx.insert(
      T.pulseResponses,
      base.map((score, index) => {
        const dip = r === 2 && index < 5 ? -1 : 0;
        const value = Math.max(1, Math.min(5, score + dip + (index % 3 === 0 ? 1 : 0)));
        return { survey_id: survey.id, round, team_id: index < 5 ? core : gtm, scores: JSON.stringify({ q1: value, q2: Math.min(5, value + 1), q3: Math.max(1, value - 1) }), comment: index === 0 && r === 2 ? 'The pilot week was intense.' : null };
      }),
    );
  }
}
