/** Moved: the teams' tables are in models.ts (kept while the retro service still imports this path). */
export { TT } from './models.js';
