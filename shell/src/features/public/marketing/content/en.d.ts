import type { MarketingTexts } from './types.js';
/** The marketing pages in en: titles and descriptions as the server writes them (platform-api/src/core/public-site/pages.ts). */
export declare const texts: MarketingTexts;
//# sourceMappingURL=en.d.ts.map