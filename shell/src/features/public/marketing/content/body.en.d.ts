import type { MarketingBody, MarketingPageId } from './types.js';
/** The marketing pages' bodies in en. */
export declare const body: Record<MarketingPageId, MarketingBody>;
//# sourceMappingURL=body.en.d.ts.map