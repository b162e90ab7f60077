/** Moved to the live-room kit (web/live/commands.ts); kept for the retro screens until they import it from there. */
export { notifyFailure, useCommand } from '../live/commands.js';
