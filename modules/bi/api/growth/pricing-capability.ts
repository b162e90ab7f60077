import { PRICING_MODELS, type PluginContext, type PricingModelSummary } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { toPricingModel } from './pricing.js';
import { PricingModelModel } from './models.js';
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function summary(stored: PricingModelModel): PricingModelSummary {
  const model = toPricingModel(stored);
  const { summary: s } = model.projections;
  return {
    id: model.id,
    name: model.name,
    type: model.type,
    monthlyPrice: model.type === 'TRANSACTION' ? null : (model.parameters.monthlyPrice ?? null),
    transactionFee: model.type === 'TRANSACTION' ? (model.parameters.transactionFee ?? null) : null,
    projectedMrr: model.projections.monthly.map((month) => month.revenue),
    year1Revenue: s.year1Revenue,
    year2Revenue: s.year2Revenue,
    breakEvenMonth: s.breakEvenMonth,
  };
}

/** PRICING_MODELS for the other domains (product's MVP scenarios price themselves with one). */
export function providePricingModels(ctx: PluginContext): void {
  ctx.capabilities.provide(PRICING_MODELS, {
    async list(accountId) {
      return (await tenantQuery(ctx.scopeFor(accountId), PricingModelModel).orderBy('name').orderBy('id')).map(summary);
    },
    async get(accountId, id) {
      if (!isUuid(id)) return null;
      const model = await tenantQuery(ctx.scopeFor(accountId), PricingModelModel).findById(id);
      return model ? summary(model) : null;
    },
  });
}
