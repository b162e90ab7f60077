import { useState } from 'react';
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Group, Paper, ScrollArea, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@suite/sdk/i18n';
import { EmptyState, ErrorState, LoadingState, StatCard } from '@suite/sdk/ui';
import { formatMoney, formatMoneyShort } from '@suite/sdk';
import { formatMonth } from '../billing/format.js';
import { metricsRange, useRevenueMetrics } from './api.js';

const RANGES = [6, 12, 24] as const;

/** MRR, ARR, new and churned customers by month: stat cards, charts with the table beside them (UI.md). */
export function RevenueMetrics({ accountId }: { accountId: string }) {
  const { t } = useTranslation('integrations');
  const language = currentLanguage();
  const [months, setMonths] = useState<(typeof RANGES)[number]>(12);
  const [today] = useState(() => new Date());
  const metrics = useRevenueMetrics(accountId, metricsRange(months, today), true);

  const header = (
    <Group justify="space-between" gap="sm">
      <Title order={2} size="h4">
        {t('metrics.title')}
      </Title>
      <SegmentedControl
        size="xs"
        aria-label={t('metrics.range')}
        value={String(months)}
        onChange={(value) => setMonths(Number(value) as (typeof RANGES)[number])}
        data={RANGES.map((value) => ({ value: String(value), label: t('metrics.months', { count: value }) }))}
      />
    </Group>
  );

  if (metrics.isPending) {
    return (
      <Stack gap="md">
        {header}
        <LoadingState variant="cards" rows={4} label={t('metrics.loading')} />
      </Stack>
    );
  }
  if (metrics.isError) {
    return (
      <Stack gap="md">
        {header}
        <ErrorState error={metrics.error} title={t('metrics.loadFailed')} onRetry={() => void metrics.refetch()} />
      </Stack>
    );
  }
  const view = metrics.data;
  const hasData = view.months.some((month) => month.mrrCents > 0 || month.netRevenueCents !== 0 || month.activeCustomers > 0);
  if (!hasData) {
    return (
      <Stack gap="md">
        {header}
        <EmptyState icon={<IconChartLine size={22} />} title={t('metrics.emptyTitle')} description={t('metrics.emptyBody')} />
      </Stack>
    );
  }
  const money = (cents: number) => formatMoney(cents, language);
  const rows = view.months.map((month) => ({
    month: formatMonth(month.month, language),
    mrr: month.mrrCents / 100,
    arr: month.arrCents / 100,
    newCustomers: month.newCustomers,
    churnedCustomers: month.churnedCustomers,
  }));
  return (
    <Stack gap="md">
      {header}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard label={t('metrics.mrr')} value={money(view.current.mrrCents)} />
        <StatCard label={t('metrics.arr')} value={money(view.current.arrCents)} />
        <StatCard label={t('metrics.newCustomers')} value={view.totals.newCustomers} tone="good" hint={t('metrics.inRange')} />
        <StatCard label={t('metrics.churnedCustomers')} value={view.totals.churnedCustomers} tone={view.totals.churnedCustomers > 0 ? 'warning' : undefined} hint={t('metrics.inRange')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <Paper p="md" radius="md" withBorder>
            <Text size="sm" fw={600} mb="xs">
              {t('metrics.mrrChart')}
            </Text>
            <AreaChart
              h={220}
              data={rows}
              dataKey="month"
              series={[{ name: 'mrr', label: t('metrics.mrr'), color: 'blue.6' }]}
              valueFormatter={(value) => formatMoneyShort(value * 100, language)}
              yAxisLabel={t('metrics.usd')}
              xAxisLabel={t('metrics.month')}
              curveType="monotone"
              withDots={false}
              aria-label={t('metrics.mrrChart')}
            />
          </Paper>
          <Paper p="md" radius="md" withBorder>
            <Text size="sm" fw={600} mb="xs">
              {t('metrics.customersChart')}
            </Text>
            <BarChart
              h={200}
              data={rows}
              dataKey="month"
              series={[
                { name: 'newCustomers', label: t('metrics.newCustomers'), color: 'green.6' },
                { name: 'churnedCustomers', label: t('metrics.churnedCustomers'), color: 'red.6' },
              ]}
              withLegend
              yAxisLabel={t('metrics.customers')}
              xAxisLabel={t('metrics.month')}
              aria-label={t('metrics.customersChart')}
            />
          </Paper>
        </Stack>
        <Paper p="md" radius="md" withBorder>
          <ScrollArea type="auto" offsetScrollbars>
            <Table striped verticalSpacing={4} horizontalSpacing={6} fz="xs" miw={340}>
              <Table.Caption>{t('metrics.tableCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('metrics.month')}</Table.Th>
                  <Table.Th ta="right">{t('metrics.mrr')}</Table.Th>
                  <Table.Th ta="right">{t('metrics.arr')}</Table.Th>
                  <Table.Th ta="right">{t('metrics.new')}</Table.Th>
                  <Table.Th ta="right">{t('metrics.churned')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.months.map((month) => (
                  <Table.Tr key={month.month}>
                    <Table.Td>{formatMonth(month.month, language)}</Table.Td>
                    <Table.Td ta="right">{money(month.mrrCents)}</Table.Td>
                    <Table.Td ta="right">{money(month.arrCents)}</Table.Td>
                    <Table.Td ta="right">{month.newCustomers}</Table.Td>
                    <Table.Td ta="right">{month.churnedCustomers}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
