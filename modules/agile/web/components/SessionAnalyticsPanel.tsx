import { Alert, Button, ErrorState, Group, Link, LoadingState, Paper, ScrollArea, SimpleGrid, StatCard, Stack, Table, Text, Title, useTranslation, formatNumber, formatPercent } from '@suite/sdk/web';
import { IconArrowsDiff, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useSessionAnalytics } from '../poker/api.js';
import { formatClock } from '../poker/timer.js';
import { DistributionChart } from './RevealResults.js';
import { useRoom } from '../poker/components/room-context.js';

/** The final estimates as the chart's distribution: '5' -> number of stories estimated at 5. */
export function estimateCounts(distribution: { estimate: number; count: number }[]): Record<string, number> {
  return Object.fromEntries(distribution.map((entry) => [String(entry.estimate), entry.count]));
}

/** Session analytics (PRO and ENTERPRISE); on FREE, what it would show and where to upgrade. */
export function SessionAnalyticsPanel() {
  const { t, i18n } = useTranslation('agile');
  const { snapshot, can } = useRoom();
  const analytics = useSessionAnalytics(snapshot.session.id, { enabled: can.analytics });
  const percent = (value: number | null) => formatPercent(value, i18n.language);

  if (!can.analytics) {
    return (
      <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('analytics.upgradeTitle')} data-testid="analytics-upgrade">
        <Stack gap="xs">
          <Text size="sm">{t('analytics.upgradeText')}</Text>
          <Button component={Link} to="/pricing" size="xs" w="fit-content">
            {t('analytics.upgrade')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (analytics.isPending) return <LoadingState variant="cards" rows={4} />;
  if (analytics.isError) return <ErrorState error={analytics.error} onRetry={() => void analytics.refetch()} />;
  const data = analytics.data;
  // Estimates are points: the chart shows them in order, whatever the voting system's cards.
  const points = data.estimateDistribution.map((entry, index) => ({ value: String(entry.estimate), label: String(entry.estimate), order: index + 1, points: entry.estimate }));
  return (
    <Stack gap="md" data-testid="session-analytics">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard label={t('analytics.consensusRate')} value={percent(data.consensusRate)} hint={t('analytics.rounds', { count: data.roundCount })} />
        <StatCard label={t('analytics.roundsPerStory')} value={formatNumber(data.roundsPerStory, i18n.language)} />
        <StatCard label={t('analytics.timePerStory')} value={data.averageTimePerStory === null ? '–' : formatClock(data.averageTimePerStory)} hint={t('analytics.minutesSeconds')} />
        <StatCard label={t('analytics.participation')} value={percent(data.participationRate)} hint={t('analytics.totalPoints', { count: data.totalPoints })} />
      </SimpleGrid>
      {data.estimatedCount === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analytics.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper p="md" withBorder radius="md">
            <Title order={3} size="h6" mb="sm">
              {t('analytics.distribution')}
            </Title>
            <DistributionChart distribution={estimateCounts(data.estimateDistribution)} values={points} />
          </Paper>
          <Paper p="md" withBorder radius="md">
            <Title order={3} size="h6" mb="sm">
              {t('analytics.byParticipant')}
            </Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.participant')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.votes')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.rate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.participation.map((row) => (
                  <Table.Tr key={row.participantId}>
                    <Table.Td>{row.displayName}</Table.Td>
                    <Table.Td ta="right">{row.roundsVoted}</Table.Td>
                    <Table.Td ta="right">{percent(row.rate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </SimpleGrid>
      )}
      {data.stories.some((story) => story.rounds > 0) ? (
        <Paper p="md" withBorder radius="md">
          <Title order={3} size="h6" mb="sm">
            {t('analytics.perStory')}
          </Title>
          <ScrollArea type="auto" offsetScrollbars>
            <Table miw={480}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.story')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.roundsHeader')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.time')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.estimate')}</Table.Th>
                  <Table.Th>{t('analytics.agreement')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.stories.map((story) => (
                  <Table.Tr key={story.id}>
                    <Table.Td>{story.title}</Table.Td>
                    <Table.Td ta="right">{story.rounds}</Table.Td>
                    <Table.Td ta="right">{story.seconds === null ? '–' : formatClock(story.seconds)}</Table.Td>
                    <Table.Td ta="right">{story.finalEstimate ?? '–'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {story.consensus === null ? (
                        '–'
                      ) : (
                        <Group gap={4} wrap="nowrap">
                          {story.consensus ? <IconCircleCheck size={14} color="var(--mantine-color-green-7)" aria-hidden /> : <IconArrowsDiff size={14} color="var(--mantine-color-orange-7)" aria-hidden />}
                          <Text size="xs" fw={500}>
                            {story.consensus ? t('reveal.consensus') : t('reveal.noConsensus')}
                          </Text>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      ) : null}
    </Stack>
  );
}
