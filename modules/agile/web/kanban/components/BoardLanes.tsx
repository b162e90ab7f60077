import { forwardRef, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { Box } from '@suite/sdk/web';
import { useBoard } from '../board-context.js';
import { itemsByColumn, matchesFilters, orderedColumns } from '../board-state.js';
import { BoardColumn } from './BoardColumn.js';

/** The board's scrolling frame (the same with or without drag and drop). */
export const BoardFrame = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & { children: ReactNode }>(function BoardFrame({ children, ...rest }, ref) {
  return (
    <Box ref={ref} style={{ overflowX: 'auto', overflowY: 'hidden', paddingBottom: 8 }} data-testid="kanban-board" tabIndex={-1} {...rest}>
      {children}
    </Box>
  );
});

/** The columns left to right with their cards (those the filters let through, and the one being dragged). */
export function BoardLanes({ activeId = null, overColumnId = null }: { activeId?: string | null; overColumnId?: string | null }) {
  const { view, filters } = useBoard();
  const columns = useMemo(() => orderedColumns(view.board), [view.board]);
  const groups = useMemo(() => itemsByColumn(view), [view]);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'stretch', minHeight: 320, maxHeight: 'calc(100dvh - 260px)', width: '100%', minWidth: 'min-content' }}>
      {columns.map((column) => {
        const items = groups.get(column.id) ?? [];
        return (
          <BoardColumn
            key={column.id}
            column={column}
            columns={columns}
            items={items}
            visible={items.filter((item) => item.id === activeId || matchesFilters(item, filters))}
            dropTarget={overColumnId === column.id}
          />
        );
      })}
    </div>
  );
}
