import { BusinessRuleError, NotFoundError, type PluginContext, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { BiErrors } from '../../shared/errors.js';
import type { KpiBody } from '../../shared/finance.js';
import type { Static } from '@suite/sdk/schemas';
import { BiViewEndpoints, KpiEndpoints, StartupDashboardEndpoints } from '../../shared/endpoints.js';
import { isValidFormula } from '../../shared/kpi-math.js';
import { isoDay, snapshotAt } from '../../shared/runway-math.js';
import { TABLES, loadFinance, toKpi, toScenario } from '../finance/store.js';
import { KpiModel, ScenarioModel } from '../finance/models.js';
import { analyticsView, burnAlertView, burnView, cashflowView, cfoView, forecastView, gtmView, headcountView, kpiResults, revenueView, runwayView, startupDashboard } from '../finance/views.js';
import { committedWork, deliveryCost, deliveryTeams } from '../finance/delivery.js';

async function loadKpis(scope: TenantScope) {
  return (await tenantQuery(scope, KpiModel).orderBy('created_at')).map(toKpi);
}

/** A KPI's properties from its body (checked: a metric or a valid formula). */
function kpiFields(body: Static<typeof KpiBody>): Partial<KpiModel> {
  const formula = body.formula?.trim() || null;
  const metric = body.metric ?? null;
  if (!metric && !formula) throw new BusinessRuleError(BiErrors.KPI_METRIC_OR_FORMULA);
  if (!metric && formula && !isValidFormula(formula)) throw new BusinessRuleError(BiErrors.KPI_FORMULA_INVALID);
  return {
    name: body.name.trim(),
    description: body.description?.trim() ?? '',
    category: body.category ?? 'FINANCIAL',
    unit: body.unit,
    targetValue: body.targetValue,
    metric,
    formula: metric ? null : formula,
    direction: body.direction ?? 'HIGHER_IS_BETTER',
    warningThreshold: body.warningThreshold ?? null,
    criticalThreshold: body.criticalThreshold ?? null,
    isActive: body.isActive ?? true,
  };
}

/** KPIs (list, calculate, define), the BI views and the startup dashboard. */
export function registerViews(ctx: PluginContext): void {
  const today = () => isoDay(ctx.now());
  const accountOf = (scope: TenantScope) => scope.accountId;

  // ---------- KPIs ----------
  ctx.routes.implement(KpiEndpoints.list, async (req) => ({ kpis: await loadKpis(req.scope!) }));
  ctx.routes.implement(KpiEndpoints.calculate, async (req) => {
    const scope = req.scope!;
    const kpi = await tenantQuery(scope, KpiModel).findById(req.params.id);
    if (!kpi) throw new NotFoundError(BiErrors.KPI_NOT_FOUND);
    const [calculated] = kpiResults(accountOf(scope), await loadFinance(ctx, scope), [toKpi(kpi)], today());
    return { result: calculated!.result };
  });
  ctx.routes.implement(KpiEndpoints.create, async (req) => {
    const scope = req.scope!;
    const created = await KpiModel.query(scope.knex).insert({ ...kpiFields(req.body), accountId: scope.accountId }).returning('*');
    return toKpi(created);
  });
  ctx.routes.implement(KpiEndpoints.update, async (req) => {
    const scope = req.scope!;
    const [updated] = await tenantQuery(scope, KpiModel).where('id', req.params.id).patch({ ...kpiFields(req.body), updatedAt: scope.knex.fn.now() as never }).returning('*');
    if (!updated) throw new NotFoundError(BiErrors.KPI_NOT_FOUND);
    return toKpi(updated);
  });
  ctx.routes.implement(KpiEndpoints.remove, async (req) => {
    const deleted = await tenantQuery(req.scope!, KpiModel).deleteById(req.params.id);
    if (!deleted) throw new NotFoundError(BiErrors.KPI_NOT_FOUND);
    return { id: req.params.id, deleted: true as const };
  });

  // ---------- views ----------
  ctx.routes.implement(BiViewEndpoints.runway, async (req) => {
    const scope = req.scope!;
    return runwayView(accountOf(scope), await loadFinance(ctx, scope), today(), await deliveryCost(ctx, accountOf(scope)));
  });
  ctx.routes.implement(BiViewEndpoints.burn, async (req) => {
    const scope = req.scope!;
    return burnView(accountOf(scope), await loadFinance(ctx, scope), today(), req.query.months ?? 12, await deliveryCost(ctx, accountOf(scope)));
  });
  ctx.routes.implement(BiViewEndpoints.cashflow, async (req) => cashflowView(await loadFinance(ctx, req.scope!), today()));
  ctx.routes.implement(BiViewEndpoints.revenue, async (req) => revenueView(accountOf(req.scope!), await loadFinance(ctx, req.scope!), today()));
  ctx.routes.implement(BiViewEndpoints.forecast, async (req) => {
    const scope = req.scope!;
    const scenarios = (await tenantQuery(scope, ScenarioModel).orderBy('created_at')).map(toScenario);
    return forecastView(await loadFinance(ctx, scope), scenarios, today(), await committedWork(ctx, accountOf(scope)));
  });
  ctx.routes.implement(BiViewEndpoints.headcount, async (req) => headcountView(await loadFinance(ctx, req.scope!), today()));
  ctx.routes.implement(BiViewEndpoints.gtm, async (req) => gtmView(accountOf(req.scope!), await loadFinance(ctx, req.scope!), today()));
  ctx.routes.implement(BiViewEndpoints.cfo, async (req) => cfoView(accountOf(req.scope!), await loadFinance(ctx, req.scope!), await loadKpis(req.scope!), today()));
  ctx.routes.implement(BiViewEndpoints.deliveryTeams, async (req) => deliveryTeams(ctx, accountOf(req.scope!)));
  ctx.routes.implement(BiViewEndpoints.analytics, async (req) => {
    const scope = req.scope!;
    const [{ count }] = (await scope.table(TABLES.kpis).count<{ count: string }[]>('* as count')) as { count: string }[];
    return analyticsView(accountOf(scope), await loadFinance(ctx, scope), Number(count), today());
  });

  // ---------- the startup dashboard ----------
  const dashboard = async (scope: TenantScope) => startupDashboard(accountOf(scope), await loadFinance(ctx, scope), today());
  ctx.routes.implement(StartupDashboardEndpoints.all, async (req) => dashboard(req.scope!));
  ctx.routes.implement(StartupDashboardEndpoints.metrics, async (req) => (await dashboard(req.scope!)).metrics);
  ctx.routes.implement(StartupDashboardEndpoints.runway, async (req) => (await dashboard(req.scope!)).runway);
  ctx.routes.implement(StartupDashboardEndpoints.revenue, async (req) => (await dashboard(req.scope!)).revenue);
  ctx.routes.implement(StartupDashboardEndpoints.mvpProgress, async (req) => (await dashboard(req.scope!)).mvpProgress);
  ctx.routes.implement(StartupDashboardEndpoints.burnAlert, async (req) => {
    const scope = req.scope!;
    return burnAlertView(snapshotAt(accountOf(scope), (await loadFinance(ctx, scope)).data, today()).runwayDays);
  });
}
