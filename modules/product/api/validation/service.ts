import { ConflictError, FEEDBACK_QUESTIONS, NotFoundError, ValidationError, type CapabilityRegistry, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { ValidationLabErrors } from '../../shared/errors.js';
import { riskAfterVerdict } from '../../shared/portfolio-rules.js';
import type { RiskLevel } from '../../shared/portfolio.js';
import type { CreateHypothesisBody, ExperimentBody, Hypothesis, MetricSources, UpdateHypothesisBody, Verdict } from '../../shared/validation-endpoints.js';
import { findItem } from '../portfolio/items.js';
import { PortfolioItemModel } from '../portfolio/models.js';
import { ExperimentModel, HypothesisModel } from './models.js';

const iso = (value: Date | string) => new Date(value).toISOString();
/** A date column as YYYY-MM-DD (the driver may hand it over as a local-midnight Date). */
const day = (value: Date | string | null): string | null => {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
};
const required = (value: string | undefined, text: string) => {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw new ValidationError(text);
  return trimmed;
};

/** The validation lab: hypotheses on portfolio items, their experiments, and verdicts. */
export function createValidationLab(deps: { now(): Date; capabilities: CapabilityRegistry }) {
  /** The engagement area's widget questions (none when it is off). */
  async function metricSources(accountId: string): Promise<MetricSources> {
    const feedback = await deps.capabilities.get(FEEDBACK_QUESTIONS, accountId);
    if (!feedback) return { available: false, questions: [] };
    return { available: true, questions: await feedback.listQuestions(accountId) };
  }

  /** A linked question must be one of the account's widget questions (engagement on). */
  async function checkMetricSource(accountId: string, source: { widgetId: string; questionId: string } | null | undefined): Promise<void> {
    if (!source) return;
    const { questions } = await metricSources(accountId);
    if (!questions.some((q) => q.widgetId === source.widgetId && q.questionId === source.questionId)) throw new ValidationError(ValidationLabErrors.METRIC_SOURCE_NOT_FOUND);
  }

  async function readings(accountId: string, rows: HypothesisModel[]): Promise<Map<string, { responses: number; average: number | null }>> {
    const linked = rows.filter((row) => row.metricSource);
    const result = new Map<string, { responses: number; average: number | null }>();
    if (!linked.length) return result;
    const feedback = await deps.capabilities.get(FEEDBACK_QUESTIONS, accountId);
    if (!feedback) return result;
    for (const row of linked) {
      const reading = await feedback.questionResult(accountId, row.metricSource!.widgetId, row.metricSource!.questionId);
      if (reading) result.set(row.id, reading);
    }
    return result;
  }

  async function views(scope: TenantScope, rows: HypothesisModel[]): Promise<Hypothesis[]> {
    if (!rows.length) return [];
    const [experiments, items] = await Promise.all([
      tenantQuery(scope, ExperimentModel).whereIn('hypothesis_id', rows.map((r) => r.id)).orderBy('created_at'),
      tenantQuery(scope, PortfolioItemModel).whereIn('id', [...new Set(rows.map((r) => r.itemId))]).select('id', 'title', 'level'),
    ]);
    const itemById = new Map(items.map((i) => [i.id, i]));
    const metricReadings = await readings(scope.accountId, rows);
    const today = day(deps.now().toISOString())!;
    return rows.map((row) => ({
      id: row.id,
      itemId: row.itemId,
      itemTitle: itemById.get(row.itemId)?.title ?? '',
      itemLevel: itemById.get(row.itemId)?.level ?? '',
      statement: row.statement,
      metric: row.metric,
      target: row.target,
      deadline: day(row.deadline),
      metricSource: row.metricSource ?? null,
      metricReading: metricReadings.get(row.id) ?? null,
      verdict: row.verdict,
      verdictNote: row.verdictNote,
      decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
      overdue: !row.verdict && row.deadline !== null && day(row.deadline)! < today,
      experiments: experiments
        .filter((e) => e.hypothesisId === row.id)
        .map((e) => ({ id: e.id, hypothesisId: e.hypothesisId, name: e.name, method: e.method, result: e.result, observedValue: e.observedValue === null ? null : Number(e.observedValue), runOn: day(e.runOn), createdAt: iso(e.createdAt) })),
      createdAt: iso(row.createdAt),
    }));
  }

  async function find(scope: TenantScope, id: string): Promise<HypothesisModel> {
    const row = await tenantQuery(scope, HypothesisModel).findById(id);
    if (!row) throw new NotFoundError(ValidationLabErrors.HYPOTHESIS_NOT_FOUND);
    return row;
  }
  const one = async (scope: TenantScope, id: string) => (await views(scope, [await find(scope, id)]))[0]!;

  async function list(scope: TenantScope, itemId?: string): Promise<Hypothesis[]> {
    const query = tenantQuery(scope, HypothesisModel).orderByRaw('verdict is not null, deadline asc nulls last, created_at desc');
    return views(scope, await (itemId ? query.where('item_id', itemId) : query));
  }

  async function create(userId: string | null, scope: TenantScope, body: CreateHypothesisBody): Promise<Hypothesis> {
    const statement = required(body.statement, ValidationLabErrors.STATEMENT_REQUIRED);
    const metric = required(body.metric, ValidationLabErrors.METRIC_REQUIRED);
    const target = required(body.target, ValidationLabErrors.TARGET_REQUIRED);
    const item = await findItem(scope, body.itemId);
    await checkMetricSource(scope.accountId, body.metricSource);
    const at = deps.now();
    const row = await HypothesisModel.query(scope.knex).insert({
      accountId: scope.accountId,
      itemId: item.id,
      statement,
      metric,
      target,
      deadline: body.deadline ?? null,
      metricSource: body.metricSource ?? null,
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
    });
    return one(scope, row.id);
  }

  async function update(scope: TenantScope, id: string, body: UpdateHypothesisBody): Promise<Hypothesis> {
    const row = await find(scope, id);
    if (row.verdict) throw new ConflictError(ValidationLabErrors.ALREADY_DECIDED);
    const patch: Partial<HypothesisModel> = { updatedAt: deps.now() };
    if (body.statement !== undefined) patch.statement = required(body.statement, ValidationLabErrors.STATEMENT_REQUIRED);
    if (body.metric !== undefined) patch.metric = required(body.metric, ValidationLabErrors.METRIC_REQUIRED);
    if (body.target !== undefined) patch.target = required(body.target, ValidationLabErrors.TARGET_REQUIRED);
    if (body.deadline !== undefined) patch.deadline = body.deadline;
    if (body.metricSource !== undefined) {
      await checkMetricSource(scope.accountId, body.metricSource);
      patch.metricSource = body.metricSource;
    }
    await tenantQuery(scope, HypothesisModel).findById(id).patch(patch);
    return one(scope, id);
  }

  async function remove(scope: TenantScope, id: string): Promise<{ id: string }> {
    await find(scope, id);
    await tenantQuery(scope, HypothesisModel).deleteById(id);
    return { id };
  }

  async function addExperiment(scope: TenantScope, id: string, body: ExperimentBody): Promise<Hypothesis> {
    const row = await find(scope, id);
    const name = required(body.name, ValidationLabErrors.EXPERIMENT_NAME_REQUIRED);
    await ExperimentModel.query(scope.knex).insert({
      accountId: scope.accountId,
      hypothesisId: row.id,
      name,
      method: body.method?.trim() || null,
      result: body.result?.trim() || null,
      observedValue: body.observedValue ?? null,
      runOn: body.runOn ?? null,
      createdAt: deps.now(),
    });
    return one(scope, id);
  }

  async function updateExperiment(scope: TenantScope, id: string, experimentId: string, body: Partial<ExperimentBody>): Promise<Hypothesis> {
    await find(scope, id);
    const experiment = await tenantQuery(scope, ExperimentModel).findById(experimentId);
    if (!experiment || experiment.hypothesisId !== id) throw new NotFoundError(ValidationLabErrors.EXPERIMENT_NOT_FOUND);
    const patch: Partial<ExperimentModel> = {};
    if (body.name !== undefined) patch.name = required(body.name, ValidationLabErrors.EXPERIMENT_NAME_REQUIRED);
    if (body.method !== undefined) patch.method = body.method?.trim() || null;
    if (body.result !== undefined) patch.result = body.result?.trim() || null;
    if (body.observedValue !== undefined) patch.observedValue = body.observedValue;
    if (body.runOn !== undefined) patch.runOn = body.runOn;
    if (Object.keys(patch).length) await tenantQuery(scope, ExperimentModel).findById(experimentId).patch(patch);
    return one(scope, id);
  }

  /** The verdict, once; the item's risk level follows it and the item records it. */
  async function decide(scope: TenantScope, id: string, verdict: Verdict, note?: string): Promise<Hypothesis> {
    const at = deps.now();
    await scope.transaction(async (trx) => {
      const row = await tenantQuery(trx, HypothesisModel).findById(id).forUpdate();
      if (!row) throw new NotFoundError(ValidationLabErrors.HYPOTHESIS_NOT_FOUND);
      if (row.verdict) throw new ConflictError(ValidationLabErrors.ALREADY_DECIDED);
      await tenantQuery(trx, HypothesisModel).findById(id).patch({ verdict, verdictNote: note?.trim() || null, decidedAt: at, updatedAt: at });
      const item = await tenantQuery(trx, PortfolioItemModel).findById(row.itemId).forUpdate();
      if (item) {
        await tenantQuery(trx, PortfolioItemModel)
          .findById(item.id)
          .patch({ riskLevel: riskAfterVerdict(item.riskLevel as RiskLevel, verdict), validation: { hypothesisId: id, verdict, decidedAt: at.toISOString() }, updatedAt: at });
      }
    });
    return one(scope, id);
  }

  return { metricSources, list, create, update, remove, addExperiment, updateExperiment, decide };
}
