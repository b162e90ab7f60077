import { useState } from 'react';
import { EmptyState, ErrorState, LineChart, LoadingState, NumberInput, PageHeader, Stack, Table, Text, useTranslation } from '@suite/sdk/web';
import { useCohorts } from '../api.js';

/** /cohort-analysis and /retention-analytics: visitors by first-seen week and who came back. */
export default function RetentionPage({ titleKey = 'pages.retentionAnalytics' }: { titleKey?: string }) {
  const { t } = useTranslation('engagement');
  const [weeks, setWeeks] = useState(8);
  const cohorts = useCohorts(weeks);
  let body;
  if (cohorts.isLoading) body = <LoadingState variant="table" />;
  else if (cohorts.isError) body = <ErrorState error={cohorts.error} onRetry={() => void cohorts.refetch()} />;
  else if (cohorts.data!.rows.length === 0) body = <EmptyState title={t('cohorts.emptyTitle')} description={t('cohorts.emptyText')} />;
  else {
    const rows = cohorts.data!.rows;
    const cell = (rate: number) => ({ background: `rgba(34, 139, 230, ${Math.min(0.85, rate / 100)})`, color: rate > 55 ? '#fff' : undefined });
    body = (
      <Stack gap="lg">
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder data-testid="cohort-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cohorts.cohort')}</Table.Th>
                <Table.Th ta="right">{t('cohorts.visitors')}</Table.Th>
                {Array.from({ length: weeks }, (_, k) => (
                  <Table.Th key={k} ta="center">
                    {t('cohorts.week', { n: k })}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.week}>
                  <Table.Td>{row.week}</Table.Td>
                  <Table.Td ta="right">{row.visitors}</Table.Td>
                  {row.rates.map((rate, k) => (
                    <Table.Td key={k} ta="center" style={cell(rate)} title={`${row.retained[k]} / ${row.visitors}`}>
                      {rate} %
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fw={600}>{t('cohorts.retentionChart')}</Text>
        <LineChart
          h={240}
          withLegend
          data={Array.from({ length: weeks }, (_, k) => ({ week: t('cohorts.week', { n: k }), ...Object.fromEntries(rows.map((r) => [r.week, r.rates[k] ?? null])) }))}
          dataKey="week"
          unit=" %"
          series={rows.map((r, i) => ({ name: r.week, color: ['blue.6', 'teal.6', 'orange.6', 'violet.6', 'red.6', 'gray.6', 'cyan.6', 'lime.6'][i % 8]! }))}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t(titleKey)} description={`${t('cohorts.description')} ${t('common.explained')}`} actions={<NumberInput w={110} label={t('cohorts.weeks')} min={2} max={26} value={weeks} onChange={(v) => setWeeks(Math.min(26, Math.max(2, Number(v) || 8)))} />} />
      {body}
    </Stack>
  );
}
