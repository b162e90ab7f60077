import { reply, type PluginContext } from '@suite/sdk';
import { DiscoveryEndpoints as E } from '../../shared/discovery-endpoints.js';
import type { PortfolioService } from '../portfolio/items.js';
import { discoveryMarkdown, discoveryPdf } from './export.js';
import { createDiscoveryService } from './service.js';

const fileName = (title: string, ext: string) => `${title.replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, '-').toLowerCase() || 'discovery'}.${ext}`;

/** Discovery documents' endpoints (shared/discovery-endpoints.ts). */
export function registerDiscovery(ctx: PluginContext, portfolio: PortfolioService): void {
  const discovery = createDiscoveryService({ portfolio, capabilities: ctx.capabilities, now: ctx.now });
  ctx.routes.implement(E.list, (req) => discovery.list(req.scope!));
  ctx.routes.implement(E.create, (req) => discovery.create(req.user?.id ?? null, req.scope!, req.body));
  ctx.routes.implement(E.get, (req) => discovery.get(req.scope!, req.params.id));
  ctx.routes.implement(E.update, (req) => discovery.update(req.scope!, req.params.id, req.body));
  ctx.routes.implement(E.remove, (req) => discovery.remove(req.scope!, req.params.id));
  ctx.routes.implement(E.analyze, (req) => discovery.analyze(req.scope!, req.params.id));
  ctx.routes.implement(E.setStatus, (req) => discovery.setStatus(req.scope!, req.params.id, req.body.status));
  ctx.routes.implement(E.export, async (req) => {
    const doc = await discovery.get(req.scope!, req.params.id);
    if (req.query.format === 'pdf') return reply.file(fileName(doc.title, 'pdf'), 'application/pdf', await discoveryPdf(doc));
    return reply.file(fileName(doc.title, 'md'), 'text/markdown; charset=utf-8', discoveryMarkdown(doc));
  });
}
