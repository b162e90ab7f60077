import { reply, type PluginContext } from '@suite/sdk';
import { Type, Uuid } from '@suite/sdk/schemas';
import {
  ActionItemBody,
  CardBody,
  CreateRetroBody,
  GroupBody,
  GroupCardBody,
  RetroExportQuery,
  RetroJoinBody,
  RetroListQuery,
  RetroParticipantBody,
  RetroTimerBody,
  SetPhaseBody,
  TeamMetricsQuery,
  TemplateBody,
  TemplateRatingBody,
  TemplateSearchBody,
  TemplateSuggestionQuery,
  ToBoardBody,
  UpdateActionItemBody,
  UpdateCardBody,
  UpdateGroupBody,
  UpdateRetroBody,
  UpdateTemplateBody,
} from '../../shared/retro.js';
import { RETRO_SUBJECT, RETRO_TEMPLATE_SUBJECT, actorFromRequest } from './actor.js';
import type { RetroInsights } from './insights.js';
import type { RetroService } from './service.js';
import type { RetroTemplates } from './templates.js';

const SessionParams = Type.Object({ id: Uuid });
const CardParams = Type.Object({ id: Uuid, cardId: Uuid });
const GroupParams = Type.Object({ id: Uuid, groupId: Uuid });
const GroupCardParams = Type.Object({ id: Uuid, groupId: Uuid, cardId: Uuid });
const ParticipantParams = Type.Object({ id: Uuid, participantId: Uuid });
const AccountParams = Type.Object({ accountId: Uuid });
/** Built-in templates have names for ids ('sailboat'), custom ones UUIDs. */
const TemplateParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 60 }) });
const AccountQuery = Type.Object({ accountId: Type.Optional(Uuid) }, { additionalProperties: false });

const R = '/retrospectives';

/** Retrospectives over REST (agile.md section 7): each route parses, calls the service and returns. */
export function registerRetroRoutes(ctx: PluginContext, retro: RetroService, templates: RetroTemplates, insights: RetroInsights): void {
  const { routes } = ctx;

  // ----- sessions -----
  routes.add({ method: 'GET', path: `${R}/sessions`, schema: { query: RetroListQuery }, handler: (req) => retro.listSessions(req.scope!, req.query) });
  routes.add({
    method: 'POST',
    path: `${R}/sessions`,
    schema: { body: CreateRetroBody },
    can: ['create', RETRO_SUBJECT],
    handler: async (req) => reply.created(await retro.createSession(actorFromRequest(req), req.scope!, req.body)),
  });
  routes.add({ method: 'GET', path: `${R}/sessions/:id`, schema: { params: SessionParams }, handler: (req) => retro.getSnapshot(actorFromRequest(req), req.scope!, req.params.id) });
  routes.add({
    method: 'PATCH',
    path: `${R}/sessions/:id`,
    schema: { params: SessionParams, body: UpdateRetroBody },
    handler: (req) => retro.updateSession(actorFromRequest(req), req.scope!, req.params.id, req.body),
  });
  routes.add({ method: 'DELETE', path: `${R}/sessions/:id`, schema: { params: SessionParams }, handler: (req) => retro.deleteSession(actorFromRequest(req), req.scope!, req.params.id) });
  routes.add({
    method: 'POST',
    path: `${R}/sessions/:id/join`,
    schema: { params: SessionParams, body: RetroJoinBody },
    handler: async (req) => (await retro.joinSession(actorFromRequest(req), req.scope!, req.params.id, req.body)).snapshot,
  });
  routes.add({ method: 'POST', path: `${R}/sessions/:id/leave`, schema: { params: SessionParams }, handler: (req) => retro.leaveSession(actorFromRequest(req), req.scope!, req.params.id) });
  routes.add({ method: 'POST', path: `${R}/sessions/:id/advance-phase`, schema: { params: SessionParams }, handler: (req) => retro.advancePhase(actorFromRequest(req), req.scope!, req.params.id) });
  routes.add({
    method: 'POST',
    path: `${R}/sessions/:id/set-phase`,
    schema: { params: SessionParams, body: SetPhaseBody },
    handler: (req) => retro.setPhase(actorFromRequest(req), req.scope!, req.params.id, req.body.phase),
  });
  routes.add({
    method: 'PUT',
    path: `${R}/sessions/:id/timer`,
    schema: { params: SessionParams, body: RetroTimerBody },
    handler: (req) => retro.startTimer(actorFromRequest(req), req.scope!, req.params.id, req.body.duration),
  });
  routes.add({ method: 'DELETE', path: `${R}/sessions/:id/timer`, schema: { params: SessionParams }, handler: (req) => retro.stopTimer(actorFromRequest(req), req.scope!, req.params.id) });
  routes.add({
    method: 'PATCH',
    path: `${R}/sessions/:id/participants/:participantId`,
    schema: { params: ParticipantParams, body: RetroParticipantBody },
    handler: (req) => retro.updateParticipantRole(actorFromRequest(req), req.scope!, req.params.id, req.params.participantId, req.body.role),
  });
  routes.add({
    method: 'DELETE',
    path: `${R}/sessions/:id/participants/:participantId`,
    schema: { params: ParticipantParams },
    handler: (req) => retro.removeParticipant(actorFromRequest(req), req.scope!, req.params.id, req.params.participantId),
  });
  routes.add({ method: 'GET', path: `${R}/sessions/:id/analytics`, schema: { params: SessionParams }, handler: (req) => insights.sessionAnalytics(actorFromRequest(req), req.scope!, req.params.id) });
  routes.add({
    method: 'GET',
    path: `${R}/sessions/:id/export`,
    schema: { params: SessionParams, query: RetroExportQuery },
    handler: async (req) => {
      const file = await insights.exportSession(actorFromRequest(req), req.scope!, req.params.id, req.query.format);
      return reply.file(file.fileName, file.contentType, file.body);
    },
  });

  // ----- cards and votes -----
  routes.add({
    method: 'POST',
    path: `${R}/sessions/:id/cards`,
    schema: { params: SessionParams, body: CardBody },
    handler: async (req) => reply.created(await retro.addCard(actorFromRequest(req), req.scope!, req.params.id, req.body)),
  });
  routes.add({
    method: 'PATCH',
    path: `${R}/sessions/:id/cards/:cardId`,
    schema: { params: CardParams, body: UpdateCardBody },
    handler: (req) => retro.updateCard(actorFromRequest(req), req.scope!, req.params.id, req.params.cardId, req.body),
  });
  routes.add({ method: 'DELETE', path: `${R}/sessions/:id/cards/:cardId`, schema: { params: CardParams }, handler: (req) => retro.deleteCard(actorFromRequest(req), req.scope!, req.params.id, req.params.cardId) });
  routes.add({
    method: 'POST',
    path: `${R}/sessions/:id/cards/:cardId/votes`,
    schema: { params: CardParams },
    handler: async (req) => reply.created(await retro.castVote(actorFromRequest(req), req.scope!, req.params.id, req.params.cardId)),
  });
  routes.add({ method: 'DELETE', path: `${R}/sessions/:id/cards/:cardId/votes`, schema: { params: CardParams }, handler: (req) => retro.removeVote(actorFromRequest(req), req.scope!, req.params.id, req.params.cardId) });

  // ----- groups -----
  routes.add({
    method: 'POST',
    path: `${R}/sessions/:id/groups`,
    schema: { params: SessionParams, body: GroupBody },
    handler: async (req) => reply.created(await retro.createGroup(actorFromRequest(req), req.scope!, req.params.id, req.body)),
  });
  routes.add({
    method: 'PATCH',
    path: `${R}/sessions/:id/groups/:groupId`,
    schema: { params: GroupParams, body: UpdateGroupBody },
    handler: (req) => retro.updateGroup(actorFromRequest(req), req.scope!, req.params.id, req.params.groupId, req.body.title),
  });
  routes.add({ method: 'DELETE', path: `${R}/sessions/:id/groups/:groupId`, schema: { params: GroupParams }, handler: (req) => retro.deleteGroup(actorFromRequest(req), req.scope!, req.params.id, req.params.groupId) });
  routes.add({
    method: 'POST',
    path: `${R}/sessions/:id/groups/:groupId/cards`,
    schema: { params: GroupParams, body: GroupCardBody },
    handler: (req) => retro.addCardToGroup(actorFromRequest(req), req.scope!, req.params.id, req.params.groupId, req.body.cardId),
  });
  routes.add({
    method: 'DELETE',
    path: `${R}/sessions/:id/groups/:groupId/cards/:cardId`,
    schema: { params: GroupCardParams },
    handler: (req) => retro.removeCardFromGroup(actorFromRequest(req), req.scope!, req.params.id, req.params.groupId, req.params.cardId),
  });

  // ----- action items -----
  routes.add({ method: 'GET', path: `${R}/sessions/:id/action-items`, schema: { params: SessionParams }, handler: (req) => retro.listActionItems(req.scope!, req.params.id) });
  routes.add({
    method: 'POST',
    path: `${R}/sessions/:id/action-items`,
    schema: { params: SessionParams, body: ActionItemBody },
    handler: async (req) => reply.created(await retro.createActionItem(actorFromRequest(req), req.scope!, req.params.id, req.body)),
  });
  routes.add({
    method: 'POST',
    path: `${R}/sessions/:id/action-items/generate`,
    schema: { params: SessionParams },
    handler: async (req) => reply.created(await retro.createGeneratedActionItems(actorFromRequest(req), req.scope!, req.params.id)),
  });
  routes.add({
    method: 'PATCH',
    path: `${R}/action-items/:id`,
    schema: { params: SessionParams, body: UpdateActionItemBody },
    handler: (req) => retro.updateActionItem(actorFromRequest(req), req.scope!, req.params.id, req.body),
  });
  routes.add({
    method: 'POST',
    path: `${R}/action-items/:id/to-board`,
    schema: { params: SessionParams, body: ToBoardBody },
    handler: (req) => retro.actionItemToBoard(actorFromRequest(req), req.scope!, req.params.id, req.body),
  });

  // ----- account and team views -----
  routes.add({
    method: 'GET',
    path: `${R}/accounts/:accountId/retrospectives`,
    schema: { params: AccountParams, query: RetroListQuery },
    handler: (req) => retro.listSessions(req.scope!, req.query),
  });
  routes.add({
    method: 'GET',
    path: `${R}/teams/:id/metrics`,
    schema: { params: SessionParams, query: TeamMetricsQuery },
    handler: (req) => insights.teamMetrics(actorFromRequest(req), req.scope!, req.params.id, req.query),
  });

  // ----- templates -----
  routes.add({ method: 'GET', path: `${R}/templates`, schema: { query: AccountQuery }, handler: (req) => templates.list(req.scope!) });
  routes.add({
    method: 'POST',
    path: `${R}/templates`,
    schema: { body: TemplateBody },
    can: ['create', RETRO_TEMPLATE_SUBJECT],
    handler: async (req) => reply.created(await templates.create(actorFromRequest(req).userId, req.scope!, req.body)),
  });
  routes.add({ method: 'POST', path: `${R}/templates/search`, schema: { query: AccountQuery, body: TemplateSearchBody }, handler: (req) => templates.search(req.scope!, req.body) });
  routes.add({ method: 'GET', path: `${R}/templates/suggestions`, schema: { query: TemplateSuggestionQuery }, handler: (req) => templates.suggestions(req.scope!, req.query.participants) });
  routes.add({ method: 'GET', path: `${R}/templates/:id`, schema: { params: TemplateParams }, handler: (req) => templates.get(req.scope!, req.params.id) });
  routes.add({
    method: 'PATCH',
    path: `${R}/templates/:id`,
    schema: { params: TemplateParams, body: UpdateTemplateBody },
    can: ['update', RETRO_TEMPLATE_SUBJECT],
    handler: (req) => templates.update(req.scope!, req.params.id, req.body),
  });
  routes.add({
    method: 'DELETE',
    path: `${R}/templates/:id`,
    schema: { params: TemplateParams },
    can: ['delete', RETRO_TEMPLATE_SUBJECT],
    handler: (req) => templates.remove(req.scope!, req.params.id),
  });
  routes.add({
    method: 'POST',
    path: `${R}/templates/:id/rating`,
    schema: { params: TemplateParams, body: TemplateRatingBody },
    handler: (req) => templates.rate(actorFromRequest(req).userId, req.scope!, req.params.id, req.body.rating),
  });
}
