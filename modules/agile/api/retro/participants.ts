import { tenantQuery } from '@suite/sdk/server';
import { BusinessRuleError, ConflictError, NotFoundError, type TenantScope } from '@suite/sdk';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { RetroEvents, retroParticipantRoom, retroRoom, type RetroParticipantRole } from '../../shared/retro.js';
import { teamRoleOf } from '../teams/service.js';
import type { RetroActor } from './actor.js';
import { isClosed, type RetroCore } from './core.js';
import { RetroParticipantModel } from './models.js';
import type { createRetroSessions } from './sessions.js';
import { participantView } from './views.js';

/** Who is in a retro (agile.md section 4): joining, coming back, leaving, roles, removal, and presence in the room. */
export function createRetroParticipants(core: RetroCore, handOver: ReturnType<typeof createRetroSessions>['handOver']) {
  const { deps, now, findSession, participantOf, assertModerator, publishChange, presence } = core;

  /** Join (REST; the socket's join calls it for someone not in the retro yet). Completed or archived retros cannot be joined. */
  async function joinSession(actor: RetroActor, scope: TenantScope, sessionId: string, input: { role?: 'PARTICIPANT' | 'OBSERVER' } = {}, options: { announce?: boolean } = {}) {
    const session = await findSession(scope, sessionId);
    const existing = await participantOf(scope, actor.userId, sessionId, true);
    if (existing && !existing.leftAt) throw new ConflictError(PokerErrors.ALREADY_PARTICIPANT);
    if (isClosed(session)) throw new ConflictError(RetroErrors.SESSION_CLOSED);
    let role: RetroParticipantRole = input.role ?? 'PARTICIPANT';
    if (session.facilitatorId === actor.userId) role = 'FACILITATOR';
    else if (!actor.canContribute) role = 'OBSERVER';
    else if (role === 'PARTICIPANT' && session.teamId && (await teamRoleOf(scope, session.teamId, actor.userId))) role = 'MEMBER';
    let participantId: string;
    if (existing) {
      await tenantQuery(scope, RetroParticipantModel).findById(existing.id).patch({ leftAt: null, role, joinedAt: now() });
      participantId = existing.id;
    } else {
      const displayName = await core.userDisplayName(scope, actor.userId);
      participantId = (await RetroParticipantModel.query(scope.knex).insert({ accountId: scope.accountId, sessionId, userId: actor.userId, displayName, role, joinedAt: now() })).id;
    }
    if (options.announce !== false) await publishChange(scope.accountId, sessionId, 'participant_joined');
    const participant = (await tenantQuery(scope, RetroParticipantModel).findById(participantId))!;
    const state = await core.loadState(scope, await findSession(scope, sessionId));
    return { participant, snapshot: core.snapshotFor(state, participant, actor) };
  }

  /** The socket's retro:join (also after every reconnect): a participant comes back as they are. */
  async function enterSession(actor: RetroActor, scope: TenantScope, sessionId: string) {
    const session = await findSession(scope, sessionId);
    const existing = await participantOf(scope, actor.userId, sessionId);
    if (existing) return { participant: existing, snapshot: core.snapshotFor(await core.loadState(scope, session), existing, actor), joined: false };
    return { ...(await joinSession(actor, scope, sessionId, {}, { announce: false })), joined: true };
  }

  async function leaveSession(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<{ left: true }> {
    const session = await findSession(scope, sessionId);
    const participant = await participantOf(scope, actor.userId, sessionId);
    if (!participant) throw new NotFoundError(RetroErrors.NOT_PARTICIPANT);
    const isFacilitator = participant.role === 'FACILITATOR' || session.facilitatorId === actor.userId;
    if (isFacilitator && session.status === 'ACTIVE') throw new ConflictError(PokerErrors.FACILITATOR_CANNOT_LEAVE);
    await tenantQuery(scope, RetroParticipantModel).findById(participant.id).patch({ leftAt: now() });
    await presence.forget(scope, participant.id);
    await publishChange(scope.accountId, sessionId, 'participant_left');
    return { left: true };
  }

  async function findParticipant(scope: TenantScope, sessionId: string, participantId: string): Promise<RetroParticipantModel> {
    const participant = await tenantQuery(scope, RetroParticipantModel).where({ id: participantId, session_id: sessionId }).whereNull('left_at').first();
    if (!participant) throw new NotFoundError(PokerErrors.PARTICIPANT_NOT_FOUND);
    return participant;
  }

  async function updateParticipantRole(actor: RetroActor, scope: TenantScope, sessionId: string, participantId: string, role: RetroParticipantRole) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (isClosed(session)) throw new ConflictError(RetroErrors.COMPLETED_ONLY_ARCHIVED);
    const participant = await findParticipant(scope, sessionId, participantId);
    const isFacilitator = participant.userId === session.facilitatorId;
    if (role === 'FACILITATOR') {
      if (!isFacilitator) await handOver(scope, session, participant);
    } else {
      if (isFacilitator) throw new BusinessRuleError(PokerErrors.CANNOT_REMOVE_FACILITATOR);
      await tenantQuery(scope, RetroParticipantModel).findById(participantId).patch({ role });
    }
    await publishChange(scope.accountId, sessionId, 'participant_role');
    const updated = await findParticipant(scope, sessionId, participantId);
    return participantView(updated, (await presence.online(scope, sessionId)).has(updated.id));
  }

  /** Removed participants leave the retro; their cards and votes stay. */
  async function removeParticipant(actor: RetroActor, scope: TenantScope, sessionId: string, participantId: string): Promise<{ removed: true }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (isClosed(session)) throw new ConflictError(RetroErrors.COMPLETED_ONLY_ARCHIVED);
    const participant = await findParticipant(scope, sessionId, participantId);
    if (participant.userId === session.facilitatorId) throw new BusinessRuleError(PokerErrors.CANNOT_REMOVE_FACILITATOR);
    await tenantQuery(scope, RetroParticipantModel).findById(participantId).patch({ leftAt: now() });
    await presence.forget(scope, participantId);
    // The removed person hears this last change (they are no longer in it), then nothing more.
    await publishChange(scope.accountId, sessionId, 'participant_removed');
    await deps.evict(retroRoom(scope.accountId, sessionId), participant.userId);
    await deps.evict(retroParticipantRoom(scope.accountId, sessionId, participant.id), participant.userId);
    return { removed: true };
  }

  // ---------- presence: a participant is online while any of their sockets is in the room ----------

  async function enterPresence(scope: TenantScope, sessionId: string, participant: RetroParticipantModel, socketId: string, instanceId: string): Promise<void> {
    if (await presence.enter(scope, sessionId, participant.id, socketId, instanceId)) {
      await core.broadcast(scope.accountId, sessionId, RetroEvents.PRESENCE, { sessionId, participantId: participant.id, online: true, participant: participantView(participant, true) });
    }
  }

  async function exitPresence(scope: TenantScope, sessionId: string, socketId: string): Promise<void> {
    const participantId = await presence.exit(scope, sessionId, socketId);
    if (!participantId) return;
    const participant = await tenantQuery(scope, RetroParticipantModel).findById(participantId);
    if (participant) await core.broadcast(scope.accountId, sessionId, RetroEvents.PRESENCE, { sessionId, participantId, online: false, participant: participantView(participant, false) });
  }

  /** A participant went offline with a dead server instance (its presence swept): tell the room. */
  async function announceOffline(scope: TenantScope, sessionId: string, participantId: string): Promise<void> {
    const participant = await tenantQuery(scope, RetroParticipantModel).findById(participantId);
    if (participant) await core.broadcast(scope.accountId, sessionId, RetroEvents.PRESENCE, { sessionId, participantId, online: false, participant: participantView(participant, false) });
  }

  return { joinSession, enterSession, leaveSession, updateParticipantRole, removeParticipant, enterPresence, exitPresence, announceOffline };
}
