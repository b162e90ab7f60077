import type { site as en } from './en.js';
/** The public site's strings in fr ('site' namespace). */
export declare const site: typeof en;
//# sourceMappingURL=fr.d.ts.map