import { ConflictError, ForbiddenError, NotFoundError, reply, type PluginContext } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { InvestorEndpoints as EP, InvestorErrors, type InvestorProfile, type InvestorType, type PortfolioEntry } from '../shared/index.js';
import { PortfolioEntryModel, ProfileModel } from './models.js';
import { accountName, activeGrant, claimInvitations, denied, investorNames, investorScope, iso, ownProfile, requireInvestor, requireTenant, type Ctx } from './trust.js';

/** Investor profiles and their portfolios: the investor's own records, in their home account. */

export async function profileView(ctx: Ctx, profile: ProfileModel): Promise<InvestorProfile> {
  const names = await investorNames(ctx, [profile]);
  return { id: profile.id, userId: profile.userId, investorType: profile.investorType as InvestorType, name: names.get(profile.id) ?? '', firm: profile.firm, createdAt: iso(profile.createdAt)! };
}

export async function portfolioView(ctx: Ctx, entry: PortfolioEntryModel, names?: Map<string, string | null>): Promise<PortfolioEntry> {
  return {
    id: entry.id,
    investorId: entry.investorId,
    companyId: entry.companyId,
    companyName: names ? (names.get(entry.companyId) ?? null) : await accountName(ctx, entry.companyId),
    investmentAmount: Number(entry.investmentAmount),
    currentValuation: entry.currentValuation === null ? null : Number(entry.currentValuation),
    ownershipPercentage: entry.ownershipPercentage === null ? null : Number(entry.ownershipPercentage),
    status: entry.status as PortfolioEntry['status'],
    createdAt: iso(entry.createdAt)!,
    updatedAt: iso(entry.updatedAt)!,
  };
}

/** A portfolio entry of the caller's own, found through their own account. */
async function ownEntry(ctx: Ctx, profile: ProfileModel, id: string): Promise<PortfolioEntryModel> {
  const entry = await tenantQuery(investorScope(ctx, profile), PortfolioEntryModel).findById(id).where('investor_id', profile.id);
  if (!entry) throw new NotFoundError(InvestorErrors.PORTFOLIO_ENTRY_NOT_FOUND);
  return entry;
}

export function registerProfiles(ctx: PluginContext): void {
  const { routes } = ctx;

  routes.implement(EP.me, async (req) => {
    const { userId } = requireTenant(req);
    const profile = await ownProfile(ctx, userId);
    if (!profile) return { profile: null };
    await claimInvitations(ctx, profile, req.user!.email);
    return { profile: await profileView(ctx, profile) };
  });

  routes.implement(EP.getProfile, async (req) => profileView(ctx, await requireInvestor(ctx, req, req.params.id)));

  routes.implement(EP.updateProfile, async (req) => {
    const profile = await requireInvestor(ctx, req, req.params.id);
    const updated = await tenantQuery(investorScope(ctx, profile), ProfileModel).patchAndFetchById(profile.id, { ...req.body, updatedAt: ctx.now() });
    return profileView(ctx, updated);
  });

  routes.implement(EP.createProfile, async (req) => {
    const { scope, accountId, userId } = requireTenant(req);
    // A profile is the user's own: nobody creates one for someone else.
    if (req.body.userId !== userId) throw new ForbiddenError(InvestorErrors.PROFILE_OWN_ONLY);
    if (await ownProfile(ctx, userId)) throw new ConflictError(InvestorErrors.PROFILE_EXISTS);
    const profile = await ProfileModel.query(scope.knex).insertAndFetch({ accountId, userId, investorType: req.body.investorType, firm: req.body.firm ?? null });
    await claimInvitations(ctx, profile, req.user!.email);
    return reply.created(await profileView(ctx, profile));
  });

  routes.implement(EP.listPortfolio, async (req) => {
    const profile = await requireInvestor(ctx, req, req.params.id);
    const entries = await tenantQuery(investorScope(ctx, profile), PortfolioEntryModel).where('investor_id', profile.id).orderBy('created_at');
    return Promise.all(entries.map((entry) => portfolioView(ctx, entry)));
  });

  routes.implement(EP.addPortfolio, async (req) => {
    const profile = await requireInvestor(ctx, req, req.params.id);
    if (req.body.investorId && req.body.investorId !== profile.id) throw denied(req.body.investorId);
    // Only companies that granted the investor access can be in the portfolio (their names are theirs to share).
    if (!(await activeGrant(ctx, profile, req.body.companyId))) throw denied(req.body.companyId);
    const scope = investorScope(ctx, profile);
    if (await tenantQuery(scope, PortfolioEntryModel).where({ investor_id: profile.id, company_id: req.body.companyId }).first()) throw new ConflictError(InvestorErrors.PORTFOLIO_ENTRY_EXISTS);
    const entry = await PortfolioEntryModel.query(scope.knex).insertAndFetch({
      accountId: profile.accountId,
      investorId: profile.id,
      companyId: req.body.companyId,
      investmentAmount: req.body.investmentAmount,
      currentValuation: req.body.currentValuation ?? null,
      ownershipPercentage: req.body.ownershipPercentage ?? null,
      status: req.body.status ?? 'active',
    });
    return reply.created(await portfolioView(ctx, entry));
  });

  routes.implement(EP.getPortfolioCompany, async (req) => {
    const profile = await requireInvestor(ctx, req, req.params.id);
    if (!(await activeGrant(ctx, profile, req.params.companyId))) throw denied(req.params.companyId);
    const entry = await tenantQuery(investorScope(ctx, profile), PortfolioEntryModel).where({ investor_id: profile.id, company_id: req.params.companyId }).first();
    if (!entry) throw new NotFoundError(InvestorErrors.PORTFOLIO_ENTRY_NOT_FOUND);
    return portfolioView(ctx, entry);
  });

  routes.implement(EP.updatePortfolio, async (req) => {
    const profile = await requireInvestor(ctx, req);
    const entry = await ownEntry(ctx, profile, req.params.id);
    const updated = await tenantQuery(investorScope(ctx, profile), PortfolioEntryModel).patchAndFetchById(entry.id, { ...req.body, updatedAt: ctx.now() });
    return portfolioView(ctx, updated);
  });

  routes.implement(EP.deletePortfolio, async (req) => {
    const profile = await requireInvestor(ctx, req);
    const entry = await ownEntry(ctx, profile, req.params.id);
    await tenantQuery(investorScope(ctx, profile), PortfolioEntryModel).deleteById(entry.id);
    return { deleted: true };
  });
}
