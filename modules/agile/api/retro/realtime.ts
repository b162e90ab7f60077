import { randomUUID } from 'node:crypto';
import type { PluginContext } from '@suite/sdk';
import { RetroEvents, retroParticipantRoom, retroRoom } from '../../shared/retro.js';
import { RetroSocket } from '../../shared/retro-socket.js';
import { actorFromSocket } from './actor.js';
import { LIVE_WRITE_RECEIPTS, createWriteReceipts } from '../live/write-receipts.js';
import type { RetroService } from './index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `account:<id>:retro:<sessionId>` -> sessionId (participant rooms are not session rooms). */
function sessionOfRoom(room: string, accountId: string): string | null {
  const prefix = retroRoom(accountId, '');
  if (!room.startsWith(prefix)) return null;
  const rest = room.slice(prefix.length);
  return UUID.test(rest) ? rest : null;
}

/**
 * The live retrospective: each client event (declared with its payload schema in
 * shared/retro-socket.ts) calls the same service function as its REST route (which writes, then
 * broadcasts). A socket joins the session's room and its participant's own room (where blurred
 * cards' content reaches their author only); presence counts sockets.
 */
export function registerRetroRealtime(ctx: PluginContext, retro: RetroService): { instanceId: string } {
  const { realtime } = ctx;
  const instanceId = randomUUID();
  // Sockets of a dead instance (its heartbeat stopped) are swept and announced offline by this one.
  const track = retro.presence.tracker(instanceId, (swept) => retro.announceOffline(ctx.scopeFor(swept.accountId), swept.sessionId, swept.participantId));
  // Writes carrying a client id are done once: a retry (after a dropped connection) gets the first answer.
  const writes = createWriteReceipts({ db: ctx.db, table: LIVE_WRITE_RECEIPTS, log: ctx.log }).writes(realtime);

  realtime.on({
    ...RetroSocket.join,
    handler: async (socket, { sessionId }) => {
      const { participant, snapshot, joined } = await retro.enterSession(actorFromSocket(socket), socket.scope, sessionId);
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
    },
  });

  realtime.on({
    ...RetroSocket.leave,
    handler: async (socket, { sessionId }) => {
      const result = await retro.leaveSession(actorFromSocket(socket), socket.scope, sessionId);
      for (const room of socket.rooms()) if (room.startsWith(retroRoom(socket.tenant.accountId, sessionId))) socket.leave(room);
      track(`${socket.id}|${sessionId}`, false);
      return result;
    },
  });

  // Leaving the page, not the retro: the socket leaves the rooms and its presence ends.
  realtime.on({
    ...RetroSocket.away,
    handler: async (socket, { sessionId }) => {
      for (const room of socket.rooms()) if (room.startsWith(retroRoom(socket.tenant.accountId, sessionId))) socket.leave(room);
      track(`${socket.id}|${sessionId}`, false);
      await retro.exitPresence(socket.scope, sessionId, socket.id);
      return { sessionId };
    },
  });

  writes.on({ ...RetroSocket.addCard, handler: (socket, { sessionId, ...card }) => retro.addCard(actorFromSocket(socket), socket.scope, sessionId, card) });
  writes.on({ ...RetroSocket.updateCard, handler: (socket, { sessionId, cardId, ...patch }) => retro.updateCard(actorFromSocket(socket), socket.scope, sessionId, cardId, patch) });
  writes.on({ ...RetroSocket.deleteCard, handler: (socket, { sessionId, cardId }) => retro.deleteCard(actorFromSocket(socket), socket.scope, sessionId, cardId) });
  writes.on({ ...RetroSocket.vote, handler: (socket, { sessionId, cardId }) => retro.castVote(actorFromSocket(socket), socket.scope, sessionId, cardId) });
  writes.on({ ...RetroSocket.unvote, handler: (socket, { sessionId, cardId }) => retro.removeVote(actorFromSocket(socket), socket.scope, sessionId, cardId) });
  writes.on({ ...RetroSocket.createGroup, handler: (socket, { sessionId, ...group }) => retro.createGroup(actorFromSocket(socket), socket.scope, sessionId, group) });
  writes.on({ ...RetroSocket.updateGroup, handler: (socket, { sessionId, groupId, title }) => retro.updateGroup(actorFromSocket(socket), socket.scope, sessionId, groupId, title) });
  writes.on({ ...RetroSocket.deleteGroup, handler: (socket, { sessionId, groupId }) => retro.deleteGroup(actorFromSocket(socket), socket.scope, sessionId, groupId) });
  writes.on({ ...RetroSocket.groupCard, handler: (socket, { sessionId, groupId, cardId }) => retro.addCardToGroup(actorFromSocket(socket), socket.scope, sessionId, groupId, cardId) });
  writes.on({ ...RetroSocket.ungroupCard, handler: (socket, { sessionId, groupId, cardId }) => retro.removeCardFromGroup(actorFromSocket(socket), socket.scope, sessionId, groupId, cardId) });
  writes.on({ ...RetroSocket.advancePhase, handler: (socket, { sessionId, fromPhase }) => retro.advancePhase(actorFromSocket(socket), socket.scope, sessionId, fromPhase) });
  writes.on({ ...RetroSocket.setPhase, handler: (socket, { sessionId, phase }) => retro.setPhase(actorFromSocket(socket), socket.scope, sessionId, phase) });
  writes.on({ ...RetroSocket.addActionItem, handler: (socket, { sessionId, ...item }) => retro.createActionItem(actorFromSocket(socket), socket.scope, sessionId, item) });
  writes.on({ ...RetroSocket.startTimer, handler: (socket, { sessionId, duration }) => retro.startTimer(actorFromSocket(socket), socket.scope, sessionId, duration) });
  writes.on({ ...RetroSocket.stopTimer, handler: (socket, { sessionId }) => retro.stopTimer(actorFromSocket(socket), socket.scope, sessionId) });

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
