import {
  Anchor,
  Badge,
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Grid,
  Group,
  Link,
  LoadingState,
  PageHeader,
  Paper,
  SimpleGrid,
  Stack,
  StatCard,
  Table,
  Text,
  Title,
  useTranslation,
  formatNumber,
} from '@suite/sdk/web';
import { IconLayoutKanban, IconSparkles } from '@tabler/icons-react';
import type { KanbanDashboard, KanbanPercentiles } from '../../../shared/kanban.js';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { useFlowMetrics, useKanbanDashboard } from '../api/index.js';
import { CumulativeFlowChart, ThroughputChart } from '../charts/index.js';
import { WipIndicator } from '../components/WipIndicator.js';
import { formatDay, formatDuration } from '../format.js';
import { boardPath } from '../paths.js';
import { ScopePicker, useScope } from '../scope.js';

type BoardSummary = KanbanDashboard['boards'][number];


function PercentileRow({ label, values }: { label: string; values: KanbanPercentiles }) {
  const { t, i18n } = useTranslation('agile');
  const lang = i18n.language;
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td ta="right">{formatDuration(values.p50, lang, t)}</Table.Td>
      <Table.Td ta="right">{formatDuration(values.p85, lang, t)}</Table.Td>
      <Table.Td ta="right">{formatDuration(values.p95, lang, t)}</Table.Td>
      <Table.Td ta="right">{values.count}</Table.Td>
    </Table.Tr>
  );
}

function FlowSection({ boardId }: { boardId: string }) {
  const { t, i18n } = useTranslation('agile');
  const flow = useFlowMetrics(boardId);
  const lang = i18n.language;
  if (flow.isPending) return <LoadingState variant="detail" rows={6} />;
  if (flow.isError) return <ErrorState error={flow.error} title={t('kanban.flow.loadError')} onRetry={() => void flow.refetch()} />;
  const data = flow.data;
  const weeks = data.throughput.length;
  const completed = data.throughput.reduce((total, week) => total + week.count, 0);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard label={t('kanban.flow.wipNow')} value={data.wip.total} hint={t('kanban.flow.wipHint')} />
        <StatCard label={t('kanban.flow.throughput')} value={formatNumber(weeks ? completed / weeks : 0, lang)} hint={t('kanban.flow.perWeek', { count: weeks })} />
        <StatCard label={t('kanban.flow.cycleP50')} value={formatDuration(data.cycleTime.p50, lang, t)} hint={t('kanban.flow.cycleHint')} />
        <StatCard label={t('kanban.flow.leadP50')} value={formatDuration(data.leadTime.p50, lang, t)} hint={t('kanban.flow.leadHint')} />
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cfd-title">
            <Title order={3} size="h5" id="cfd-title" mb="xs">
              {t('kanban.flow.cumulativeFlow')}
            </Title>
            <Text size="xs" c="dimmed" mb="sm">
              {t('kanban.flow.window', { from: formatDay(data.from, lang), to: formatDay(data.to, lang, true) })}
            </Text>
            <CumulativeFlowChart
              days={data.cumulativeFlow.map((day) => ({ ...day, day: formatDay(day.date, lang) }))}
              labels={{
                backlog: t('kanban.status.backlog'),
                todo: t('kanban.status.todo'),
                active: t('kanban.status.active'),
                complete: t('kanban.status.complete'),
                xAxis: t('kanban.flow.dayAxis'),
                yAxis: t('kanban.flow.itemsAxis'),
                title: t('kanban.flow.cumulativeFlow'),
              }}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="throughput-title">
            <Title order={3} size="h5" id="throughput-title" mb="sm">
              {t('kanban.flow.throughputTitle')}
            </Title>
            <ThroughputChart
              weeks={data.throughput.map((week) => ({ week: formatDay(week.weekStart, lang), count: week.count }))}
              labels={{ count: t('kanban.flow.completedItems'), xAxis: t('kanban.flow.weekAxis'), yAxis: t('kanban.flow.completedAxis'), title: t('kanban.flow.throughputTitle') }}
            />
          </Paper>
        </Grid.Col>
      </Grid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="percentiles-title">
            <Title order={3} size="h5" id="percentiles-title" mb="sm">
              {t('kanban.flow.percentiles')}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table data-testid="flow-percentiles">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    <Table.Th ta="right">p50</Table.Th>
                    <Table.Th ta="right">p85</Table.Th>
                    <Table.Th ta="right">p95</Table.Th>
                    <Table.Th ta="right">{t('kanban.flow.items')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <PercentileRow label={t('kanban.flow.cycleTime')} values={data.cycleTime} />
                  <PercentileRow label={t('kanban.flow.leadTime')} values={data.leadTime} />
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="xs" c="dimmed" mt="xs">
              {t('kanban.flow.percentilesHint')}
            </Text>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="wip-title">
            <Title order={3} size="h5" id="wip-title" mb="sm">
              {t('kanban.flow.wipByColumn')}
            </Title>
            {data.wip.byColumn.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('kanban.flow.noActiveColumns')}
              </Text>
            ) : (
              <Stack gap={6} component="ul" p={0} m={0}>
                {data.wip.byColumn.map((column) => (
                  <Group key={column.columnId} component="li" justify="space-between" style={{ listStyle: 'none' }}>
                    <Text size="sm">{column.title}</Text>
                    <WipIndicator column={{ title: column.title, wipLimit: column.wipLimit, wipMode: 'soft' }} count={column.count} />
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /agile-kanban: the kanban area at a glance: every board's WIP and throughput, then one board's flow. */
export default function AgileKanbanPage() {
  const { t, i18n } = useTranslation('agile');
  const dashboard = useKanbanDashboard();
  const scope = useScope();
  const lang = i18n.language;
  const header = (
    <PageHeader
      eyebrow={t('nav.section')}
      title={t('pages.agileKanban')}
      description={t('kanban.overview.description')}
      actions={
        <Group gap="xs">
          <Button component={Link} to={AGILE_ROUTES.kanbanDemo.path} variant="default" leftSection={<IconSparkles size={16} aria-hidden />}>
            {t('kanban.boards.tryDemo')}
          </Button>
          <Button component={Link} to={AGILE_ROUTES.kanban.path} leftSection={<IconLayoutKanban size={16} aria-hidden />}>
            {t('kanban.overview.allBoards')}
          </Button>
        </Group>
      }
    />
  );
  if (dashboard.isPending) {
    return (
      <>
        {header}
        <LoadingState variant="cards" rows={4} />
      </>
    );
  }
  if (dashboard.isError) {
    return (
      <>
        {header}
        <ErrorState error={dashboard.error} title={t('kanban.boards.loadError')} onRetry={() => void dashboard.refetch()} />
      </>
    );
  }
  const { totals, boards } = dashboard.data;
  return (
    <>
      {header}
      {boards.length === 0 ? (
        <EmptyState
          icon={<IconLayoutKanban size={22} aria-hidden />}
          title={t('kanban.boards.emptyTitle')}
          description={t('kanban.boards.empty')}
          action={
            <Button component={Link} to={AGILE_ROUTES.kanban.path}>
              {t('kanban.boards.create')}
            </Button>
          }
        />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <StatCard label={t('kanban.overview.boards')} value={totals.boards} />
            <StatCard label={t('kanban.overview.items')} value={totals.items} />
            <StatCard label={t('kanban.overview.wip')} value={totals.wip} />
            <StatCard label={t('kanban.overview.doneLastWeek')} value={totals.throughputLastWeek} />
          </SimpleGrid>
          <DataTable<BoardSummary>
            caption={t('kanban.overview.boardsCaption')}
            rowKey={(row) => row.id}
            rows={boards}
            columns={[
              {
                key: 'title',
                header: t('kanban.overview.board'),
                render: (row) => (
                  <Anchor component={Link} to={boardPath(row.id)} size="sm">
                    {row.title}
                  </Anchor>
                ),
              },
              { key: 'team', header: t('kanban.scope.team'), render: (row) => row.teamName ?? '–' },
              { key: 'process', header: t('kanban.overview.process'), render: (row) => <Badge size="xs" variant="light">{t(`kanban.process.${row.processType}`)}</Badge> },
              {
                key: 'wip',
                header: t('kanban.overview.wip'),
                align: 'right',
                render: (row) => (row.overLimitColumns > 0 ? <Text span size="sm" c="orange">{t('kanban.overview.wipOver', { count: row.wip, columns: row.overLimitColumns })}</Text> : row.wip),
              },
              { key: 'week', header: t('kanban.overview.doneLastWeek'), align: 'right', render: (row) => row.throughputLastWeek },
              { key: 'month', header: t('kanban.overview.doneLast4Weeks'), align: 'right', render: (row) => row.throughputLast4Weeks },
              { key: 'sprint', header: t('kanban.overview.sprint'), render: (row) => (row.activeSprint ? t('kanban.overview.sprintEnds', { name: row.activeSprint.name, date: formatDay(row.activeSprint.endDate, lang) }) : '–') },
            ]}
          />
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="flow-title">
            <Title order={2} size="h4" id="flow-title" mb="sm">
              {t('kanban.flow.title')}
            </Title>
            <ScopePicker scope={scope} board team={false} />
            {scope.boardId ? <FlowSection key={scope.boardId} boardId={scope.boardId} /> : null}
          </Paper>
        </Stack>
      )}
    </>
  );
}
