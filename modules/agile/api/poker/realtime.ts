import { randomUUID } from 'node:crypto';
import { PokerErrors, ValidationError, type PluginContext, type SocketContext } from '@suite/sdk';
import { PokerEvents, POKER_PARTICIPANT_ROLES, pokerRoom, type PokerEventPayloads, type PokerParticipantRole } from '../../shared/poker.js';
import { actorFromSocket, assertGuestScope } from './actor.js';
import type { PokerService } from './service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRESENCE_REFRESH_MS = 30_000;

type Payload = Record<string, unknown>;

function payload(data: unknown): Payload {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Payload) : {};
}

function uuidField(data: Payload, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || !UUID.test(value)) throw new ValidationError(`${field} must match format "uuid"`);
  return value;
}

/** `account:<id>:poker:<sessionId>` -> sessionId (the rooms a closed socket was in). */
function sessionOfRoom(room: string, accountId: string): string | null {
  const prefix = pokerRoom(accountId, '');
  return room.startsWith(prefix) ? room.slice(prefix.length) : null;
}

/**
 * The live session (agile.md section 7): each client event calls the same service function as its
 * REST route (which writes, then broadcasts to the room). Presence counts sockets, so a second
 * tab of the same person is the same participant and closing one tab does not drop them.
 */
export function registerPokerRealtime(ctx: PluginContext, poker: PokerService): { instanceId: string } {
  const { realtime } = ctx;
  const instanceId = randomUUID();
  // This instance's sockets in sessions, refreshed in the database while there are any.
  const present = new Set<string>();
  let refresher: ReturnType<typeof setInterval> | null = null;

  const track = (key: string, on: boolean) => {
    if (on) present.add(key);
    else present.delete(key);
    if (present.size > 0 && !refresher) {
      refresher = setInterval(() => {
        poker.refreshPresence(instanceId).catch((error: unknown) => ctx.log.warn({ err: error }, 'poker presence refresh failed'));
      }, PRESENCE_REFRESH_MS);
      refresher.unref();
    } else if (present.size === 0 && refresher) {
      clearInterval(refresher);
      refresher = null;
    }
  };

  const on = <E extends keyof PokerEventPayloads>(event: E, handler: (socket: SocketContext, data: Payload) => Promise<unknown>, guests = false) =>
    realtime.on(event, (socket, data) => handler(socket, payload(data)), { guests });

  on(
    PokerEvents.JOIN,
    async (socket, data) => {
      const sessionId = uuidField(data, 'sessionId');
      const actor = actorFromSocket(socket);
      assertGuestScope(actor, sessionId);
      const { participant, snapshot } = await poker.enterSession(actor, socket.scope, sessionId);
      socket.join(pokerRoom(socket.tenant.accountId, sessionId));
      await poker.enterPresence(socket.scope, sessionId, participant, socket.id, instanceId);
      track(`${socket.id}|${sessionId}`, true);
      const mine = snapshot.participants.find((p) => p.id === participant.id);
      if (mine) mine.online = true;
      socket.send(PokerEvents.SNAPSHOT, snapshot);
      return snapshot;
    },
    true,
  );

  on(
    PokerEvents.LEAVE,
    async (socket, data) => {
      const sessionId = uuidField(data, 'sessionId');
      const result = await poker.leaveSession(actorFromSocket(socket), socket.scope, sessionId);
      socket.leave(pokerRoom(socket.tenant.accountId, sessionId));
      track(`${socket.id}|${sessionId}`, false);
      return result;
    },
    true,
  );

  // Leaving the page, not the session: the socket leaves the room and its presence ends (the
  // participant shows as away unless another tab of theirs is still in).
  on(
    PokerEvents.AWAY,
    async (socket, data) => {
      const sessionId = uuidField(data, 'sessionId');
      socket.leave(pokerRoom(socket.tenant.accountId, sessionId));
      track(`${socket.id}|${sessionId}`, false);
      await poker.exitPresence(socket.scope, sessionId, socket.id);
      return { sessionId };
    },
    true,
  );

  on(
    PokerEvents.VOTE,
    (socket, data) =>
      poker.castVote(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'storyId'), { value: data.value, confidence: data.confidence ?? null }),
    true,
  );

  on(PokerEvents.START, (socket, data) => poker.startSession(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId')));
  on(PokerEvents.START_VOTING, (socket, data) => poker.startVoting(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'storyId')));
  on(PokerEvents.REVEAL, (socket, data) => poker.reveal(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'storyId')));
  on(PokerEvents.NEXT, (socket, data) => poker.navigate(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), 'next'));
  on(PokerEvents.PREVIOUS, (socket, data) => poker.navigate(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), 'previous'));
  on(PokerEvents.TIMER_START, (socket, data) => {
    const duration = data.duration === undefined || data.duration === null ? null : Number(data.duration);
    return poker.startTimer(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'storyId'), duration);
  });
  on(PokerEvents.TIMER_STOP, (socket, data) => poker.stopTimer(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId')));
  on(PokerEvents.ADD_STORY, (socket, data) => {
    const story = payload(data.story);
    if (typeof story.title !== 'string') throw new ValidationError(PokerErrors.STORY_TITLE_REQUIRED);
    const description = typeof story.description === 'string' ? story.description : null;
    return poker.addStory(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), { title: story.title, description });
  });
  on(PokerEvents.UPDATE_ROLE, (socket, data) => {
    const role = data.role;
    if (typeof role !== 'string' || !(POKER_PARTICIPANT_ROLES as readonly string[]).includes(role)) throw new ValidationError(`role must be one of ${POKER_PARTICIPANT_ROLES.join(', ')}`);
    return poker.updateParticipantRole(actorFromSocket(socket), socket.scope, uuidField(data, 'sessionId'), uuidField(data, 'participantId'), role as PokerParticipantRole);
  });

  realtime.onDisconnect(async (socket, rooms) => {
    // The rooms it was in, and the sessions it was tracked in (a socket evicted from a room is no
    // longer in it, but its entry here must go too).
    const sessions = new Set(rooms.map((room) => sessionOfRoom(room, socket.tenant.accountId)).filter((id): id is string => id !== null));
    for (const key of present) if (key.startsWith(`${socket.id}|`)) sessions.add(key.slice(socket.id.length + 1));
    for (const sessionId of sessions) {
      track(`${socket.id}|${sessionId}`, false);
      await poker.exitPresence(socket.scope, sessionId, socket.id);
    }
  });

  return { instanceId };
}
