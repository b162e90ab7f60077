import { Alert, Badge, Button, Group, Paper, Stack, Text, Title, useTranslation } from '@suite/sdk/web';
import { IconChevronLeft, IconChevronRight, IconEye, IconPlayerPlay, IconRotateClockwise } from '@tabler/icons-react';
import { currentStory, neighbours } from '../room-state.js';
import { CardDeck } from './CardDeck.js';
import { EstimateForm } from './EstimateForm.js';
import { RevealResults } from '../../components/RevealResults.js';
import { SimilarEstimates } from './SimilarEstimates.js';
import { StoryStatusBadge } from '../../components/StatusBadges.js';
import { VoteProgress } from './VoteProgress.js';
import { useRoom } from './room-context.js';
import { useCommand } from '../../live/commands.js';

/** The story on the table and what can be done with it now: vote, reveal, estimate, move on. */
export function CurrentStoryCard() {
  const { t } = useTranslation('agile');
  const { snapshot, can, handlers } = useRoom();
  const { busy, run } = useCommand();
  const story = currentStory(snapshot);
  const { previous, next } = neighbours(snapshot);
  const values = snapshot.session.votingSystem.values;
  const status = snapshot.session.status;
  const completed = status === 'COMPLETED';
  const index = story ? snapshot.stories.findIndex((candidate) => candidate.id === story.id) : -1;

  if (status === 'DRAFT') {
    return (
      <Paper p="lg" radius="md" withBorder data-testid="current-story">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {t('room.notStartedTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {can.facilitate ? t('room.notStartedFacilitator') : t('room.notStarted')}
          </Text>
          {can.facilitate ? (
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={busy === 'start'} onClick={() => void run('start', () => handlers.start())}>
              {t('room.startSession')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    );
  }

  if (!story) {
    const first = snapshot.stories.find((candidate) => candidate.status !== 'ESTIMATED') ?? snapshot.stories[0];
    return (
      <Paper p="lg" radius="md" withBorder data-testid="current-story">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {completed ? t('room.completedTitle') : t('room.noStoryTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {completed ? t('room.completed') : snapshot.stories.length === 0 ? (can.facilitate ? t('room.noStoriesFacilitator') : t('room.noStories')) : can.facilitate ? t('room.pickStory') : t('room.waitingForStory')}
          </Text>
          {can.facilitate && first && !completed ? (
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={busy === 'voting'} onClick={() => void run('voting', () => handlers.startVoting(first.id))}>
              {t('room.startVotingOn', { title: first.title })}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    );
  }

  const voting = story.status === 'VOTING';
  const revealed = snapshot.reveal && snapshot.reveal.storyId === story.id ? snapshot.reveal : null;
  const anyVotes = snapshot.votes.length > 0;

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder data-testid="current-story" component="section" aria-labelledby="poker-current-story">
      <Stack gap="md">
        <div>
          <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
            <Group gap={6}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('room.storyOf', { index: index + 1, total: snapshot.stories.length })}
              </Text>
              <StoryStatusBadge status={story.status} size="sm" />
              {story.round > 1 ? (
                <Badge size="sm" variant="outline" color="gray">
                  {t('room.round', { round: story.round })}
                </Badge>
              ) : null}
            </Group>
            {can.facilitate && !completed ? (
              <Group gap={4}>
                <Button size="xs" variant="subtle" leftSection={<IconChevronLeft size={14} aria-hidden />} disabled={!previous} loading={busy === 'previous'} onClick={() => void run('previous', () => handlers.previous())}>
                  {t('room.previous')}
                </Button>
                <Button size="xs" variant="subtle" rightSection={<IconChevronRight size={14} aria-hidden />} disabled={!next} loading={busy === 'next'} onClick={() => void run('next', () => handlers.next())}>
                  {t('room.next')}
                </Button>
              </Group>
            ) : null}
          </Group>
          <Title order={2} size="h3" id="poker-current-story" style={{ overflowWrap: 'anywhere' }} data-testid="current-story-title">
            {story.title}
          </Title>
          {story.description ? (
            <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {story.description}
            </Text>
          ) : null}
        </div>

        {story.status === 'PENDING' ? (
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {can.facilitate ? t('room.pendingFacilitator') : t('room.pending')}
            </Text>
            {can.facilitate && !completed ? (
              <Button size="sm" leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={busy === 'voting'} onClick={() => void run('voting', () => handlers.startVoting(story.id))}>
                {t('room.startVoting')}
              </Button>
            ) : null}
          </Group>
        ) : null}

        {voting ? (
          <>
            <VoteProgress />
            {can.vote ? (
              <div>
                <Text size="sm" fw={500} mb={6}>
                  {snapshot.me.vote ? t('deck.changeVote') : t('deck.pick')}
                </Text>
                <CardDeck values={values} selected={snapshot.me.vote} disabled={busy === 'vote'} onVote={(value) => void run('vote', () => handlers.vote(story.id, value))} />
              </div>
            ) : (
              <Alert variant="light" color="gray" icon={<IconEye size={18} aria-hidden />} data-testid="observer-note">
                {snapshot.me.participantId ? t('deck.observer') : t('deck.notJoined')}
              </Alert>
            )}
            {can.facilitate ? (
              <Group gap="xs">
                <Button leftSection={<IconEye size={16} aria-hidden />} disabled={!anyVotes} loading={busy === 'reveal'} onClick={() => void run('reveal', () => handlers.reveal(story.id))}>
                  {t('room.reveal')}
                </Button>
                <Button variant="subtle" color="gray" leftSection={<IconRotateClockwise size={16} aria-hidden />} disabled={!anyVotes} loading={busy === 'reset'} onClick={() => void run('reset', () => handlers.resetVotes(story.id))}>
                  {t('room.resetVotes')}
                </Button>
              </Group>
            ) : null}
            <SimilarEstimates />
          </>
        ) : null}

        {story.status === 'VOTED' || story.status === 'ESTIMATED' ? (
          <>
            {revealed ? <RevealResults reveal={revealed} values={values} /> : null}
            {story.status === 'ESTIMATED' ? (
              <Group gap="xs" data-testid="final-estimate">
                <Text size="sm">{t('estimate.final')}</Text>
                <Badge size="xl" color="green" variant="filled" radius="sm">
                  {t('stories.points', { count: story.finalEstimate ?? 0 })}
                </Badge>
              </Group>
            ) : null}
            {can.facilitate && !completed ? (
              <Stack gap="sm">
                <EstimateForm
                  suggested={revealed?.suggestedEstimate ?? null}
                  current={story.finalEstimate}
                  values={values}
                  busy={busy === 'estimate'}
                  onSave={(estimate) => void run('estimate', () => handlers.estimate(story.id, estimate))}
                />
                <Group gap="xs">
                  <Button variant="default" size="sm" leftSection={<IconRotateClockwise size={16} aria-hidden />} loading={busy === 'revote'} onClick={() => void run('revote', () => handlers.startVoting(story.id))}>
                    {t('room.revote')}
                  </Button>
                  {next ? (
                    <Button variant={story.status === 'ESTIMATED' ? 'filled' : 'light'} size="sm" rightSection={<IconChevronRight size={16} aria-hidden />} loading={busy === 'next'} onClick={() => void run('next', () => handlers.next())}>
                      {t('room.nextStory')}
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            ) : story.status === 'VOTED' ? (
              <Text size="sm" c="dimmed">
                {t('room.waitingForEstimate')}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
