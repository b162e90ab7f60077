import { CommentEndpoints, type RouteRequest } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import type { CommentActor, CommentService } from './service.js';
import type { GovernedObjects } from './objects.js';

/** The caller as the comment service sees it (tenant routes: scope, ability and tenant are set). */
export function actorOf(req: Pick<RouteRequest, 'scope' | 'ability' | 'user' | 'tenant'>, now: () => Date): CommentActor {
  return { scope: req.scope!, ability: req.ability!, userId: req.user!.id, role: req.tenant!.role, now };
}

/** /api/comments: threads on the objects modules declare commentable (issue 22). */
export function registerCommentRoutes(routes: RouteTable, service: CommentService, objects: GovernedObjects, now: () => Date): void {
  const E = CommentEndpoints;
  const actor = (req: Pick<RouteRequest, 'scope' | 'ability' | 'user' | 'tenant'>) => actorOf(req, now);
  routes.implement(E.types, (req) => objects.types('commentable', req.tenant!.accountId));
  routes.implement(E.threads, (req) => service.threads(actor(req), req.ability!, req.query));
  routes.implement(E.mentionable, (req) => service.mentionable(req.tenant!.accountId));
  routes.implement(E.mentions, (req) => service.mentions(actor(req)));
  routes.implement(E.markMentionsRead, (req) => service.markMentionsRead(actor(req), req.body.commentIds));
  routes.implement(E.forObject, (req) => service.forObject(actor(req), req.params.objectType, req.params.objectId));
  routes.implement(E.create, (req) => service.create(actor(req), req.params.objectType, req.params.objectId, req.body));
  routes.implement(E.edit, (req) => service.edit(actor(req), req.params.id, req.body));
  routes.implement(E.remove, (req) => service.remove(actor(req), req.params.id));
  routes.implement(E.resolve, (req) => service.setStatus(actor(req), req.params.id, 'resolved'));
  routes.implement(E.reopen, (req) => service.setStatus(actor(req), req.params.id, 'open'));
  routes.implement(E.history, (req) => service.history(actor(req), req.params.id));
}
