import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, useTranslation } from '@suite/sdk/web';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  closestCorners,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, horizontalListSortingStrategy, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useBoard } from '../board-context.js';
import { dropIndex, itemsByColumn, orderedColumns } from '../board-state.js';
import { columnKey } from './BoardColumn.js';
import { CardBody } from './BoardCard.js';
import { BoardFrame, BoardLanes } from './BoardLanes.js';
import { BoardSortContext, type BoardSort } from './board-sort.js';

/** The real bindings: dnd-kit's sortable cards and columns. */
const SORT: BoardSort = {
  useSortable: useSortable as unknown as BoardSort['useSortable'],
  CardList: ({ ids, children }) => (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  ),
};

type DragData = { type: 'item' | 'column'; columnId: string } | undefined;

const dataOf = (value: { data: { current?: unknown } } | null | undefined): DragData => value?.data.current as DragData;

/** Cards land on cards or columns; columns only on columns. Under the pointer first, else the nearest. */
const collisions: CollisionDetection = (args) => {
  const activeType = dataOf(args.active)?.type;
  if (activeType === 'column') {
    return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((container) => dataOf(container)?.type === 'column') });
  }
  const hits = pointerWithin(args);
  if (hits.length > 0) {
    const cards = hits.filter((hit) => dataOf(args.droppableContainers.find((container) => container.id === hit.id))?.type === 'item');
    return cards.length > 0 ? cards : hits;
  }
  return closestCorners(args);
};

/**
 * The board with drag and drop (BoardView.tsx swaps it in on the first reach): cards move across
 * columns and within one, columns reorder by their handle, by mouse, touch or keyboard, announced
 * to screen readers.
 */
export default function SortableBoard({ focusLabel }: { focusLabel: string | null }) {
  const { t } = useTranslation('agile');
  const { view, handlers } = useBoard();
  const frame = useRef<HTMLDivElement>(null);
  // The control that had the focus in the plain board has it here too.
  useLayoutEffect(() => {
    if (focusLabel) frame.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(focusLabel)}"]`)?.focus();
  }, []);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overColumnId, setOverColumnId] = useState<string | null>(null);
  const columns = useMemo(() => orderedColumns(view.board), [view.board]);
  const groups = useMemo(() => itemsByColumn(view), [view]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const activeItem = activeId ? view.items.find((item) => item.id === activeId) ?? null : null;
  const activeColumn = activeId?.startsWith('column:') ? columns.find((column) => columnKey(column.id) === activeId) ?? null : null;

  const titleOf = (id: string | number) => {
    const key = String(id);
    return view.items.find((item) => item.id === key)?.title ?? columns.find((column) => columnKey(column.id) === key)?.title ?? '';
  };
  const columnTitleOf = (data: DragData) => columns.find((column) => column.id === data?.columnId)?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.dnd.picked', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('kanban.dnd.over', { title: titleOf(active.id), column: columnTitleOf(dataOf(over)) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('kanban.dnd.dropped', { title: titleOf(active.id), column: columnTitleOf(dataOf(over)) }) : t('kanban.dnd.cancelled', { title: titleOf(active.id) })),
    onDragCancel: ({ active }) => t('kanban.dnd.cancelled', { title: titleOf(active.id) }),
  };

  const reset = () => {
    setActiveId(null);
    setOverColumnId(null);
  };
  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const from = dataOf(active);
    const to = dataOf(over);
    setOverColumnId(from?.type === 'item' && to && to.columnId !== from.columnId ? to.columnId : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    reset();
    const from = dataOf(active);
    const to = dataOf(over);
    if (!from || !to || !over) return;
    if (from.type === 'column') {
      const ids = columns.map((column) => column.id);
      const oldIndex = ids.indexOf(from.columnId);
      const newIndex = ids.indexOf(to.columnId);
      if (oldIndex !== newIndex && oldIndex !== -1 && newIndex !== -1) handlers.reorderColumns(arrayMove(ids, oldIndex, newIndex));
      return;
    }
    const itemId = String(active.id);
    const overItemId = to.type === 'item' ? String(over.id) : null;
    if (overItemId === itemId) return;
    const index = dropIndex(view, itemId, to.columnId, overItemId);
    const current = groups.get(from.columnId) ?? [];
    if (to.columnId === from.columnId && current.findIndex((item) => item.id === itemId) === index) return;
    handlers.moveItem(itemId, to.columnId, index);
  };

  return (
    <BoardSortContext.Provider value={SORT}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={reset}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.dnd.instructions') } }}
      >
        <BoardFrame ref={frame}>
          <SortableContext items={columns.map((column) => columnKey(column.id))} strategy={horizontalListSortingStrategy}>
            <BoardLanes activeId={activeId} overColumnId={overColumnId} />
          </SortableContext>
        </BoardFrame>
        <DragOverlay dropAnimation={null}>
          {activeItem ? <CardBody item={activeItem} dragging style={{ width: 256, cursor: 'grabbing' }} /> : null}
          {activeColumn ? (
            <Box p="sm" style={{ width: 280, borderRadius: 8, background: 'var(--mantine-color-body)', border: '1px solid var(--mantine-primary-color-filled)' }}>
              {activeColumn.title}
            </Box>
          ) : null}
        </DragOverlay>
      </DndContext>
    </BoardSortContext.Provider>
  );
}
