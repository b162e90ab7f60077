import type { PluginContext } from '@suite/sdk';
import { createRetroActionItems } from './action-items.js';
import { createRetroCards } from './cards.js';
import { createRetroCore, type RetroServiceDeps } from './core.js';
import { createRetroGroups } from './groups.js';
import { createRetroInsights } from './insights.js';
import { createRetroParticipants } from './participants.js';
import { createRetroPhases } from './phases.js';
import { registerRetroRealtime } from './realtime.js';
import { registerRetroRoutes } from './routes.js';
import { createRetroSessions } from './sessions.js';
import { createRetroTemplates } from './templates.js';

export { seedRetro } from './seed.js';
export type { RetroServiceDeps } from './core.js';

/**
 * Retrospectives (agile.md sections 3-9), one use case per file: sessions, participants (and
 * presence), phases (and their timer), cards and votes, groups, action items; REST routes and
 * socket events call the same functions.
 */
export function createRetroService(deps: RetroServiceDeps) {
  const core = createRetroCore(deps);
  const phases = createRetroPhases(core);
  const sessions = createRetroSessions(core, phases);
  const participants = createRetroParticipants(core, sessions.handOver);
  const cards = createRetroCards(core);
  const groups = createRetroGroups(core, cards);
  const actionItems = createRetroActionItems(core, cards);
  const { phasePatch: _phasePatch, afterPhaseChange: _afterPhaseChange, patchSession: _patchSession, ...phaseCommands } = phases;
  const { handOver: _handOver, ...sessionCommands } = sessions;
  const { findCard: _findCard, ...cardCommands } = cards;
  return {
    timers: core.timers,
    presence: core.presence,
    findSession: core.findSession,
    loadState: core.loadState,
    snapshotFor: core.snapshotFor,
    publishChange: core.publishChange,
    ...sessionCommands,
    ...participants,
    ...phaseCommands,
    ...cardCommands,
    ...groups,
    ...actionItems,
  };
}

export type RetroService = ReturnType<typeof createRetroService>;

/** Everything retrospectives register: the service, its routes and socket events, and the phase timers still running. */
export async function registerRetro(ctx: PluginContext): Promise<RetroService> {
  const templates = createRetroTemplates({ now: ctx.now, capabilities: ctx.capabilities });
  // One service per platform instance (tests run several in one process).
  const retro = createRetroService({
    db: ctx.db,
    scopeFor: ctx.scopeFor,
    now: ctx.now,
    broadcast: (room, event, data) => ctx.realtime.broadcast(room, event, data),
    evict: (room, userId) => ctx.realtime.evict(room, userId),
    capabilities: ctx.capabilities,
    templates,
    log: ctx.log,
    events: ctx.events,
  });
  registerRetroRoutes(ctx, retro, templates, createRetroInsights(retro, ctx.now));
  registerRetroRealtime(ctx, retro);
  // Timers survive a restart: they live in the database and are watched again here.
  await retro.resumeTimers().catch((error: unknown) => ctx.log.warn({ err: error }, 'could not resume retro timers'));
  return retro;
}
