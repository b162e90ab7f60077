import { Group, Progress, Text, useTranslation } from '@suite/sdk/web';
import { voters } from '../room-state.js';
import { useRoom } from './room-context.js';

/** Who has voted on the current story, as a count and a bar: never the values before reveal. */
export function VoteProgress() {
  const { t } = useTranslation('agile');
  const { snapshot } = useRoom();
  const eligible = voters(snapshot);
  const voted = snapshot.votes.filter((vote) => eligible.some((participant) => participant.id === vote.participantId)).length;
  const total = eligible.length;
  const percent = total ? Math.round((voted / total) * 100) : 0;
  return (
    <div data-testid="vote-progress">
      <Group justify="space-between" mb={4} gap="xs">
        <Text size="sm" fw={500}>
          {t('progress.voted', { voted, total })}
        </Text>
        <Text size="xs" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} color={voted === total && total > 0 ? 'green' : undefined} aria-label={t('progress.voted', { voted, total })} />
    </div>
  );
}
