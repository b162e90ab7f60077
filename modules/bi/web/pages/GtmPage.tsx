import { BarChart, Button, DataTable, EmptyState, Link, PageHeader, Paper, SimpleGrid, Stack, StatCard, Text, Title, useTranslation } from '@suite/sdk/web';
import { BiViewEndpoints } from '../../shared/endpoints.js';
import { LTV_CAC_GREEN_ABOVE } from '../../shared/finance.js';
import type { GtmView } from '../../shared/views.js';
import { useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';
import { SettingField } from '../components/SettingField.js';
import { money, moneyShort, months, units } from '../format.js';

/** /gtm-analytics: CAC, LTV, LTV/CAC (above 3 is green), payback months, by channel when marketing spend is tagged. */
export default function GtmPage() {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const query = useBiQuery(BiViewEndpoints.gtm);
  return (
    <>
      <PageHeader title={t('pages.gtmAnalytics')} description={t('gtm.description')} />
      <QueryState query={query}>
        {(view) => {
          if (view.spendCents === 0 && view.arpuCents === null) return <EmptyState title={t('gtm.emptyTitle')} description={t('gtm.emptyBody')} action={<Button component={Link} to="/runway-tracker">{t('common.enterNumbers')}</Button>} />;
          return (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
                <StatCard label={t('gtm.cac')} value={money(view.cacCents, language, view.currency)} hint={t('gtm.cacHint', { spend: money(view.spendCents, language, view.currency), customers: view.newCustomers })} />
                <StatCard label={t('gtm.ltv')} value={money(view.ltvCents, language, view.currency)} hint={t('gtm.ltvHint', { margin: view.grossMarginPct })} />
                <StatCard label={t('gtm.ratio')} value={<span data-testid="bi-ltv-cac">{view.ltvCac === null ? '–' : `${view.ltvCac.toLocaleString(language, { maximumFractionDigits: 1 })}×`}</span>} tone={view.ltvCac === null ? undefined : view.ltvCacGreen ? 'good' : 'critical'} hint={view.ltvCacGreen ? t('gtm.ratioGood', { target: LTV_CAC_GREEN_ABOVE }) : t('gtm.ratioLow', { target: LTV_CAC_GREEN_ABOVE })} />
                <StatCard label={t('gtm.payback')} value={view.paybackMonths === null ? '–' : t('runway.monthsShort', { value: months(view.paybackMonths, language) })} hint={t('gtm.paybackHint')} />
              </SimpleGrid>
              <Paper p="md" radius="md" withBorder>
                <Title order={2} size="h5" mb="xs">{t('gtm.channels')}</Title>
                {view.channels.length === 0 ? (
                  <Text size="sm" c="dimmed">{t('gtm.noChannels')}</Text>
                ) : (
                  <Stack gap="sm">
                    <div role="img" aria-label={t('gtm.channels')}>
                      <BarChart h={220} data={view.channels.map((c) => ({ channel: c.channel, spend: units(c.spendCents), cac: units(c.cacCents) }))} dataKey="channel" series={[{ name: 'spend', label: t('gtm.spend'), color: 'blue.6' }, { name: 'cac', label: t('gtm.cac'), color: 'orange.5' }]} valueFormatter={(value) => moneyShort(value * 100, language, view.currency)} withLegend legendProps={{ verticalAlign: 'top', height: 28 }} gridAxis="x" tickLine="none" />
                    </div>
                    <DataTable<GtmView['channels'][number]>
                      columns={[
                        { key: 'channel', header: t('gtm.channel'), render: (row) => row.channel },
                        { key: 'spend', header: t('gtm.spend'), align: 'right', render: (row) => money(row.spendCents, language, view.currency) },
                        { key: 'customers', header: t('gtm.customers'), align: 'right', render: (row) => row.customersAcquired ?? '–' },
                        { key: 'cac', header: t('gtm.cac'), align: 'right', render: (row) => money(row.cacCents, language, view.currency) },
                      ]}
                      rows={view.channels}
                      rowKey={(row) => row.channel}
                      caption={t('gtm.channels')}
                    />
                  </Stack>
                )}
                <Text size="xs" c="dimmed" mt="xs">{t('gtm.window')}</Text>
              </Paper>
              <Paper p="md" radius="md" withBorder>
                <SettingField field="grossMarginPct" label={t('gtm.margin')} hint={t('gtm.marginHint')} readOnlyText={t('gtm.marginReadOnly', { margin: view.grossMarginPct })} min={0} max={100} step={1} decimalScale={1} suffix=" %" />
              </Paper>
            </Stack>
          );
        }}
      </QueryState>
    </>
  );
}
