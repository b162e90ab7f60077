import type { PluginContext } from '@suite/sdk';
import { ValidationLabEndpoints as E } from '../../shared/validation-endpoints.js';
import { createValidationLab } from './service.js';

/** The validation lab's endpoints (shared/validation-endpoints.ts). */
export function registerValidationLab(ctx: PluginContext): void {
  const lab = createValidationLab({ now: ctx.now, capabilities: ctx.capabilities });
  ctx.routes.implement(E.metricSources, (req) => lab.metricSources(req.tenant!.accountId));
  ctx.routes.implement(E.list, (req) => lab.list(req.scope!, req.query.itemId));
  ctx.routes.implement(E.create, (req) => lab.create(req.user?.id ?? null, req.scope!, req.body));
  ctx.routes.implement(E.update, (req) => lab.update(req.scope!, req.params.id, req.body));
  ctx.routes.implement(E.remove, (req) => lab.remove(req.scope!, req.params.id));
  ctx.routes.implement(E.addExperiment, (req) => lab.addExperiment(req.scope!, req.params.id, req.body));
  ctx.routes.implement(E.updateExperiment, (req) => lab.updateExperiment(req.scope!, req.params.id, req.params.experimentId, req.body));
  ctx.routes.implement(E.decide, (req) => lab.decide(req.scope!, req.params.id, req.body.verdict, req.body.note));
}
