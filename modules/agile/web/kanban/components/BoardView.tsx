import { useRef, useState, type ComponentType, type SyntheticEvent } from 'react';
import { useBoard } from '../board-context.js';
import { BoardFrame, BoardLanes } from './BoardLanes.js';
import { QuickAddDrafts, useQuickAddDrafts } from './board-sort.js';

const loadSortable = () => import('./SortableBoard.js');

/**
 * The board: columns left to right (scrolling sideways on narrow screens, each keeping its width)
 * with their cards. Cards move across columns and within one; columns reorder by their handle.
 * Mouse, touch and keyboard all drive the same moves; each card's menu is a second way.
 *
 * Drag and drop (SortableBoard.tsx, dnd-kit) loads on the first pointer, touch or focus in the
 * board, and takes the plain board's place when the pointer, a touch or the focus reaches a drag
 * handle (so that a click elsewhere is never lost in the swap): the focused control keeps the focus
 * and the quick adds what was typed. Until then the board is the same columns and cards without it.
 */
export function BoardView() {
  const { can } = useBoard();
  const drafts = useQuickAddDrafts();
  const [sortable, setSortable] = useState<{ Board: ComponentType<{ focusLabel: string | null }>; focusLabel: string | null } | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const loaded = useRef<ComponentType<{ focusLabel: string | null }> | null>(null);
  const wanted = useRef(false);
  const movable = can.editItems || can.manageColumns;
  const swap = () => {
    if (loaded.current) setSortable({ Board: loaded.current, focusLabel: labelOfFocus() });
  };
  const preload = () => {
    if (!movable || loading.current) return;
    loading.current = loadSortable().then(
      (module) => {
        loaded.current = module.default;
        if (wanted.current) swap();
      },
      () => {
        loading.current = null;
      },
    );
  };
  // Only a reach for a handle swaps the boards (a click elsewhere must not land in between).
  const reach = (event: SyntheticEvent) => {
    preload();
    if (!movable || !(event.target instanceof Element) || !event.target.closest('[data-drag-handle]')) return;
    wanted.current = true;
    swap();
  };
  return (
    <QuickAddDrafts.Provider value={drafts}>
      {sortable ? (
        <sortable.Board focusLabel={sortable.focusLabel} />
      ) : (
        <BoardFrame onPointerEnter={preload} onPointerOver={reach} onTouchStart={reach} onFocus={reach}>
          <BoardLanes />
        </BoardFrame>
      )}
    </QuickAddDrafts.Provider>
  );
}

/** The label of the board's control that has the focus as drag and drop arrives. */
function labelOfFocus(): string | null {
  const active = document.activeElement;
  return active?.closest('[data-testid="kanban-board"]') ? active.getAttribute('aria-label') : null;
}
