import { useState } from 'react';
import { Button, ErrorState, Group, LoadingState, ScrollArea, Stack, Text, TextareaField, useTranslation } from '@suite/sdk/web';
import { usePostComment, useStoryComments } from '../api.js';
import { currentStory } from '../room-state.js';
import { useRoom } from './room-context.js';
import { notifyFailure } from '../../live/commands.js';

const COMMENT_MAX = 2000;

/** The current story's discussion: what people said, newest last; Enter sends, Shift+Enter breaks the line. */
export function DiscussionPanel() {
  const { t, i18n } = useTranslation('agile');
  const { snapshot, auth, can } = useRoom();
  const story = currentStory(snapshot);
  const comments = useStoryComments(snapshot.session.id, story?.id ?? null, auth);
  const post = usePostComment(snapshot.session.id, auth);
  const [body, setBody] = useState('');
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });

  if (!story) return <Text size="sm" c="dimmed">{t('discussion.noStory')}</Text>;

  const send = () => {
    const text = body.trim();
    if (!text || post.isPending) return;
    post.mutate({ params: { id: snapshot.session.id, storyId: story.id }, body: { body: text } }, { onSuccess: () => setBody(''), onError: notifyFailure });
  };

  return (
    <Stack gap="sm" data-testid="discussion">
      <Text size="sm" c="dimmed">
        {t('discussion.about', { title: story.title })}
      </Text>
      {comments.isPending ? (
        <LoadingState variant="table" rows={2} />
      ) : comments.isError ? (
        <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('discussion.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={260} type="auto">
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {comments.data.map((comment) => (
              <li key={comment.id}>
                <Group gap={6} align="baseline">
                  <Text size="sm" fw={600}>
                    {comment.authorName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {time.format(new Date(comment.createdAt))}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.body}
                </Text>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {can.discuss ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Stack gap={6}>
            <TextareaField
              label={t('discussion.label')}
              placeholder={t('discussion.placeholder')}
              minRows={2}
              maxLength={COMMENT_MAX}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  send();
                }
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" size="xs" loading={post.isPending} disabled={!body.trim()}>
                {t('discussion.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
