import { BusinessRuleError, ForbiddenError, NotFoundError, ValidationError, subject, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import type { MetricSource } from '../shared/goal-endpoints.js';
import { CadenceSubjects as S } from '../shared/permissions.js';
import { isMonday, lastWeeks, onTargetShare, scorecardStatus, weekOf, type ScorecardDirection } from '../shared/rules.js';
import { TeamEndpoints, type Measurable, type Scorecard } from '../shared/team-endpoints.js';
import { T, namesOf, type CadenceDeps } from './common.js';
import { metricAvailable, readMetric } from './metrics.js';

export interface MeasurableRow {
  id: string;
  name: string;
  owner_user_id: string | null;
  team_id: string | null;
  target: number;
  direction: ScorecardDirection;
  unit: string;
  metric_source: MetricSource | null;
  metric_team_id: string | null;
}
interface EntryRow {
  measurable_id: string;
  week: string;
  value: number;
}

/** Measurables with their last 13 weeks, oldest first, each week red or green against the target. */
export async function readScorecard(deps: CadenceDeps, scope: TenantScope, teamId?: string): Promise<Scorecard> {
  const weeks = lastWeeks(deps.now());
  let query = scope.table(T.measurables).orderBy('seq');
  if (teamId) query = query.where('team_id', teamId);
  const measurables = (await query) as unknown as MeasurableRow[];
  const entries = measurables.length
    ? ((await scope.table(T.measurableEntries).whereIn('measurable_id', measurables.map((m) => m.id)).where('week', '>=', weeks[0]!)) as unknown as EntryRow[])
    : [];
  const nameOf = await namesOf(deps, scope, measurables.map((m) => m.owner_user_id));
  return { weeks, measurables: measurables.map((m) => measurableView(m, entries, weeks, nameOf)) };
}

function measurableView(m: MeasurableRow, entries: EntryRow[], weeks: string[], nameOf: (id: string | null) => string): Measurable {
  const rows = weeks.map((week) => {
    const value = entries.find((entry) => entry.measurable_id === m.id && entry.week === week)?.value ?? null;
    return { week, value, status: scorecardStatus(value, m.target, m.direction) };
  });
  return {
    id: m.id,
    name: m.name,
    ownerUserId: m.owner_user_id,
    ownerName: m.owner_user_id ? nameOf(m.owner_user_id) : null,
    teamId: m.team_id,
    target: m.target,
    direction: m.direction,
    unit: m.unit,
    metricSource: m.metric_source,
    metricTeamId: m.metric_team_id,
    weeks: rows,
    onTarget: onTargetShare(rows.map((row) => row.status)),
  };
}

/** This week's value of measurables fed by another domain's metric. */
export async function feedMeasurables(deps: CadenceDeps, scope: TenantScope): Promise<void> {
  const fed = (await scope.table(T.measurables).whereNotNull('metric_source')) as unknown as MeasurableRow[];
  const week = weekOf(deps.now());
  for (const m of fed) {
    const value = await readMetric(deps.capabilities, scope.accountId, m.metric_source!, m.metric_team_id);
    if (value !== null) await scope.insert(T.measurableEntries, { measurable_id: m.id, week, value }).onConflict(['measurable_id', 'week']).merge(['value']);
  }
}

export function registerScorecards(ctx: PluginContext): void {
  const deps: CadenceDeps = { capabilities: ctx.capabilities, now: () => ctx.now() };
  const { routes } = ctx;

  const find = async (scope: TenantScope, id: string) => {
    const row = (await scope.table(T.measurables).where('id', id).first()) as unknown as MeasurableRow | undefined;
    if (!row) throw new NotFoundError(E.MEASURABLE_NOT_FOUND);
    return row;
  };
  const one = async (scope: TenantScope, id: string) => (await readScorecard(deps, scope)).measurables.find((m) => m.id === id)!;
  const assertOwner = (ability: Parameters<Parameters<typeof routes.implement>[1]>[0]['ability'], row: MeasurableRow) => {
    if (ability!.cannot('update', subject(S.measurable, { ownerUserId: row.owner_user_id }))) throw new ForbiddenError(E.GOAL_OWNER_ONLY);
  };
  const checkMetric = async (scope: TenantScope, source: MetricSource | null | undefined, teamId: string | null | undefined) => {
    if (!source) return;
    if (source === 'agile.velocity' && !teamId) throw new BusinessRuleError(E.METRIC_TEAM_REQUIRED);
    if (!(await metricAvailable(deps.capabilities, scope.accountId, source))) throw new BusinessRuleError(E.METRIC_UNAVAILABLE);
  };

  routes.implement(TeamEndpoints.scorecard, async (req) => {
    await feedMeasurables(deps, req.scope!);
    return readScorecard(deps, req.scope!, req.query.teamId);
  });

  routes.implement(TeamEndpoints.createMeasurable, async (req) => {
    const scope = req.scope!;
    const body = req.body;
    if (body.teamId && !(await scope.table(T.teams).where('id', body.teamId).first('id'))) throw new NotFoundError(E.TEAM_NOT_FOUND);
    await checkMetric(scope, body.metricSource, body.metricTeamId);
    const [row] = (await scope
      .insert(T.measurables, {
        name: body.name.trim(),
        owner_user_id: body.ownerUserId === undefined ? req.user!.id : body.ownerUserId,
        team_id: body.teamId ?? null,
        target: body.target,
        direction: body.direction,
        unit: body.unit ?? '',
        metric_source: body.metricSource ?? null,
        metric_team_id: body.metricTeamId ?? null,
      })
      .returning('id')) as { id: string }[];
    if (body.metricSource) await feedMeasurables(deps, scope);
    return one(scope, row!.id);
  });

  routes.implement(TeamEndpoints.updateMeasurable, async (req) => {
    const scope = req.scope!;
    const row = await find(scope, req.params.id);
    assertOwner(req.ability, row);
    const body = req.body;
    await checkMetric(scope, body.metricSource === undefined ? row.metric_source : body.metricSource, body.metricTeamId === undefined ? row.metric_team_id : body.metricTeamId);
    const columns = { name: 'name', ownerUserId: 'owner_user_id', teamId: 'team_id', target: 'target', direction: 'direction', unit: 'unit', metricSource: 'metric_source', metricTeamId: 'metric_team_id' } as const;
    const changes: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(columns)) {
      const value = body[field as keyof typeof columns];
      if (value !== undefined) changes[column] = value;
    }
    if (Object.keys(changes).length) await scope.table(T.measurables).where('id', row.id).update(changes);
    return one(scope, row.id);
  });

  routes.implement(TeamEndpoints.deleteMeasurable, async (req) => {
    const row = await find(req.scope!, req.params.id);
    assertOwner(req.ability, row);
    await req.scope!.table(T.measurables).where('id', row.id).delete();
    return { deleted: true as const };
  });

  routes.implement(TeamEndpoints.recordEntry, async (req) => {
    const scope = req.scope!;
    const row = await find(scope, req.params.id);
    assertOwner(req.ability, row);
    if (!isMonday(req.params.week)) throw new ValidationError(E.WEEK_NOT_MONDAY);
    if (req.body.value === null) await scope.table(T.measurableEntries).where({ measurable_id: row.id, week: req.params.week }).delete();
    else await scope.insert(T.measurableEntries, { measurable_id: row.id, week: req.params.week, value: req.body.value }).onConflict(['measurable_id', 'week']).merge(['value']);
    return one(scope, row.id);
  });
}
