import { useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, ConfirmDialog, Group, Paper, Stack, Text, TextField, Title, Tooltip, useTranslation } from '@suite/sdk/web';
import { PokerErrors } from '../../../shared/errors/poker-errors.js';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { POKER_STORY_LIMIT, type PokerStory } from '../../../shared/poker.js';
import { useRoom } from './room-context.js';
import { useCommand } from '../../live/commands.js';
import { StoryStatusBadge } from '../../components/StatusBadges.js';

interface StoryRowProps {
  story: PokerStory;
  index: number;
  current: boolean;
  sortable: boolean;
  actions: ReactNode;
}

function StoryRow({ story, index, current, sortable, actions }: StoryRowProps) {
  const { t } = useTranslation('agile');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: story.id, disabled: !sortable });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      p="xs"
      radius="sm"
      withBorder
      data-testid="story-row"
      data-current={current || undefined}
      aria-current={current ? 'step' : undefined}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        borderColor: current ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: current ? 2 : undefined,
        listStyle: 'none',
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {sortable ? (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('stories.move', { title: story.title })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
        ) : (
          <Text size="xs" c="dimmed" w={22} ta="center" mt={2}>
            {index + 1}
          </Text>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={current ? 600 : 500} style={{ overflowWrap: 'anywhere' }}>
            {story.title}
          </Text>
          <Group gap={4} mt={2}>
            <StoryStatusBadge status={story.status} />
            {story.finalEstimate !== null ? (
              <Badge size="xs" variant="filled" color="green" aria-label={t('stories.estimateAria', { value: story.finalEstimate })}>
                {t('stories.points', { count: story.finalEstimate })}
              </Badge>
            ) : null}
            {current ? (
              <Badge size="xs" variant="outline">
                {t('stories.current')}
              </Badge>
            ) : null}
          </Group>
        </div>
        {actions}
      </Group>
    </Paper>
  );
}

/**
 * The session's stories in order. The facilitator reorders them by dragging the handle (or with
 * the keyboard: focus the handle, Space, arrows, Space), starts voting on one, adds and deletes.
 */
export function StoriesPanel() {
  const { t } = useTranslation('agile');
  const { snapshot, can, handlers } = useRoom();
  const { busy, run } = useCommand();
  const [order, setOrder] = useState(() => snapshot.stories.map((story) => story.id));
  const [title, setTitle] = useState('');
  const [deleting, setDeleting] = useState<PokerStory | null>(null);
  const serverOrder = snapshot.stories.map((story) => story.id).join('|');
  useEffect(() => setOrder(serverOrder ? serverOrder.split('|') : []), [serverOrder]);

  const byId = new Map(snapshot.stories.map((story) => [story.id, story]));
  const stories = order.map((id) => byId.get(id)).filter((story): story is PokerStory => Boolean(story));
  const full = snapshot.stories.length >= POKER_STORY_LIMIT;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? '';
  const positionOf = (id: string | number) => order.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('stories.dnd.picked', { title: titleOf(active.id), position: positionOf(active.id), total: order.length }),
    onDragOver: ({ active, over }) => (over ? t('stories.dnd.over', { title: titleOf(active.id), position: positionOf(over.id), total: order.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('stories.dnd.dropped', { title: titleOf(active.id), position: positionOf(over.id), total: order.length }) : undefined),
    onDragCancel: ({ active }) => t('stories.dnd.cancelled', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const previous = order;
    const next = arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    setOrder(next);
    void run('reorder', () => handlers.reorderStories(next)).then((ok) => {
      if (!ok) setOrder(previous);
    });
  };

  const addStory = () => {
    const value = title.trim();
    if (!value || full) return;
    void run('add', () => handlers.addStory(value)).then((ok) => ok && setTitle(''));
  };

  return (
    <Paper p="md" radius="md" withBorder component="section" aria-labelledby="poker-stories-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="poker-stories-title">
          {t('stories.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('stories.progress', { estimated: snapshot.stories.filter((story) => story.status === 'ESTIMATED').length, total: snapshot.stories.length })}
        </Text>
      </Group>
      {stories.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {can.facilitate ? t('stories.emptyFacilitator') : t('stories.empty')}
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('stories.dnd.instructions') } }}
        >
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <Stack gap={6} component="ol" p={0} m={0} data-testid="stories">
              {stories.map((story, index) => (
                <StoryRow
                  key={story.id}
                  story={story}
                  index={index}
                  current={story.id === snapshot.currentStoryId}
                  sortable={can.facilitate}
                  actions={
                    can.facilitate ? (
                      <Group gap={2} wrap="nowrap">
                        {story.id !== snapshot.currentStoryId && story.status !== 'ESTIMATED' ? (
                          <Tooltip label={t('stories.voteOn')}>
                            <ActionIcon variant="subtle" size="sm" aria-label={t('stories.voteOnAria', { title: story.title })} loading={busy === story.id} onClick={() => void run(story.id, () => handlers.startVoting(story.id))}>
                              <IconPlayerPlay size={14} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                        {story.status !== 'VOTING' ? (
                          <Tooltip label={t('stories.delete')}>
                            <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('stories.deleteAria', { title: story.title })} onClick={() => setDeleting(story)}>
                              <IconTrash size={14} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                      </Group>
                    ) : null
                  }
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      {can.facilitate ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            addStory();
          }}
        >
          <Group gap="xs" mt="sm" align="flex-start" wrap="nowrap">
            <TextField
              style={{ flex: 1 }}
              size="sm"
              aria-label={t('stories.newLabel')}
              placeholder={t('stories.newPlaceholder')}
              value={title}
              maxLength={300}
              disabled={full}
              error={full ? PokerErrors.STORY_LIMIT : undefined}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
            <ActionIcon type="submit" size={36} aria-label={t('stories.add')} disabled={!title.trim() || full} loading={busy === 'add'}>
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('stories.deleteTitle')}
        message={t('stories.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('stories.delete')}
        danger
        loading={busy === 'delete'}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void run('delete', () => handlers.deleteStory(target.id)).then((ok) => ok && setDeleting(null));
        }}
      />
    </Paper>
  );
}

