import { useCallback, useEffect, useState } from 'react';
import { translateError, useQueryClient, useRealtime, useTranslation } from '@suite/sdk/web';
import { KanbanEvents, type KanbanBoard, type KanbanBoardEvent, type KanbanBoardView, type KanbanItemEvent } from '../../shared/kanban.js';
import { kanbanCalls, kanbanKeys, useBoardView } from './api/index.js';
import type { BoardHandlers, MoveFeedback } from './board-context.js';
import { applyBoardEvent, applyItemEvent, columnItems, moveItem, reorderColumns, upsertItem, wipText } from './board-state.js';

const isBoardView = (data: unknown): data is KanbanBoardView => typeof data === 'object' && data !== null && 'board' in data && 'items' in data;
const isBoard = (data: unknown): data is KanbanBoard => typeof data === 'object' && data !== null && 'columns' in data && 'id' in data;

/**
 * One board, live: the view is read over REST, then the board's room is joined on the shell's
 * socket (joined again after every reconnect, answered with a fresh snapshot) so other viewers'
 * moves land as they happen. A move shows at once and settles on the server's answer: its copy of
 * the card, a soft limit's warning, or a refusal that puts the card back with the server's text.
 */
export function useLiveBoard(boardId: string) {
  const { t } = useTranslation('agile');
  const queryClient = useQueryClient();
  const client = useRealtime();
  const query = useBoardView(boardId);
  const [feedback, setFeedback] = useState<MoveFeedback | null>(null);
  const [deleted, setDeleted] = useState(false);
  const key = kanbanKeys.board(boardId);

  const update = useCallback(
    (change: (view: KanbanBoardView) => KanbanBoardView) => queryClient.setQueryData<KanbanBoardView>(kanbanKeys.board(boardId), (current) => (current ? change(current) : current)),
    [queryClient, boardId],
  );
  const current = useCallback(() => queryClient.getQueryData<KanbanBoardView>(kanbanKeys.board(boardId)), [queryClient, boardId]);

  useEffect(() => {
    if (!client || !boardId) return;
    const stops = [
      client.on<unknown>(KanbanEvents.SNAPSHOT, (data) => {
        if (isBoardView(data) && data.board.id === boardId) queryClient.setQueryData(kanbanKeys.board(boardId), data);
      }),
      client.on<KanbanItemEvent>(KanbanEvents.ITEM, (event) => {
        if (event.boardId === boardId) update((view) => applyItemEvent(view, event));
      }),
      client.on<KanbanBoardEvent>(KanbanEvents.BOARD, (event) => {
        if (event.boardId !== boardId) return;
        if (event.action === 'deleted') setDeleted(true);
        else update((view) => applyBoardEvent(view, event));
      }),
    ];
    const room = client.join(`kanban:${boardId}`, KanbanEvents.JOIN, { boardId }, KanbanEvents.LEAVE);
    room.ack
      .then((data) => {
        if (isBoardView(data) && data.board.id === boardId) queryClient.setQueryData(kanbanKeys.board(boardId), data);
      })
      .catch(() => undefined);
    return () => {
      room.leave();
      for (const stop of stops) stop();
    };
  }, [client, boardId, queryClient, update]);

  const handlers: Omit<BoardHandlers, 'openItem' | 'editColumn'> = {
    moveItem: (itemId, columnId, index) => {
      const before = current();
      const previous = before?.items.find((item) => item.id === itemId);
      if (!before || !previous) return;
      const target = columnItems(before.items, columnId).filter((item) => item.id !== itemId);
      const position = Math.max(0, Math.min(index, target.length));
      update((view) => moveItem(view, itemId, columnId, position));
      setFeedback(null);
      kanbanCalls
        .moveItem(itemId, columnId, position)
        .then((result) => {
          update((view) => upsertItem(view, result.item));
          if (result.warning) setFeedback({ tone: 'warning', text: wipText(result.warning, current()?.board.columns ?? [], t, translateError), itemId });
          void queryClient.invalidateQueries({ queryKey: kanbanKeys.item(itemId) });
        })
        .catch((error: unknown) => {
          update((view) => upsertItem(view, previous));
          const message = error instanceof Error ? error.message : String(error);
          setFeedback({ tone: 'error', text: wipText(message, current()?.board.columns ?? [], t, translateError), itemId });
        });
    },
    reorderColumns: (columnIds) => {
      const before = current();
      if (!before) return;
      const previousOrder = [...before.board.columns].sort((a, b) => a.position - b.position).map((column) => column.id);
      update((view) => reorderColumns(view, columnIds));
      kanbanCalls
        .reorderColumns(boardId, columnIds)
        .then((answer) => {
          if (isBoard(answer)) update((view) => applyBoardEvent(view, { boardId, action: 'columns', board: answer, by: null }));
        })
        .catch((error: unknown) => {
          update((view) => reorderColumns(view, previousOrder));
          setFeedback({ tone: 'error', text: translateError(error instanceof Error ? error.message : String(error)), itemId: '' });
        });
    },
    createItem: async (columnId, title) => {
      try {
        const item = await kanbanCalls.createItem({ boardId, columnId, title });
        update((view) => upsertItem(view, item));
        return true;
      } catch (error) {
        setFeedback({ tone: 'error', text: wipText(error instanceof Error ? error.message : String(error), current()?.board.columns ?? [], t, translateError), itemId: '' });
        return false;
      }
    },
  };

  return { query, key, handlers, feedback, setFeedback, deleted, update, live: Boolean(client) };
}
