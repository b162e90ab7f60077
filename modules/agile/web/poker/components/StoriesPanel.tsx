import { Suspense, lazy, useEffect, useState, type FocusEvent } from 'react';
import { ActionIcon, ConfirmDialog, Group, Paper, Stack, Text, TextField, Title, Tooltip, useTranslation } from '@suite/sdk/web';
import { PokerErrors } from '../../../shared/errors/poker-errors.js';
import { IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { POKER_STORY_LIMIT, type PokerStory } from '../../../shared/poker.js';
import { useRoom } from './room-context.js';
import { useCommand } from '../../live/commands.js';
import { StoryHandle, StoryRow } from './StoryRow.js';

// Drag and drop (dnd-kit) loads when the facilitator first reaches for the list.
const SortableStories = lazy(() => import('./SortableStories.js'));

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
  const reorder = (next: string[]) => {
    const previous = order;
    setOrder(next);
    void run('reorder', () => handlers.reorderStories(next)).then((ok) => {
      if (!ok) setOrder(previous);
    });
  };
  // The sortable list replaces the plain one on the first pointer, touch or focus in the list.
  const [sortable, setSortable] = useState<{ focus: string | null } | null>(null);
  const reach = (focus: string | null = null) => {
    if (can.facilitate && !sortable) setSortable({ focus });
  };
  const actionsOf = (story: PokerStory) =>
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
    ) : null;
  const plainList = (
    <Stack
      gap={6}
      component="ol"
      p={0}
      m={0}
      data-testid="stories"
      onPointerEnter={() => reach()}
      onTouchStart={() => reach()}
      onFocus={(event: FocusEvent<HTMLElement>) => reach(event.target.getAttribute('data-story-handle'))}
    >
      {stories.map((story, index) => (
        <StoryRow
          key={story.id}
          story={story}
          index={index}
          current={story.id === snapshot.currentStoryId}
          handle={can.facilitate ? <StoryHandle title={story.title} storyId={story.id} /> : null}
          actions={actionsOf(story)}
        />
      ))}
    </Stack>
  );

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
        sortable ? (
          <Suspense fallback={plainList}>
            <SortableStories stories={stories} order={order} currentStoryId={snapshot.currentStoryId} actionsOf={actionsOf} onReorder={reorder} focusHandleOf={sortable.focus} />
          </Suspense>
        ) : (
          plainList
        )
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

