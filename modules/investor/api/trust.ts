import { AccessErrors, AUDIT, COMPANY_PROFILE, DIRECTORY, MVP_PROGRESS, FINANCE, ForbiddenError, NotFoundError, ValidationError, type FinanceSnapshot, type PluginContext, type RouteRequest, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { INVESTOR_RELATIONS_SUBJECT, InvestorErrors, allows, type CompanyMetrics, type InvestorAction, type InvestorResource } from '../shared/index.js';
import { AccessGrantModel, ActivityModel, ProfileModel } from './models.js';

/**
 * The trust model in one place (docs/architecture.md, "The investor portal's trust model").
 *
 * - An investor is a user with a profile; the profile is found from the signed-in user, never
 *   from an id the client sends: a client-sent investorId must be the caller's own.
 * - A company's data is reached only through `requirePermission`, which reads the company's own
 *   grant (a row of the company's account) on every call; a revoked grant ends access on the next
 *   request, since nothing is cached here.
 * - The company's figures come from its FINANCE capability, asked with the company's account id
 *   only after that check, and every such read is written to the company's investor activity log.
 *
 * The only reads across accounts are here, and they are keyed by the caller's own profile:
 * the grants naming it (`grantsOf`) and invitations to the caller's verified e-mail (`claimInvitations`).
 */

export type Ctx = Pick<PluginContext, 'db' | 'scopeFor' | 'capabilities' | 'now' | 'log'>;
type AnyRequest = Pick<RouteRequest, 'user' | 'tenant' | 'scope'> & Partial<Pick<RouteRequest, 'ability'>>;

export const denied = (id: string) => new ForbiddenError(AccessErrors.tenantMismatch(id));

/** Section 5: alert and dashboard calls need a tenant context, and an account id in it. */
export function requireTenant(req: AnyRequest): { scope: TenantScope; accountId: string; userId: string } {
  if (!req.tenant || !req.scope) throw new ValidationError(AccessErrors.TENANT_CONTEXT_REQUIRED);
  if (!req.tenant.accountId || !req.user) throw new ValidationError(AccessErrors.NO_ACCOUNT_CONTEXT);
  return { scope: req.scope, accountId: req.tenant.accountId, userId: req.user.id };
}

/** Company-side reads of investor relations: members of the company, observers excepted. */
export function requireRelationsReader(req: AnyRequest): TenantScope {
  const { scope } = requireTenant(req);
  if (!req.ability || req.ability.cannot('read', INVESTOR_RELATIONS_SUBJECT)) throw new ForbiddenError(InvestorErrors.RELATIONS_HIDDEN);
  return scope;
}

/** Company-side calls name the company: it must be the account the request acts for (and a reader of its investor relations). */
export function requireCompany(req: AnyRequest, companyId: string): TenantScope {
  const { accountId } = requireTenant(req);
  if (companyId !== accountId) throw denied(companyId);
  return requireRelationsReader(req);
}

/** The signed-in user's own investor profile, or null. */
export async function ownProfile(ctx: Ctx, userId: string): Promise<ProfileModel | null> {
  return (await ProfileModel.query(ctx.db).where('user_id', userId).first()) ?? null;
}

/**
 * The caller as an investor. With `investorId` (a client-sent id), it must be the caller's own
 * profile: anyone else's is refused with the tenant text, whoever asks.
 */
export async function requireInvestor(ctx: Ctx, req: AnyRequest, investorId?: string | null): Promise<ProfileModel> {
  const { userId } = requireTenant(req);
  const profile = await ownProfile(ctx, userId);
  if (investorId && profile?.id !== investorId) throw denied(investorId);
  if (!profile) throw new NotFoundError(InvestorErrors.PROFILE_NOT_FOUND);
  return profile;
}

/** The investor's own rows (portfolio, alerts, dashboard configs) live in the profile's home account. */
export function investorScope(ctx: Ctx, profile: ProfileModel): TenantScope {
  return ctx.scopeFor(profile.accountId);
}

/** The company's active grant to this investor, read from the company's account. */
export async function activeGrant(ctx: Ctx, profile: ProfileModel, companyId: string): Promise<AccessGrantModel | null> {
  return (await tenantQuery(ctx.scopeFor(companyId), AccessGrantModel).where({ investor_id: profile.id, status: 'active' }).first()) ?? null;
}

/** Refuses unless the company granted this resource and action: no grant (or revoked, or another company's) is the tenant text. */
export async function requirePermission(ctx: Ctx, profile: ProfileModel, companyId: string, resource: InvestorResource, action: InvestorAction): Promise<AccessGrantModel> {
  const grant = await activeGrant(ctx, profile, companyId);
  if (!grant) throw denied(companyId);
  if (!allows(grant.permissions, resource, action)) throw new ForbiddenError(InvestorErrors.permissionDenied(resource, action));
  return grant;
}

/** Every active grant naming the investor, across the companies that gave them. */
export async function grantsOf(ctx: Ctx, profile: ProfileModel): Promise<AccessGrantModel[]> {
  return AccessGrantModel.query(ctx.db).where({ investor_id: profile.id, status: 'active' }).orderBy('created_at');
}

/** Grants a company sent to the caller's (verified) e-mail before they had a profile become theirs. */
export async function claimInvitations(ctx: Ctx, profile: ProfileModel, email: string): Promise<number> {
  const invited = await AccessGrantModel.query(ctx.db).where({ status: 'invited' }).whereRaw('lower(invited_email) = ?', [email.toLowerCase()]);
  for (const grant of invited) {
    await tenantQuery(ctx.scopeFor(grant.accountId), AccessGrantModel).findById(grant.id).patch({ investorId: profile.id, status: 'active', updatedAt: ctx.now() });
  }
  return invited.length;
}

/**
 * One read of a company's data by an investor, in the company's investor activity log and in its
 * core audit log (the core's AUDIT capability: /audit-trail shows it as `investor.<action>`).
 */
export async function recordRead(ctx: Ctx, companyId: string, profile: ProfileModel, action: string, target: string | null = null): Promise<void> {
  await ActivityModel.query(ctx.scopeFor(companyId).knex).insert({ accountId: companyId, investorId: profile.id, userId: profile.userId, action, target, at: ctx.now() });
  const audit = await ctx.capabilities.get(AUDIT, companyId);
  await audit?.record(companyId, { action: `investor.${action}`, userId: profile.userId, objectType: 'investor', objectId: profile.id, objectLabel: target, details: { investorId: profile.id, target } });
}

export function metricsView(snapshot: FinanceSnapshot): CompanyMetrics {
  const int = (value: number | null) => (value === null || !Number.isFinite(value) ? null : Math.round(value));
  return {
    asOf: snapshot.asOf,
    currency: snapshot.currency,
    cashOnHand: int(snapshot.cashOnHandCents),
    monthlyNetBurn: int(snapshot.monthlyNetBurnCents),
    runwayDays: snapshot.runwayDays === null ? null : Math.floor(snapshot.runwayDays),
    mrr: int(snapshot.mrrCents),
    healthStatus: snapshot.healthStatus,
    revenueGrowthPct: snapshot.revenueGrowthPct,
    churnRate: snapshot.churnRatePct,
  };
}

/**
 * A company's live figures from its own domains (FINANCE, provided by bi), asked with the
 * company's account id. Null when the company has no finance domain on: shown as "not shared".
 * Callers check the grant first; the company side calls it for itself.
 */
export async function liveFigures(ctx: Ctx, companyId: string, months = 0): Promise<{ metrics: CompanyMetrics | null; history: CompanyMetrics[] }> {
  const finance = await ctx.capabilities.get(FINANCE, companyId);
  if (!finance) return { metrics: null, history: [] };
  const snapshot = await finance.snapshot(companyId);
  const history = months > 0 ? await finance.history(companyId, months) : [];
  return { metrics: metricsView(snapshot), history: history.map(metricsView) };
}

/** Section 3's company fields that come from the company's own domains; null when it has not shared them. */
export interface CompanyFacts {
  stage: string | null;
  industry: string | null;
  customerCount: number | null;
  userGrowth: number | null;
  cac: number | null;
  ltv: number | null;
  milestoneProgress: number | null;
  nextMilestone: string | null;
  productStatus: 'mvp' | null;
}

/**
 * Stage and industry from the company's public profile (the core's COMPANY_PROFILE), customers,
 * their growth, CAC and LTV from bi's FINANCE (cents), and from product's MVP_PROGRESS the MVP in
 * progress: its name as the next milestone, its completed share of planned points as the milestone
 * progress, and the product status 'mvp' (nothing is said of growth or scaling: no domain knows it).
 * Callers check the grant first.
 */
export async function companyFacts(ctx: Ctx, companyId: string): Promise<CompanyFacts> {
  const profile = await (await ctx.capabilities.get(COMPANY_PROFILE, companyId))?.profile(companyId);
  const finance = await ctx.capabilities.get(FINANCE, companyId);
  const growth = finance?.growth ? await finance.growth(companyId) : null;
  const int = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value));
  const mvp = (await (await ctx.capabilities.get(MVP_PROGRESS, companyId))?.progress(companyId))?.[0];
  return {
    stage: profile?.stage ?? null,
    industry: profile?.industry ?? null,
    customerCount: int(growth?.customers),
    userGrowth: growth?.customerGrowthPct ?? null,
    cac: int(growth?.cacCents),
    ltv: int(growth?.ltvCents),
    milestoneProgress: mvp && mvp.plannedPoints > 0 ? Math.round((mvp.completedPoints / mvp.plannedPoints) * 100) : null,
    nextMilestone: mvp?.name ?? null,
    productStatus: mvp ? 'mvp' : null,
  };
}

/** An investor's read of a company's figures: the grant (dashboard read) checked, then logged. */
export async function companyFigures(ctx: Ctx, profile: ProfileModel, companyId: string, months: number) {
  await requirePermission(ctx, profile, companyId, 'dashboard', 'read');
  const figures = await liveFigures(ctx, companyId, months);
  await recordRead(ctx, companyId, profile, 'dashboard.read');
  return figures;
}

export async function accountName(ctx: Ctx, accountId: string): Promise<string | null> {
  const directory = await ctx.capabilities.get(DIRECTORY, accountId);
  return (await directory?.account(accountId))?.name ?? null;
}

/** The investor's name as their own account knows them. */
export async function investorNames(ctx: Ctx, profiles: readonly ProfileModel[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const byAccount = new Map<string, ProfileModel[]>();
  for (const profile of profiles) byAccount.set(profile.accountId, [...(byAccount.get(profile.accountId) ?? []), profile]);
  for (const [accountId, list] of byAccount) {
    const directory = await ctx.capabilities.get(DIRECTORY, accountId);
    const people = (await directory?.people(accountId, list.map((p) => p.userId))) ?? new Map();
    for (const profile of list) names.set(profile.id, people.get(profile.userId)?.name ?? '');
  }
  return names;
}

export const iso = (value: Date | string | null | undefined): string | null => (value === null || value === undefined ? null : new Date(value).toISOString());
