import { ForbiddenError, UnauthorizedError, subject, type AppAbility, type AuthUser, type SocketContext, type TenantContext } from '@suite/sdk';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { POKER_SUBJECT, POKER_VOTE_SUBJECT, type PokerVoteSubject } from '../../shared/poker-permissions.js';
import { pokerGuestScope } from '../../shared/poker.js';

/**
 * Who is acting, the same whether the call came over REST or the websocket: a member of the
 * account or a guest holding a pass for one session, with the ability the platform built for
 * the request or the socket (the module's rules in shared/poker-permissions.ts included).
 */
export interface PokerActor {
  accountId: string;
  /** The signed-in user; null for a guest. */
  userId: string | null;
  /** A guest's participant id and the one session their pass opens. */
  guest: { participantId: string; sessionId: string | null; displayName: string } | null;
  ability: AppAbility;
  /** Account admins manage every session (participants, stories) like its facilitator. */
  isAdmin: boolean;
  /** May drive a session they facilitate (account observers never do). */
  canDrive: boolean;
  /** May create sessions (members and above; not account observers). */
  canCreate: boolean;
  /** Account observers take part in sessions as OBSERVER only; guests vote. */
  canVote: boolean;
  customVoting: boolean;
  analytics: boolean;
}

function actorOf(user: AuthUser, tenant: TenantContext, ability: AppAbility): PokerActor {
  const base = { accountId: tenant.accountId, ability, customVoting: false, analytics: false };
  if (user.guest) {
    const prefix = pokerGuestScope('');
    const sessionId = user.guest.scope.startsWith(prefix) ? user.guest.scope.slice(prefix.length) : null;
    return { ...base, userId: null, guest: { participantId: user.id, sessionId, displayName: user.guest.displayName }, isAdmin: false, canDrive: false, canCreate: false, canVote: true };
  }
  return {
    ...base,
    userId: user.id,
    guest: null,
    isAdmin: ability.can('manage', POKER_SUBJECT),
    canDrive: ability.can('update', POKER_SUBJECT),
    canCreate: ability.can('create', POKER_SUBJECT),
    canVote: ability.can('vote', POKER_SUBJECT),
    customVoting: ability.can('use', 'PlanFeature:custom_voting'),
    analytics: ability.can('use', 'PlanFeature:analytics'),
  };
}

export function actorFromRequest(req: { user: AuthUser | null; tenant: TenantContext | null; ability: AppAbility | null }): PokerActor {
  if (!req.user || !req.tenant || !req.ability) throw new UnauthorizedError();
  return actorOf(req.user, req.tenant, req.ability);
}

/** From the socket's live ability (rebuilt by the platform when roles or flags change). */
export function actorFromSocket(socket: SocketContext): PokerActor {
  return actorOf(socket.user, socket.tenant, socket.ability);
}

/** A guest reaches only the session of their pass. */
export function assertGuestScope(actor: PokerActor, sessionId: string): void {
  if (actor.guest && actor.guest.sessionId !== sessionId) throw new ForbiddenError(PokerErrors.GUEST_SCOPE);
}

/** May this actor cast or change this vote (its voter only)? A guest's pass names their participant. */
export function mayChangeVote(actor: PokerActor, vote: PokerVoteSubject): boolean {
  if (actor.guest) return vote.participantId === actor.guest.participantId;
  return actor.ability.can('update', subject(POKER_VOTE_SUBJECT, { ...vote } as Record<string, unknown>));
}
