import { useEffect, type ReactNode } from 'react';
import { Stack, useTranslation } from '@suite/sdk/web';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PokerStory } from '../../../shared/poker.js';
import { StoryHandle, StoryRow } from './StoryRow.js';

export interface SortableStoriesProps {
  stories: PokerStory[];
  order: string[];
  currentStoryId: string | null;
  actionsOf: (story: PokerStory) => ReactNode;
  /** The new order, after a drop. */
  onReorder: (next: string[]) => void;
  /** The handle that had the focus before this list loaded: it gets it back. */
  focusHandleOf: string | null;
}

function SortableStoryRow({ story, index, current, actions }: { story: PokerStory; index: number; current: boolean; actions: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: story.id });
  return (
    <StoryRow
      ref={setNodeRef}
      story={story}
      index={index}
      current={current}
      handle={<StoryHandle ref={setActivatorNodeRef} title={story.title} storyId={story.id} {...attributes} {...listeners} />}
      actions={actions}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined }}
    />
  );
}

/**
 * The facilitator's story list with drag and drop (dnd-kit, pointer and keyboard, with spoken
 * announcements). Loaded when the facilitator first reaches for the list (StoriesPanel), so a
 * room's first load does not carry dnd-kit.
 */
export default function SortableStories({ stories, order, currentStoryId, actionsOf, onReorder, focusHandleOf }: SortableStoriesProps) {
  const { t } = useTranslation('agile');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: string | number) => stories.find((story) => story.id === String(id))?.title ?? '';
  const positionOf = (id: string | number) => order.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('stories.dnd.picked', { title: titleOf(active.id), position: positionOf(active.id), total: order.length }),
    onDragOver: ({ active, over }) => (over ? t('stories.dnd.over', { title: titleOf(active.id), position: positionOf(over.id), total: order.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('stories.dnd.dropped', { title: titleOf(active.id), position: positionOf(over.id), total: order.length }) : undefined),
    onDragCancel: ({ active }) => t('stories.dnd.cancelled', { title: titleOf(active.id) }),
  };
  useEffect(() => {
    if (focusHandleOf) document.querySelector<HTMLElement>(`[data-story-handle="${globalThis.CSS.escape(focusHandleOf)}"]`)?.focus();
    // Once, when the list replaces the plain one.
  }, []);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('stories.dnd.instructions') } }}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <Stack gap={6} component="ol" p={0} m={0} data-testid="stories">
          {stories.map((story, index) => (
            <SortableStoryRow key={story.id} story={story} index={index} current={story.id === currentStoryId} actions={actionsOf(story)} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
