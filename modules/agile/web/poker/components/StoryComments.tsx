import { useState } from 'react';
import { CommentsPanel, SelectField, Stack, Text, useTranslation } from '@suite/sdk/web';
import { currentStory } from '../room-state.js';
import { useRoom } from './room-context.js';

/** The poker story type as agile declares it commentable (api/governance.ts). */
export const POKER_STORY_COMMENTS = 'agile.poker-story';

/**
 * Comments on the session's stories, in the room (issue 22): the story on the table by default,
 * any other one picked from the list. The threads are the platform's (the sdk's CommentsPanel),
 * the same as on /comments.
 */
export function StoryComments() {
  const { t } = useTranslation('agile');
  const { snapshot } = useRoom();
  const [picked, setPicked] = useState<string | null>(null);
  const onTable = currentStory(snapshot);
  const storyId = (picked && snapshot.stories.some((story) => story.id === picked) ? picked : null) ?? onTable?.id ?? snapshot.stories[0]?.id ?? null;
  if (!storyId) {
    return (
      <Text size="sm" c="dimmed" data-testid="story-comments-empty">
        {t('room.commentsNoStory')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="story-comments">
      <SelectField
        label={t('room.commentsStory')}
        data={snapshot.stories.map((story, index) => ({ value: story.id, label: `${index + 1}. ${story.title}${story.id === onTable?.id ? ` (${t('stories.current')})` : ''}` }))}
        value={storyId}
        onChange={(value) => setPicked(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <CommentsPanel key={storyId} objectType={POKER_STORY_COMMENTS} objectId={storyId} />
    </Stack>
  );
}
