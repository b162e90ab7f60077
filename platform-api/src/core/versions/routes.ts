import { VersionEndpoints, type RouteRequest } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import { actorOf } from '../comments/routes.js';
import type { GovernedObjects } from '../comments/objects.js';
import type { VersionService } from './service.js';

/** /api/versions: the history of the objects modules declare versioned (issue 22). */
export function registerVersionRoutes(routes: RouteTable, service: VersionService, objects: GovernedObjects, now: () => Date): void {
  const E = VersionEndpoints;
  const actor = (req: Pick<RouteRequest, 'scope' | 'ability' | 'user' | 'tenant'>) => actorOf(req, now);
  routes.implement(E.types, (req) => objects.types('versioned', req.tenant!.accountId));
  routes.implement(E.list, (req) => service.list(actor(req), req.query));
  routes.implement(E.forObject, (req) => service.forObject(actor(req), req.params.objectType, req.params.objectId));
  routes.implement(E.get, (req) => service.get(actor(req), req.params.id, req.query.against));
  routes.implement(E.restore, (req) => service.restore(actor(req), req.params.id));
}
