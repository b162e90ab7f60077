import { AccessErrors, ForbiddenError, UnauthorizedError, defineAbilityFor, type AppAbility, type AuthUser, type SocketContext, type TenantContext } from '@suite/sdk';

/** The CASL subject of boards and everything on them (items, sprints, deliveries, team events). */
export const KANBAN_SUBJECT = 'KanbanBoard';

/** Who acts on the kanban, the same over REST, the websocket and a capability call. */
export interface KanbanActor {
  accountId: string;
  /** null for another module acting through a capability. */
  userId: string | null;
  /** Account owners and admins: delete any board. */
  isAccountAdmin: boolean;
  /** Members and above change boards; observers only read. */
  canEdit: boolean;
}

function fromAbility(user: AuthUser, tenant: TenantContext, ability: AppAbility): KanbanActor {
  return { accountId: tenant.accountId, userId: user.id, isAccountAdmin: ability.can('manage', KANBAN_SUBJECT), canEdit: ability.can('update', KANBAN_SUBJECT) };
}

export function kanbanActorFromRequest(req: { user: AuthUser | null; tenant: TenantContext | null; ability: AppAbility | null }): KanbanActor {
  if (!req.user || !req.tenant || !req.ability) throw new UnauthorizedError();
  return fromAbility(req.user, req.tenant, req.ability);
}

const socketActors = new WeakMap<SocketContext, KanbanActor>();

/** Sockets carry no ability: build it with the one permission model, once per socket. */
export function kanbanActorFromSocket(socket: SocketContext): KanbanActor {
  let actor = socketActors.get(socket);
  if (!actor) {
    const ability = defineAbilityFor({ id: socket.user.id, isSuperAdmin: socket.user.isSuperAdmin }, { role: socket.tenant.role, permissions: socket.tenant.permissions }, { plan: socket.tenant.plan });
    actor = fromAbility(socket.user, socket.tenant, ability);
    socketActors.set(socket, actor);
  }
  return actor;
}

/** Another module acting for an account (retro action items, poker estimates). */
export function systemActor(accountId: string): KanbanActor {
  return { accountId, userId: null, isAccountAdmin: false, canEdit: true };
}

export function assertCanEdit(actor: KanbanActor): void {
  if (!actor.canEdit) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
}
