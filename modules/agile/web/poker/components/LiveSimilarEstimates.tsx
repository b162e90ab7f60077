import { Badge, Group, Paper, Skeleton, Stack, Text, Title, useTranslation } from '@suite/sdk/web';
import { IconHistory } from '@tabler/icons-react';
import { useSimilarEstimates } from '../api.js';

/** The similar estimates of a live room's story (SimilarEstimates.tsx loads it). */
export default function LiveSimilarEstimates({ sessionId, storyId }: { sessionId: string; storyId: string }) {
  const { t } = useTranslation('agile');
  const similar = useSimilarEstimates(sessionId, storyId, { enabled: true });
  const groups = (similar.data ?? []).filter((group) => group.stories.length > 0);
  return (
    <Paper p="sm" radius="md" withBorder component="section" aria-labelledby="poker-similar-title" data-testid="similar-estimates">
      <Group gap={6} mb={6}>
        <IconHistory size={16} aria-hidden />
        <Title order={3} size="h6" id="poker-similar-title">
          {t('similar.title')}
        </Title>
      </Group>
      {similar.isPending ? (
        <Stack gap={4}>
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="50%" />
        </Stack>
      ) : similar.isError || groups.length === 0 ? (
        <Text size="xs" c="dimmed">
          {similar.isError ? t('similar.unavailable') : t('similar.empty')}
        </Text>
      ) : (
        <Stack gap={6}>
          {groups.map((group) => (
            <Group key={group.estimate} gap={6} wrap="nowrap" align="flex-start">
              <Badge variant="light" size="md" radius="sm" style={{ flex: '0 0 auto' }} aria-label={t('stories.estimateAria', { value: group.estimate })}>
                {group.estimate}
              </Badge>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {group.stories
                  .slice(0, 3)
                  .map((item) => item.title)
                  .join(' · ')}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
