import type { PluginContext } from '@suite/sdk';
import { FeatureRoiEndpoints as E } from '../../shared/feature-roi-endpoints.js';
import { createFeatureRoiService } from './service.js';

/** Feature ROI's endpoints (shared/feature-roi-endpoints.ts), under the spec's /api/bi/feature-roi. */
export function registerFeatureRoi(ctx: PluginContext): void {
  const roi = createFeatureRoiService({ now: ctx.now, capabilities: ctx.capabilities });
  ctx.routes.implement(E.list, (req) => roi.list(req.scope!, req.query));
  ctx.routes.implement(E.boardItems, (req) => roi.boardItems(req.scope!, req.query.search));
  ctx.routes.implement(E.summary, (req) => roi.summary(req.scope!, req.query));
  ctx.routes.implement(E.compare, (req) => roi.compare(req.scope!, req.body.ids, req.query));
  ctx.routes.implement(E.byFeature, (req) => roi.byFeature(req.scope!, req.params.featureId, req.query));
  ctx.routes.implement(E.get, (req) => roi.get(req.scope!, req.params.id, req.query));
  ctx.routes.implement(E.create, (req) => roi.create(req.user?.id ?? null, req.scope!, req.body));
  ctx.routes.implement(E.update, (req) => roi.update(req.scope!, req.params.id, req.body));
  ctx.routes.implement(E.remove, (req) => roi.remove(req.scope!, req.params.id));
  ctx.routes.implement(E.timeline, (req) => roi.timeline(req.scope!, req.params.id));
  ctx.routes.implement(E.addTimeline, (req) => roi.addTimeline(req.scope!, req.params.id, req.body));
}
