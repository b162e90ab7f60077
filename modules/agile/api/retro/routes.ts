import { reply, type PluginContext } from '@suite/sdk';
import { RetroEndpoints as E } from '../../shared/retro-endpoints.js';
import { actorFromRequest } from './actor.js';
import type { RetroInsights } from './insights.js';
import type { RetroService } from './index.js';
import type { RetroTemplates } from './templates.js';

/** Retrospectives over REST (agile.md section 7): each endpoint calls the service and returns. */
export function registerRetroRoutes(ctx: PluginContext, retro: RetroService, templates: RetroTemplates, insights: RetroInsights): void {
  // ----- sessions -----
  ctx.routes.implement(E.listSessions, (req) => retro.listSessions(req.scope!, req.query));
  ctx.routes.implement(E.createSession, (req) => retro.createSession(actorFromRequest(req), req.scope!, req.body));
  ctx.routes.implement(E.getSession, (req) => retro.getSnapshot(actorFromRequest(req), req.scope!, req.params.id));
  ctx.routes.implement(E.updateSession, (req) => retro.updateSession(actorFromRequest(req), req.scope!, req.params.id, req.body));
  ctx.routes.implement(E.deleteSession, (req) => retro.deleteSession(actorFromRequest(req), req.scope!, req.params.id));
  ctx.routes.implement(E.join, async (req) => (await retro.joinSession(actorFromRequest(req), req.scope!, req.params.id, req.body)).snapshot);
  ctx.routes.implement(E.leave, (req) => retro.leaveSession(actorFromRequest(req), req.scope!, req.params.id));
  ctx.routes.implement(E.advancePhase, (req) => retro.advancePhase(actorFromRequest(req), req.scope!, req.params.id, req.body.fromPhase));
  ctx.routes.implement(E.setPhase, (req) => retro.setPhase(actorFromRequest(req), req.scope!, req.params.id, req.body.phase));
  ctx.routes.implement(E.startTimer, (req) => retro.startTimer(actorFromRequest(req), req.scope!, req.params.id, req.body.duration));
  ctx.routes.implement(E.stopTimer, (req) => retro.stopTimer(actorFromRequest(req), req.scope!, req.params.id));
  ctx.routes.implement(E.updateParticipant, (req) => retro.updateParticipantRole(actorFromRequest(req), req.scope!, req.params.id, req.params.participantId, req.body.role));
  ctx.routes.implement(E.removeParticipant, (req) => retro.removeParticipant(actorFromRequest(req), req.scope!, req.params.id, req.params.participantId));
  ctx.routes.implement(E.analytics, (req) => insights.sessionAnalytics(actorFromRequest(req), req.scope!, req.params.id));
  ctx.routes.implement(E.exportSession, async (req) => {
    const file = await insights.exportSession(actorFromRequest(req), req.scope!, req.params.id, req.query.format);
    return reply.file(file.fileName, file.contentType, file.body);
  });

  // ----- cards and votes -----
  ctx.routes.implement(E.addCard, (req) => retro.addCard(actorFromRequest(req), req.scope!, req.params.id, req.body));
  ctx.routes.implement(E.updateCard, (req) => retro.updateCard(actorFromRequest(req), req.scope!, req.params.id, req.params.cardId, req.body));
  ctx.routes.implement(E.deleteCard, (req) => retro.deleteCard(actorFromRequest(req), req.scope!, req.params.id, req.params.cardId));
  ctx.routes.implement(E.castVote, (req) => retro.castVote(actorFromRequest(req), req.scope!, req.params.id, req.params.cardId));
  ctx.routes.implement(E.castSessionVote, (req) => retro.castVote(actorFromRequest(req), req.scope!, req.params.id, req.body.cardId));
  ctx.routes.implement(E.removeVote, (req) => retro.removeVote(actorFromRequest(req), req.scope!, req.params.id, req.params.cardId));

  // ----- groups -----
  ctx.routes.implement(E.createGroup, (req) => retro.createGroup(actorFromRequest(req), req.scope!, req.params.id, req.body));
  ctx.routes.implement(E.updateGroup, (req) => retro.updateGroup(actorFromRequest(req), req.scope!, req.params.id, req.params.groupId, req.body.title));
  ctx.routes.implement(E.deleteGroup, (req) => retro.deleteGroup(actorFromRequest(req), req.scope!, req.params.id, req.params.groupId));
  ctx.routes.implement(E.groupCard, (req) => retro.addCardToGroup(actorFromRequest(req), req.scope!, req.params.id, req.params.groupId, req.body.cardId));
  ctx.routes.implement(E.ungroupCard, (req) => retro.removeCardFromGroup(actorFromRequest(req), req.scope!, req.params.id, req.params.groupId, req.params.cardId));

  // ----- action items -----
  ctx.routes.implement(E.listActionItems, (req) => retro.listActionItems(req.scope!, req.params.id));
  ctx.routes.implement(E.createActionItem, (req) => retro.createActionItem(actorFromRequest(req), req.scope!, req.params.id, req.body));
  ctx.routes.implement(E.generateActionItems, (req) => retro.createGeneratedActionItems(actorFromRequest(req), req.scope!, req.params.id));
  ctx.routes.implement(E.updateActionItem, (req) => retro.updateActionItem(actorFromRequest(req), req.scope!, req.params.id, req.body));
  ctx.routes.implement(E.actionItemToBoard, (req) => retro.actionItemToBoard(actorFromRequest(req), req.scope!, req.params.id, req.body));

  // ----- account and team views -----
  ctx.routes.implement(E.accountRetrospectives, (req) => retro.listSessions(req.scope!, req.query));
  ctx.routes.implement(E.teamMetrics, (req) => insights.teamMetrics(actorFromRequest(req), req.scope!, req.params.id, req.query));

  // ----- templates (static paths before '/templates/:id') -----
  ctx.routes.implement(E.listTemplates, (req) => templates.list(req.scope!));
  ctx.routes.implement(E.createTemplate, (req) => templates.create(actorFromRequest(req).userId, req.scope!, req.body));
  ctx.routes.implement(E.searchTemplates, (req) => {
    const { filters, ...search } = req.body;
    return templates.search(req.scope!, { ...search, ...filters });
  });
  ctx.routes.implement(E.templateSuggestions, (req) => templates.suggestions(req.scope!, req.query.participants));
  ctx.routes.implement(E.getTemplate, (req) => templates.get(req.scope!, req.params.id));
  ctx.routes.implement(E.updateTemplate, (req) => templates.update(req.scope!, req.params.id, req.body, actorFromRequest(req).userId));
  ctx.routes.implement(E.deleteTemplate, (req) => templates.remove(req.scope!, req.params.id));
  ctx.routes.implement(E.rateTemplate, (req) => templates.rate(actorFromRequest(req).userId, req.scope!, req.params.id, req.body.rating));
}
