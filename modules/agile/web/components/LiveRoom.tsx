/** Moved to the live-room kit (web/live/useLiveRoom.ts); kept for the retro screens until they import it from there. */
export { useClientStatus } from '../live/useLiveRoom.js';
