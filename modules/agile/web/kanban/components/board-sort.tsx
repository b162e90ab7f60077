import { Fragment, createContext, useCallback, useContext, useMemo, useState, type CSSProperties, type ComponentType, type ReactNode } from 'react';

/**
 * Drag and drop on the kanban board. dnd-kit (about 15 KB) loads on the first pointer, touch or
 * focus in the board (SortableBoard.tsx, which provides the real bindings here); until then the
 * board renders its columns and cards with these inert ones, so a first load goes without it. Each
 * mounted board keeps the bindings it started with (a hook either way).
 */
export interface SortableBinding {
  attributes: Record<string, unknown>;
  listeners: Record<string, unknown> | undefined;
  setNodeRef(node: HTMLElement | null): void;
  setActivatorNodeRef(node: HTMLElement | null): void;
  transform: { x: number; y: number } | null;
  transition: string | undefined;
  isDragging: boolean;
}

export interface BoardSort {
  useSortable(args: { id: string; data: Record<string, unknown>; disabled?: boolean | { draggable?: boolean; droppable?: boolean } }): SortableBinding;
  /** A column's cards as a sortable list (a plain fragment without drag and drop). */
  CardList: ComponentType<{ ids: string[]; children: ReactNode }>;
}

const inert: SortableBinding = { attributes: {}, listeners: undefined, setNodeRef: () => undefined, setActivatorNodeRef: () => undefined, transform: null, transition: undefined, isDragging: false };

export const INERT_SORT: BoardSort = { useSortable: () => inert, CardList: ({ children }) => <Fragment>{children}</Fragment> };

export const BoardSortContext = createContext<BoardSort>(INERT_SORT);

export const useBoardSort = () => useContext(BoardSortContext);

/** dnd-kit's CSS.Translate.toString, without loading @dnd-kit/utilities first. */
export const translate = (transform: SortableBinding['transform']): CSSProperties['transform'] => (transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined);

/**
 * What a column's quick add holds (open, the title typed), kept above the board so that it
 * survives drag and drop taking the plain board's place (the columns mount again then).
 */
export interface QuickAddDraft {
  open: boolean;
  value: string;
}

const CLOSED: QuickAddDraft = { open: false, value: '' };

type Drafts = { drafts: Record<string, QuickAddDraft>; update(columnId: string, patch: Partial<QuickAddDraft>): void };

export const QuickAddDrafts = createContext<Drafts | null>(null);

/** The board's drafts for BoardView to provide. */
export function useQuickAddDrafts(): Drafts {
  const [drafts, setDrafts] = useState<Record<string, QuickAddDraft>>({});
  const update = useCallback((columnId: string, patch: Partial<QuickAddDraft>) => setDrafts((current) => ({ ...current, [columnId]: { ...(current[columnId] ?? CLOSED), ...patch } })), []);
  return useMemo(() => ({ drafts, update }), [drafts, update]);
}

/** A column's quick add draft: the board's when provided, the column's own otherwise. */
export function useQuickAddDraft(columnId: string): [QuickAddDraft, (patch: Partial<QuickAddDraft>) => void] {
  const shared = useContext(QuickAddDrafts);
  const [own, setOwn] = useState<QuickAddDraft>(CLOSED);
  if (shared) return [shared.drafts[columnId] ?? CLOSED, (patch) => shared.update(columnId, patch)];
  return [own, (patch) => setOwn((current) => ({ ...current, ...patch }))];
}
