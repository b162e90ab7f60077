import { tenantQuery } from '@suite/sdk/server';
import { BusinessRuleError, ConflictError, FeatureErrors, ForbiddenError, NotFoundError, ValidationError, directoryFor, type TenantScope } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import type { Static } from '@suite/sdk/schemas';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { PokerEvents, pokerGuestScope, pokerRoom, type JoinBody, type PokerGuestPass, type PokerJoinInfo, type PokerParticipantRole, type PokerSnapshot } from '../../shared/poker.js';
import type { PokerActor } from './actor.js';
import type { PokerCore } from './core.js';
import { PokerParticipantModel, PokerSessionModel } from './models.js';
import { participantView } from './views.js';

type JoinInput = Static<typeof JoinBody>;

export const GUEST_PASS_SECONDS = 12 * 60 * 60;

/** Participants (agile.md section 5): join, come back, leave, roles, removal, guests and presence. */
export function createPokerParticipants(core: PokerCore, handOver: (scope: TenantScope, session: PokerSessionModel, next: PokerParticipantModel) => Promise<void>) {
  const { deps, now, findSession, assertModerator, assertOpen, publishChange, buildSnapshot, participantOf } = core;

  async function insertParticipant(scope: TenantScope, session: PokerSessionModel, values: { userId: string | null; displayName: string; role: PokerParticipantRole }): Promise<PokerParticipantModel> {
    const inserted = await PokerParticipantModel.query(scope.knex).insert({ accountId: scope.accountId, sessionId: session.id, userId: values.userId, displayName: values.displayName, role: values.role, joinedAt: now() });
    return (await tenantQuery(scope, PokerParticipantModel).findById(inserted.id))!;
  }

  /** Join as a member (REST join; the socket's join calls it for someone not in the session yet). */
  async function joinSession(actor: PokerActor, scope: TenantScope, sessionId: string, input: JoinInput = {}, options: { announce?: boolean } = {}): Promise<{ participant: PokerParticipantModel; snapshot: PokerSnapshot }> {
    const session = await core.loadSessionFor(actor, scope, sessionId);
    const existing = await participantOf(scope, actor, sessionId, true);
    if (existing && !existing.leftAt) throw new ConflictError(PokerErrors.ALREADY_PARTICIPANT);
    if (session.status === 'COMPLETED') throw new ConflictError(PokerErrors.SESSION_COMPLETED);
    if (actor.guest && !existing) throw new NotFoundError(PokerErrors.PARTICIPANT_NOT_FOUND);
    // Account observers only watch; everyone else joins as asked (PARTICIPANT by default).
    const role: PokerParticipantRole = !actor.canVote ? 'OBSERVER' : (input.role ?? 'PARTICIPANT');
    let participant: PokerParticipantModel;
    if (existing) {
      const restoredRole = existing.userId && existing.userId === session.facilitatorId ? 'FACILITATOR' : actor.guest ? existing.role : role;
      participant = await tenantQuery(scope, PokerParticipantModel).patchAndFetchById(existing.id, { leftAt: null, role: restoredRole, joinedAt: now() });
    } else {
      const displayName = input.displayName?.trim() || (await core.userDisplayName(scope, actor.userId!));
      participant = await insertParticipant(scope, session, { userId: actor.userId, displayName, role });
    }
    if (options.announce !== false) await publishChange(scope.accountId, sessionId, 'participant_joined');
    return { participant, snapshot: await buildSnapshot(scope, await findSession(scope, sessionId), participant) };
  }

  /**
   * The socket's session:join (also after every reconnect): a participant comes back as they
   * are; someone new joins as by REST, announced to the room by their presence (which carries
   * the whole participant) rather than a full session:changed: a room of hundreds filling up
   * would otherwise send the whole state to everyone at each arrival.
   */
  async function enterSession(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<{ participant: PokerParticipantModel; snapshot: PokerSnapshot }> {
    const session = await core.loadSessionFor(actor, scope, sessionId);
    const existing = await participantOf(scope, actor, sessionId);
    if (existing) return { participant: existing, snapshot: await buildSnapshot(scope, session, existing) };
    return joinSession(actor, scope, sessionId, {}, { announce: false });
  }

  async function leaveSession(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<{ left: true }> {
    const session = await core.loadSessionFor(actor, scope, sessionId);
    const participant = await participantOf(scope, actor, sessionId);
    if (!participant) throw new NotFoundError(RetroErrors.NOT_PARTICIPANT);
    const isFacilitator = participant.role === 'FACILITATOR' || (participant.userId !== null && participant.userId === session.facilitatorId);
    if (isFacilitator && session.status === 'ACTIVE') throw new ConflictError(PokerErrors.FACILITATOR_CANNOT_LEAVE);
    await tenantQuery(scope, PokerParticipantModel).findById(participant.id).patch({ leftAt: now() });
    await core.presence.forget(scope, participant.id);
    await publishChange(scope.accountId, sessionId, 'participant_left');
    return { left: true };
  }

  async function findParticipant(scope: TenantScope, sessionId: string, participantId: string): Promise<PokerParticipantModel> {
    const participant = await tenantQuery(scope, PokerParticipantModel).findOne({ id: participantId, session_id: sessionId }).whereNull('left_at');
    if (!participant) throw new NotFoundError(PokerErrors.PARTICIPANT_NOT_FOUND);
    return participant;
  }

  async function updateParticipantRole(actor: PokerActor, scope: TenantScope, sessionId: string, participantId: string, role: PokerParticipantRole) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const participant = await findParticipant(scope, sessionId, participantId);
    const isFacilitator = participant.userId !== null && participant.userId === session.facilitatorId;
    if (role === 'FACILITATOR') {
      if (!isFacilitator) await handOver(scope, session, participant);
    } else {
      if (isFacilitator) throw new BusinessRuleError(PokerErrors.CANNOT_REMOVE_FACILITATOR);
      await tenantQuery(scope, PokerParticipantModel).findById(participantId).patch({ role });
    }
    await publishChange(scope.accountId, sessionId, 'participant_role');
    const updated = await findParticipant(scope, sessionId, participantId);
    return participantView(updated, (await core.presence.online(scope, sessionId)).has(updated.id));
  }

  async function removeParticipant(actor: PokerActor, scope: TenantScope, sessionId: string, participantId: string): Promise<{ removed: true }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const participant = await findParticipant(scope, sessionId, participantId);
    if (participant.userId !== null && participant.userId === session.facilitatorId) throw new BusinessRuleError(PokerErrors.CANNOT_REMOVE_FACILITATOR);
    await tenantQuery(scope, PokerParticipantModel).deleteById(participantId);
    // The removed person hears this last change (they are no longer in it), then nothing more.
    await publishChange(scope.accountId, sessionId, 'participant_removed');
    await deps.evict(pokerRoom(scope.accountId, sessionId), participant.userId ?? participant.id);
    return { removed: true };
  }

  // ---------- guests: the link (the session id) is the secret ----------

  async function publicSession(sessionId: string): Promise<PokerSessionModel> {
    const session = await PokerSessionModel.query(deps.db).findById(sessionId);
    if (!session) throw new NotFoundError(PokerErrors.SESSION_NOT_FOUND);
    if (!(await deps.features.isEnabled(session.accountId, deps.feature))) throw new ForbiddenError(FeatureErrors.FEATURE_DISABLED);
    return session;
  }

  /** What the join page shows. */
  async function joinInfo(sessionId: string): Promise<PokerJoinInfo> {
    const session = await publicSession(sessionId);
    const account = await (await directoryFor(deps.capabilities, session.accountId)).account(session.accountId);
    const counts = await core.countsFor(deps.scopeFor(session.accountId), [session.id]);
    return { id: session.id, name: session.name, status: session.status, accountName: account?.name ?? '', participantCount: counts.get(session.id)!.participants, joinable: session.status !== 'COMPLETED' };
  }

  async function guestJoin(sessionId: string, displayName: string): Promise<PokerGuestPass> {
    const session = await publicSession(sessionId);
    if (session.status === 'COMPLETED') throw new ConflictError(PokerErrors.SESSION_COMPLETED);
    const scope = deps.scopeFor(session.accountId);
    const name = displayName.trim();
    if (!name) throw new ValidationError(PokerErrors.DISPLAY_NAME_REQUIRED);
    const participant = await insertParticipant(scope, session, { userId: null, displayName: name, role: 'PARTICIPANT' });
    const token = await deps.guests.issue({ accountId: session.accountId, guestId: participant.id, scope: pokerGuestScope(session.id), displayName: name, ttlSeconds: GUEST_PASS_SECONDS });
    await publishChange(session.accountId, session.id, 'participant_joined');
    return { token, participantId: participant.id, sessionId: session.id, accountId: session.accountId, displayName: name, expiresIn: GUEST_PASS_SECONDS };
  }

  // ---------- presence: a participant is online while any of their sockets is in the room ----------

  async function enterPresence(scope: TenantScope, sessionId: string, participant: PokerParticipantModel, socketId: string, instanceId: string): Promise<void> {
    if (await core.presence.enter(scope, sessionId, participant.id, socketId, instanceId)) {
      await core.broadcast(scope.accountId, sessionId, PokerEvents.PRESENCE, { sessionId, participantId: participant.id, online: true, participant: participantView(participant, true) });
    }
  }

  async function exitPresence(scope: TenantScope, sessionId: string, socketId: string): Promise<void> {
    const row = await core.presence.leave<{ id: string; user_id: string | null; display_name: string; role: PokerParticipantRole; joined_at: Date | string }>(scope, sessionId, socketId);
    if (!row) return;
    const participant = participantView({ id: row.id, userId: row.user_id, displayName: row.display_name, role: row.role, joinedAt: row.joined_at }, false);
    await core.broadcast(scope.accountId, sessionId, PokerEvents.PRESENCE, { sessionId, participantId: participant.id, online: false, participant });
  }

  /** A participant went offline with a dead server instance (its presence swept): tell the room. */
  async function announceOffline(scope: TenantScope, sessionId: string, participantId: string): Promise<void> {
    const row = await tenantQuery(scope, PokerParticipantModel).findById(participantId);
    if (!row) return;
    await core.broadcast(scope.accountId, sessionId, PokerEvents.PRESENCE, { sessionId, participantId, online: false, participant: participantView(row, false) });
  }

  return { joinSession, enterSession, leaveSession, updateParticipantRole, removeParticipant, joinInfo, guestJoin, enterPresence, exitPresence, announceOffline };
}
