import { Alert, Anchor, Badge, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@suite/sdk';
import { ErrorState, LoadingState, StatCard } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import type { PredictiveView } from '@suite/sdk/endpoints/assistant';
import { AssistantFrame } from './AssistantFrame.js';
import { usePredictive } from './api.js';
import { formatDay, formatFigure } from './format.js';

const OUTLOOK_COLOUR = { likely: 'green', at_risk: 'orange', unlikely: 'red', unknown: 'gray' } as const;

/** /ai-assistant/predictive: the runway forecast and each team's sprint completion forecast, with their methods. */
export default function PredictivePage() {
  return (
    <AssistantFrame>
      <Predictive />
    </AssistantFrame>
  );
}

function Predictive() {
  const { t } = useTranslation('assistant');
  const { account } = useSession();
  const query = usePredictive(account?.id);
  if (query.isLoading) return <LoadingState variant="cards" />;
  if (query.isError || !query.data) return <ErrorState error={query.error} title={t('loadFailed')} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="lg">
      <RunwayForecastCard view={query.data.runway} />
      <SprintForecastCard view={query.data.sprints} />
    </Stack>
  );
}

function RunwayForecastCard({ view }: { view: PredictiveView['runway'] }) {
  const { t, i18n } = useTranslation('assistant');
  const language = i18n.language;
  const forecast = view.forecast;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t('predictive.runway')}
      </Title>
      {!view.enabled ? <Alert color="gray">{t('predictive.off', { domain: t('domains.bi') })}</Alert> : null}
      {view.enabled && (!forecast || forecast.runwayDays === null) ? (
        <Text size="sm" c="dimmed">
          {t('predictive.noRunway')}{' '}
          <Anchor component={Link} to="/runway-tracker">
            /runway-tracker
          </Anchor>
        </Text>
      ) : null}
      {forecast && forecast.runwayDays !== null ? (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <StatCard label={t('figures.runwayMonths')} value={<span data-testid="predictive-runway-months">{formatFigure({ value: forecast.runwayMonths, unit: 'months' }, language, t)}</span>} hint={formatFigure({ value: forecast.runwayDays, unit: 'days' }, language, t)} />
            <StatCard label={t('figures.runOutDate')} value={forecast.runOutDate ? formatDay(forecast.runOutDate, language) : '–'} />
            <StatCard label={t('predictive.trend')} value={forecast.trendDaysPerMonth === null ? '–' : t('predictive.trendValue', { value: formatNumber(forecast.trendDaysPerMonth, language, 1) })} />
            <StatCard label={t('predictive.projected')} value={formatFigure({ value: forecast.projectedRunwayDaysIn3Months, unit: 'days' }, language, t)} />
          </SimpleGrid>
          <ScrollArea type="auto">
            <Table fz="sm" withTableBorder miw={420}>
              <Table.Tbody>
                <Table.Tr>
                  {forecast.history.map((point) => (
                    <Table.Th key={point.month}>{point.month}</Table.Th>
                  ))}
                </Table.Tr>
                <Table.Tr>
                  {forecast.history.map((point) => (
                    <Table.Td key={point.month}>{formatFigure({ value: point.runwayDays, unit: 'days' }, language, t)}</Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
      ) : null}
      <Text size="xs" c="dimmed" mt="sm">
        {t('predictive.runwayMethod')}
      </Text>
    </Paper>
  );
}

function SprintForecastCard({ view }: { view: PredictiveView['sprints'] }) {
  const { t, i18n } = useTranslation('assistant');
  const language = i18n.language;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t('predictive.sprints')}
      </Title>
      {!view.enabled ? <Alert color="gray">{t('predictive.off', { domain: t('domains.agile') })}</Alert> : null}
      {view.enabled && view.teams.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('predictive.noTeams')}
        </Text>
      ) : null}
      {view.teams.length ? (
        <ScrollArea type="auto">
          <Table striped fz="sm" miw={620}>
            <Table.Thead>
              <Table.Tr>
                {['team', 'sprintsCounted', 'averageCommittedPoints', 'averageCompletedPoints', 'completionRatePct', 'openPoints', 'sprintsToFinishOpenWork', 'outlook'].map((column) => (
                  <Table.Th key={column}>{t(`columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.teams.map((team) => (
                <Table.Tr key={team.teamId}>
                  <Table.Td>{team.teamName}</Table.Td>
                  <Table.Td>{team.sprintsCounted}</Table.Td>
                  <Table.Td>{formatFigure({ value: team.averageCommittedPoints, unit: 'points' }, language, t)}</Table.Td>
                  <Table.Td>{formatFigure({ value: team.averageCompletedPoints, unit: 'points' }, language, t)}</Table.Td>
                  <Table.Td>{formatFigure({ value: team.completionRatePct, unit: 'percent' }, language, t)}</Table.Td>
                  <Table.Td>{formatFigure({ value: team.openPoints, unit: 'points' }, language, t)}</Table.Td>
                  <Table.Td>{team.sprintsToFinishOpenWork ?? '–'}</Table.Td>
                  <Table.Td>
                    <Badge color={OUTLOOK_COLOUR[team.outlook]} variant="light">
                      {t(`outlook.${team.outlook}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : null}
      <Text size="xs" c="dimmed" mt="sm">
        {t('predictive.sprintsMethod')}
      </Text>
    </Paper>
  );
}
