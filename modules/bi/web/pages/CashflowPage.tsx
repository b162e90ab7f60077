import { BarChart, Button, EmptyState, Link, PageHeader, Paper, SegmentedControl, Stack, Text, Title, useTranslation } from '@suite/sdk/web';
import { useState } from 'react';
import { BiViewEndpoints } from '../../shared/endpoints.js';
import { useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';
import { moneyShort, monthLabel, units } from '../format.js';

/** /cashflow-visualizer: money in and out each month, 12 months back and 12 projected, as bars or a waterfall of the net. */
export default function CashflowPage() {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const [mode, setMode] = useState<'inout' | 'waterfall'>('inout');
  const query = useBiQuery(BiViewEndpoints.cashflow);
  return (
    <>
      <PageHeader title={t('pages.cashflow')} description={t('cashflow.description')} />
      <QueryState query={query}>
        {(view) => {
          if (!view.months.some((m) => m.inCents || m.outCents)) return <EmptyState title={t('burn.emptyTitle')} description={t('burn.emptyBody')} action={<Button component={Link} to="/runway-tracker">{t('common.enterNumbers')}</Button>} />;
          const label = (m: { month: string; projected: boolean }) => `${monthLabel(m.month, language)}${m.projected ? ' *' : ''}`;
          const inOut = view.months.map((m) => ({ month: label(m), in: units(m.inCents), out: units(-m.outCents) }));
          const waterfall = view.months.map((m) => ({ month: label(m), net: units(m.netCents), color: m.projected ? (m.netCents >= 0 ? 'teal.3' : 'red.3') : m.netCents >= 0 ? 'teal.6' : 'red.6' }));
          const format = (value: number) => moneyShort(value * 100, language, view.currency);
          return (
            <Stack gap="md">
              <SegmentedControl value={mode} onChange={(value) => setMode(value as 'inout' | 'waterfall')} data={[{ value: 'inout', label: t('cashflow.inOut') }, { value: 'waterfall', label: t('cashflow.waterfall') }]} w="fit-content" />
              <Paper p="md" radius="md" withBorder>
                <Title order={2} size="h5" mb="xs">{mode === 'inout' ? t('cashflow.inOut') : t('cashflow.waterfall')}</Title>
                <div role="img" aria-label={mode === 'inout' ? t('cashflow.inOut') : t('cashflow.waterfall')}>
                  {mode === 'inout' ? (
                    <BarChart h={320} data={inOut} dataKey="month" type="stacked" barChartProps={{ stackOffset: 'sign' }} series={[{ name: 'in', label: t('cashflow.in'), color: 'teal.6' }, { name: 'out', label: t('cashflow.out'), color: 'red.6' }]} valueFormatter={format} withLegend legendProps={{ verticalAlign: 'top', height: 28 }} gridAxis="x" tickLine="none" referenceLines={[{ y: 0, color: 'gray.6' }]} />
                  ) : (
                    <BarChart h={320} data={waterfall} dataKey="month" type="waterfall" series={[{ name: 'net', label: t('cashflow.net'), color: 'blue.6' }]} valueFormatter={format} gridAxis="x" tickLine="none" />
                  )}
                </div>
                <Text size="xs" c="dimmed" mt="xs">{t('cashflow.projectedNote')}</Text>
              </Paper>
            </Stack>
          );
        }}
      </QueryState>
    </>
  );
}
