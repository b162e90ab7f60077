import { BusinessRuleError, ForbiddenError, NotFoundError, subject, type AppAbility, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { GoalEndpoints, type CheckIn, type KeyResult, type MetricSource, type Objective } from '../shared/goal-endpoints.js';
import { CadenceSubjects as S } from '../shared/permissions.js';
import { DomainEvents } from '@suite/sdk';
import { canAlign, elapsedShare, goalStatus, keyResultProgress, objectiveProgress, type GoalLevel } from '../shared/rules.js';
import { tenantQuery } from '@suite/sdk/server';
import { T, iso, namesOf, type CadenceDeps } from './common.js';
import { CheckInModel, KeyResultModel, ObjectiveModel, TeamModel } from './models.js';
import { metricAvailable, readMetric } from './metrics.js';

const progressOf = (kr: KeyResultModel) => keyResultProgress({ startValue: kr.startValue, targetValue: kr.targetValue, currentValue: kr.currentValue });

/**
 * Objectives with progress rolled up: key results first, aligned children when an objective has
 * none; status from progress, the time gone by in its period and its key results' lowest confidence.
 */
export function buildObjectives(objectives: ObjectiveModel[], keyResults: KeyResultModel[], nameOf: (id: string | null) => string, now: Date): Objective[] {
  const progress = new Map<string, number>();
  const compute = (objective: ObjectiveModel, path: Set<string>): number => {
    const known = progress.get(objective.id);
    if (known !== undefined) return known;
    const own = keyResults.filter((kr) => kr.objectiveId === objective.id).map((kr) => ({ progress: progressOf(kr) }));
    const children = objectives.filter((child) => child.parentId === objective.id && !path.has(child.id)).map((child) => ({ progress: compute(child, new Set([...path, child.id])) }));
    const value = objectiveProgress(own, children);
    progress.set(objective.id, value);
    return value;
  };
  return objectives.map((objective) => {
    const krs = keyResults.filter((kr) => kr.objectiveId === objective.id);
    const value = compute(objective, new Set([objective.id]));
    const confidence = krs.length ? Math.min(...krs.map((kr) => kr.confidence)) : null;
    return {
      id: objective.id,
      title: objective.title,
      level: objective.level,
      ownerUserId: objective.ownerUserId,
      ownerName: objective.ownerUserId ? nameOf(objective.ownerUserId) : null,
      teamId: objective.teamId,
      parentId: objective.parentId,
      periodStart: objective.periodStart,
      periodEnd: objective.periodEnd,
      progress: value,
      status: goalStatus(value, confidence, elapsedShare(objective.periodStart, objective.periodEnd, now)),
      keyResults: krs.map((kr) => keyResultView(kr, nameOf)),
    };
  });
}

const keyResultView = (kr: KeyResultModel, nameOf: (id: string | null) => string): KeyResult => ({
  id: kr.id,
  objectiveId: kr.objectiveId,
  title: kr.title,
  startValue: kr.startValue,
  targetValue: kr.targetValue,
  currentValue: kr.currentValue,
  unit: kr.unit,
  confidence: kr.confidence,
  progress: progressOf(kr),
  ownerUserId: kr.ownerUserId,
  ownerName: kr.ownerUserId ? nameOf(kr.ownerUserId) : null,
  metricSource: kr.metricSource,
  metricTeamId: kr.metricTeamId,
  updatedAt: iso(kr.updatedAt),
});

/**
 * Bring key results that track another domain's metric up to date: a changed value is written
 * with a check-in of source 'metric', so the history shows when and why it moved.
 */
export async function refreshLinkedMetrics(deps: CadenceDeps, scope: TenantScope): Promise<number> {
  const linked = await tenantQuery(scope, KeyResultModel).whereNotNull('metric_source');
  let changed = 0;
  for (const kr of linked) {
    const value = await readMetric(deps.capabilities, scope.accountId, kr.metricSource!, kr.metricTeamId);
    if (value === null || value === kr.currentValue) continue;
    await scope.transaction(async (tx) => {
      await tenantQuery(tx, KeyResultModel).findById(kr.id).patch({ currentValue: value, updatedAt: deps.now() });
      await CheckInModel.query(tx.knex).insert({ accountId: tx.accountId, keyResultId: kr.id, authorUserId: null, value, confidence: kr.confidence, comment: '', source: 'metric', createdAt: deps.now() });
    });
    changed += 1;
  }
  return changed;
}

export async function readObjectives(deps: CadenceDeps, scope: TenantScope): Promise<Objective[]> {
  const objectives = await tenantQuery(scope, ObjectiveModel).orderBy('seq');
  const keyResults = await tenantQuery(scope, KeyResultModel).orderBy('seq');
  const nameOf = await namesOf(deps, scope, [...objectives.map((o) => o.ownerUserId), ...keyResults.map((kr) => kr.ownerUserId)]);
  return buildObjectives(objectives, keyResults, nameOf, deps.now());
}

async function findObjective(scope: TenantScope, id: string): Promise<ObjectiveModel> {
  const row = await tenantQuery(scope, ObjectiveModel).where('id', id).first();
  if (!row) throw new NotFoundError(E.OBJECTIVE_NOT_FOUND);
  return row;
}

async function findKeyResult(scope: TenantScope, id: string): Promise<KeyResultModel> {
  const row = await tenantQuery(scope, KeyResultModel).where('id', id).first();
  if (!row) throw new NotFoundError(E.KEY_RESULT_NOT_FOUND);
  return row;
}

/** The owner of the objective (or of the key result) changes it, people managers any. */
function assertCanChange(ability: AppAbility, objective: ObjectiveModel, userId: string, keyResult?: KeyResultModel): void {
  // A key result's owner changes it as they would their own goal (observers change nothing).
  if (keyResult?.ownerUserId === userId && ability.can('update', subject(S.objective, { ownerUserId: userId }))) return;
  if (ability.cannot('update', subject(S.objective, { ownerUserId: objective.ownerUserId }))) throw new ForbiddenError(E.GOAL_OWNER_ONLY);
}

async function checkParent(scope: TenantScope, id: string | null, level: GoalLevel, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  const parent = await tenantQuery(scope, ObjectiveModel).where('id', parentId).first();
  if (!parent || parent.id === id) throw new NotFoundError(E.PARENT_NOT_FOUND);
  if (!canAlign(level, parent.level)) throw new BusinessRuleError(E.PARENT_LEVEL);
}

async function checkMetric(deps: CadenceDeps, scope: TenantScope, source: MetricSource | null | undefined, teamId: string | null | undefined): Promise<void> {
  if (!source) return;
  if (source === 'agile.velocity' && !teamId) throw new BusinessRuleError(E.METRIC_TEAM_REQUIRED);
  if (!(await metricAvailable(deps.capabilities, scope.accountId, source))) throw new BusinessRuleError(E.METRIC_UNAVAILABLE);
}

async function checkInViews(deps: CadenceDeps, scope: TenantScope, rows: CheckInModel[]): Promise<CheckIn[]> {
  if (rows.length === 0) return [];
  const krs = await tenantQuery(scope, KeyResultModel).whereIn('id', [...new Set(rows.map((row) => row.keyResultId))]);
  const objectives = await tenantQuery(scope, ObjectiveModel).whereIn('id', [...new Set(krs.map((kr) => kr.objectiveId))]);
  const nameOf = await namesOf(deps, scope, rows.map((row) => row.authorUserId));
  return rows.map((row) => {
    const kr = krs.find((candidate) => candidate.id === row.keyResultId)!;
    const objective = objectives.find((candidate) => candidate.id === kr.objectiveId)!;
    return {
      id: row.id,
      keyResultId: kr.id,
      keyResultTitle: kr.title,
      objectiveId: objective.id,
      objectiveTitle: objective.title,
      value: row.value,
      confidence: row.confidence,
      comment: row.comment,
      source: row.source,
      authorName: row.authorUserId ? nameOf(row.authorUserId) : null,
      createdAt: iso(row.createdAt),
    };
  });
}

export function registerGoals(ctx: PluginContext): void {
  const deps: CadenceDeps = { capabilities: ctx.capabilities, now: () => ctx.now() };
  const { routes } = ctx;
  const objectiveById = async (scope: TenantScope, id: string) => (await readObjectives(deps, scope)).find((objective) => objective.id === id)!;

  routes.implement(GoalEndpoints.objectives, async (req) => {
    await refreshLinkedMetrics(deps, req.scope!);
    return readObjectives(deps, req.scope!);
  });

  routes.implement(GoalEndpoints.createObjective, async (req) => {
    const scope = req.scope!;
    const body = req.body;
    if (body.periodEnd <= body.periodStart) throw new BusinessRuleError(E.PERIOD_ORDER);
    await checkParent(scope, null, body.level, body.parentId);
    if (body.teamId && !(await tenantQuery(scope, TeamModel).findById(body.teamId))) throw new NotFoundError(E.TEAM_NOT_FOUND);
    const row = await ObjectiveModel.query(scope.knex)
      .insert({ accountId: scope.accountId, title: body.title.trim(), level: body.level, ownerUserId: body.ownerUserId === undefined ? req.user!.id : body.ownerUserId, teamId: body.teamId ?? null, parentId: body.parentId ?? null, periodStart: body.periodStart, periodEnd: body.periodEnd })
      .returning('id');
    return objectiveById(scope, row.id);
  });

  routes.implement(GoalEndpoints.updateObjective, async (req) => {
    const scope = req.scope!;
    const objective = await findObjective(scope, req.params.id);
    assertCanChange(req.ability!, objective, req.user!.id);
    const body = req.body;
    const level = body.level ?? objective.level;
    if ((body.periodEnd ?? objective.periodEnd) <= (body.periodStart ?? objective.periodStart)) throw new BusinessRuleError(E.PERIOD_ORDER);
    await checkParent(scope, objective.id, level, body.parentId === undefined ? objective.parentId : body.parentId);
    const changes: Partial<Pick<ObjectiveModel, 'title' | 'level' | 'ownerUserId' | 'teamId' | 'parentId' | 'periodStart' | 'periodEnd'>> = {};
    if (body.title !== undefined) changes.title = body.title.trim();
    if (body.level !== undefined) changes.level = body.level;
    if (body.ownerUserId !== undefined) changes.ownerUserId = body.ownerUserId;
    if (body.teamId !== undefined) changes.teamId = body.teamId;
    if (body.parentId !== undefined) changes.parentId = body.parentId;
    if (body.periodStart !== undefined) changes.periodStart = body.periodStart;
    if (body.periodEnd !== undefined) changes.periodEnd = body.periodEnd;
    if (Object.keys(changes).length) await tenantQuery(scope, ObjectiveModel).findById(objective.id).patch(changes);
    return objectiveById(scope, objective.id);
  });

  routes.implement(GoalEndpoints.deleteObjective, async (req) => {
    const objective = await findObjective(req.scope!, req.params.id);
    assertCanChange(req.ability!, objective, req.user!.id);
    await tenantQuery(req.scope!, ObjectiveModel).deleteById(objective.id);
    return { deleted: true as const };
  });

  routes.implement(GoalEndpoints.createKeyResult, async (req) => {
    const scope = req.scope!;
    const objective = await findObjective(scope, req.params.id);
    assertCanChange(req.ability!, objective, req.user!.id);
    const body = req.body;
    if (body.targetValue === body.startValue) throw new BusinessRuleError(E.TARGET_EQUALS_START);
    await checkMetric(deps, scope, body.metricSource, body.metricTeamId);
    const row = await KeyResultModel.query(scope.knex)
      .insert({
        accountId: scope.accountId,
        objectiveId: objective.id,
        title: body.title.trim(),
        startValue: body.startValue,
        targetValue: body.targetValue,
        currentValue: body.currentValue ?? body.startValue,
        unit: body.unit ?? '',
        confidence: body.confidence ?? 70,
        ownerUserId: body.ownerUserId === undefined ? (objective.ownerUserId ?? req.user!.id) : body.ownerUserId,
        metricSource: body.metricSource ?? null,
        metricTeamId: body.metricTeamId ?? null,
      })
      .returning('*');
    if (row.metricSource) await refreshLinkedMetrics(deps, scope);
    const fresh = await findKeyResult(scope, row.id);
    return keyResultView(fresh, await namesOf(deps, scope, [fresh.ownerUserId]));
  });

  routes.implement(GoalEndpoints.updateKeyResult, async (req) => {
    const scope = req.scope!;
    const kr = await findKeyResult(scope, req.params.id);
    assertCanChange(req.ability!, await findObjective(scope, kr.objectiveId), req.user!.id, kr);
    const body = req.body;
    if ((body.targetValue ?? kr.targetValue) === (body.startValue ?? kr.startValue)) throw new BusinessRuleError(E.TARGET_EQUALS_START);
    const source = body.metricSource === undefined ? kr.metricSource : body.metricSource;
    await checkMetric(deps, scope, source, body.metricTeamId === undefined ? kr.metricTeamId : body.metricTeamId);
    const changes: Record<string, unknown> = { updatedAt: deps.now() };
    const fields = ['title', 'startValue', 'targetValue', 'currentValue', 'unit', 'confidence', 'ownerUserId', 'metricSource', 'metricTeamId'] as const;
    for (const field of fields) {
      const value = body[field];
      if (value !== undefined) changes[field] = typeof value === 'string' && field === 'title' ? value.trim() : value;
    }
    await tenantQuery(scope, KeyResultModel).findById(kr.id).patch(changes);
    if (source) await refreshLinkedMetrics(deps, scope);
    const fresh = await findKeyResult(scope, kr.id);
    return keyResultView(fresh, await namesOf(deps, scope, [fresh.ownerUserId]));
  });

  routes.implement(GoalEndpoints.deleteKeyResult, async (req) => {
    const scope = req.scope!;
    const kr = await findKeyResult(scope, req.params.id);
    assertCanChange(req.ability!, await findObjective(scope, kr.objectiveId), req.user!.id, kr);
    await tenantQuery(scope, KeyResultModel).deleteById(kr.id);
    return { deleted: true as const };
  });

  routes.implement(GoalEndpoints.checkIn, async (req) => {
    const scope = req.scope!;
    const kr = await findKeyResult(scope, req.params.id);
    assertCanChange(req.ability!, await findObjective(scope, kr.objectiveId), req.user!.id, kr);
    const row = await scope.transaction(async (tx) => {
      await tenantQuery(tx, KeyResultModel).findById(kr.id).patch({ currentValue: req.body.value, confidence: req.body.confidence, updatedAt: deps.now() });
      return CheckInModel.query(tx.knex)
        .insert({ accountId: tx.accountId, keyResultId: kr.id, authorUserId: req.user!.id, value: req.body.value, confidence: req.body.confidence, comment: req.body.comment?.trim() ?? '', source: 'manual', createdAt: deps.now() })
        .returning('*');
    });
    const view = (await checkInViews(deps, scope, [row]))[0]!;
    // For the account's webhooks (a Slack channel following the OKRs); never fails the check-in.
    await ctx.events
      .publish(DomainEvents.keyResultCheckIn, scope.accountId, { objectiveId: view.objectiveId, objectiveTitle: view.objectiveTitle, keyResultId: view.keyResultId, keyResultTitle: view.keyResultTitle, value: Number(view.value), targetValue: Number(kr.targetValue), confidence: view.confidence === null ? null : Number(view.confidence), authorName: view.authorName })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'okr.check-in not published'));
    return view;
  });

  routes.implement(GoalEndpoints.checkIns, async (req) => {
    const scope = req.scope!;
    await refreshLinkedMetrics(deps, scope);
    let query = tenantQuery(scope, CheckInModel).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'seq', order: 'desc' }]).limit(req.query.limit);
    if (req.query.keyResultId) {
      await findKeyResult(scope, req.query.keyResultId);
      query = query.where('key_result_id', req.query.keyResultId);
    }
    return checkInViews(deps, scope, await query);
  });

  // Key results tracking another domain's metric move on their own, even when nobody looks.
  ctx.jobs.define<Record<string, never>>('metric-refresh', async () => {
    const accounts = (await ctx.db(T.keyResults).whereNotNull('metric_source').distinct('account_id')) as { account_id: string }[];
    for (const { account_id } of accounts) await refreshLinkedMetrics(deps, ctx.scopeFor(account_id));
  });
}
