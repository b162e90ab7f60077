import { FEEDBACK_QUESTIONS, INSIGHTS, NotFoundError, ValidationError, normalizeLanguage, type PluginContext, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { BiErrors } from '../../shared/errors.js';
import { InsightEndpoints, type InsightView } from '../../shared/growth.js';
import { generateInsights, type InsightInput } from '../../shared/insight-rules.js';
import { addMonths, isoDay, lastDayOfMonth, monthOfDay, snapshotAt } from '../../shared/runway-math.js';
import { deliveryCost } from '../finance/delivery.js';
import { loadFinance } from '../finance/store.js';
import { requestLanguage } from './language.js';
import { InsightModel, isoOf } from './models.js';

function toInsight(insight: InsightModel): InsightView {
  return {
    id: insight.id,
    accountId: insight.accountId,
    rule: insight.rule,
    severity: insight.severity,
    title: insight.title,
    body: insight.body ?? '',
    numbers: insight.numbers ?? {},
    link: insight.link ?? null,
    isArchived: Boolean(insight.isArchived),
    createdAt: isoOf(insight.createdAt),
  };
}

/** The numbers the rules read, from bi's own figures, agile's VELOCITY and engagement's FEEDBACK_QUESTIONS when they are on. */
async function insightInput(ctx: PluginContext, scope: TenantScope, today: string): Promise<InsightInput> {
  const finance = await loadFinance(ctx, scope);
  const now = snapshotAt(scope.accountId, finance.data, today);
  const month = monthOfDay(today);
  const before = snapshotAt(scope.accountId, finance.data, lastDayOfMonth(addMonths(month, -3)));
  const lastMonth = snapshotAt(scope.accountId, finance.data, lastDayOfMonth(addMonths(month, -1)));
  const delivery = await deliveryCost(ctx, scope.accountId);
  const feedback: InsightInput['feedback'] = [];
  const questions = await ctx.capabilities.get(FEEDBACK_QUESTIONS, scope.accountId);
  if (questions) {
    for (const question of (await questions.listQuestions(scope.accountId)).filter((q) => ['RATING', 'NPS', 'SATISFACTION'].includes(q.type)).slice(0, 5)) {
      const result = await questions.questionResult(scope.accountId, question.widgetId, question.questionId);
      if (result && result.average !== null) feedback.push({ question: question.text, average: result.average, responses: result.responses, scale: question.type === 'SATISFACTION' ? 5 : 10 });
    }
  }
  return {
    runwayDaysNow: now.runwayDays,
    runwayDaysBefore: before.runwayDays,
    burnNowCents: now.monthlyNetBurnCents,
    burnBeforeCents: lastMonth.monthlyNetBurnCents,
    revenueGrowthPct: now.revenueGrowthPct,
    churnRatePct: now.churnRatePct,
    sprintCostCents: delivery?.sprintCostCents ?? null,
    grossBurnCents: now.monthlyGrossBurnCents,
    feedback,
  };
}

export function registerInsights(ctx: PluginContext): void {
  const E = InsightEndpoints;
  // The assistant's /ai-assistant/insights: the rules over today's figures (not stored) and the saved ones.
  ctx.capabilities.provide(INSIGHTS, {
    async insights(accountId, language) {
      const scope = ctx.scopeFor(accountId);
      const current = generateInsights(await insightInput(ctx, scope, isoDay(ctx.now())), normalizeLanguage(language)).map((insight) => ({ ...insight, id: null, createdAt: null }));
      const saved = (await tenantQuery(scope, InsightModel).where('is_archived', false).orderBy('created_at', 'desc').limit(50)).map(toInsight).map(({ accountId: _account, isArchived: _archived, ...insight }) => insight);
      return { current, saved };
    },
  });
  ctx.routes.implement(E.list, async (req) => {
    const query = tenantQuery(req.scope!, InsightModel).orderBy('created_at', 'desc');
    if (!req.query.includeArchived) query.where('is_archived', false);
    return (await query).map(toInsight);
  });
  ctx.routes.implement(E.create, async (req) => {
    const title = req.body.title?.trim();
    if (!title) throw new ValidationError(BiErrors.TITLE_REQUIRED);
    const created = await InsightModel.query(req.scope!.knex)
      .insert({ accountId: req.scope!.accountId, rule: 'MANUAL', severity: req.body.severity ?? 'INFO', title, body: req.body.body?.trim() ?? '', numbers: {}, link: req.body.link ?? null, createdBy: req.user?.id ?? null })
      .returning('*');
    return toInsight(created);
  });
  // This month's generated insights replace the month's earlier ones that are not archived (generate twice: same list).
  ctx.routes.implement(E.generate, async (req) => {
    const scope = req.scope!;
    const today = isoDay(ctx.now());
    const generated = generateInsights(await insightInput(ctx, scope, today), await requestLanguage(ctx, req, req.body.language));
    const period = monthOfDay(today);
    await tenantQuery(scope, InsightModel).where({ period, is_archived: false }).whereNot('rule', 'MANUAL').delete();
    if (!generated.length) return [];
    const created = await InsightModel.query(scope.knex)
      .insert(generated.map((insight) => ({ ...insight, accountId: scope.accountId, period, createdBy: req.user?.id ?? null })))
      .returning('*');
    return created.map(toInsight);
  });
  ctx.routes.implement(E.archive, async (req) => {
    const archived = req.body?.isArchived ?? true;
    const [updated] = await tenantQuery(req.scope!, InsightModel).where('id', req.params.id).patch({ isArchived: archived, updatedAt: req.scope!.knex.fn.now() as never }).returning('*');
    if (!updated) throw new NotFoundError(BiErrors.INSIGHT_NOT_FOUND);
    return toInsight(updated);
  });
}
