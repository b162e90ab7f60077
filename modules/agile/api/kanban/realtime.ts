import type { PluginContext } from '@suite/sdk';
import { KanbanEvents, KanbanSocket, kanbanRoom } from '../../shared/kanban-socket.js';
import { LIVE_WRITE_RECEIPTS, createWriteReceipts } from '../live/write-receipts.js';
import { kanbanActor } from './actor.js';
import type { KanbanService } from './index.js';

/**
 * Live boards: `board:join` puts the socket in the board's room and answers the board as it is
 * (also pushed as `board:snapshot`); from then on every write to the board (REST or socket) is
 * broadcast there after it is committed. `item:move` is the same service as the REST move.
 * Payloads and the move's `can` are checked by the platform (shared/kanban-socket.ts).
 */
export function registerKanbanRealtime(ctx: PluginContext, kanban: KanbanService): void {
  const { realtime } = ctx;

  realtime.on({
    ...KanbanSocket.join,
    handler: async (socket, { boardId }) => {
      // Read first: another account's board is not found, and the socket never joins its room.
      const view = await kanban.getBoardView(socket.scope, boardId);
      socket.join(kanbanRoom(socket.tenant.accountId, boardId));
      socket.send(KanbanEvents.SNAPSHOT, view);
      return view;
    },
  });

  realtime.on({
    ...KanbanSocket.leave,
    handler: (socket, { boardId }) => {
      socket.leave(kanbanRoom(socket.tenant.accountId, boardId));
      return { boardId, left: true };
    },
  });

  // A move retried with the same clientId (after a dropped connection, on any instance) is done once.
  const writes = createWriteReceipts({ db: ctx.db, table: LIVE_WRITE_RECEIPTS, log: ctx.log }).writes(realtime);
  writes.on({
    ...KanbanSocket.move,
    handler: (socket, { itemId, targetColumnId, position }) =>
      kanban.moveItem(kanbanActor(socket), socket.scope, itemId, { targetColumnId, ...(position !== undefined ? { position } : {}) }),
  });
}
