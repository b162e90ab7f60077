import type { MarketingBody, MarketingPageId } from './types.js';
/** The marketing pages' bodies in es. */
export declare const body: Record<MarketingPageId, MarketingBody>;
//# sourceMappingURL=body.es.d.ts.map