import { useState } from 'react';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Group,
  Link,
  LoadingState,
  PageHeader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  StatCard,
  Text,
  Title,
  useTranslation,
  formatNumber,
  formatPercent,
} from '@suite/sdk/web';
import { IconChartLine, IconRun } from '@tabler/icons-react';
import { KANBAN_VELOCITY_DEFAULT_SPRINTS, type KanbanSprint } from '../../../shared/kanban.js';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { useBurndown, useTeamSprints, useVelocity } from '../api/index.js';
import { BurndownChart, VelocityChart } from '../charts/index.js';
import { formatDay } from '../format.js';
import { ScopePicker, ScopeStates, useScope, type Scope } from '../scope.js';

const SPRINT_COUNTS = [3, KANBAN_VELOCITY_DEFAULT_SPRINTS, 10, 12];

function VelocitySection({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation('agile');
  const [count, setCount] = useState(KANBAN_VELOCITY_DEFAULT_SPRINTS);
  const velocity = useVelocity(teamId, count);
  const lang = i18n.language;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="velocity-title">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="velocity-title">
          {t('kanban.velocity.title')}
        </Title>
        <Select
          size="xs"
          w={170}
          aria-label={t('kanban.velocity.sprintCount')}
          data={SPRINT_COUNTS.map((n) => ({ value: String(n), label: t('kanban.velocity.lastN', { count: n }) }))}
          value={String(count)}
          onChange={(value) => value && setCount(Number(value))}
          allowDeselect={false}
        />
      </Group>
      {velocity.isPending ? (
        <LoadingState variant="detail" rows={5} />
      ) : velocity.isError ? (
        <ErrorState error={velocity.error} title={t('kanban.velocity.loadError')} onRetry={() => void velocity.refetch()} />
      ) : velocity.data.sprints.length === 0 ? (
        <EmptyState
          icon={<IconChartLine size={22} aria-hidden />}
          title={t('kanban.velocity.emptyTitle')}
          description={t('kanban.velocity.empty')}
          action={
            <Button component={Link} to={`${AGILE_ROUTES.sprintPlanning.path}?team=${teamId}`} leftSection={<IconRun size={16} aria-hidden />}>
              {t('kanban.velocity.planSprint')}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <StatCard label={t('kanban.velocity.averageCompleted')} value={<span data-testid="average-velocity">{formatNumber(velocity.data.averageCompletedPoints, lang)}</span>} hint={t('kanban.velocity.pointsPerSprint')} />
            <StatCard label={t('kanban.velocity.averageCommitted')} value={formatNumber(velocity.data.averageCommittedPoints, lang)} hint={t('kanban.velocity.pointsPerSprint')} />
            <StatCard
              label={t('kanban.velocity.sayDo')}
              value={velocity.data.averageCommittedPoints > 0 ? formatPercent(velocity.data.averageCompletedPoints / velocity.data.averageCommittedPoints, lang) : '–'}
              hint={t('kanban.velocity.sayDoHint')}
            />
          </SimpleGrid>
          <VelocityChart
            sprints={velocity.data.sprints.map((sprint) => ({ name: sprint.name, committed: sprint.committedPoints, completed: sprint.completedPoints }))}
            average={velocity.data.averageCompletedPoints}
            labels={{
              committed: t('kanban.velocity.committed'),
              completed: t('kanban.velocity.completed'),
              xAxis: t('kanban.velocity.xAxis'),
              yAxis: t('kanban.velocity.yAxis'),
              title: t('kanban.velocity.chartTitle'),
              average: t('kanban.velocity.averageLine'),
            }}
          />
          <DataTable
            caption={t('kanban.velocity.tableCaption')}
            rowKey={(row) => row.sprintId}
            rows={[...velocity.data.sprints].reverse()}
            columns={[
              { key: 'name', header: t('kanban.velocity.sprint'), render: (row) => row.name },
              { key: 'dates', header: t('kanban.velocity.dates'), render: (row) => `${formatDay(row.startDate, lang)} – ${formatDay(row.endDate, lang)}` },
              { key: 'committed', header: t('kanban.velocity.committed'), align: 'right', render: (row) => formatNumber(row.committedPoints, lang) },
              { key: 'completed', header: t('kanban.velocity.completed'), align: 'right', render: (row) => formatNumber(row.completedPoints, lang) },
              { key: 'ratio', header: t('kanban.velocity.ratio'), align: 'right', render: (row) => (row.committedPoints > 0 ? formatPercent(row.completedPoints / row.committedPoints, lang) : '–') },
            ]}
          />
        </Stack>
      )}
    </Paper>
  );
}

function BurndownSection({ scope, sprints }: { scope: Scope; sprints: KanbanSprint[] }) {
  const { t, i18n } = useTranslation('agile');
  const choices = [...sprints.filter((sprint) => sprint.status === 'active'), ...sprints.filter((sprint) => sprint.status === 'completed').reverse()];
  const chosen = choices.find((sprint) => sprint.id === scope.sprintParam) ?? choices[0] ?? null;
  const burndown = useBurndown(chosen?.id ?? null);
  const lang = i18n.language;
  const today = burndown.data?.days.filter((day) => day.remaining !== null).at(-1);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="burndown-title">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="burndown-title">
          {t('kanban.burndown.title')}
        </Title>
        {choices.length > 0 ? (
          <Select
            size="xs"
            w={{ base: '100%', xs: 260 }}
            aria-label={t('kanban.burndown.sprint')}
            data={choices.map((sprint) => ({ value: sprint.id, label: `${sprint.name} · ${t(`kanban.sprint.status.${sprint.status}`)}` }))}
            value={chosen?.id ?? null}
            onChange={(value) => scope.chooseSprint(value)}
            allowDeselect={false}
          />
        ) : null}
      </Group>
      {!chosen ? (
        <Text size="sm" c="dimmed">
          {t('kanban.burndown.empty')}
        </Text>
      ) : burndown.isPending ? (
        <LoadingState variant="detail" rows={5} />
      ) : burndown.isError ? (
        <ErrorState error={burndown.error} title={t('kanban.burndown.loadError')} onRetry={() => void burndown.refetch()} />
      ) : (
        <Stack gap="sm">
          <Group gap="lg">
            <Text size="sm">{t('kanban.burndown.committed', { value: formatNumber(burndown.data.committedPoints, lang) })}</Text>
            <Text size="sm">{t('kanban.burndown.scope', { value: formatNumber(burndown.data.scopePoints, lang) })}</Text>
            {today ? <Text size="sm">{t('kanban.burndown.remaining', { value: formatNumber(today.remaining, lang), date: formatDay(today.date, lang) })}</Text> : null}
          </Group>
          <BurndownChart
            days={burndown.data.days.map((day) => ({ day: formatDay(day.date, lang), ideal: day.ideal, remaining: day.remaining, scope: day.scope }))}
            labels={{ ideal: t('kanban.burndown.ideal'), remaining: t('kanban.burndown.remainingLine'), scope: t('kanban.burndown.scopeLine'), xAxis: t('kanban.burndown.xAxis'), yAxis: t('kanban.burndown.yAxis'), title: t('kanban.burndown.chartTitle', { name: burndown.data.name }) }}
          />
        </Stack>
      )}
    </Paper>
  );
}

function TeamVelocity({ scope }: { scope: Scope }) {
  const { t } = useTranslation('agile');
  const sprints = useTeamSprints(scope.teamId);
  if (!scope.teamId) return null;
  return (
    <Stack gap="md">
      <VelocitySection teamId={scope.teamId} />
      {sprints.isPending ? (
        <LoadingState variant="detail" rows={4} />
      ) : sprints.isError ? (
        <ErrorState error={sprints.error} title={t('kanban.planning.loadError')} onRetry={() => void sprints.refetch()} />
      ) : (
        <BurndownSection scope={scope} sprints={sprints.data} />
      )}
    </Stack>
  );
}

/** /velocity-tracking: committed against completed points over the last sprints, and a sprint's burndown. */
export default function VelocityPage() {
  const { t } = useTranslation('agile');
  const scope = useScope();
  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={t('pages.velocity')} description={t('kanban.velocity.description')} />
      <ScopeStates scope={scope} need="team">
        <ScopePicker scope={scope} />
        <TeamVelocity key={scope.teamId} scope={scope} />
      </ScopeStates>
    </>
  );
}
