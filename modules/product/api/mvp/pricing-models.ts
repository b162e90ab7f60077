import type { PluginContext } from '@suite/sdk';
import { MvpEndpoints as E } from '../../shared/mvp-endpoints.js';
import { createMvpService } from './service.js';
import type { PortfolioService } from '../portfolio/items.js';

/** GET /mvp/pricing-models: bi's pricing models (PRICING_MODELS) a scenario can be priced with. */
export function registerMvpPricingModels(ctx: PluginContext, portfolio: PortfolioService): void {
  const mvp = createMvpService({ now: ctx.now, capabilities: ctx.capabilities, portfolio });
  ctx.routes.implement(E.pricingModels, (req) => mvp.pricingModelList(req.scope!));
}
