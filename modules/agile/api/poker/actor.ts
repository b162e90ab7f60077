import { ForbiddenError, PokerErrors, UnauthorizedError, defineAbilityFor, type AppAbility, type AuthUser, type SocketContext, type TenantContext } from '@suite/sdk';
import { pokerGuestScope } from '../../shared/poker.js';

/** The CASL subject of planning poker sessions and voting systems. */
export const POKER_SUBJECT = 'PokerSession';
export const VOTING_SYSTEM_SUBJECT = 'VotingSystem';

/**
 * Who is acting, the same whether the call came over REST or the websocket: a member of the
 * account (with the rights CASL gives them there) or a guest holding a pass for one session.
 */
export interface PokerActor {
  accountId: string;
  /** The signed-in user; null for a guest. */
  userId: string | null;
  /** A guest's participant id and the one session their pass opens. */
  guest: { participantId: string; sessionId: string | null; displayName: string } | null;
  /** Account admins manage every session (participants, stories) like its facilitator. */
  isAdmin: boolean;
  /** May create sessions (members and above; not account observers). */
  canCreate: boolean;
  /** Account observers take part in sessions as OBSERVER only. */
  canVote: boolean;
  customVoting: boolean;
  analytics: boolean;
}

function fromAbility(user: AuthUser, tenant: TenantContext, ability: AppAbility): PokerActor {
  if (user.guest) {
    const prefix = pokerGuestScope('');
    const sessionId = user.guest.scope.startsWith(prefix) ? user.guest.scope.slice(prefix.length) : null;
    return {
      accountId: tenant.accountId,
      userId: null,
      guest: { participantId: user.id, sessionId, displayName: user.guest.displayName },
      isAdmin: false,
      canCreate: false,
      canVote: true,
      customVoting: false,
      analytics: false,
    };
  }
  return {
    accountId: tenant.accountId,
    userId: user.id,
    guest: null,
    isAdmin: ability.can('manage', POKER_SUBJECT),
    canCreate: ability.can('create', POKER_SUBJECT),
    canVote: ability.can('vote', POKER_SUBJECT),
    customVoting: ability.can('use', 'PlanFeature:custom_voting'),
    analytics: ability.can('use', 'PlanFeature:analytics'),
  };
}

export function actorFromRequest(req: { user: AuthUser | null; tenant: TenantContext | null; ability: AppAbility | null }): PokerActor {
  if (!req.user || !req.tenant || !req.ability) throw new UnauthorizedError();
  return fromAbility(req.user, req.tenant, req.ability);
}

const socketActors = new WeakMap<SocketContext, PokerActor>();

/**
 * Sockets carry no ability: build it with the one permission model, as the HTTP chain does,
 * once per socket (its user and account context are fixed when it connects).
 */
export function actorFromSocket(socket: SocketContext): PokerActor {
  let actor = socketActors.get(socket);
  if (!actor) {
    const ability = defineAbilityFor({ id: socket.user.id, isSuperAdmin: socket.user.isSuperAdmin }, { role: socket.tenant.role, permissions: socket.tenant.permissions }, { plan: socket.tenant.plan });
    actor = fromAbility(socket.user, socket.tenant, ability);
    socketActors.set(socket, actor);
  }
  return actor;
}

/** A guest reaches only the session of their pass. */
export function assertGuestScope(actor: PokerActor, sessionId: string): void {
  if (actor.guest && actor.guest.sessionId !== sessionId) throw new ForbiddenError(PokerErrors.GUEST_SCOPE);
}
