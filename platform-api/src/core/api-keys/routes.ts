import { ApiKeyEndpoints, type RouteRequest } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import type { ApiKeyActor, ApiKeyService } from './service.js';

function actorOf(req: Pick<RouteRequest, 'user' | 'tenant' | 'ability' | 'ip'>): ApiKeyActor {
  return { userId: req.user!.id, accountId: req.tenant!.accountId, ability: req.ability, apiKeyId: req.user!.apiKeyId ?? null, ip: req.ip };
}

/** API keys (/integrations/api): everyone signed in manages their personal keys; account keys need update Integrations. */
export function registerApiKeyRoutes(routes: RouteTable, keys: ApiKeyService): void {
  routes.implement(ApiKeyEndpoints.scopes, (req) => keys.scopes(actorOf(req)));
  routes.implement(ApiKeyEndpoints.list, (req) => keys.list(actorOf(req)));
  routes.implement(ApiKeyEndpoints.create, (req) => keys.create(actorOf(req), req.body));
  routes.implement(ApiKeyEndpoints.revoke, (req) => keys.revoke(actorOf(req), req.params.id));
}
