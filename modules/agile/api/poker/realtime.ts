import { randomUUID } from 'node:crypto';
import type { PluginContext } from '@suite/sdk';
import { PokerSocket } from '../../shared/poker-endpoints.js';
import { PokerEvents, pokerRoom } from '../../shared/poker.js';
import { sessionsOfRooms } from '../live/presence.js';
import { LIVE_WRITE_RECEIPTS, createWriteReceipts } from '../live/write-receipts.js';
import { actorFromSocket, assertGuestScope } from './actor.js';
import type { PokerService } from './index.js';

/**
 * The live session (agile.md section 7): each client event, declared with its schema and
 * ability check in shared/, calls the same service function as its REST route (which writes,
 * then broadcasts to the room). Presence counts sockets, so a second tab of the same person is
 * the same participant and closing one tab does not drop them.
 */
export function registerPokerRealtime(ctx: PluginContext, poker: PokerService): { instanceId: string } {
  const { realtime } = ctx;
  const instanceId = randomUUID();
  // This instance's sockets in sessions, refreshed in the database while there are any.
  // Sockets of a dead instance (its heartbeat stopped) are swept and announced offline by this one.
  const track = poker.presence.tracker(instanceId, (swept) => poker.announceOffline(ctx.scopeFor(swept.accountId), swept.sessionId, swept.participantId));
  // Writes carrying a client id are done once: a retry (after a dropped connection) gets the first answer.
  const writes = createWriteReceipts({ db: ctx.db, table: LIVE_WRITE_RECEIPTS, log: ctx.log }).writes(realtime);

  realtime.on({
    ...PokerSocket.join,
    handler: async (socket, { sessionId }) => {
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
  });

  realtime.on({
    ...PokerSocket.leave,
    handler: async (socket, { sessionId }) => {
      const result = await poker.leaveSession(actorFromSocket(socket), socket.scope, sessionId);
      socket.leave(pokerRoom(socket.tenant.accountId, sessionId));
      track(`${socket.id}|${sessionId}`, false);
      return result;
    },
  });

  // Leaving the page, not the session: the socket leaves the room and its presence ends (the
  // participant shows as away unless another tab of theirs is still in).
  realtime.on({
    ...PokerSocket.away,
    handler: async (socket, { sessionId }) => {
      socket.leave(pokerRoom(socket.tenant.accountId, sessionId));
      track(`${socket.id}|${sessionId}`, false);
      await poker.exitPresence(socket.scope, sessionId, socket.id);
      return { sessionId };
    },
  });

  writes.on({ ...PokerSocket.vote, handler: (socket, { sessionId, storyId, ...vote }) => poker.castVote(actorFromSocket(socket), socket.scope, sessionId, storyId, vote) });
  writes.on({ ...PokerSocket.start, handler: (socket, { sessionId }) => poker.startSession(actorFromSocket(socket), socket.scope, sessionId) });
  writes.on({ ...PokerSocket.startVoting, handler: (socket, { sessionId, storyId }) => poker.startVoting(actorFromSocket(socket), socket.scope, sessionId, storyId) });
  writes.on({ ...PokerSocket.reveal, handler: (socket, { sessionId, storyId }) => poker.reveal(actorFromSocket(socket), socket.scope, sessionId, storyId) });
  writes.on({ ...PokerSocket.next, handler: (socket, { sessionId }) => poker.navigate(actorFromSocket(socket), socket.scope, sessionId, 'next') });
  writes.on({ ...PokerSocket.previous, handler: (socket, { sessionId }) => poker.navigate(actorFromSocket(socket), socket.scope, sessionId, 'previous') });
  writes.on({ ...PokerSocket.startTimer, handler: (socket, { sessionId, storyId, duration }) => poker.startTimer(actorFromSocket(socket), socket.scope, sessionId, storyId, duration) });
  writes.on({ ...PokerSocket.stopTimer, handler: (socket, { sessionId }) => poker.stopTimer(actorFromSocket(socket), socket.scope, sessionId) });
  writes.on({ ...PokerSocket.addStory, handler: (socket, { sessionId, story }) => poker.addStory(actorFromSocket(socket), socket.scope, sessionId, story) });
  writes.on({ ...PokerSocket.updateRole, handler: (socket, { sessionId, participantId, role }) => poker.updateParticipantRole(actorFromSocket(socket), socket.scope, sessionId, participantId, role) });

  realtime.onDisconnect(async (socket, rooms) => {
    // The rooms it was in, and the sessions it was tracked in (a socket evicted from a room is no
    // longer in it, but its entry here must go too).
    const sessions = new Set([...sessionsOfRooms(rooms, pokerRoom(socket.tenant.accountId, '')), ...track.sessionsOf(socket.id)]);
    for (const sessionId of sessions) {
      track(`${socket.id}|${sessionId}`, false);
      await poker.exitPresence(socket.scope, sessionId, socket.id);
    }
  });

  return { instanceId };
}
