import { ConflictError, NotFoundError, ValidationError, reply, type PluginContext } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { InvestorEndpoints as EP, InvestorErrors, REQUESTABLE_METRICS, UPDATE_REQUEST_TYPES, type UpdateRequest } from '../shared/index.js';
import { AccessGrantModel, ProfileModel, UpdateRequestModel } from './models.js';
import { accountName, investorNames, iso, liveFigures, ownProfile, requireCompany, requireInvestor, requirePermission, requireTenant, type Ctx } from './trust.js';

/**
 * Update requests: an investor with communications request asks a company for figures (a row of
 * the company's account); the company answers in one click with a dated snapshot of its live
 * metrics. pending -> completed, never back.
 */

async function requestViews(ctx: Ctx, rows: readonly UpdateRequestModel[]): Promise<UpdateRequest[]> {
  const profiles = await ProfileModel.query(ctx.db).findByIds([...new Set(rows.map((r) => r.investorId))]);
  const names = await investorNames(ctx, profiles);
  const companies = new Map<string, string | null>();
  for (const id of new Set(rows.map((r) => r.accountId))) companies.set(id, await accountName(ctx, id));
  return rows.map((row) => ({
    id: row.id,
    investorId: row.investorId,
    investorName: names.get(row.investorId) ?? null,
    companyId: row.accountId,
    companyName: companies.get(row.accountId) ?? null,
    type: row.type,
    requestedData: row.requestedData,
    message: row.message,
    status: row.status,
    response: row.response,
    createdAt: iso(row.createdAt)!,
    completedAt: iso(row.completedAt),
  }));
}

export function registerUpdateRequests(ctx: PluginContext): void {
  const { routes } = ctx;

  async function companyRequest(req: Parameters<typeof requireTenant>[0], id: string) {
    const { scope } = requireTenant(req);
    const row = await tenantQuery(scope, UpdateRequestModel).findById(id);
    if (!row) throw new NotFoundError(InvestorErrors.UPDATE_REQUEST_NOT_FOUND);
    return { scope, row };
  }

  routes.implement(EP.listUpdateRequests, async (req) => {
    const { accountId, userId } = requireTenant(req);
    const { investorId, companyId } = req.query;
    const me = await ownProfile(ctx, userId);
    // The company's inbox (an investor who is also a member of the company reads theirs as an investor).
    if ((companyId === accountId && !(me && investorId === me.id)) || (!companyId && !investorId && !me)) {
      const query = tenantQuery(requireCompany(req, accountId), UpdateRequestModel).orderBy('created_at', 'desc');
      if (investorId) query.where('investor_id', investorId);
      return requestViews(ctx, await query);
    }
    const profile = await requireInvestor(ctx, req, investorId);
    const companies = companyId ? [companyId] : (await AccessGrantModel.query(ctx.db).where({ investor_id: profile.id, status: 'active' })).map((g) => g.accountId);
    const rows: UpdateRequestModel[] = [];
    for (const company of companies) {
      if (companyId) await requirePermission(ctx, profile, company, 'communications', 'read');
      rows.push(...(await tenantQuery(ctx.scopeFor(company), UpdateRequestModel).where('investor_id', profile.id)));
    }
    rows.sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
    return requestViews(ctx, rows);
  });

  routes.implement(EP.createUpdateRequest, async (req) => {
    const type = req.body.type ?? 'metrics';
    if (!(UPDATE_REQUEST_TYPES as readonly string[]).includes(type)) throw new ValidationError(InvestorErrors.UPDATE_REQUEST_TYPE_INVALID);
    if (req.body.requestedData.some((key) => !(REQUESTABLE_METRICS as readonly string[]).includes(key))) throw new ValidationError(InvestorErrors.REQUESTED_DATA_INVALID);
    const profile = await requireInvestor(ctx, req, req.body.investorId);
    await requirePermission(ctx, profile, req.body.companyId, 'communications', 'request');
    const row = await UpdateRequestModel.query(ctx.scopeFor(req.body.companyId).knex).insertAndFetch({
      accountId: req.body.companyId,
      investorId: profile.id,
      type,
      requestedData: [...new Set(req.body.requestedData)],
      message: req.body.message ?? null,
      status: 'pending',
      createdAt: ctx.now(),
    });
    return reply.created((await requestViews(ctx, [row]))[0]!);
  });

  routes.implement(EP.setUpdateRequestStatus, async (req) => {
    const { scope, row } = await companyRequest(req, req.params.id);
    if (row.status === 'completed') throw new ConflictError(InvestorErrors.UPDATE_REQUEST_COMPLETED);
    if (req.body.status === 'pending') return (await requestViews(ctx, [row]))[0]!;
    const { metrics } = await liveFigures(ctx, row.accountId);
    const updated = await tenantQuery(scope, UpdateRequestModel).patchAndFetchById(row.id, { status: 'completed', response: metrics, completedBy: req.user!.id, completedAt: ctx.now() });
    return (await requestViews(ctx, [updated]))[0]!;
  });

  routes.implement(EP.completeUpdateRequest, async (req) => {
    const { scope, row } = await companyRequest(req, req.params.id);
    if (row.status === 'completed') throw new ConflictError(InvestorErrors.UPDATE_REQUEST_COMPLETED);
    // One click: the answer is the company's live figures now, dated by their asOf.
    const { metrics } = await liveFigures(ctx, row.accountId);
    const updated = await tenantQuery(scope, UpdateRequestModel).patchAndFetchById(row.id, { status: 'completed', response: metrics, completedBy: req.user!.id, completedAt: ctx.now() });
    return (await requestViews(ctx, [updated]))[0]!;
  });
}
