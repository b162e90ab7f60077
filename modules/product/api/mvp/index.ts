import type { PluginContext } from '@suite/sdk';
import { MvpEndpoints as E } from '../../shared/mvp-endpoints.js';
import type { PortfolioService } from '../portfolio/items.js';
import { createMvpService } from './service.js';
import { requestLanguage } from '../language.js';
import { provideMvpProgress } from './progress-capability.js';

/** MVP scenarios' endpoints (shared/mvp-endpoints.ts). */
export function registerMvp(ctx: PluginContext, portfolio: PortfolioService): void {
  const mvp = createMvpService({ now: ctx.now, capabilities: ctx.capabilities, portfolio });
  provideMvpProgress(ctx, mvp);
  ctx.routes.implement(E.list, (req) => mvp.list(req.scope!));
  ctx.routes.implement(E.progress, (req) => mvp.progress(req.scope!));
  ctx.routes.implement(E.get, (req) => mvp.get(req.scope!, req.params.id));
  ctx.routes.implement(E.create, (req) => mvp.create(req.user?.id ?? null, req.scope!, req.body));
  ctx.routes.implement(E.update, (req) => mvp.update(req.scope!, req.params.id, req.body));
  ctx.routes.implement(E.remove, (req) => mvp.remove(req.scope!, req.params.id));
  ctx.routes.implement(E.recommendations, async (req) => mvp.recommendations(req.scope!, req.body, await requestLanguage(ctx, req, req.body.language)));
  ctx.routes.implement(E.generateBacklog, (req) => mvp.backlog(req.scope!, req.params.id));
  ctx.routes.implement(E.apply, (req) => mvp.apply(req.user?.id ?? null, req.scope!, req.params.id, req.body));
}
