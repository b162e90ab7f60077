import { DIRECTORY, type PluginContext } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import {
  DEFAULT_TIMEFRAME,
  InvestorEndpoints as EP,
  TIMEFRAME_MONTHS,
  allows,
  countedAlerts,
  isUnderEightMonths,
  portfolioValue,
  type DashboardCompany,
  type DashboardData,
  type Timeframe,
} from '../shared/index.js';
import { AlertModel, CommunicationModel, CommunicationReadModel, PortfolioEntryModel, type AccessGrantModel, type ProfileModel } from './models.js';
import { alertViews } from './alerts.js';
import { accountName, companyFacts, companyFigures, denied, type CompanyFacts, grantsOf, investorScope, iso, requireInvestor, requirePermission, type Ctx } from './trust.js';

/**
 * The investor dashboard (finance-and-growth.md sections 2, 3 and 9): the companies the investor
 * is granted, each read through the grant check, with the investor's own portfolio figures.
 */

async function companyView(ctx: Ctx, profile: ProfileModel, grant: AccessGrantModel, timeframe: Timeframe): Promise<DashboardCompany> {
  const companyId = grant.accountId;
  const entry = await tenantQuery(investorScope(ctx, profile), PortfolioEntryModel).where({ investor_id: profile.id, company_id: companyId }).first();
  const canRead = allows(grant.permissions, 'dashboard', 'read');
  const figures = canRead ? await companyFigures(ctx, profile, companyId, TIMEFRAME_MONTHS[timeframe]) : { metrics: null, history: [] };
  let founderName: string | null = null;
  let teamSize: number | null = null;
  const facts: CompanyFacts = canRead ? await companyFacts(ctx, companyId) : { stage: null, industry: null, customerCount: null, userGrowth: null, cac: null, ltv: null, milestoneProgress: null, nextMilestone: null, productStatus: null };
  if (canRead) {
    const members = (await (await ctx.capabilities.get(DIRECTORY, companyId))?.members(companyId)) ?? [];
    founderName = members.find((m) => m.role === 'OWNER')?.name ?? null;
    teamSize = members.length;
  }
  let comments = 0;
  let unread = 0;
  let lastUpdate: string | null = figures.metrics?.asOf ?? null;
  if (allows(grant.permissions, 'communications', 'read')) {
    const scope = ctx.scopeFor(companyId);
    const rows = await tenantQuery(scope, CommunicationModel).where('investor_id', profile.id).orderBy('created_at', 'desc');
    const reads = new Set((await tenantQuery(scope, CommunicationReadModel).where('user_id', profile.userId)).map((r) => r.communicationId));
    comments = rows.length;
    unread = rows.filter((r) => r.senderSide === 'company' && !reads.has(r.id)).length;
    const update = rows.find((r) => r.kind !== 'message');
    if (update) lastUpdate = iso(update.createdAt);
  }
  return {
    id: companyId,
    companyName: (await accountName(ctx, companyId)) ?? '',
    currentValuation: entry?.currentValuation == null ? null : Number(entry.currentValuation),
    ownershipPercentage: entry?.ownershipPercentage == null ? null : Number(entry.ownershipPercentage),
    investmentAmount: entry ? Number(entry.investmentAmount) : null,
    lastUpdate,
    nextFundraisingTarget: null,
    permissions: grant.permissions,
    metrics: figures.metrics,
    history: figures.history,
    // Section 3's placeholder fields: filled only from data the company has; none is invented.
    stage: facts.stage,
    industry: facts.industry,
    milestoneProgress: facts.milestoneProgress,
    nextMilestone: facts.nextMilestone,
    founderName,
    productStatus: facts.productStatus,
    teamSize,
    customerCount: facts.customerCount,
    userGrowth: facts.userGrowth,
    cac: facts.cac,
    ltv: facts.ltv,
    comments,
    unreadCommunications: unread,
  };
}

export function registerDashboard(ctx: PluginContext): void {
  const { routes } = ctx;

  routes.implement(EP.dashboardData, async (req): Promise<DashboardData> => {
    const profile = await requireInvestor(ctx, req, req.query.investorId);
    const timeframe = req.query.timeframe ?? DEFAULT_TIMEFRAME;
    let grants = await grantsOf(ctx, profile);
    if (req.query.companyIds) {
      const wanted = req.query.companyIds.split(',').map((id) => id.trim()).filter(Boolean);
      const granted = new Set(grants.map((g) => g.accountId));
      // Naming a company the investor is not granted is refused, not quietly dropped.
      const stranger = wanted.find((id) => !granted.has(id));
      if (stranger) throw denied(stranger);
      grants = grants.filter((g) => wanted.includes(g.accountId));
    }
    const companies = [];
    for (const grant of grants) companies.push(await companyView(ctx, profile, grant, timeframe));
    const grantedIds = new Set(grants.map((g) => g.accountId));
    const alertRows = (await tenantQuery(investorScope(ctx, profile), AlertModel).where('investor_id', profile.id).whereNot('status', 'resolved').orderBy('triggered_at', 'desc')).filter(
      (alert) => !alert.companyId || grantedIds.has(alert.companyId),
    );
    const alerts = await alertViews(ctx, alertRows);
    return {
      investorId: profile.id,
      timeframe,
      companies,
      alerts,
      summary: {
        companyCount: companies.length,
        portfolioValue: portfolioValue(companies),
        totalInvested: companies.reduce((sum, c) => sum + (c.investmentAmount ?? 0), 0),
        underEightMonths: companies.filter((c) => isUnderEightMonths(c.metrics?.runwayDays ?? null)).length,
        alertCount: countedAlerts(alerts),
      },
    };
  });

  routes.implement(EP.companyMetrics, async (req) => {
    const profile = await requireInvestor(ctx, req, req.query.investorId);
    const grant = await requirePermission(ctx, profile, req.query.companyId, 'dashboard', 'read');
    return companyView(ctx, profile, grant, req.query.timeframe ?? DEFAULT_TIMEFRAME);
  });
}
