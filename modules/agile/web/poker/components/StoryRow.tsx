import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Paper, Text, useTranslation } from '@suite/sdk/web';
import { IconGripVertical } from '@tabler/icons-react';
import type { PokerStory } from '../../../shared/poker.js';
import { StoryStatusBadge } from '../../components/StatusBadges.js';

export interface StoryRowProps {
  story: PokerStory;
  index: number;
  current: boolean;
  /** The drag handle (the facilitator's); the row's number otherwise. */
  handle: ReactNode | null;
  actions: ReactNode;
  style?: CSSProperties;
}

/** One story of the session's list: number or drag handle, title, status, estimate, actions. */
export const StoryRow = forwardRef<HTMLLIElement, StoryRowProps>(function StoryRow({ story, index, current, handle, actions, style }, ref) {
  const { t } = useTranslation('agile');
  return (
    <Paper
      ref={ref}
      component="li"
      p="xs"
      radius="sm"
      withBorder
      data-testid="story-row"
      data-current={current || undefined}
      aria-current={current ? 'step' : undefined}
      style={{ borderColor: current ? 'var(--mantine-primary-color-filled)' : undefined, borderWidth: current ? 2 : undefined, listStyle: 'none', ...style }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {handle ?? (
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
});

/** The grip a facilitator drags a story by (or focuses, then Space and the arrows). */
export const StoryHandle = forwardRef<HTMLButtonElement, { title: string; storyId: string; [prop: string]: unknown }>(function StoryHandle({ title, storyId, ...rest }, ref) {
  const { t } = useTranslation('agile');
  return (
    <ActionIcon ref={ref} variant="subtle" color="gray" size="sm" aria-label={t('stories.move', { title })} data-story-handle={storyId} style={{ cursor: 'grab', touchAction: 'none' }} {...rest}>
      <IconGripVertical size={14} aria-hidden />
    </ActionIcon>
  );
});
