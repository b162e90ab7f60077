import { NotFoundError, ValidationError, type PluginContext, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { BiErrors } from '../../shared/errors.js';
import { PRICING_MODEL_TYPES, PRICING_PARAMETER_NAMES, projectPricing, type PricingModelType, type PricingParameters } from '../../shared/pricing-math.js';
import { PricingModelEndpoints, type PricingActuals, type PricingModelBody, type PricingModelView } from '../../shared/growth.js';
import { addMonths, monthOfDay } from '../../shared/runway-math.js';
import { loadFinance } from '../finance/store.js';
import { recordPricingVersion } from './governance.js';
import { PricingModelModel, isoOf } from './models.js';

/** A pricing model with its projections. */
export function toPricingModel(model: PricingModelModel): PricingModelView {
  const { type, parameters } = model;
  const { months, summary } = projectPricing(type, parameters);
  return { id: model.id, accountId: model.accountId, name: model.name, type, description: model.description ?? '', parameters, projections: { monthly: months, summary }, createdAt: isoOf(model.createdAt), updatedAt: isoOf(model.updatedAt) };
}

/** Section 5: name and type required; monthlyPrice > 0 for SAAS; freeToPaidRate > 0 for FREEMIUM; transactionFee > 0 for TRANSACTION. */
export function checkPricingModel(body: PricingModelBody): { name: string; type: PricingModelType; description: string; parameters: PricingParameters } {
  const name = body.name?.trim() ?? '';
  if (!name) throw new ValidationError(BiErrors.NAME_REQUIRED);
  if (!body.type || !(PRICING_MODEL_TYPES as readonly string[]).includes(body.type)) throw new ValidationError(BiErrors.PRICING_TYPE_REQUIRED);
  const type = body.type as PricingModelType;
  const parameters: PricingParameters = { ...body.parameters };
  // Parameters may also come at the top level of the body.
  for (const key of PRICING_PARAMETER_NAMES) if (body[key] !== undefined) parameters[key] = body[key];
  if (type === 'SAAS' && !((parameters.monthlyPrice ?? 0) > 0)) throw new ValidationError(BiErrors.SAAS_PRICE_REQUIRED);
  if (type === 'FREEMIUM' && !((parameters.freeToPaidRate ?? 0) > 0)) throw new ValidationError(BiErrors.FREEMIUM_RATE_REQUIRED);
  if (type === 'TRANSACTION' && !((parameters.transactionFee ?? 0) > 0)) throw new ValidationError(BiErrors.TRANSACTION_FEE_REQUIRED);
  return { name, type, description: body.description?.trim() ?? '', parameters };
}

async function findModel(scope: TenantScope, id: string): Promise<PricingModelModel> {
  const model = await tenantQuery(scope, PricingModelModel).findById(id);
  if (!model) throw new NotFoundError(BiErrors.PRICING_MODEL_NOT_FOUND);
  return model;
}

/**
 * "Use my real numbers": ARPU (MRR / customers), customers, churn (churned / customers a month
 * before) and growth (new / customers a month before) of the latest month with revenue, from the
 * integrations when connected (else the manual entries), and each month since `since`.
 */
export async function pricingActuals(ctx: PluginContext, scope: TenantScope, since: string | undefined, today: string): Promise<PricingActuals> {
  const finance = await loadFinance(ctx, scope);
  const revenue = finance.data.revenue.filter((entry) => entry.month <= monthOfDay(today));
  const last = revenue[revenue.length - 1];
  const before = last ? revenue.find((entry) => entry.month === addMonths(last.month, -1)) : undefined;
  const pct = (part: number, whole: number | undefined) => (whole ? Math.round((part / whole) * 1000) / 10 : null);
  return {
    source: finance.revenueSource,
    monthlyPrice: last && last.customers > 0 ? Math.round(last.mrrCents / last.customers) / 100 : null,
    customers: last ? last.customers : null,
    churnRate: last ? pct(last.churnedCustomers, before?.customers) : null,
    growthRate: last ? pct(last.newCustomers, before?.customers) : null,
    months: revenue.filter((entry) => !since || entry.month >= since).map((entry) => ({ month: entry.month, revenue: entry.mrrCents / 100, customers: entry.customers })),
  };
}

export function registerPricingModels(ctx: PluginContext): void {
  const E = PricingModelEndpoints;
  const userOf = (req: { user: { id: string } | null }) => req.user?.id ?? null;
  ctx.routes.implement(E.list, async (req) => (await tenantQuery(req.scope!, PricingModelModel).orderBy('created_at')).map(toPricingModel));
  ctx.routes.implement(E.create, async (req) => {
    const model = checkPricingModel(req.body);
    const created = await PricingModelModel.query(req.scope!.knex).insert({ accountId: req.scope!.accountId, ...model, createdBy: userOf(req) }).returning('*');
    await recordPricingVersion(ctx.capabilities, req.scope!, created, userOf(req));
    return toPricingModel(created);
  });
  ctx.routes.implement(E.actuals, async (req) => pricingActuals(ctx, req.scope!, req.query.since, new Date(ctx.now()).toISOString().slice(0, 10)));
  ctx.routes.implement(E.get, async (req) => toPricingModel(await findModel(req.scope!, req.params.id)));
  ctx.routes.implement(E.update, async (req) => {
    const before = await findModel(req.scope!, req.params.id);
    const model = checkPricingModel(req.body);
    // A model saved before versions existed (seeded) keeps its original as the first version.
    await recordPricingVersion(ctx.capabilities, req.scope!, before, null, { baseline: true });
    const [updated] = await tenantQuery(req.scope!, PricingModelModel).where('id', req.params.id).patch({ ...model, updatedAt: req.scope!.knex.fn.now() as never }).returning('*');
    await recordPricingVersion(ctx.capabilities, req.scope!, updated!, userOf(req));
    return toPricingModel(updated!);
  });
  ctx.routes.implement(E.remove, async (req) => {
    const deleted = await tenantQuery(req.scope!, PricingModelModel).deleteById(req.params.id);
    if (!deleted) throw new NotFoundError(BiErrors.PRICING_MODEL_NOT_FOUND);
    return { id: req.params.id, deleted: true as const };
  });
  ctx.routes.implement(E.duplicate, async (req) => {
    const source = await findModel(req.scope!, req.params.id);
    const copy = await PricingModelModel.query(req.scope!.knex)
      .insert({ accountId: req.scope!.accountId, name: `${source.name} (copy)`.slice(0, 200), type: source.type, description: source.description, parameters: source.parameters, createdBy: userOf(req) })
      .returning('*');
    return toPricingModel(copy);
  });
}
