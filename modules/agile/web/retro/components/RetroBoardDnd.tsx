import { useMemo, useState, type ReactNode } from 'react';
import { Paper, Text, useTranslation } from '@suite/sdk/web';
import { DndContext, DragOverlay, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type CollisionDetection, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import type { RetroCard } from '../../../shared/retro.js';
import { useCommand } from '../../live/commands.js';
import { useRetro } from '../context.js';
import { RetroCardItem } from './RetroCardItem.js';
import { CARD, COLUMN, DRAG, GROUP, RetroDndContext, useRetroDnd, type RetroDnd } from './retro-dnd.js';

/** Drop on the card under the pointer first, then its group, then the column (which takes a card out of its group). */
const dropTargets: CollisionDetection = (args) => {
  const self = `${CARD}${String(args.active.id).slice(DRAG.length)}`;
  const rank = (id: string) => (id.startsWith(CARD) ? 0 : id.startsWith(GROUP) ? 1 : 2);
  return pointerWithin(args)
    .filter((collision) => collision.id !== self)
    .sort((a, b) => rank(String(a.id)) - rank(String(b.id)));
};

/** A card in the group phase: dragged by itself, and a drop target for the others. */
function DraggableCard({ card }: { card: RetroCard }) {
  const { dropping } = useRetroDnd();
  const { attributes: _keyboard, listeners, setNodeRef: dragRef, isDragging } = useDraggable({ id: `${DRAG}${card.id}`, data: { card } });
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `${CARD}${card.id}`, data: { card } });
  return (
    <RetroCardItem
      card={card}
      mode="group"
      dragRef={(node) => {
        dragRef(node);
        dropRef(node);
      }}
      dragProps={listeners}
      dragging={isDragging}
      dropTarget={dropping && isOver && !isDragging}
    />
  );
}

/**
 * The group phase's drag and drop around the board (RetroBoard.tsx loads it with that phase): a card
 * dragged onto another forms a group, onto a group joins it, and onto its column leaves its group.
 */
export default function RetroBoardDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation('agile');
  const { snapshot, handlers } = useRetro();
  const { run } = useCommand();
  const [dragged, setDragged] = useState<RetroCard | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const excerpt = (card: RetroCard | undefined) => (card?.content ?? '').slice(0, 40);

  const describe = (id: string | number | undefined) => {
    const value = String(id ?? '');
    if (value.startsWith(CARD)) return t('retro.dnd.onCard', { card: excerpt(snapshot.cards.find((card) => card.id === value.slice(CARD.length))) });
    if (value.startsWith(GROUP)) return t('retro.dnd.onGroup');
    if (value.startsWith(COLUMN)) return t('retro.dnd.onColumn');
    return '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('retro.dnd.picked', { card: excerpt(active.data.current?.card as RetroCard | undefined) }),
    onDragOver: ({ over }) => (over ? describe(over.id) : undefined),
    onDragEnd: ({ over }) => (over ? t('retro.dnd.dropped', { target: describe(over.id) }) : t('retro.dnd.cancelled')),
    onDragCancel: () => t('retro.dnd.cancelled'),
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current?.card as RetroCard | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = active.data.current?.card as RetroCard | undefined;
    if (!card || !over) return;
    const target = String(over.id);
    if (target.startsWith(CARD)) {
      const other = snapshot.cards.find((candidate) => candidate.id === target.slice(CARD.length));
      if (!other || other.id === card.id) return;
      if (other.groupId) {
        if (other.groupId !== card.groupId) void run('group', () => handlers.groupCard(other.groupId!, card.id));
      } else void run('group', () => handlers.createGroup([other.id, card.id]));
    } else if (target.startsWith(GROUP)) {
      const groupId = target.slice(GROUP.length);
      if (groupId !== card.groupId) void run('group', () => handlers.groupCard(groupId, card.id));
    } else if (target.startsWith(COLUMN) && card.groupId) {
      void run('ungroup', () => handlers.ungroupCard(card.groupId!, card.id));
    }
  };

  const dropping = dragged !== null;
  const dnd = useMemo<RetroDnd>(() => ({ useDroppable, dropping, DraggableCard }), [dropping]);
  return (
    <RetroDndContext.Provider value={dnd}>
      <DndContext sensors={sensors} collisionDetection={dropTargets} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)} accessibility={{ announcements, screenReaderInstructions: { draggable: t('retro.dnd.instructions') } }}>
        {children}
        <DragOverlay dropAnimation={null}>
          {dragged ? (
            <Paper withBorder radius="md" p="xs" shadow="lg" maw={320} style={{ cursor: 'grabbing' }}>
              <Text size="sm" lineClamp={3}>
                {dragged.content}
              </Text>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </RetroDndContext.Provider>
  );
}
