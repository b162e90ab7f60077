import { WebhookEndpoints, type RouteRequest } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import type { WebhookActor, WebhookService } from './service.js';

function actorOf(req: Pick<RouteRequest, 'user' | 'tenant' | 'ability' | 'ip'>): WebhookActor {
  return { userId: req.user!.id, accountId: req.tenant!.accountId, ability: req.ability, ip: req.ip };
}

/** Outgoing webhooks (/integrations/communication and /analytics): managing needs update Integrations (the endpoints' `can`). */
export function registerWebhookRoutes(routes: RouteTable, webhooks: WebhookService): void {
  routes.implement(WebhookEndpoints.events, () => webhooks.events());
  routes.implement(WebhookEndpoints.list, (req) => webhooks.list(req.tenant!.accountId, req.query.category));
  routes.implement(WebhookEndpoints.create, (req) => webhooks.create(actorOf(req), req.body));
  routes.implement(WebhookEndpoints.get, (req) => webhooks.get(req.tenant!.accountId, req.params.id));
  routes.implement(WebhookEndpoints.update, (req) => webhooks.update(actorOf(req), req.params.id, req.body));
  routes.implement(WebhookEndpoints.remove, (req) => webhooks.remove(actorOf(req), req.params.id));
  routes.implement(WebhookEndpoints.rotateSecret, (req) => webhooks.rotateSecret(actorOf(req), req.params.id));
  routes.implement(WebhookEndpoints.test, (req) => webhooks.test(actorOf(req), req.params.id));
  routes.implement(WebhookEndpoints.deliveries, (req) => webhooks.deliveries(req.tenant!.accountId, req.params.id, req.query.limit));
  routes.implement(WebhookEndpoints.replay, (req) => webhooks.replay(actorOf(req), req.params.id, req.params.deliveryId));
}
