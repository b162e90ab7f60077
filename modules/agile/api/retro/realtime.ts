import { randomUUID } from 'node:crypto';
import { ValidationError, type PluginContext, type SocketContext } from '@suite/sdk';
import { ACTION_ITEM_PRIORITIES, RETRO_PHASES, RetroEvents, retroParticipantRoom, retroRoom, type ActionItemPriority, type RetroEventPayloads, type RetroPhase } from '../../shared/retro.js';
import { actorFromSocket } from './actor.js';
import type { RetroService } from './service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Payload = Record<string, unknown>;

function payload(data: unknown): Payload {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Payload) : {};
}

function uuidField(data: Payload, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || !UUID.test(value)) throw new ValidationError(`${field} must match format "uuid"`);
  return value;
}

function optionalString(data: Payload, field: string): string | undefined {
  const value = data[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ValidationError(`${field} must be string`);
  return value;
}

/** `account:<id>:retro:<sessionId>` -> sessionId (participant rooms are not session rooms). */
function sessionOfRoom(room: string, accountId: string): string | null {
  const prefix = retroRoom(accountId, '');
  if (!room.startsWith(prefix)) return null;
  const rest = room.slice(prefix.length);
  return UUID.test(rest) ? rest : null;
}

/**
 * The live retrospective: each client event calls the same service function as its REST route
 * (which writes, then broadcasts). A socket joins the session's room and its participant's own
 * room (where blurred cards' content reaches their author only); presence counts sockets.
 */
export function registerRetroRealtime(ctx: PluginContext, retro: RetroService): { instanceId: string } {
  const { realtime } = ctx;
  const instanceId = randomUUID();
  const track = retro.presence.tracker(instanceId);

  const on = <E extends keyof RetroEventPayloads>(event: E, handler: (socket: SocketContext, data: Payload) => Promise<unknown>) =>
    realtime.on(event, (socket, data) => handler(socket, payload(data)));

  on(RetroEvents.JOIN, async (socket, data) => {
    const sessionId = uuidField(data, 'sessionId');
    const actor = actorFromSocket(socket);
    const { participant, snapshot, joined } = await retro.enterSession(actor, socket.scope, sessionId);
    socket.join(retroRoom(socket.tenant.accountId, sessionId));
    socket.join(retroParticipantRoom(socket.tenant.accountId, sessionId, participant.id));
    await retro.enterPresence(socket.scope, sessionId, participant, socket.id, instanceId);
    track(`${socket.id}|${sessionId}`, true);
    const mine = snapshot.participants.find((p) => p.id === participant.id);
    if (mine) mine.online = true;
    // Someone new: the others get the new participant list (their presence event carries only them).
    if (joined) await retro.publishChange(socket.tenant.accountId, sessionId, 'participant_joined');
    socket.send(RetroEvents.SNAPSHOT, snapshot);
    return snapshot;
  });

  on(RetroEvents.LEAVE, async (socket, data) => {
    const sessionId = uuidField(data, 'sessionId');
    const result = await retro.leaveSession(actorFromSocket(socket), socket.scope, sessionId);
    for (const room of socket.rooms()) if (room.startsWith(retroRoom(socket.tenant.accountId, sessionId))) socket.leave(room);
    track(`${socket.id}|${sessionId}`, false);
    return result;
  });

  // Leaving the page, not the retro: the socket leaves the rooms and its presence ends.
  on(RetroEvents.AWAY, async (socket, data) => {
    const sessionId = uuidField(data, 'sessionId');
    for (const room of socket.rooms()) if (room.startsWith(retroRoom(socket.tenant.accountId, sessionId))) socket.leave(room);
    track(`${socket.id}|${sessionId}`, false);
    await retro.exitPresence(socket.scope, sessionId, socket.id);
    return { sessionId };
  });

  on(RetroEvents.CARD_ADD, (socket, data) => retro.addCard(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), { columnId: data.columnId, content: data.content }));
  on(RetroEvents.CARD_UPDATE, (socket, data) =>
    retro.updateCard(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'cardId'), { content: data.content, columnId: data.columnId }),
  );
  on(RetroEvents.CARD_DELETE, (socket, data) => retro.deleteCard(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'cardId')));
  on(RetroEvents.VOTE, (socket, data) => retro.castVote(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'cardId')));
  on(RetroEvents.UNVOTE, (socket, data) => retro.removeVote(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'cardId')));
  on(RetroEvents.GROUP_CREATE, (socket, data) => {
    const cardIds = data.cardIds === undefined ? [] : Array.isArray(data.cardIds) ? data.cardIds : null;
    if (!cardIds || cardIds.some((id) => typeof id !== 'string' || !UUID.test(id))) throw new ValidationError('cardIds must be a list of uuids');
    return retro.createGroup(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), { title: optionalString(data, 'title'), cardIds: cardIds as string[] });
  });
  on(RetroEvents.GROUP_UPDATE, (socket, data) => retro.updateGroup(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'groupId'), optionalString(data, 'title') ?? ''));
  on(RetroEvents.GROUP_DELETE, (socket, data) => retro.deleteGroup(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'groupId')));
  on(RetroEvents.CARD_GROUP, (socket, data) => retro.addCardToGroup(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'groupId'), uuidField(data, 'cardId')));
  on(RetroEvents.CARD_UNGROUP, (socket, data) =>
    retro.removeCardFromGroup(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'groupId'), uuidField(data, 'cardId')),
  );
  on(RetroEvents.ADVANCE_PHASE, (socket, data) => retro.advancePhase(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId')));
  on(RetroEvents.SET_PHASE, (socket, data) => {
    const phase = data.phase;
    if (typeof phase !== 'string' || !(RETRO_PHASES as readonly string[]).includes(phase)) throw new ValidationError(`phase must be one of ${RETRO_PHASES.join(', ')}`);
    return retro.setPhase(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), phase as RetroPhase);
  });
  on(RetroEvents.ACTION_ITEM_ADD, (socket, data) => {
    const priority = data.priority;
    if (priority !== undefined && !(ACTION_ITEM_PRIORITIES as readonly unknown[]).includes(priority)) throw new ValidationError(`priority must be one of ${ACTION_ITEM_PRIORITIES.join(', ')}`);
    const assigneeId = data.assigneeId === undefined || data.assigneeId === null ? undefined : uuidField(data, 'assigneeId');
    const cardId = data.cardId === undefined || data.cardId === null ? undefined : uuidField(data, 'cardId');
    return retro.createActionItem(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), {
      title: typeof data.title === 'string' ? data.title : '',
      description: optionalString(data, 'description') ?? null,
      priority: priority as ActionItemPriority | undefined,
      dueDate: optionalString(data, 'dueDate') ?? null,
      assigneeId,
      cardId,
    });
  });
  on(RetroEvents.TIMER_START, (socket, data) => {
    const duration = data.duration === undefined || data.duration === null ? null : Number(data.duration);
    if (duration !== null && (!Number.isInteger(duration) || duration < 10)) throw new ValidationError('duration must be >= 10');
    return retro.startTimer(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), duration);
  });
  on(RetroEvents.TIMER_STOP, (socket, data) => retro.stopTimer(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId')));

  realtime.onDisconnect(async (socket, rooms) => {
    // The rooms it was in, and the sessions it was tracked in (a socket evicted from a room is no
    // longer in it, but its entry here must go too).
    const sessions = new Set(rooms.map((room) => sessionOfRoom(room, socket.tenant.accountId)).filter((id): id is string => id !== null));
    for (const sessionId of track.sessionsOf(socket.id)) sessions.add(sessionId);
    for (const sessionId of sessions) {
      track(`${socket.id}|${sessionId}`, false);
      await retro.exitPresence(socket.scope, sessionId, socket.id);
    }
  });

  return { instanceId };
}
