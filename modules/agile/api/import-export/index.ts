import { UnauthorizedError, reply, type AppAbility, type AuthUser, type PluginContext, type TenantContext } from '@suite/sdk';
import { DevExportEndpoints, DevImportEndpoints } from '../../shared/dev-import.js';
import { kanbanActor } from '../kanban/actor.js';
import { actorFromRequest } from '../poker/actor.js';
import type { PokerService } from '../poker/index.js';
import { createDevExport } from './export.js';
import { createDevImport, type DevImportActor } from './import.js';

function importActor(req: { user: AuthUser | null; tenant: TenantContext | null; ability: AppAbility | null }): DevImportActor {
  if (!req.ability) throw new UnauthorizedError();
  return { ability: req.ability, kanban: kanbanActor(req), poker: actorFromRequest(req) };
}

/**
 * Integrations > Development (shared/dev-import.ts declares the endpoints): imports from Jira,
 * Azure DevOps and CSV files into a backlog or a poker session, and the CSV and Jira CSV exports.
 */
export function registerDevImport(ctx: PluginContext, services: { poker: PokerService }): void {
  const imports = createDevImport({
    poker: services.poker,
    capabilities: ctx.capabilities,
    now: ctx.now,
    broadcast: (room, event, data) => ctx.realtime.broadcast(room, event, data),
    log: ctx.log,
  });
  const exports = createDevExport({ capabilities: ctx.capabilities, poker: services.poker });

  ctx.routes.implement(DevImportEndpoints.preview, (req) => imports.preview(importActor(req), req.scope!, req.body));
  ctx.routes.implement(DevImportEndpoints.commit, (req) => imports.commit(importActor(req), req.scope!, req.body));

  ctx.routes.implement(DevExportEndpoints.backlog, async (req) => {
    const file = await exports.backlog(req.scope!, req.params.boardId, req.query.format, req.query.items);
    return reply.file(file.fileName, file.contentType, file.body);
  });
  ctx.routes.implement(DevExportEndpoints.pokerEstimates, async (req) => {
    const file = await exports.pokerEstimates(req.scope!, req.params.sessionId, req.query.format);
    return reply.file(file.fileName, file.contentType, file.body);
  });
  ctx.routes.implement(DevExportEndpoints.actionItems, async (req) => {
    const file = await exports.actionItems(req.scope!, req.query.format, req.query.sessionId);
    return reply.file(file.fileName, file.contentType, file.body);
  });
}
