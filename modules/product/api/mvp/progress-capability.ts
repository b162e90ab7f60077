import { MVP_PROGRESS, type PluginContext } from '@suite/sdk';
import type { createMvpService } from './service.js';

/** MVP_PROGRESS: the applied MVP scenarios' completed against planned points (the founder dashboard's panel), for the investor portal. */
export function provideMvpProgress(ctx: PluginContext, mvp: ReturnType<typeof createMvpService>): void {
  ctx.capabilities.provide(MVP_PROGRESS, {
    async progress(accountId) {
      return (await mvp.progress(ctx.scopeFor(accountId))).map(({ scenarioId, name, plannedPoints, completedPoints, items, completedItems }) => ({ scenarioId, name, plannedPoints, completedPoints, items, completedItems }));
    },
  });
}
