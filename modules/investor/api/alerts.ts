import { ConflictError, FINANCE, NotFoundError, reply, type PluginContext } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { InvestorEndpoints as EP, InvestorErrors, RUNWAY_CRITICAL_DAYS, alertDisplaySeverity, alertDisplayType, type DashboardConfig, type InvestorAlert } from '../shared/index.js';
import { AccessGrantModel, AlertModel, DashboardConfigModel, ProfileModel } from './models.js';
import { accountName, activeGrant, denied, investorScope, iso, requireInvestor, type requireTenant, type Ctx } from './trust.js';

/** Alerts and dashboard configs: the investor's own rows, in their home account. */

export async function alertViews(ctx: Ctx, rows: readonly AlertModel[]): Promise<InvestorAlert[]> {
  const names = new Map<string, string | null>();
  for (const companyId of new Set(rows.map((r) => r.companyId).filter((id): id is string => Boolean(id)))) names.set(companyId, await accountName(ctx, companyId));
  return rows.map((row) => ({
    id: row.id,
    investorId: row.investorId,
    companyId: row.companyId,
    companyName: row.companyId ? (names.get(row.companyId) ?? null) : null,
    type: row.type,
    displayType: alertDisplayType(row.type),
    severity: alertDisplaySeverity(row.severity),
    title: row.title,
    message: row.message,
    status: row.status,
    automatic: row.automatic,
    triggered: iso(row.triggeredAt)!,
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
  }));
}

function configView(row: DashboardConfigModel): DashboardConfig {
  return { id: row.id, investorId: row.investorId, companyId: row.companyId, timeframe: row.timeframe, metrics: row.metrics, pinned: row.pinned, updatedAt: iso(row.updatedAt)! };
}

/** Default alert titles, by type (the screens translate known types; a hand-made title is kept). */
const DEFAULT_TITLES: Record<string, string> = { runway_low: 'Runway under 8 months', metric_decline: 'Metric decline', funding_needed: 'Funding needed' };

/**
 * The runway watch: for each active grant with dashboard read, when the company's runway is under
 * 240 days (8 months) and no open automatic runway alert exists, raise one (critical); when it is
 * back at or above, resolve the open one. Runs hourly as a job (and on demand in tests).
 */
export async function watchRunways(ctx: Ctx): Promise<{ raised: number; resolved: number }> {
  let raised = 0;
  let resolved = 0;
  // The job has no tenant: it walks the companies that granted someone, each through its own scope.
  const companies = (await AccessGrantModel.query(ctx.db).distinct('account_id').where('status', 'active')) as unknown as { accountId: string }[];
  for (const { accountId: companyId } of companies) {
    const finance = await ctx.capabilities.get(FINANCE, companyId);
    if (!finance) continue;
    const snapshot = await finance.snapshot(companyId);
    const grants = await tenantQuery(ctx.scopeFor(companyId), AccessGrantModel).where('status', 'active');
    for (const grant of grants) {
      if (!grant.investorId || !grant.permissions.some((p) => p.resource === 'dashboard' && p.action === 'read')) continue;
      const profile = await ProfileModel.query(ctx.db).findById(grant.investorId);
      if (!profile) continue;
      const scope = investorScope(ctx, profile);
      const open = await tenantQuery(scope, AlertModel).where({ investor_id: profile.id, company_id: companyId, type: 'runway_low', automatic: true }).whereNot('status', 'resolved').first();
      const low = snapshot.runwayDays !== null && snapshot.runwayDays < RUNWAY_CRITICAL_DAYS;
      if (low && !open) {
        await AlertModel.query(scope.knex).insert({
          accountId: profile.accountId,
          investorId: profile.id,
          companyId,
          type: 'runway_low',
          severity: 'critical',
          title: DEFAULT_TITLES.runway_low!,
          message: `${Math.floor(snapshot.runwayDays!)} days`,
          status: 'open',
          automatic: true,
          triggeredAt: ctx.now(),
        });
        raised += 1;
      } else if (!low && open) {
        await tenantQuery(scope, AlertModel).patchAndFetchById(open.id, { status: 'resolved', resolvedAt: ctx.now() });
        resolved += 1;
      }
    }
  }
  return { raised, resolved };
}

export const RUNWAY_WATCH_JOB = 'runway-watch';

export function registerAlerts(ctx: PluginContext): void {
  const { routes } = ctx;

  async function ownAlert(req: Parameters<typeof requireTenant>[0], id: string) {
    const profile = await requireInvestor(ctx, req);
    const scope = investorScope(ctx, profile);
    const alert = await tenantQuery(scope, AlertModel).findById(id).where('investor_id', profile.id);
    if (!alert) throw new NotFoundError(InvestorErrors.ALERT_NOT_FOUND);
    return { scope, alert };
  }

  routes.implement(EP.listAlerts, async (req) => {
    const profile = await requireInvestor(ctx, req, req.query.investorId);
    const query = tenantQuery(investorScope(ctx, profile), AlertModel).where('investor_id', profile.id).orderBy('triggered_at', 'desc');
    if (req.query.companyId) {
      if (!(await activeGrant(ctx, profile, req.query.companyId))) throw denied(req.query.companyId);
      query.where('company_id', req.query.companyId);
    }
    // Alerts about a company whose grant is gone are no longer shown.
    const granted = new Set((await AccessGrantModel.query(ctx.db).where({ investor_id: profile.id, status: 'active' })).map((g) => g.accountId));
    return alertViews(ctx, (await query).filter((alert) => !alert.companyId || granted.has(alert.companyId)));
  });

  routes.implement(EP.createAlert, async (req) => {
    const profile = await requireInvestor(ctx, req, req.body.investorId);
    if (req.body.companyId && !(await activeGrant(ctx, profile, req.body.companyId))) throw denied(req.body.companyId);
    const scope = investorScope(ctx, profile);
    const row = await AlertModel.query(scope.knex).insertAndFetch({
      accountId: profile.accountId,
      investorId: profile.id,
      companyId: req.body.companyId ?? null,
      type: req.body.type,
      severity: alertDisplaySeverity(req.body.severity),
      title: req.body.title?.trim() || DEFAULT_TITLES[req.body.type] || req.body.type,
      message: req.body.message ?? null,
      status: 'open',
      automatic: false,
      triggeredAt: ctx.now(),
    });
    return reply.created((await alertViews(ctx, [row]))[0]!);
  });

  routes.implement(EP.acknowledgeAlert, async (req) => {
    const { scope, alert } = await ownAlert(req, req.params.id);
    if (alert.status === 'resolved') throw new ConflictError(InvestorErrors.ALERT_ALREADY_RESOLVED);
    if (alert.status === 'acknowledged') throw new ConflictError(InvestorErrors.ALERT_ALREADY_ACKNOWLEDGED);
    return (await alertViews(ctx, [await tenantQuery(scope, AlertModel).patchAndFetchById(alert.id, { status: 'acknowledged', acknowledgedAt: ctx.now() })]))[0]!;
  });

  routes.implement(EP.resolveAlert, async (req) => {
    const { scope, alert } = await ownAlert(req, req.params.id);
    if (alert.status === 'resolved') throw new ConflictError(InvestorErrors.ALERT_ALREADY_RESOLVED);
    const now = ctx.now();
    return (await alertViews(ctx, [await tenantQuery(scope, AlertModel).patchAndFetchById(alert.id, { status: 'resolved', acknowledgedAt: alert.acknowledgedAt ?? now, resolvedAt: now })]))[0]!;
  });

  routes.implement(EP.deleteAlert, async (req) => {
    const { scope, alert } = await ownAlert(req, req.params.id);
    await tenantQuery(scope, AlertModel).deleteById(alert.id);
    return { deleted: true };
  });

  routes.implement(EP.listDashboardConfig, async (req) => {
    const profile = await requireInvestor(ctx, req, req.query.investorId);
    const query = tenantQuery(investorScope(ctx, profile), DashboardConfigModel).where('investor_id', profile.id);
    if (req.query.companyId) query.where('company_id', req.query.companyId);
    return (await query).map(configView);
  });

  routes.implement(EP.createDashboardConfig, async (req) => {
    const profile = await requireInvestor(ctx, req, req.body.investorId);
    if (!(await activeGrant(ctx, profile, req.body.companyId))) throw denied(req.body.companyId);
    const scope = investorScope(ctx, profile);
    const existing = await tenantQuery(scope, DashboardConfigModel).where({ investor_id: profile.id, company_id: req.body.companyId }).first();
    const fields = { timeframe: req.body.timeframe ?? existing?.timeframe ?? '6months', metrics: req.body.metrics ?? existing?.metrics ?? [], pinned: req.body.pinned ?? existing?.pinned ?? false, updatedAt: ctx.now() };
    const row = existing
      ? await tenantQuery(scope, DashboardConfigModel).patchAndFetchById(existing.id, fields)
      : await DashboardConfigModel.query(scope.knex).insertAndFetch({ accountId: profile.accountId, investorId: profile.id, companyId: req.body.companyId, ...fields });
    return reply.created(configView(row));
  });

  routes.implement(EP.updateDashboardConfig, async (req) => {
    const profile = await requireInvestor(ctx, req, req.params.investorId);
    if (!(await activeGrant(ctx, profile, req.params.companyId))) throw denied(req.params.companyId);
    const scope = investorScope(ctx, profile);
    const existing = await tenantQuery(scope, DashboardConfigModel).where({ investor_id: profile.id, company_id: req.params.companyId }).first();
    if (!existing) throw new NotFoundError(InvestorErrors.DASHBOARD_CONFIG_NOT_FOUND);
    return configView(await tenantQuery(scope, DashboardConfigModel).patchAndFetchById(existing.id, { ...req.body, updatedAt: ctx.now() }));
  });

  ctx.jobs.define(RUNWAY_WATCH_JOB, async () => {
    const result = await watchRunways(ctx);
    if (result.raised || result.resolved) ctx.log.info(result, 'investor runway watch');
  });
  void ctx.jobs.schedule(RUNWAY_WATCH_JOB, '17 * * * *', {});
}
