import { UnauthorizedError, defineAbilityFor, type AppAbility, type AuthUser, type SocketContext, type TenantContext } from '@suite/sdk';

/** The CASL subjects of retrospectives and their templates. */
export const RETRO_SUBJECT = 'Retrospective';
export const RETRO_TEMPLATE_SUBJECT = 'RetroTemplate';

/** Who is acting, the same whether the call came over REST or the websocket. */
export interface RetroActor {
  accountId: string;
  userId: string;
  /** Account admins run every retro like its facilitator. */
  isAdmin: boolean;
  /** May create retros (members and above; not account observers). */
  canCreate: boolean;
  /** May write cards, vote and group (account observers only watch). */
  canContribute: boolean;
  /** May create and change action items (members, or the action_items:create permission). */
  canCreateActionItems: boolean;
  canUpdateActionItems: boolean;
  /** The plan includes analytics (Pro and Enterprise). */
  analytics: boolean;
}

function fromAbility(user: AuthUser, tenant: TenantContext, ability: AppAbility): RetroActor {
  return {
    accountId: tenant.accountId,
    userId: user.id,
    isAdmin: ability.can('manage', RETRO_SUBJECT),
    canCreate: ability.can('create', RETRO_SUBJECT),
    canContribute: ability.can('vote', RETRO_SUBJECT),
    canCreateActionItems: ability.can('create', 'ActionItem'),
    canUpdateActionItems: ability.can('update', 'ActionItem'),
    analytics: ability.can('use', 'PlanFeature:analytics'),
  };
}

export function actorFromRequest(req: { user: AuthUser | null; tenant: TenantContext | null; ability: AppAbility | null }): RetroActor {
  if (!req.user || !req.tenant || !req.ability || req.user.guest) throw new UnauthorizedError();
  return fromAbility(req.user, req.tenant, req.ability);
}

const socketActors = new WeakMap<SocketContext, RetroActor>();

/** Sockets carry no ability: build it with the one permission model, once per socket. */
export function actorFromSocket(socket: SocketContext): RetroActor {
  let actor = socketActors.get(socket);
  if (!actor) {
    if (socket.user.guest) throw new UnauthorizedError();
    const ability = defineAbilityFor({ id: socket.user.id, isSuperAdmin: socket.user.isSuperAdmin }, { role: socket.tenant.role, permissions: socket.tenant.permissions }, { plan: socket.tenant.plan });
    actor = fromAbility(socket.user, socket.tenant, ability);
    socketActors.set(socket, actor);
  }
  return actor;
}
