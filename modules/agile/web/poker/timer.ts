/** Moved to the live-room kit (web/live/timer.ts); kept for the retro timer until it imports it from there. */
export { elapsedPercent, formatClock, remainingSeconds } from '../live/timer.js';
