import type { PluginContext } from '@suite/sdk';
import { registerDocuments } from './documents.js';
import { registerDocumentEdits } from './document-edits.js';
import { registerInsights } from './insights.js';
import { registerPitchDecks } from './pitch-decks.js';
import { registerPricingModels } from './pricing.js';
import { providePricingModels } from './pricing-capability.js';

/** Issue 16: pricing models, business documents, insights and pitch decks. */
export function registerGrowth(ctx: PluginContext): void {
  registerPricingModels(ctx);
  providePricingModels(ctx);
  registerDocuments(ctx);
  registerDocumentEdits(ctx);
  registerInsights(ctx);
  registerPitchDecks(ctx);
}
