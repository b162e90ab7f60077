import type { FeatureKey, PluginContext } from '@suite/sdk';
import { createPokerCore, type PokerServiceDeps } from './core.js';
import { createPokerInsights } from './insights.js';
import { createPokerParticipants } from './participants.js';
import { registerPokerRealtime } from './realtime.js';
import { registerPokerRoutes } from './routes.js';
import { createPokerSessions } from './sessions.js';
import { createPokerStories } from './stories.js';
import { createPokerTimers } from './timers.js';
import { createVotingSystems } from './voting-systems.js';
import { createPokerVoting } from './voting.js';

export { seedPoker } from './seed.js';
export type { PokerServiceDeps } from './core.js';

/**
 * Planning poker (agile.md sections 3-9), one use case per file: sessions, participants (and
 * guests, presence), stories (and discussion), voting, timers; REST routes and socket events
 * call the same functions.
 */
export function createPokerService(deps: PokerServiceDeps) {
  const core = createPokerCore(deps);
  const votingSystems = createVotingSystems();
  const sessions = createPokerSessions(core, votingSystems);
  const participants = createPokerParticipants(core, sessions.handOver);
  const voting = createPokerVoting(core);
  const stories = createPokerStories(core, voting);
  const timers = createPokerTimers(core);
  return {
    votingSystems,
    timers: core.timers,
    presence: core.presence,
    findSession: core.findSession,
    findStory: core.findStory,
    participantOf: core.participantOf,
    assertModerator: core.assertModerator,
    buildSnapshot: core.buildSnapshot,
    ...sessions,
    ...participants,
    ...stories,
    ...voting,
    ...timers,
  };
}

export type PokerService = ReturnType<typeof createPokerService>;

/** Everything poker registers: its service, REST routes, socket events, and the timers a restart left running. */
export async function registerPoker(ctx: PluginContext, options: { feature: FeatureKey }): Promise<PokerService> {
  const deps: PokerServiceDeps = {
    db: ctx.db,
    scopeFor: ctx.scopeFor,
    now: ctx.now,
    broadcast: (room, event, data) => ctx.realtime.broadcast(room, event, data),
    evict: (room, userId) => ctx.realtime.evict(room, userId),
    capabilities: ctx.capabilities,
    guests: ctx.guests,
    features: ctx.features,
    feature: options.feature,
    log: ctx.log,
    events: ctx.events,
  };
  const poker = createPokerService(deps);
  const core = { findSession: poker.findSession, findStory: poker.findStory, assertModerator: poker.assertModerator };
  registerPokerRoutes(ctx, poker, createPokerInsights(core, ctx.now));
  registerPokerRealtime(ctx, poker);
  // Timers survive a restart: they live in the database and are watched again here.
  await poker.resumeTimers().catch((error: unknown) => ctx.log.warn({ err: error }, 'could not resume poker timers'));
  return poker;
}
