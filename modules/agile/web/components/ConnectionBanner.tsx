/** Moved to the live-room kit (web/live); kept for the retro and kanban screens until they import it from there. */
export { ConnectionBanner, ConnectionIndicator, useConnectionText } from '../live/ConnectionBanner.js';
