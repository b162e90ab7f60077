import { AreaChart, BarChart, Badge, Button, EmptyState, Group, Link, LoadingState, PageHeader, Paper, SimpleGrid, Stack, StatCard, Table, Text, Title, ScrollArea, useAppAbility, useEndpointQuery, useSession, useTranslation } from '@suite/sdk/web';
import { IntegrationEndpoints } from '@suite/sdk/endpoints/integrations';
import { BiViewEndpoints } from '../../shared/endpoints.js';
import type { RevenueView } from '../../shared/views.js';
import { useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';
import { money, moneyShort, monthLabel, percent, units } from '../format.js';

function SourceColumn({ title, months, currency, empty }: { title: string; months: RevenueView['manual']; currency: string; empty: string }) {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  return (
    <Paper p="md" radius="md" withBorder>
      <Title order={2} size="h5" mb="xs">{title}</Title>
      {months.length === 0 ? (
        <Text size="sm" c="dimmed">{empty}</Text>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto">
          <Table striped fz="sm" miw={360}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('entries.month')}</Table.Th>
                <Table.Th ta="right">{t('revenue.mrr')}</Table.Th>
                <Table.Th ta="right">{t('revenue.arr')}</Table.Th>
                <Table.Th ta="right">{t('revenue.customers')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...months].reverse().map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Td>{monthLabel(m.month, language)}</Table.Td>
                  <Table.Td ta="right">{money(m.mrrCents, language, currency)}</Table.Td>
                  <Table.Td ta="right">{money(m.arrCents, language, currency)}</Table.Td>
                  <Table.Td ta="right">{m.customers}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}

/**
 * The platform's revenue integrations (the core's monthly metrics, GET /billing/revenue/metrics),
 * for those who may see revenue (financials or billing); months without revenue are left out.
 */
function IntegrationColumn({ currency }: { currency: string }) {
  const { t } = useTranslation('bi');
  const { account } = useSession();
  const ability = useAppAbility();
  const allowed = ability.can('read', 'Financials') || ability.can('read', 'Billing');
  const metrics = useEndpointQuery(IntegrationEndpoints.metrics, { query: {} }, { key: [account?.id], enabled: allowed, retry: false });
  if (!allowed) return <SourceColumn title={t('revenue.integrations')} months={[]} currency={currency} empty={t('revenue.integrationNoAccess')} />;
  if (metrics.isPending) return <LoadingState variant="table" rows={3} />;
  const months = (metrics.data?.months ?? [])
    .filter((m) => m.mrrCents > 0 || m.activeCustomers > 0)
    .map((m) => ({ month: m.month, mrrCents: m.mrrCents, arrCents: m.arrCents, newMrrCents: m.newMrrCents, expansionMrrCents: 0, churnedMrrCents: m.churnedMrrCents, customers: m.activeCustomers, newCustomers: m.newCustomers, churnedCustomers: m.churnedCustomers }));
  return <SourceColumn title={t('revenue.integrations')} months={months} currency={metrics.data?.currency ?? currency} empty={metrics.isError ? t('common.loadFailed') : t('revenue.noIntegration')} />;
}

/** /revenue-dashboard and /revenue-fusion: MRR, ARR (MRR x 12), new / expansion / churned MRR and customers; fusion puts the sources side by side. */
export function RevenueScreen({ fusion }: { fusion: boolean }) {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const query = useBiQuery(BiViewEndpoints.revenue);
  return (
    <>
      <PageHeader title={fusion ? t('pages.revenueFusion') : t('pages.revenueDashboard')} description={fusion ? t('revenue.fusionDescription') : t('revenue.description')} actions={<Badge variant="light">{t('revenue.source')}: {t(`revenue.sources.${query.data?.source ?? 'none'}`)}</Badge>} />
      <QueryState query={query}>
        {(view) => {
          if (view.source === 'none') return <EmptyState title={t('revenue.emptyTitle')} description={t('revenue.emptyBody')} action={<Button component={Link} to="/runway-tracker">{t('common.enterNumbers')}</Button>} />;
          const data = view.manual.slice(-12).map((m) => ({ month: monthLabel(m.month, language), mrr: units(m.mrrCents), new: units(m.newMrrCents), expansion: units(m.expansionMrrCents), churned: units(-m.churnedMrrCents) }));
          const current = view.current;
          const format = (value: number) => moneyShort(value * 100, language, view.currency);
          return (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
                <StatCard label={t('revenue.mrr')} value={<span data-testid="bi-mrr">{money(current?.mrrCents, language, view.currency)}</span>} hint={view.revenueGrowthPct === null ? undefined : t('revenue.growth', { value: percent(view.revenueGrowthPct, language) })} tone={view.revenueGrowthPct !== null && view.revenueGrowthPct < 0 ? 'critical' : 'good'} />
                <StatCard label={t('revenue.arr')} value={money(current?.arrCents, language, view.currency)} hint={t('revenue.arrHint')} />
                <StatCard label={t('revenue.customers')} value={current?.customers ?? '–'} hint={current ? t('revenue.customersHint', { added: current.newCustomers, lost: current.churnedCustomers }) : undefined} />
                <StatCard label={t('revenue.churn')} value={percent(view.churnRatePct, language)} tone={view.churnRatePct === null ? undefined : view.churnRatePct < 5 ? 'good' : view.churnRatePct < 10 ? 'warning' : 'critical'} hint={t('revenue.churnHint')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <Paper p="md" radius="md" withBorder>
                  <Title order={2} size="h5" mb="xs">{t('revenue.mrrTrend')}</Title>
                  <div role="img" aria-label={t('revenue.mrrTrend')}>
                    <AreaChart h={260} data={data} dataKey="month" series={[{ name: 'mrr', label: t('revenue.mrr'), color: 'teal.6' }]} valueFormatter={format} curveType="monotone" gridAxis="x" tickLine="none" withDots={false} />
                  </div>
                </Paper>
                <Paper p="md" radius="md" withBorder>
                  <Title order={2} size="h5" mb="xs">{t('revenue.movements')}</Title>
                  <div role="img" aria-label={t('revenue.movements')}>
                    <BarChart h={260} data={data} dataKey="month" type="stacked" barChartProps={{ stackOffset: 'sign' }} series={[{ name: 'new', label: t('revenue.newMrr'), color: 'teal.6' }, { name: 'expansion', label: t('revenue.expansionMrr'), color: 'blue.5' }, { name: 'churned', label: t('revenue.churnedMrr'), color: 'red.6' }]} valueFormatter={format} withLegend legendProps={{ verticalAlign: 'top', height: 28 }} gridAxis="x" tickLine="none" referenceLines={[{ y: 0, color: 'gray.6' }]} />
                  </div>
                </Paper>
              </SimpleGrid>
              {fusion ? (
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  <IntegrationColumn currency={view.currency} />
                  <SourceColumn title={t('revenue.manualEntries')} months={view.manual} currency={view.currency} empty={t('revenue.emptyBody')} />
                </SimpleGrid>
              ) : (
                <Group>
                  <Text size="sm" c="dimmed">{t('revenue.manualNote')}</Text>
                  <Button component={Link} to="/runway-tracker" variant="subtle" size="xs">{t('common.enterNumbers')}</Button>
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </>
  );
}

export default function RevenueDashboardPage() {
  return <RevenueScreen fusion={false} />;
}
