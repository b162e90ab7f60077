import { BusinessRuleError, ForbiddenError, NotFoundError, ValidationError, subject, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import type { MetricSource } from '../shared/goal-endpoints.js';
import { CadenceSubjects as S } from '../shared/permissions.js';
import { isMonday, lastWeeks, onTargetShare, scorecardStatus, weekOf } from '../shared/rules.js';
import { TeamEndpoints, type Measurable, type Scorecard } from '../shared/team-endpoints.js';
import { tenantQuery } from '@suite/sdk/server';
import { namesOf, type CadenceDeps } from './common.js';
import { MeasurableEntryModel, MeasurableModel, TeamModel } from './models.js';
import { metricAvailable, readMetric } from './metrics.js';

/** Measurables with their last 13 weeks, oldest first, each week red or green against the target. */
export async function readScorecard(deps: CadenceDeps, scope: TenantScope, teamId?: string): Promise<Scorecard> {
  const weeks = lastWeeks(deps.now());
  let query = tenantQuery(scope, MeasurableModel).orderBy('seq');
  if (teamId) query = query.where('team_id', teamId);
  const measurables = await query;
  const entries = measurables.length
    ? await tenantQuery(scope, MeasurableEntryModel).whereIn('measurable_id', measurables.map((m) => m.id)).where('week', '>=', weeks[0]!)
    : [];
  const nameOf = await namesOf(deps, scope, measurables.map((m) => m.ownerUserId));
  return { weeks, measurables: measurables.map((m) => measurableView(m, entries, weeks, nameOf)) };
}

function measurableView(m: MeasurableModel, entries: MeasurableEntryModel[], weeks: string[], nameOf: (id: string | null) => string): Measurable {
  const rows = weeks.map((week) => {
    const value = entries.find((entry) => entry.measurableId === m.id && entry.week === week)?.value ?? null;
    return { week, value, status: scorecardStatus(value, m.target, m.direction) };
  });
  return {
    id: m.id,
    name: m.name,
    ownerUserId: m.ownerUserId,
    ownerName: m.ownerUserId ? nameOf(m.ownerUserId) : null,
    teamId: m.teamId,
    target: m.target,
    direction: m.direction,
    unit: m.unit,
    metricSource: m.metricSource,
    metricTeamId: m.metricTeamId,
    weeks: rows,
    onTarget: onTargetShare(rows.map((row) => row.status)),
  };
}

/** This week's value of measurables fed by another domain's metric. */
export async function feedMeasurables(deps: CadenceDeps, scope: TenantScope): Promise<void> {
  const fed = await tenantQuery(scope, MeasurableModel).whereNotNull('metric_source');
  const week = weekOf(deps.now());
  for (const m of fed) {
    const value = await readMetric(deps.capabilities, scope.accountId, m.metricSource!, m.metricTeamId);
    if (value !== null) await MeasurableEntryModel.query(scope.knex).insert({ accountId: scope.accountId, measurableId: m.id, week, value }).onConflict(['measurable_id', 'week']).merge(['value']);
  }
}

export function registerScorecards(ctx: PluginContext): void {
  const deps: CadenceDeps = { capabilities: ctx.capabilities, now: () => ctx.now() };
  const { routes } = ctx;

  const find = async (scope: TenantScope, id: string) => {
    const row = await tenantQuery(scope, MeasurableModel).where('id', id).first();
    if (!row) throw new NotFoundError(E.MEASURABLE_NOT_FOUND);
    return row;
  };
  const one = async (scope: TenantScope, id: string) => (await readScorecard(deps, scope)).measurables.find((m) => m.id === id)!;
  const assertOwner = (ability: Parameters<Parameters<typeof routes.implement>[1]>[0]['ability'], row: MeasurableModel) => {
    if (ability!.cannot('update', subject(S.measurable, { ownerUserId: row.ownerUserId }))) throw new ForbiddenError(E.GOAL_OWNER_ONLY);
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
    if (body.teamId && !(await tenantQuery(scope, TeamModel).findById(body.teamId))) throw new NotFoundError(E.TEAM_NOT_FOUND);
    await checkMetric(scope, body.metricSource, body.metricTeamId);
    const row = await MeasurableModel.query(scope.knex)
      .insert({
        accountId: scope.accountId,
        name: body.name.trim(),
        ownerUserId: body.ownerUserId === undefined ? req.user!.id : body.ownerUserId,
        teamId: body.teamId ?? null,
        target: body.target,
        direction: body.direction,
        unit: body.unit ?? '',
        metricSource: body.metricSource ?? null,
        metricTeamId: body.metricTeamId ?? null,
      })
      .returning('id');
    if (body.metricSource) await feedMeasurables(deps, scope);
    return one(scope, row.id);
  });

  routes.implement(TeamEndpoints.updateMeasurable, async (req) => {
    const scope = req.scope!;
    const row = await find(scope, req.params.id);
    assertOwner(req.ability, row);
    const body = req.body;
    await checkMetric(scope, body.metricSource === undefined ? row.metricSource : body.metricSource, body.metricTeamId === undefined ? row.metricTeamId : body.metricTeamId);
    const fields = ['name', 'ownerUserId', 'teamId', 'target', 'direction', 'unit', 'metricSource', 'metricTeamId'] as const;
    const changes: Record<string, unknown> = {};
    for (const field of fields) {
      const value = body[field];
      if (value !== undefined) changes[field] = value;
    }
    if (Object.keys(changes).length) await tenantQuery(scope, MeasurableModel).findById(row.id).patch(changes);
    return one(scope, row.id);
  });

  routes.implement(TeamEndpoints.deleteMeasurable, async (req) => {
    const row = await find(req.scope!, req.params.id);
    assertOwner(req.ability, row);
    await tenantQuery(req.scope!, MeasurableModel).deleteById(row.id);
    return { deleted: true as const };
  });

  routes.implement(TeamEndpoints.recordEntry, async (req) => {
    const scope = req.scope!;
    const row = await find(scope, req.params.id);
    assertOwner(req.ability, row);
    if (!isMonday(req.params.week)) throw new ValidationError(E.WEEK_NOT_MONDAY);
    if (req.body.value === null) await tenantQuery(scope, MeasurableEntryModel).where({ measurable_id: row.id, week: req.params.week }).delete();
    else await MeasurableEntryModel.query(scope.knex).insert({ accountId: scope.accountId, measurableId: row.id, week: req.params.week, value: req.body.value }).onConflict(['measurable_id', 'week']).merge(['value']);
    return one(scope, row.id);
  });
}
