import { ValidationError, type PluginContext } from '@suite/sdk';
import { KanbanEvents, kanbanRoom, type KanbanBoardView, type KanbanMoveResult } from '../../shared/kanban.js';
import { kanbanActorFromSocket } from './actor.js';
import { isUuid } from './queries.js';
import type { KanbanService } from './service.js';

type Payload = Record<string, unknown>;

function payload(data: unknown): Payload {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Payload) : {};
}

function uuidField(data: Payload, field: string): string {
  const value = data[field];
  if (!isUuid(value)) throw new ValidationError(`${field} must match format "uuid"`);
  return value;
}

/**
 * Live boards: `board:join` puts the socket in the board's room and answers the board as it is
 * (also pushed as `board:snapshot`); from then on every write to the board (REST or socket) is
 * broadcast there after it is committed. `item:move` is the same service as the REST move.
 */
export function registerKanbanRealtime(ctx: PluginContext, kanban: KanbanService): void {
  const { realtime } = ctx;

  realtime.on(KanbanEvents.JOIN, async (socket, data): Promise<KanbanBoardView> => {
    const boardId = uuidField(payload(data), 'boardId');
    // Read first: another account's board is not found, and the socket never joins its room.
    const view = await kanban.getBoardView(socket.scope, boardId);
    socket.join(kanbanRoom(socket.tenant.accountId, boardId));
    socket.send(KanbanEvents.SNAPSHOT, view);
    return view;
  });

  realtime.on(KanbanEvents.LEAVE, (socket, data) => {
    const boardId = uuidField(payload(data), 'boardId');
    socket.leave(kanbanRoom(socket.tenant.accountId, boardId));
    return { boardId, left: true };
  });

  realtime.on(KanbanEvents.MOVE, async (socket, data): Promise<KanbanMoveResult> => {
    const body = payload(data);
    const itemId = uuidField(body, 'itemId');
    const targetColumnId = body.targetColumnId === null ? null : uuidField(body, 'targetColumnId');
    const position = body.position;
    if (position !== undefined && (typeof position !== 'number' || !Number.isInteger(position) || position < 0)) throw new ValidationError('position must be >= 0');
    return kanban.moveItem(kanbanActorFromSocket(socket), socket.scope, itemId, { targetColumnId, ...(position !== undefined ? { position: position as number } : {}) });
  });
}
