import { defineSocketEvent } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';
import { nullable, uuid } from './kanban-rules.js';
import type { KanbanBoard, KanbanItem } from './kanban-views.js';
import { KANBAN_SUBJECT } from './kanban-permissions.js';

/** Event names of a live board: client -> server (acknowledged) and server -> client. */
export const KanbanEvents = {
  // client -> server
  /** {boardId}: join the board's room; the ack and a `board:snapshot` carry the KanbanBoardView. */
  JOIN: 'board:join',
  LEAVE: 'board:leave',
  /** {itemId, targetColumnId, position, clientId?}: the same service as PATCH /kanban/items/{id}/move. */
  MOVE: 'item:move',
  // server -> client
  SNAPSHOT: 'board:snapshot',
  ITEM: 'board:item',
  BOARD: 'board:changed',
} as const;

export const BoardRoomPayload = Type.Object({ boardId: uuid() }, { additionalProperties: false });
export type BoardRoomPayload = Static<typeof BoardRoomPayload>;
/** A socket move may carry a client-generated id (sent again with its retries): done once per id. */
export const MoveItemPayload = Type.Object(
  { itemId: uuid(), targetColumnId: nullable(uuid()), position: Type.Optional(Type.Integer({ minimum: 0 })), clientId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,100}$' })) },
  { additionalProperties: false },
);
export type MoveItemPayload = Static<typeof MoveItemPayload>;

/**
 * The client events of a live board, declared once: the platform validates the payload (the HTTP
 * texts) and checks `can` against the socket's ability before the handler runs.
 */
export const KanbanSocket = {
  join: defineSocketEvent({ event: KanbanEvents.JOIN, schema: BoardRoomPayload }),
  leave: defineSocketEvent({ event: KanbanEvents.LEAVE, schema: BoardRoomPayload }),
  move: defineSocketEvent({ event: KanbanEvents.MOVE, schema: MoveItemPayload, can: ['update', KANBAN_SUBJECT] }),
} as const;

export interface KanbanEventPayloads {
  'board:join': BoardRoomPayload;
  'board:leave': BoardRoomPayload;
  'item:move': MoveItemPayload;
}

/** `board:item`: an item was created, changed, moved, archived, restored or deleted (after the write). */
export interface KanbanItemEvent {
  boardId: string;
  action: 'created' | 'updated' | 'moved' | 'archived' | 'restored' | 'deleted';
  itemId: string;
  /** Absent for deleted. */
  item?: KanbanItem;
  fromColumnId?: string | null;
  warning?: string | null;
  /** Who did it: a client that moved the card itself already shows it. */
  by: string | null;
}

/** `board:changed`: the board or its columns changed (columns present), or it was deleted. */
export interface KanbanBoardEvent {
  boardId: string;
  action: 'updated' | 'columns' | 'deleted';
  board?: KanbanBoard;
  by: string | null;
}

/** The room of a board, scoped to its account. */
export const kanbanRoom = (accountId: string, boardId: string) => `account:${accountId}:kanban:${boardId}`;
