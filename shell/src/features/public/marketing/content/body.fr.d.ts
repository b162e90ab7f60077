import type { MarketingBody, MarketingPageId } from './types.js';
/** The marketing pages' bodies in fr. */
export declare const body: Record<MarketingPageId, MarketingBody>;
//# sourceMappingURL=body.fr.d.ts.map