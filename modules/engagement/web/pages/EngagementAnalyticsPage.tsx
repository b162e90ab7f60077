import { useState } from 'react';
import { BarChart, EmptyState, ErrorState, Group, LineChart, LoadingState, PageHeader, SegmentedControl, Select, SimpleGrid, Stack, StatCard, Table, Tabs, Text, useTranslation } from '@suite/sdk/web';
import { useAnalytics } from '../api.js';
import { FunnelView } from '../components/FunnelView.js';
import { HeatmapView } from '../components/HeatmapView.js';

type Granularity = 'day' | 'week' | 'month';
type GroupBy = 'widget' | 'question' | 'path' | 'device';

function Overview() {
  const { t } = useTranslation('engagement');
  const [granularity, setGranularity] = useState<Granularity>('week');
  const [groupBy, setGroupBy] = useState<GroupBy>('widget');
  const analytics = useAnalytics({ granularity, groupBy });
  if (analytics.isLoading) return <LoadingState variant="cards" rows={3} />;
  if (analytics.isError) return <ErrorState error={analytics.error} onRetry={() => void analytics.refetch()} />;
  const data = analytics.data!;
  if (data.totals.responses === 0) return <EmptyState title={t('analytics.emptyTitle')} description={t('analytics.emptyText')} />;
  const dash = t('common.none');
  const npsTone = data.totals.nps === null ? undefined : data.totals.nps >= 30 ? 'good' : data.totals.nps >= 0 ? 'warning' : 'critical';
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard label={t('analytics.responses')} value={data.totals.responses} />
        <StatCard label={t('analytics.responseRate')} value={data.totals.responseRate === null ? dash : `${data.totals.responseRate} %`} hint={t('analytics.responseRateHint', { responses: data.totals.responses, views: data.totals.views })} />
        <StatCard label={t('analytics.nps')} value={data.totals.nps ?? dash} tone={npsTone} hint={t('analytics.npsHint', data.totals)} />
        <StatCard label={t('analytics.csat')} value={data.totals.csat === null ? dash : `${data.totals.csat} %`} hint={t('analytics.csatHint')} />
      </SimpleGrid>
      <Group justify="space-between" align="flex-end">
        <Text fw={600}>{t('analytics.trend')}</Text>
        <SegmentedControl
          aria-label={t('analytics.granularity')}
          value={granularity}
          onChange={(v) => setGranularity(v as Granularity)}
          data={(['day', 'week', 'month'] as const).map((g) => ({ value: g, label: t(`analytics.granularities.${g}`) }))}
        />
      </Group>
      <LineChart
        h={240}
        withLegend
        data={data.trend.map((p) => ({ period: p.period, [t('analytics.responses')]: p.responses, [t('analytics.nps')]: p.nps }))}
        dataKey="period"
        series={[
          { name: t('analytics.responses'), color: 'blue.6' },
          { name: t('analytics.nps'), color: 'teal.6' },
        ]}
        connectNulls
      />
      <Group justify="space-between" align="flex-end">
        <Text fw={600}>{t('analytics.group')}</Text>
        <Select w={180} label={t('analytics.groupBy')} value={groupBy} allowDeselect={false} onChange={(v) => setGroupBy(v as GroupBy)} data={(['widget', 'question', 'path', 'device'] as const).map((g) => ({ value: g, label: t(`analytics.groupings.${g}`) }))} />
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`analytics.groupings.${groupBy}`)}</Table.Th>
              <Table.Th ta="right">{t('analytics.responses')}</Table.Th>
              <Table.Th ta="right">{t('analytics.nps')}</Table.Th>
              <Table.Th ta="right">{t('analytics.csat')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.groups.map((g) => (
              <Table.Tr key={g.key}>
                <Table.Td>{g.label}</Table.Td>
                <Table.Td ta="right">{g.responses}</Table.Td>
                <Table.Td ta="right">{g.nps ?? dash}</Table.Td>
                <Table.Td ta="right">{g.csat === null ? dash : `${g.csat} %`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.options.length ? (
        <Stack gap="xs">
          <Text fw={600}>{t('analytics.answersPerOption')}</Text>
          <BarChart h={200} data={data.options.map((o) => ({ option: o.value, count: o.count }))} dataKey="option" series={[{ name: 'count', label: t('analytics.responses'), color: 'violet.6' }]} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** /analytics/customer-engagement: overview figures, click heatmap and conversion funnels. */
export default function EngagementAnalyticsPage() {
  const { t } = useTranslation('engagement');
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.engagementAnalytics')} description={t('analytics.description')} />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('analytics.tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="heatmap">{t('analytics.tabs.heatmap')}</Tabs.Tab>
          <Tabs.Tab value="funnels">{t('analytics.tabs.funnels')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Overview />
        </Tabs.Panel>
        <Tabs.Panel value="heatmap" pt="md">
          <HeatmapView />
        </Tabs.Panel>
        <Tabs.Panel value="funnels" pt="md">
          <FunnelView />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
