import { Alert, Button, ErrorState, Group, Link, LoadingState, Paper, Progress, SimpleGrid, StatCard, Stack, Text, Title, Tooltip, useTranslation, formatPercent } from '@suite/sdk/web';
import { IconAlertTriangle, IconBulb, IconLock, IconMoodHappy } from '@tabler/icons-react';
import type { RetroAnalytics } from '../../../shared/retro.js';
import { useRetroAnalytics } from '../api/index.js';
import { useRetro } from '../context.js';
import { ActionItemList } from './ActionItemsPanel.js';
import { DiscussList } from './DiscussList.js';
import { PriorityBadge, useColumnText } from './RetroBadges.js';

function usePercent() {
  const { i18n } = useTranslation('agile');
  return (value: number) => formatPercent(value, i18n.language);
}

/** Positive, neutral and negative cards as one bar, with the numbers beside it (colour is never the only signal). */
function SentimentBar({ analytics }: { analytics: RetroAnalytics }) {
  const { t } = useTranslation('agile');
  const percent = usePercent();
  const { sentiment, cardCount } = analytics;
  const share = (count: number) => (cardCount ? (count / cardCount) * 100 : 0);
  const parts = [
    { key: 'positive', count: sentiment.positive, color: 'green' },
    { key: 'neutral', count: sentiment.neutral, color: 'gray' },
    { key: 'negative', count: sentiment.negative, color: 'red' },
  ] as const;
  return (
    <Stack gap="xs" data-testid="sentiment">
      <Progress.Root size={18} aria-label={t('retro.summary.sentiment')}>
        {parts.map((part) =>
          part.count > 0 ? (
            <Tooltip key={part.key} label={`${t(`retro.summary.${part.key}`)}: ${part.count}`}>
              <Progress.Section value={share(part.count)} color={part.color}>
                <Progress.Label>{part.count}</Progress.Label>
              </Progress.Section>
            </Tooltip>
          ) : null,
        )}
      </Progress.Root>
      <Group gap="md" wrap="wrap">
        {parts.map((part) => (
          <Text key={part.key} size="xs" c="dimmed">
            {t(`retro.summary.${part.key}`)}: {part.count} ({percent(cardCount ? part.count / cardCount : 0)})
          </Text>
        ))}
      </Group>
      {sentiment.followUpRecommended ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="follow-up">
          {t('retro.summary.followUp', { share: percent(sentiment.negativeShare) })}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          <IconMoodHappy size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('retro.summary.noFollowUp')}
        </Text>
      )}
    </Stack>
  );
}

/** What the analytics say: participation, sentiment, the action items the votes suggest. */
function AnalyticsView({ analytics }: { analytics: RetroAnalytics }) {
  const { t } = useTranslation('agile');
  const percent = usePercent();
  const { snapshot } = useRetro();
  const columnText = useColumnText();
  const { participation } = analytics;
  return (
    <Stack gap="md" data-testid="retro-analytics">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard label={t('retro.summary.participation')} value={percent(participation.score)} hint={t('retro.summary.participationHint', { cards: percent(participation.cardShare), votes: percent(participation.voteShare) })} />
        <StatCard label={t('retro.summary.cards')} value={analytics.cardCount} hint={t('retro.summary.contributors', { done: participation.contributors, total: participation.eligible })} />
        <StatCard label={t('retro.summary.votes')} value={analytics.voteCount} hint={t('retro.summary.voters', { done: participation.voters, total: participation.eligible })} />
        <StatCard label={t('retro.summary.actionItems')} value={analytics.actionItemCount} hint={analytics.durationMinutes === null ? undefined : t('retro.summary.duration', { count: analytics.durationMinutes })} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h6" mb="sm">
            {t('retro.summary.sentiment')}
          </Title>
          <SentimentBar analytics={analytics} />
          <Stack gap={4} mt="sm">
            {analytics.sentiment.byColumn.map((column) => {
              const known = snapshot.session.columns.find((candidate) => candidate.id === column.columnId);
              return (
                <Group key={column.columnId} justify="space-between" gap="xs">
                  <Text size="xs">{known ? columnText(known, snapshot.session.format).title : column.title}</Text>
                  <Text size="xs" c="dimmed">
                    {t('retro.board.cardCount', { count: column.cards })} · {t(`retro.summary.${column.sentiment}`)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h6" mb="sm">
            {t('retro.summary.generated')}
          </Title>
          {analytics.generatedActionItems.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('retro.summary.noGenerated')}
            </Text>
          ) : (
            <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="generated-action-items">
              {analytics.generatedActionItems.map((item) => (
                <Stack key={item.cardId} component="li" gap={2}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <PriorityBadge priority={item.priority} />
                    <Text size="xs" c="dimmed">
                      {t('retro.card.votesShort', { count: item.votes })}
                    </Text>
                  </Group>
                </Stack>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** Live analytics from the server (Pro and Enterprise); on Free, what they would show and where to upgrade. */
function ServerAnalytics() {
  const { t } = useTranslation('agile');
  const { snapshot, can } = useRetro();
  const version = `${snapshot.session.status}:${snapshot.actionItems.length}:${snapshot.voteCount}`;
  const analytics = useRetroAnalytics(snapshot.session.id, { enabled: can.analytics, version });
  if (!can.analytics) {
    return (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <StatCard label={t('retro.summary.cards')} value={snapshot.cards.length} />
          <StatCard label={t('retro.summary.votes')} value={snapshot.voteCount} />
          <StatCard label={t('retro.summary.actionItems')} value={snapshot.actionItems.length} />
          <StatCard label={t('retro.summary.people')} value={snapshot.participants.length} />
        </SimpleGrid>
        <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('retro.summary.upgradeTitle')} data-testid="analytics-upgrade">
          <Stack gap="xs">
            <Text size="sm">{t('retro.summary.upgradeText')}</Text>
            <Button component={Link} to="/pricing" size="xs" w="fit-content">
              {t('analytics.upgrade')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (analytics.isPending) return <LoadingState variant="cards" rows={4} />;
  if (analytics.isError) return <ErrorState error={analytics.error} title={t('retro.summary.loadError')} onRetry={() => void analytics.refetch()} />;
  return <AnalyticsView analytics={analytics.data} />;
}

/** The end of the retro: analytics, the action items agreed, and the topics by votes. */
export function RetroSummary() {
  const { t } = useTranslation('agile');
  const { snapshot, localAnalytics } = useRetro();
  return (
    <Stack gap="lg" data-testid="retro-summary">
      <Alert color="green" variant="light" icon={<IconBulb size={18} aria-hidden />} title={t('retro.summary.title')}>
        {t('retro.summary.intro')}
      </Alert>
      {localAnalytics ? <AnalyticsView analytics={localAnalytics} /> : <ServerAnalytics />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('retro.actions.listTitle', { count: snapshot.actionItems.length })}
          </Title>
          <ActionItemList items={snapshot.actionItems} />
        </div>
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('retro.summary.topics')}
          </Title>
          <DiscussList limit={10} compact />
        </div>
      </SimpleGrid>
    </Stack>
  );
}
