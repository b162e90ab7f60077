import { BusinessRuleError, ForbiddenError, NotFoundError, subject, type AppAbility, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { GoalEndpoints, type CheckIn, type KeyResult, type MetricSource, type Objective } from '../shared/goal-endpoints.js';
import { CadenceSubjects as S } from '../shared/permissions.js';
import { DomainEvents } from '@suite/sdk';
import { canAlign, elapsedShare, goalStatus, keyResultProgress, objectiveProgress, type GoalLevel } from '../shared/rules.js';
import { T, iso, namesOf, type CadenceDeps } from './common.js';
import { metricAvailable, readMetric } from './metrics.js';

export interface ObjectiveRow {
  id: string;
  title: string;
  level: GoalLevel;
  owner_user_id: string | null;
  team_id: string | null;
  parent_id: string | null;
  period_start: string;
  period_end: string;
}
export interface KeyResultRow {
  id: string;
  objective_id: string;
  title: string;
  start_value: number;
  target_value: number;
  current_value: number;
  unit: string;
  confidence: number;
  owner_user_id: string | null;
  metric_source: MetricSource | null;
  metric_team_id: string | null;
  updated_at: Date | string;
}
interface CheckInRow {
  id: string;
  key_result_id: string;
  author_user_id: string | null;
  value: number;
  confidence: number;
  comment: string;
  source: 'manual' | 'metric';
  created_at: Date | string;
}

const progressOf = (kr: KeyResultRow) => keyResultProgress({ startValue: kr.start_value, targetValue: kr.target_value, currentValue: kr.current_value });

/**
 * Objectives with progress rolled up: key results first, aligned children when an objective has
 * none; status from progress, the time gone by in its period and its key results' lowest confidence.
 */
export function buildObjectives(objectives: ObjectiveRow[], keyResults: KeyResultRow[], nameOf: (id: string | null) => string, now: Date): Objective[] {
  const progress = new Map<string, number>();
  const compute = (objective: ObjectiveRow, path: Set<string>): number => {
    const known = progress.get(objective.id);
    if (known !== undefined) return known;
    const own = keyResults.filter((kr) => kr.objective_id === objective.id).map((kr) => ({ progress: progressOf(kr) }));
    const children = objectives.filter((child) => child.parent_id === objective.id && !path.has(child.id)).map((child) => ({ progress: compute(child, new Set([...path, child.id])) }));
    const value = objectiveProgress(own, children);
    progress.set(objective.id, value);
    return value;
  };
  return objectives.map((objective) => {
    const krs = keyResults.filter((kr) => kr.objective_id === objective.id);
    const value = compute(objective, new Set([objective.id]));
    const confidence = krs.length ? Math.min(...krs.map((kr) => kr.confidence)) : null;
    return {
      id: objective.id,
      title: objective.title,
      level: objective.level,
      ownerUserId: objective.owner_user_id,
      ownerName: objective.owner_user_id ? nameOf(objective.owner_user_id) : null,
      teamId: objective.team_id,
      parentId: objective.parent_id,
      periodStart: objective.period_start,
      periodEnd: objective.period_end,
      progress: value,
      status: goalStatus(value, confidence, elapsedShare(objective.period_start, objective.period_end, now)),
      keyResults: krs.map((kr) => keyResultView(kr, nameOf)),
    };
  });
}

const keyResultView = (kr: KeyResultRow, nameOf: (id: string | null) => string): KeyResult => ({
  id: kr.id,
  objectiveId: kr.objective_id,
  title: kr.title,
  startValue: kr.start_value,
  targetValue: kr.target_value,
  currentValue: kr.current_value,
  unit: kr.unit,
  confidence: kr.confidence,
  progress: progressOf(kr),
  ownerUserId: kr.owner_user_id,
  ownerName: kr.owner_user_id ? nameOf(kr.owner_user_id) : null,
  metricSource: kr.metric_source,
  metricTeamId: kr.metric_team_id,
  updatedAt: iso(kr.updated_at),
});

/**
 * Bring key results that track another domain's metric up to date: a changed value is written
 * with a check-in of source 'metric', so the history shows when and why it moved.
 */
export async function refreshLinkedMetrics(deps: CadenceDeps, scope: TenantScope): Promise<number> {
  const linked = (await scope.table(T.keyResults).whereNotNull('metric_source')) as unknown as KeyResultRow[];
  let changed = 0;
  for (const kr of linked) {
    const value = await readMetric(deps.capabilities, scope.accountId, kr.metric_source!, kr.metric_team_id);
    if (value === null || value === kr.current_value) continue;
    await scope.transaction(async (tx) => {
      await tx.table(T.keyResults).where('id', kr.id).update({ current_value: value, updated_at: deps.now() });
      await tx.insert(T.checkIns, { key_result_id: kr.id, author_user_id: null, value, confidence: kr.confidence, comment: '', source: 'metric', created_at: deps.now() });
    });
    changed += 1;
  }
  return changed;
}

export async function readObjectives(deps: CadenceDeps, scope: TenantScope): Promise<Objective[]> {
  const objectives = (await scope.table(T.objectives).orderBy('seq')) as unknown as ObjectiveRow[];
  const keyResults = (await scope.table(T.keyResults).orderBy('seq')) as unknown as KeyResultRow[];
  const nameOf = await namesOf(deps, scope, [...objectives.map((o) => o.owner_user_id), ...keyResults.map((kr) => kr.owner_user_id)]);
  return buildObjectives(objectives, keyResults, nameOf, deps.now());
}

async function findObjective(scope: TenantScope, id: string): Promise<ObjectiveRow> {
  const row = (await scope.table(T.objectives).where('id', id).first()) as unknown as ObjectiveRow | undefined;
  if (!row) throw new NotFoundError(E.OBJECTIVE_NOT_FOUND);
  return row;
}

async function findKeyResult(scope: TenantScope, id: string): Promise<KeyResultRow> {
  const row = (await scope.table(T.keyResults).where('id', id).first()) as unknown as KeyResultRow | undefined;
  if (!row) throw new NotFoundError(E.KEY_RESULT_NOT_FOUND);
  return row;
}

/** The owner of the objective (or of the key result) changes it, people managers any. */
function assertCanChange(ability: AppAbility, objective: ObjectiveRow, userId: string, keyResult?: KeyResultRow): void {
  // A key result's owner changes it as they would their own goal (observers change nothing).
  if (keyResult?.owner_user_id === userId && ability.can('update', subject(S.objective, { ownerUserId: userId }))) return;
  if (ability.cannot('update', subject(S.objective, { ownerUserId: objective.owner_user_id }))) throw new ForbiddenError(E.GOAL_OWNER_ONLY);
}

async function checkParent(scope: TenantScope, id: string | null, level: GoalLevel, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  const parent = (await scope.table(T.objectives).where('id', parentId).first()) as unknown as ObjectiveRow | undefined;
  if (!parent || parent.id === id) throw new NotFoundError(E.PARENT_NOT_FOUND);
  if (!canAlign(level, parent.level)) throw new BusinessRuleError(E.PARENT_LEVEL);
}

async function checkMetric(deps: CadenceDeps, scope: TenantScope, source: MetricSource | null | undefined, teamId: string | null | undefined): Promise<void> {
  if (!source) return;
  if (source === 'agile.velocity' && !teamId) throw new BusinessRuleError(E.METRIC_TEAM_REQUIRED);
  if (!(await metricAvailable(deps.capabilities, scope.accountId, source))) throw new BusinessRuleError(E.METRIC_UNAVAILABLE);
}

async function checkInViews(deps: CadenceDeps, scope: TenantScope, rows: CheckInRow[]): Promise<CheckIn[]> {
  if (rows.length === 0) return [];
  const krs = (await scope.table(T.keyResults).whereIn('id', [...new Set(rows.map((row) => row.key_result_id))])) as unknown as KeyResultRow[];
  const objectives = (await scope.table(T.objectives).whereIn('id', [...new Set(krs.map((kr) => kr.objective_id))])) as unknown as ObjectiveRow[];
  const nameOf = await namesOf(deps, scope, rows.map((row) => row.author_user_id));
  return rows.map((row) => {
    const kr = krs.find((candidate) => candidate.id === row.key_result_id)!;
    const objective = objectives.find((candidate) => candidate.id === kr.objective_id)!;
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
      authorName: row.author_user_id ? nameOf(row.author_user_id) : null,
      createdAt: iso(row.created_at),
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
    if (body.teamId && !(await scope.table(T.teams).where('id', body.teamId).first('id'))) throw new NotFoundError(E.TEAM_NOT_FOUND);
    const [row] = (await scope
      .insert(T.objectives, { title: body.title.trim(), level: body.level, owner_user_id: body.ownerUserId === undefined ? req.user!.id : body.ownerUserId, team_id: body.teamId ?? null, parent_id: body.parentId ?? null, period_start: body.periodStart, period_end: body.periodEnd })
      .returning('id')) as { id: string }[];
    return objectiveById(scope, row!.id);
  });

  routes.implement(GoalEndpoints.updateObjective, async (req) => {
    const scope = req.scope!;
    const objective = await findObjective(scope, req.params.id);
    assertCanChange(req.ability!, objective, req.user!.id);
    const body = req.body;
    const level = body.level ?? objective.level;
    if ((body.periodEnd ?? objective.period_end) <= (body.periodStart ?? objective.period_start)) throw new BusinessRuleError(E.PERIOD_ORDER);
    await checkParent(scope, objective.id, level, body.parentId === undefined ? objective.parent_id : body.parentId);
    const changes: Record<string, unknown> = {};
    if (body.title !== undefined) changes.title = body.title.trim();
    if (body.level !== undefined) changes.level = body.level;
    if (body.ownerUserId !== undefined) changes.owner_user_id = body.ownerUserId;
    if (body.teamId !== undefined) changes.team_id = body.teamId;
    if (body.parentId !== undefined) changes.parent_id = body.parentId;
    if (body.periodStart !== undefined) changes.period_start = body.periodStart;
    if (body.periodEnd !== undefined) changes.period_end = body.periodEnd;
    if (Object.keys(changes).length) await scope.table(T.objectives).where('id', objective.id).update(changes);
    return objectiveById(scope, objective.id);
  });

  routes.implement(GoalEndpoints.deleteObjective, async (req) => {
    const objective = await findObjective(req.scope!, req.params.id);
    assertCanChange(req.ability!, objective, req.user!.id);
    await req.scope!.table(T.objectives).where('id', objective.id).delete();
    return { deleted: true as const };
  });

  routes.implement(GoalEndpoints.createKeyResult, async (req) => {
    const scope = req.scope!;
    const objective = await findObjective(scope, req.params.id);
    assertCanChange(req.ability!, objective, req.user!.id);
    const body = req.body;
    if (body.targetValue === body.startValue) throw new BusinessRuleError(E.TARGET_EQUALS_START);
    await checkMetric(deps, scope, body.metricSource, body.metricTeamId);
    const [row] = (await scope
      .insert(T.keyResults, {
        objective_id: objective.id,
        title: body.title.trim(),
        start_value: body.startValue,
        target_value: body.targetValue,
        current_value: body.currentValue ?? body.startValue,
        unit: body.unit ?? '',
        confidence: body.confidence ?? 70,
        owner_user_id: body.ownerUserId === undefined ? (objective.owner_user_id ?? req.user!.id) : body.ownerUserId,
        metric_source: body.metricSource ?? null,
        metric_team_id: body.metricTeamId ?? null,
      })
      .returning('*')) as unknown as KeyResultRow[];
    if (row!.metric_source) await refreshLinkedMetrics(deps, scope);
    const fresh = await findKeyResult(scope, row!.id);
    return keyResultView(fresh, await namesOf(deps, scope, [fresh.owner_user_id]));
  });

  routes.implement(GoalEndpoints.updateKeyResult, async (req) => {
    const scope = req.scope!;
    const kr = await findKeyResult(scope, req.params.id);
    assertCanChange(req.ability!, await findObjective(scope, kr.objective_id), req.user!.id, kr);
    const body = req.body;
    if ((body.targetValue ?? kr.target_value) === (body.startValue ?? kr.start_value)) throw new BusinessRuleError(E.TARGET_EQUALS_START);
    const source = body.metricSource === undefined ? kr.metric_source : body.metricSource;
    await checkMetric(deps, scope, source, body.metricTeamId === undefined ? kr.metric_team_id : body.metricTeamId);
    const changes: Record<string, unknown> = { updated_at: deps.now() };
    const columns = { title: 'title', startValue: 'start_value', targetValue: 'target_value', currentValue: 'current_value', unit: 'unit', confidence: 'confidence', ownerUserId: 'owner_user_id', metricSource: 'metric_source', metricTeamId: 'metric_team_id' } as const;
    for (const [field, column] of Object.entries(columns)) {
      const value = body[field as keyof typeof columns];
      if (value !== undefined) changes[column] = typeof value === 'string' && field === 'title' ? value.trim() : value;
    }
    await scope.table(T.keyResults).where('id', kr.id).update(changes);
    if (source) await refreshLinkedMetrics(deps, scope);
    const fresh = await findKeyResult(scope, kr.id);
    return keyResultView(fresh, await namesOf(deps, scope, [fresh.owner_user_id]));
  });

  routes.implement(GoalEndpoints.deleteKeyResult, async (req) => {
    const scope = req.scope!;
    const kr = await findKeyResult(scope, req.params.id);
    assertCanChange(req.ability!, await findObjective(scope, kr.objective_id), req.user!.id, kr);
    await scope.table(T.keyResults).where('id', kr.id).delete();
    return { deleted: true as const };
  });

  routes.implement(GoalEndpoints.checkIn, async (req) => {
    const scope = req.scope!;
    const kr = await findKeyResult(scope, req.params.id);
    assertCanChange(req.ability!, await findObjective(scope, kr.objective_id), req.user!.id, kr);
    const row = await scope.transaction(async (tx) => {
      await tx.table(T.keyResults).where('id', kr.id).update({ current_value: req.body.value, confidence: req.body.confidence, updated_at: deps.now() });
      const [created] = (await tx
        .insert(T.checkIns, { key_result_id: kr.id, author_user_id: req.user!.id, value: req.body.value, confidence: req.body.confidence, comment: req.body.comment?.trim() ?? '', source: 'manual', created_at: deps.now() })
        .returning('*')) as unknown as CheckInRow[];
      return created!;
    });
    const view = (await checkInViews(deps, scope, [row]))[0]!;
    // For the account's webhooks (a Slack channel following the OKRs); never fails the check-in.
    await ctx.events
      .publish(DomainEvents.keyResultCheckIn, scope.accountId, { objectiveId: view.objectiveId, objectiveTitle: view.objectiveTitle, keyResultId: view.keyResultId, keyResultTitle: view.keyResultTitle, value: Number(view.value), targetValue: Number(kr.target_value), confidence: view.confidence === null ? null : Number(view.confidence), authorName: view.authorName })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'okr.check-in not published'));
    return view;
  });

  routes.implement(GoalEndpoints.checkIns, async (req) => {
    const scope = req.scope!;
    await refreshLinkedMetrics(deps, scope);
    let query = scope.table(T.checkIns).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'seq', order: 'desc' }]).limit(req.query.limit);
    if (req.query.keyResultId) {
      await findKeyResult(scope, req.query.keyResultId);
      query = query.where('key_result_id', req.query.keyResultId);
    }
    return checkInViews(deps, scope, (await query) as unknown as CheckInRow[]);
  });

  // Key results tracking another domain's metric move on their own, even when nobody looks.
  ctx.jobs.define<Record<string, never>>('metric-refresh', async () => {
    const accounts = (await ctx.db(T.keyResults).whereNotNull('metric_source').distinct('account_id')) as { account_id: string }[];
    for (const { account_id } of accounts) await refreshLinkedMetrics(deps, ctx.scopeFor(account_id));
  });
}
