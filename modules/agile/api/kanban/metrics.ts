import { daysBetween, mondayOf, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import {
  KANBAN_FLOW_DEFAULT_DAYS,
  KANBAN_FLOW_DEFAULT_WEEKS,
  KANBAN_VELOCITY_DEFAULT_SPRINTS,
  type KanbanBurndown,
  type KanbanDashboard,
  type KanbanFlowMetrics,
  type KanbanItemStatus,
  type KanbanPercentiles,
  type KanbanVelocity,
} from '../../shared/kanban.js';
import { findTeam } from '../teams/service.js';
import { TT } from '../teams/models.js';
import { DAY_MS, addDays, dayOf, findBoard, findSprint } from './queries.js';
import { KT, KanbanActivityModel, KanbanBoardModel, KanbanItemModel, KanbanSprintModel, iso, num, round2, withDays } from './models.js';

export interface KanbanMetricsDeps {
  now(): Date;
  /** The account's cost of one story point in cents (agile settings). */
  costPerPointCents(scope: TenantScope): Promise<number>;
}

const at00 = (day: string) => new Date(`${day}T00:00:00Z`);
/** The Monday of the ISO week of a day. */
const round2OrNull = (value: number | string | null | undefined) => (value == null ? null : round2(Number(value)));

function percentiles(row: { n: number | string; avg: number | string | null; p: (number | string)[] | string | null }): KanbanPercentiles {
  const values = typeof row.p === 'string' ? row.p.replace(/[{}]/g, '').split(',').map(Number) : row.p;
  return { count: Number(row.n), average: round2OrNull(row.avg), p50: round2OrNull(values?.[0]), p85: round2OrNull(values?.[1]), p95: round2OrNull(values?.[2]) };
}

/**
 * Delivery metrics read from the status history and the work times it sets: flow (throughput,
 * WIP, cycle and lead time percentiles, cumulative flow), velocity over the last sprints and
 * burndown per sprint day, plus the boards dashboard. Percentiles are computed by the database.
 */
export function createKanbanMetrics(deps: KanbanMetricsDeps) {
  const { now } = deps;

  async function flow(scope: TenantScope, boardId: string, options: { days?: number; weeks?: number } = {}): Promise<KanbanFlowMetrics> {
    const board = await findBoard(scope, boardId);
    const { knex } = scope;
    const days = options.days ?? KANBAN_FLOW_DEFAULT_DAYS;
    const weeks = options.weeks ?? KANBAN_FLOW_DEFAULT_WEEKS;
    const today = dayOf(now());
    const from = addDays(today, -(days - 1));
    const end = at00(addDays(today, 1));
    const firstWeek = addDays(mondayOf(today), -7 * (weeks - 1));
    const completedInWindow = () => scope.table(KT.items).where('board_id', board.id).where('work_completed_at', '>=', at00(firstWeek)).where('work_completed_at', '<', end);

    const [throughputRows, timeRows, wipRows, flowRows] = await Promise.all([
      completedInWindow()
        .groupByRaw('1')
        .select(knex.raw(`to_char(date_trunc('week', work_completed_at at time zone 'UTC'), 'YYYY-MM-DD') as week`), knex.raw('count(*)::int as n'), knex.raw('coalesce(sum(story_points), 0) as points')) as unknown as Promise<
        { week: string; n: number; points: number | string }[]
      >,
      completedInWindow()
        .where('status', 'complete')
        .select(
          knex.raw('count(*)::int as n'),
          knex.raw('avg(cycle_time_hours) as cycle_avg'),
          knex.raw('percentile_cont(array[0.5, 0.85, 0.95]) within group (order by cycle_time_hours::float8) as cycle_p'),
          knex.raw('avg(extract(epoch from (work_completed_at - created_at)) / 3600) as lead_avg'),
          knex.raw('percentile_cont(array[0.5, 0.85, 0.95]) within group (order by extract(epoch from (work_completed_at - created_at))::float8 / 3600) as lead_p'),
        ) as unknown as Promise<{ n: number; cycle_avg: number | string | null; cycle_p: number[] | null; lead_avg: number | string | null; lead_p: number[] | null }[]>,
      scope
        .table(`${KT.columns} as c`)
        .leftJoin(`${KT.items} as i`, (join) => join.on('i.column_id', 'c.id').andOnNull('i.archived_at'))
        .where({ 'c.board_id': board.id, 'c.category': 'active' })
        .groupBy('c.id')
        .orderBy('c.position')
        .select('c.id', 'c.title', 'c.wip_limit', knex.raw('count(i.id)::int as n')) as unknown as Promise<{ id: string; title: string; wip_limit: number | null; n: number }[]>,
      // Cumulative flow: every history row adds one to the status entered and takes one from the
      // status left, so a day's counts are the running sums up to its end (before the window: day one).
      knex
        .select(
          knex.raw(`case when m.changed_at < ? then ? else to_char(m.changed_at at time zone 'UTC', 'YYYY-MM-DD') end as day`, [at00(from), from]),
          'm.status',
          knex.raw('sum(m.delta)::int as delta'),
        )
        .from(
          knex
            .select('changed_at', knex.raw('to_status as status'), knex.raw('1 as delta'))
            .from(KT.history)
            .where({ account_id: scope.accountId, board_id: board.id })
            .where('changed_at', '<', end)
            .unionAll((union) => {
              void union
                .select('changed_at', knex.raw('from_status as status'), knex.raw('-1 as delta'))
                .from(KT.history)
                .where({ account_id: scope.accountId, board_id: board.id })
                .whereNotNull('from_status')
                .where('changed_at', '<', end);
            })
            .as('m'),
        )
        .groupByRaw('1, 2') as unknown as Promise<{ day: string; status: KanbanItemStatus; delta: number }[]>,
    ]);

    const perWeek = new Map(throughputRows.map((row) => [row.week, row]));
    const throughput = Array.from({ length: weeks }, (_, i) => {
      const weekStart = addDays(firstWeek, 7 * i);
      const row = perWeek.get(weekStart);
      return { weekStart, count: Number(row?.n ?? 0), points: round2(num(row?.points) ?? 0) };
    });
    const times = timeRows[0] ?? { n: 0, cycle_avg: null, cycle_p: null, lead_avg: null, lead_p: null };

    const deltas = new Map<string, Map<KanbanItemStatus, number>>();
    for (const row of flowRows) {
      const day = deltas.get(row.day) ?? new Map<KanbanItemStatus, number>();
      day.set(row.status, (day.get(row.status) ?? 0) + Number(row.delta));
      deltas.set(row.day, day);
    }
    const running: Record<KanbanItemStatus, number> = { backlog: 0, todo: 0, active: 0, complete: 0 };
    const cumulativeFlow = Array.from({ length: days }, (_, i) => {
      const date = addDays(from, i);
      for (const [status, delta] of deltas.get(date) ?? []) running[status] += delta;
      return { date, ...running };
    });

    return {
      boardId: board.id,
      from,
      to: today,
      throughput,
      wip: { total: wipRows.reduce((sum, row) => sum + Number(row.n), 0), byColumn: wipRows.map((row) => ({ columnId: row.id, title: row.title, count: Number(row.n), wipLimit: row.wip_limit })) },
      cycleTime: percentiles({ n: times.n, avg: times.cycle_avg, p: times.cycle_p }),
      leadTime: percentiles({ n: times.n, avg: times.lead_avg, p: times.lead_p }),
      cumulativeFlow,
    };
  }

  async function velocity(scope: TenantScope, teamId: string, sprintCount = KANBAN_VELOCITY_DEFAULT_SPRINTS): Promise<KanbanVelocity> {
    await findTeam(scope, teamId);
    const rows = await withDays(tenantQuery(scope, KanbanSprintModel), KT.sprints, ['start_date', 'end_date'])
      .where({ team_id: teamId, status: 'completed' })
      .orderBy([{ column: 'completed_at', order: 'desc' }, { column: 'end_date', order: 'desc' }])
      .limit(sprintCount);
    const cost = await deps.costPerPointCents(scope);
    const sprints = rows.reverse().map((row) => {
      const completedPoints = round2(num(row.completedPoints) ?? 0);
      return { sprintId: row.id, name: row.name, startDate: row.startDay, endDate: row.endDay, committedPoints: round2(num(row.committedPoints) ?? 0), completedPoints, completedCostCents: Math.round(completedPoints * cost) };
    });
    const average = (pick: (s: (typeof sprints)[number]) => number) => (sprints.length ? round2(sprints.reduce((sum, s) => sum + pick(s), 0) / sprints.length) : 0);
    return { teamId, sprintCount, sprints, averageCommittedPoints: average((s) => s.committedPoints), averageCompletedPoints: average((s) => s.completedPoints), costPerPointCents: cost };
  }

  /**
   * Burndown by sprint day: the ideal line falls evenly from the committed points on the first day
   * to 0 on the last; remaining is the scope's points not complete at the end of each day.
   */
  async function burndown(scope: TenantScope, sprintId: string): Promise<KanbanBurndown> {
    const sprint = await findSprint(scope, sprintId);
    const startMs = at00(sprint.startDay).getTime();
    // Each item that is or was in the sprint, with its points and when it was done.
    const work = new Map<string, { points: number; completedAt: number | null; createdAt: number }>();
    const workColumns = ['id', 'story_points', 'status', 'work_completed_at', 'created_at'];
    const current = await tenantQuery(scope, KanbanItemModel)
      .where('sprint_id', sprint.id)
      .select(...workColumns);
    const workOf = (item: KanbanItemModel) => ({ points: num(item.storyPoints) ?? 0, completedAt: item.status === 'complete' && item.workCompletedAt ? new Date(item.workCompletedAt).getTime() : null, createdAt: new Date(item.createdAt).getTime() });
    if (sprint.status === 'completed' && sprint.snapshot) {
      const snapshotItems = sprint.snapshot.items;
      const created = new Map(
        (
          await tenantQuery(scope, KanbanItemModel)
            .whereIn(
              'id',
              snapshotItems.map((item) => item.id),
            )
            .select('id', 'created_at')
        ).map((row) => [row.id, new Date(row.createdAt).getTime()]),
      );
      for (const item of snapshotItems) {
        work.set(item.id, { points: item.storyPoints ?? 0, completedAt: item.status === 'complete' && item.completedAt ? Date.parse(item.completedAt) : null, createdAt: created.get(item.id) ?? startMs });
      }
    } else {
      for (const item of current) work.set(item.id, workOf(item));
    }
    // Membership changes during the sprint: an item added on day 3 counts from day 3, one removed
    // on day 5 counts until then.
    const changes = await tenantQuery(scope, KanbanActivityModel)
      .whereIn('type', ['item_added_to_sprint', 'item_removed_from_sprint'])
      .whereRaw("data->>'sprintId' = ?", [sprint.id])
      .whereNotNull('item_id')
      .orderBy('created_at')
      .select('item_id', 'type', 'created_at');
    const missing = [...new Set(changes.map((change) => change.itemId!))].filter((id) => !work.has(id));
    if (missing.length) {
      const gone = await tenantQuery(scope, KanbanItemModel)
        .whereIn('id', missing)
        .select(...workColumns);
      for (const item of gone) work.set(item.id, workOf(item));
    }
    const changesOf = new Map<string, { added: boolean; at: number }[]>();
    for (const change of changes) {
      const list = changesOf.get(change.itemId!) ?? [];
      list.push({ added: change.type === 'item_added_to_sprint', at: new Date(change.createdAt).getTime() });
      changesOf.set(change.itemId!, list);
    }
    /** In the sprint at this instant: before its first change it was in unless that change added it. */
    const inSprintAt = (id: string, instant: number): boolean => {
      const entry = work.get(id)!;
      if (instant < entry.createdAt) return false;
      const list = changesOf.get(id) ?? [];
      let member = list.length ? !list[0]!.added : true;
      for (const change of list) {
        if (change.at >= instant) break;
        member = change.added;
      }
      return member;
    };

    // The sprint's items now (at completion for a finished sprint).
    const members = sprint.status === 'completed' && sprint.snapshot ? sprint.snapshot.items.map((item) => item.id) : current.map((item) => item.id);
    const scopePoints = round2(members.reduce((sum, id) => sum + (work.get(id)?.points ?? 0), 0));
    const committed = sprint.status === 'planned' ? scopePoints : round2(num(sprint.committedPoints) ?? scopePoints);
    const count = daysBetween(sprint.startDay, sprint.endDay) + 1;
    const today = dayOf(now());
    const days = Array.from({ length: count }, (_, i) => {
      const date = addDays(sprint.startDay, i);
      const ideal = count > 1 ? round2((committed * (count - 1 - i)) / (count - 1)) : 0;
      if (sprint.status !== 'completed' && date > today) return { date, ideal, remaining: null, completed: null, scope: null };
      const endOfDay = at00(date).getTime() + DAY_MS;
      let inScope = 0;
      let done = 0;
      for (const [id, w] of work) {
        if (!inSprintAt(id, endOfDay)) continue;
        inScope += w.points;
        if (w.completedAt !== null && w.completedAt < endOfDay) done += w.points;
      }
      return { date, ideal, remaining: round2(inScope - done), completed: round2(done), scope: round2(inScope) };
    });
    return { sprintId: sprint.id, name: sprint.name, status: sprint.status, startDate: sprint.startDay, endDate: sprint.endDay, committedPoints: committed, scopePoints, days };
  }

  async function dashboard(scope: TenantScope): Promise<KanbanDashboard> {
    const { knex } = scope;
    const at = now();
    const boards = await tenantQuery(scope, KanbanBoardModel).orderBy('created_at');
    if (!boards.length) return { boards: [], totals: { boards: 0, items: 0, wip: 0, throughputLastWeek: 0 } };
    const [counts, overLimit, sprints, teams] = await Promise.all([
      scope
        .table(KT.items)
        .groupBy('board_id')
        .select(
          'board_id',
          knex.raw('(count(*) filter (where column_id is not null and archived_at is null))::int as items'),
          knex.raw('(count(*) filter (where column_id is null and archived_at is null))::int as backlog'),
          knex.raw("(count(*) filter (where status = 'active' and archived_at is null))::int as wip"),
          knex.raw('(count(*) filter (where work_completed_at >= ?))::int as week', [new Date(at.getTime() - 7 * DAY_MS)]),
          knex.raw('(count(*) filter (where work_completed_at >= ?))::int as month', [new Date(at.getTime() - 28 * DAY_MS)]),
        ) as unknown as Promise<{ board_id: string; items: number; backlog: number; wip: number; week: number; month: number }[]>,
      scope
        .table(`${KT.columns} as c`)
        .whereNotNull('c.wip_limit')
        .whereRaw(`(select count(*) from ${KT.items} i where i.column_id = c.id and i.archived_at is null) > c.wip_limit`)
        .groupBy('c.board_id')
        .select('c.board_id', knex.raw('count(*)::int as n')) as unknown as Promise<{ board_id: string; n: number }[]>,
      scope.table(KT.sprints).where('status', 'active').select('id', 'name', 'team_id', knex.raw("to_char(end_date, 'YYYY-MM-DD') as end_day")) as unknown as Promise<{ id: string; name: string; team_id: string; end_day: string }[]>,
      scope.table(TT.teams).select('id', 'name') as unknown as Promise<{ id: string; name: string }[]>,
    ]);
    const countOf = new Map(counts.map((row) => [row.board_id, row]));
    const overOf = new Map(overLimit.map((row) => [row.board_id, Number(row.n)]));
    const sprintOf = new Map(sprints.map((row) => [row.team_id, row]));
    const teamOf = new Map(teams.map((row) => [row.id, row.name]));
    const list = boards.map((board) => {
      const c = countOf.get(board.id);
      const sprint = sprintOf.get(board.teamId);
      return {
        id: board.id,
        title: board.title,
        teamId: board.teamId,
        teamName: teamOf.get(board.teamId) ?? null,
        processType: board.processType,
        itemCount: Number(c?.items ?? 0),
        backlogCount: Number(c?.backlog ?? 0),
        wip: Number(c?.wip ?? 0),
        overLimitColumns: overOf.get(board.id) ?? 0,
        throughputLastWeek: Number(c?.week ?? 0),
        throughputLast4Weeks: Number(c?.month ?? 0),
        activeSprint: sprint ? { id: sprint.id, name: sprint.name, endDate: sprint.end_day } : null,
        updatedAt: iso(board.updatedAt)!,
      };
    });
    const sum = (pick: (b: (typeof list)[number]) => number) => list.reduce((total, b) => total + pick(b), 0);
    return { boards: list, totals: { boards: list.length, items: sum((b) => b.itemCount), wip: sum((b) => b.wip), throughputLastWeek: sum((b) => b.throughputLastWeek) } };
  }

  return { flow, velocity, burndown, dashboard };
}

export type KanbanMetrics = ReturnType<typeof createKanbanMetrics>;
