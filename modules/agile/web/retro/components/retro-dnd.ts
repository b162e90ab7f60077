import { createContext, useContext, type ComponentType } from 'react';
import type { RetroCard } from '../../../shared/retro.js';

/**
 * Drag and drop on the retro board (group phase): cards dragged onto cards, groups and columns.
 * dnd-kit loads with the group phase only (RetroBoardDnd.tsx, which provides real bindings here);
 * elsewhere the board renders with these inert ones, so the room's first load goes without it.
 */
export interface DropTarget {
  setNodeRef(node: HTMLElement | null): void;
  isOver: boolean;
}

export interface RetroDnd {
  /** dnd-kit's useDroppable, or an inert stand-in (a hook either way, fixed for a mounted board). */
  useDroppable(args: { id: string; data: Record<string, unknown>; disabled?: boolean }): DropTarget;
  /** A card being dragged: the other cards, groups and columns show where it would land. */
  dropping: boolean;
  /** A card a contributor drags in the group phase (null without drag and drop). */
  DraggableCard: ComponentType<{ card: RetroCard }> | null;
}

const inertTarget: DropTarget = { setNodeRef: () => undefined, isOver: false };

export const INERT_DND: RetroDnd = { useDroppable: () => inertTarget, dropping: false, DraggableCard: null };

export const RetroDndContext = createContext<RetroDnd>(INERT_DND);

export const useRetroDnd = () => useContext(RetroDndContext);

export const DRAG = 'drag:';
export const CARD = 'card:';
export const GROUP = 'group:';
export const COLUMN = 'column:';
