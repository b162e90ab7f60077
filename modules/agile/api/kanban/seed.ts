import type { SeedContext, TenantScope } from '@suite/sdk';
import { KANBAN_DEFAULT_COLUMNS, type KanbanItemStatus, type KanbanItemType, type KanbanSprintSnapshot } from '../../shared/kanban.js';
import { DEMO_TEAM_NAME } from '../teams/seed.js';
import { TT } from '../teams/models.js';
import { POSITION_GAP } from './positions.js';
import { DAY_MS, addDays, dayOf } from './queries.js';
import { KT, round2 } from './models.js';

const HOUR_MS = 60 * 60 * 1000;

/** Where an item ends up: a column of the default board (by index), or the backlog. */
type Place = 0 | 1 | 2 | 3 | null;

interface SeedItem {
  title: string;
  points: number | null;
  type?: KanbanItemType;
  labels?: string[];
  /** The sprint it was planned into first (0, 1, 2) and the one it is in now; null: backlog only. */
  plannedIn: number | null;
  sprint: number | null;
  /** Days from today (negative: past) when work started and completed. */
  start?: number;
  done?: number;
  place: Place;
}

// Three two-week sprints: two completed, the last running since 6 days ago.
const SPRINT_STARTS = [-34, -20, -6];
const SPRINT_DAYS = 14;

const ITEMS: SeedItem[] = [
  // Sprint 1: 29 points committed, 22 completed, two items roll over.
  { title: 'Lidar driver: publish point clouds at 20 Hz', points: 5, plannedIn: 0, sprint: 0, start: -33, done: -29, place: 3, labels: ['perception'] },
  { title: 'Emergency stop over the CAN bus', points: 8, plannedIn: 0, sprint: 0, start: -33, done: -24, place: 3, labels: ['safety'] },
  { title: 'Battery telemetry dashboard', points: 3, plannedIn: 0, sprint: 0, start: -31, done: -28, place: 3, labels: ['fleet'] },
  { title: 'Map warehouse aisle B', points: 2, plannedIn: 0, sprint: 0, start: -30, done: -27, place: 3, labels: ['navigation'] },
  { title: 'Obstacle inflation radius setting', points: 1, type: 'task', plannedIn: 0, sprint: 0, start: -28, done: -27, place: 3, labels: ['navigation'] },
  { title: 'Path planner unit tests', points: 3, type: 'task', plannedIn: 0, sprint: 0, start: -27, done: -23, place: 3, labels: ['navigation'] },
  { title: 'Dock alignment with AprilTags', points: 5, plannedIn: 0, sprint: 1, start: -25, done: -15, place: 3, labels: ['perception'] },
  { title: 'Firmware OTA rollback', points: 2, plannedIn: 0, sprint: 1, start: -22, done: -12, place: 3, labels: ['firmware'] },
  // Sprint 2: 29 committed (7 rolled over), 21 completed, one 8-point item rolls over.
  { title: 'Pallet detection model v2', points: 5, plannedIn: 1, sprint: 1, start: -19, done: -13, place: 3, labels: ['perception'] },
  { title: 'Speed limits per zone', points: 3, plannedIn: 1, sprint: 1, start: -18, done: -16, place: 3, labels: ['safety'] },
  { title: 'Charging station scheduler', points: 3, plannedIn: 1, sprint: 1, start: -17, done: -10, place: 3, labels: ['fleet'] },
  { title: 'Fix odometry drift on ramps', points: 2, type: 'bug', plannedIn: 1, sprint: 1, start: -16, done: -14, place: 3, labels: ['navigation'] },
  { title: 'Ship robot logs to the central store', points: 1, type: 'task', plannedIn: 1, sprint: 1, start: -12, done: -11, place: 3, labels: ['fleet'] },
  { title: 'Multi-robot traffic rules', points: 8, plannedIn: 1, sprint: 2, start: -14, place: 1, labels: ['navigation'] },
  // Sprint 3 (active): 29 committed, work across every column.
  { title: 'Safety PLC handshake', points: 5, plannedIn: 2, sprint: 2, start: -5, done: -2, place: 3, labels: ['safety'] },
  { title: 'Remote teleop latency budget', points: 3, plannedIn: 2, sprint: 2, start: -4, place: 2, labels: ['fleet'] },
  { title: 'Aisle congestion heatmap', points: 2, plannedIn: 2, sprint: 2, start: -3, done: -1, place: 3, labels: ['fleet'] },
  { title: 'Night-shift battery swap plan', points: 3, plannedIn: 2, sprint: 2, start: -1, place: 1, labels: ['fleet'] },
  { title: 'Operator tablet: pause a robot', points: 5, plannedIn: 2, sprint: 2, place: 0, labels: ['operator'] },
  { title: 'Calibrate wheel encoders', points: 1, type: 'task', plannedIn: 2, sprint: 2, start: -5, done: -4, place: 3, labels: ['firmware'] },
  { title: 'Update the safety case document', points: 2, type: 'task', plannedIn: 2, sprint: 2, place: 0, labels: ['safety'] },
  // The backlog.
  { title: 'Elevator integration for multi-floor sites', points: 13, type: 'epic', plannedIn: null, sprint: null, place: null, labels: ['navigation'] },
  { title: 'Fleet analytics export to CSV', points: 3, plannedIn: null, sprint: null, place: null, labels: ['fleet'] },
  { title: 'Second warehouse map (Lyon)', points: 5, plannedIn: null, sprint: null, place: null, labels: ['navigation'] },
  { title: 'Voice alerts near pedestrians', points: 8, plannedIn: null, sprint: null, place: null, labels: ['safety'] },
  { title: 'Replace the ROS 1 bridge', points: null, type: 'task', plannedIn: null, sprint: null, place: null, labels: ['firmware'] },
  { title: 'Robot drops its map after a reboot', points: 2, type: 'bug', plannedIn: null, sprint: null, place: null, labels: ['navigation'] },
];

const CATEGORY: KanbanItemStatus[] = KANBAN_DEFAULT_COLUMNS.map((c) => c.category);

/**
 * Demo kanban for Acme Robotics (the PRO demo account): the demo team's scrum board with items
 * in every column and their status history over the last five weeks, two completed sprints
 * (velocity 22 and 21 of 29 committed), an active one half done (burndown), a backlog, a
 * delivery and team events. Skipped when the team is absent or the account already has boards.
 */
export async function seedKanban(ctx: SeedContext): Promise<void> {
  const pro = ctx.demo.accounts.pro;
  if (!pro) return;
  const scope = ctx.scopeFor(pro.id);
  const team = (await scope.table(TT.teams).where('name', DEMO_TEAM_NAME).first('id')) as { id: string } | undefined;
  if (!team || (await scope.table(KT.boards).first('id'))) return;
  const people = (['member', 'teamLead', 'facilitator', 'admin'] as const).map((label) => pro.users[label]).filter((id): id is string => Boolean(id));
  const lead = pro.users.teamLead ?? pro.users.admin ?? null;
  const now = ctx.now();
  const today = dayOf(now);
  // Work happens in office hours: day offsets become 09:00 UTC plus a few hours.
  const atDay = (offset: number, hours = 0) => new Date(Date.parse(`${addDays(today, offset)}T09:00:00Z`) + hours * HOUR_MS);

  await scope.transaction(async (trx) => {
    const created = atDay(-40);
    const [board] = (await trx
      .insert(KT.boards, {
        team_id: team.id,
        title: 'Robotics Core',
        description: 'Firmware, navigation and safety work of the warehouse robots, planned in two-week sprints.',
        process_type: 'scrum',
        created_by: lead,
        created_at: created,
        updated_at: created,
      })
      .returning('id')) as { id: string }[];
    const boardId = board!.id;
    const columns = (await trx
      .insert(
        KT.columns,
        KANBAN_DEFAULT_COLUMNS.map((column, position) => ({
          board_id: boardId,
          title: column.title,
          category: column.category,
          position,
          wip_limit: column.wipLimit,
          wip_mode: column.wipMode,
          created_at: created,
          updated_at: created,
        })),
      )
      .returning(['id', 'position'])) as { id: string; position: number }[];
    const columnIds = columns.sort((a, b) => a.position - b.position).map((c) => c.id);
    await trx.insert(KT.activity, { board_id: boardId, type: 'board_created', actor_id: lead, data: JSON.stringify({ title: 'Robotics Core' }), created_at: created });

    const sprintIds = await insertSprints(trx, team.id, boardId, lead, today, now);
    await insertItems(trx, { boardId, columnIds, sprintIds, people, lead, atDay, now });
    await completeSprintsInSeed(trx, sprintIds, atDay);

    await trx.insert(KT.deliveries, {
      board_id: boardId,
      name: 'v2.4 Warehouse B launch',
      description: 'Everything the robots need to run aisle B unattended at night.',
      status: 'active',
      target_date: addDays(today, 10),
      created_at: atDay(-20),
      updated_at: atDay(-20),
    });
    const sprintEnd = addDays(today, SPRINT_STARTS[2]! + SPRINT_DAYS - 1);
    await trx.insert(KT.events, [
      { team_id: team.id, board_id: boardId, title: 'Sprint review', type: 'review', start_at: new Date(`${sprintEnd}T14:00:00Z`), end_at: new Date(`${sprintEnd}T15:00:00Z`), created_by: lead, created_at: atDay(-6), updated_at: atDay(-6) },
      { team_id: team.id, board_id: boardId, title: 'Retrospective', type: 'retrospective', start_at: new Date(`${sprintEnd}T15:30:00Z`), end_at: new Date(`${sprintEnd}T16:30:00Z`), created_by: lead, created_at: atDay(-6), updated_at: atDay(-6) },
      { team_id: team.id, board_id: boardId, title: 'Warehouse B go-live', type: 'release', start_at: new Date(`${addDays(today, 10)}T00:00:00Z`), end_at: new Date(`${addDays(today, 10)}T23:59:00Z`), all_day: true, created_by: lead, created_at: atDay(-20), updated_at: atDay(-20) },
    ]);
  });
  ctx.log.info({ accountId: pro.id }, 'seeded the demo kanban board');
}

async function insertSprints(trx: TenantScope, teamId: string, boardId: string, lead: string | null, today: string, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, start] of SPRINT_STARTS.entries()) {
    const startDate = addDays(today, start);
    const active = index === SPRINT_STARTS.length - 1;
    const [row] = (await trx
      .insert(KT.sprints, {
        team_id: teamId,
        board_id: boardId,
        name: `Sprint ${index + 1}`,
        goal: ['Robots see and stop safely', 'Aisle B navigation', 'Night shift readiness'][index],
        status: active ? 'active' : 'planned',
        start_date: startDate,
        end_date: addDays(startDate, SPRINT_DAYS - 1),
        capacity_points: 30,
        committed_points: round2(ITEMS.filter((item) => (item.plannedIn === index ? true : item.plannedIn !== null && item.plannedIn < index && (item.sprint ?? -1) >= index)).reduce((sum, item) => sum + (item.points ?? 0), 0)),
        started_at: new Date(Math.min(Date.parse(`${startDate}T09:00:00Z`), now.getTime())),
        created_by: lead,
        created_at: new Date(Date.parse(`${startDate}T08:00:00Z`) - DAY_MS),
        updated_at: new Date(Date.parse(`${startDate}T09:00:00Z`)),
      })
      .returning('id')) as { id: string }[];
    ids.push(row!.id);
  }
  return ids;
}

async function insertItems(
  trx: TenantScope,
  seed: { boardId: string; columnIds: string[]; sprintIds: string[]; people: string[]; lead: string | null; atDay: (offset: number, hours?: number) => Date; now: Date },
): Promise<void> {
  const { boardId, columnIds, sprintIds, people, lead, atDay } = seed;
  const positions = new Map<string, number>();
  const nextPosition = (key: string) => {
    const value = (positions.get(key) ?? 0) + POSITION_GAP;
    positions.set(key, value);
    return value;
  };
  for (const [index, item] of ITEMS.entries()) {
    const hours = index % 5;
    const createdAt = item.plannedIn === null ? atDay(-30 + index, hours) : atDay(SPRINT_STARTS[item.plannedIn]! - 2, hours);
    const plannedAt = item.plannedIn === null ? null : atDay(SPRINT_STARTS[item.plannedIn]!, hours);
    const startedAt = item.start !== undefined ? atDay(item.start, hours + 1) : null;
    const completedAt = item.done !== undefined ? atDay(item.done, hours + 3) : null;
    const status: KanbanItemStatus = item.place === null ? 'backlog' : CATEGORY[item.place]!;
    const columnId = item.place === null ? null : columnIds[item.place]!;
    const [row] = (await trx
      .insert(KT.items, {
        board_id: boardId,
        column_id: columnId,
        status,
        position: nextPosition(columnId ?? 'backlog'),
        title: item.title,
        type: item.type ?? 'story',
        priority: item.type === 'bug' ? 'high' : 'medium',
        story_points: item.points,
        assignee_id: item.start !== undefined && people.length ? people[index % people.length]! : null,
        labels: item.labels ?? [],
        sprint_id: item.sprint === null ? null : sprintIds[item.sprint]!,
        work_started_at: startedAt,
        work_completed_at: completedAt,
        cycle_time_hours: startedAt && completedAt ? round2((completedAt.getTime() - startedAt.getTime()) / HOUR_MS) : null,
        created_by: lead,
        created_at: createdAt,
        updated_at: completedAt ?? startedAt ?? plannedAt ?? createdAt,
      })
      .returning('id')) as { id: string }[];
    const itemId = row!.id;

    // The path it took: backlog -> To do (planned) -> In progress -> Review -> Done, as far as it got.
    const steps: { column: Place; at: Date }[] = [{ column: null, at: createdAt }];
    if (plannedAt && item.place !== null) steps.push({ column: 0, at: plannedAt });
    if (startedAt && item.place !== null && item.place >= 1) steps.push({ column: 1, at: startedAt });
    if (startedAt && item.place !== null && item.place >= 2) {
      const reviewAt = completedAt ? new Date(startedAt.getTime() + (completedAt.getTime() - startedAt.getTime()) * 0.7) : new Date(seed.now.getTime() - 6 * HOUR_MS);
      steps.push({ column: 2, at: reviewAt });
    }
    if (completedAt) steps.push({ column: 3, at: completedAt });
    for (const [i, step] of steps.entries()) {
      const previous = i > 0 ? steps[i - 1]! : null;
      await trx.insert(KT.history, {
        board_id: boardId,
        item_id: itemId,
        from_column_id: previous && previous.column !== null ? columnIds[previous.column] : null,
        to_column_id: step.column === null ? null : columnIds[step.column],
        from_status: previous ? (previous.column === null ? 'backlog' : CATEGORY[previous.column]) : null,
        to_status: step.column === null ? 'backlog' : CATEGORY[step.column],
        changed_at: step.at,
        changed_by: lead,
      });
      await trx.insert(KT.activity, {
        board_id: boardId,
        item_id: itemId,
        type: i === 0 ? 'item_created' : 'item_moved',
        actor_id: i === 0 ? lead : (people[index % Math.max(people.length, 1)] ?? lead),
        data: JSON.stringify(i === 0 ? { title: item.title, columnId: null } : { fromColumnId: previous?.column == null ? null : columnIds[previous.column], toColumnId: step.column === null ? null : columnIds[step.column] }),
        created_at: step.at,
      });
    }
  }
}

/** The two finished sprints: completed at their last day with the snapshot the service would have taken. */
async function completeSprintsInSeed(trx: TenantScope, sprintIds: string[], atDay: (offset: number, hours?: number) => Date): Promise<void> {
  for (let index = 0; index < SPRINT_STARTS.length - 1; index += 1) {
    const endOffset = SPRINT_STARTS[index]! + SPRINT_DAYS - 1;
    const completedAt = atDay(endOffset, 8);
    const inSprint = ITEMS.filter((item) => item.plannedIn !== null && item.plannedIn <= index && item.sprint !== null && item.sprint >= index);
    const doneHere = (item: SeedItem) => item.sprint === index && item.done !== undefined && item.done <= endOffset;
    const points = (list: SeedItem[]) => round2(list.reduce((sum, item) => sum + (item.points ?? 0), 0));
    const done = inSprint.filter(doneHere);
    const rolled = inSprint.filter((item) => !doneHere(item));
    const ids = new Map(
      ((await trx.table(KT.items).whereIn('title', inSprint.map((item) => item.title)).select('id', 'title')) as { id: string; title: string }[]).map((row) => [row.title, row.id]),
    );
    const snapshot: KanbanSprintSnapshot = {
      committedPoints: points(inSprint),
      completedPoints: points(done),
      completedItems: done.length,
      unfinishedItems: rolled.length,
      rolledOverPoints: points(rolled),
      rolledOverTo: rolled.length ? sprintIds[index + 1]! : null,
      items: inSprint.map((item) => ({
        id: ids.get(item.title)!,
        title: item.title,
        storyPoints: item.points,
        status: doneHere(item) ? 'complete' : 'active',
        completedAt: doneHere(item) ? atDay(item.done!, (ITEMS.indexOf(item) % 5) + 3).toISOString() : null,
      })),
      completedAt: completedAt.toISOString(),
    };
    await trx.table(KT.sprints).where('id', sprintIds[index]!).update({
      status: 'completed',
      completed_at: completedAt,
      completed_points: snapshot.completedPoints,
      snapshot: JSON.stringify(snapshot),
      rolled_over_to: snapshot.rolledOverTo,
      updated_at: completedAt,
    });
  }
}
