import type { PluginContext } from '@suite/sdk';
import { createRetroInsights } from './insights.js';
import { registerRetroRealtime } from './realtime.js';
import { registerRetroRoutes } from './routes.js';
import { createRetroService } from './service.js';
import { createRetroTemplates } from './templates.js';

export { seedRetro } from './seed.js';

/** Everything retrospectives register: the service, its routes and socket events, and the phase timers still running. */
export async function registerRetro(ctx: PluginContext): Promise<void> {
  const templates = createRetroTemplates({ now: ctx.now });
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
  });
  registerRetroRoutes(ctx, retro, templates, createRetroInsights(retro, ctx.now));
  registerRetroRealtime(ctx, retro);
  // Timers survive a restart: they live in the database and are watched again here.
  await retro.resumeTimers().catch((error: unknown) => ctx.log.warn({ err: error }, 'could not resume retro timers'));
}
