import { UnauthorizedError, subject, type AppAbility, type AuthUser, type SocketContext, type TenantContext } from '@suite/sdk';
import { ACTION_ITEM_SUBJECT, RETRO_CARD_SUBJECT, RETRO_SUBJECT, type RetroCardSubject } from '../../shared/retro-permissions.js';

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
  /** May change (or delete) this card by the ability's ownership rule (the facilitator's exception is the service's). */
  mayChangeCard(card: RetroCardSubject, action?: 'update' | 'delete'): boolean;
}

function fromAbility(user: AuthUser, tenant: TenantContext, ability: AppAbility): RetroActor {
  return {
    accountId: tenant.accountId,
    userId: user.id,
    isAdmin: ability.can('manage', RETRO_SUBJECT),
    canCreate: ability.can('create', RETRO_SUBJECT),
    canContribute: ability.can('vote', RETRO_SUBJECT),
    canCreateActionItems: ability.can('create', ACTION_ITEM_SUBJECT),
    canUpdateActionItems: ability.can('update', ACTION_ITEM_SUBJECT),
    analytics: ability.can('use', 'PlanFeature:analytics'),
    // AppAbility types module subjects loosely; the conditions are matched at run time.
    mayChangeCard: (card, action = 'update') => ability.can(action, subject(RETRO_CARD_SUBJECT, { ...card }) as never),
  };
}

/** The actor of a REST call, from the request's ability. */
export function actorFromRequest(req: { user: AuthUser | null; tenant: TenantContext | null; ability: AppAbility | null }): RetroActor {
  if (!req.user || !req.tenant || !req.ability || req.user.guest) throw new UnauthorizedError();
  return fromAbility(req.user, req.tenant, req.ability);
}

/** The actor of a socket event, from the socket's ability (rebuilt by the platform when access changes). */
export function actorFromSocket(socket: SocketContext): RetroActor {
  if (socket.user.guest) throw new UnauthorizedError();
  return fromAbility(socket.user, socket.tenant, socket.ability);
}
