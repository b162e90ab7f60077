import type { site as en } from './en.js';
/** The public site's strings in es ('site' namespace). */
export declare const site: typeof en;
//# sourceMappingURL=es.d.ts.map