import { createContext, useContext } from 'react';
import type { KanbanBoardView, KanbanColumn } from '../../shared/kanban.js';
import type { BoardFilters } from './board-state.js';

/** What the board does when a person acts on it: the live board calls the server, the demo its own state. */
export interface BoardHandlers {
  /** Move a card to `index` of a column: shown at once, settled by the answer. */
  moveItem(itemId: string, columnId: string, index: number): void;
  /** Columns in a new left-to-right order. */
  reorderColumns(columnIds: string[]): void;
  /** Add a card at the bottom of a column; resolves false when it was refused. */
  createItem(columnId: string, title: string): Promise<boolean>;
  openItem(itemId: string): void;
  editColumn?(column: KanbanColumn): void;
  /** Ask to delete a column (and where its items go). */
  deleteColumn?(column: KanbanColumn): void;
}

export interface BoardPermissions {
  /** Add, edit and move cards. */
  editItems: boolean;
  /** Reorder and edit columns. */
  manageColumns: boolean;
}

/** The last move's outcome: a soft limit's warning, or the refusal that rolled it back. */
export interface MoveFeedback {
  tone: 'warning' | 'error';
  text: string;
  itemId: string;
}

export interface BoardContextValue {
  view: KanbanBoardView;
  filters: BoardFilters;
  can: BoardPermissions;
  handlers: BoardHandlers;
}

const BoardContext = createContext<BoardContextValue | null>(null);

export const BoardProvider = BoardContext.Provider;

export function useBoard(): BoardContextValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error('useBoard outside a BoardProvider');
  return value;
}
