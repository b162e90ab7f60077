import { AreaChart, Alert, Anchor, Badge, Button, ErrorState, Group, Link, LoadingState, Paper, SimpleGrid, Stack, Text, Title, useTranslation } from '@suite/sdk/web';
import type { ReactNode } from 'react';
import { StartupDashboardEndpoints } from '../../shared/endpoints.js';
import { useBiQuery } from '../api.js';
import { dayLabel, money, moneyShort, monthLabel, months, percent, units, RUNWAY_MANTINE } from '../format.js';

function Panel({ title, link, children, testId }: { title: string; link?: { to: string; label: string }; children: ReactNode; testId: string }) {
  return (
    <Paper p="md" radius="md" withBorder component="section" aria-label={title} data-testid={testId} h="100%">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">{title}</Title>
        {link ? <Anchor component={Link} to={link.to} size="sm">{link.label}</Anchor> : null}
      </Group>
      {children}
    </Paper>
  );
}

function useDashboard() {
  return useBiQuery(StartupDashboardEndpoints.all);
}

function State({ query, children }: { query: ReturnType<typeof useDashboard>; children: (data: NonNullable<ReturnType<typeof useDashboard>['data']>) => ReactNode }) {
  const { t } = useTranslation('bi');
  if (query.isPending) return <LoadingState variant="detail" rows={3} />;
  if (query.isError || !query.data) return <ErrorState error={query.error} title={t('common.loadFailed')} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** The founder's runway panel: cash, net burn, runway with its colour, and the burn alert. */
export function RunwayPanel() {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const query = useDashboard();
  return (
    <Panel title={t('dashboard.runway')} link={{ to: '/runway-tracker', label: t('dashboard.open') }} testId="bi-runway-panel">
      <State query={query}>
        {({ runway, burnAlert }) =>
          runway.cashOnHandCents === null && runway.monthlyNetBurnCents === null ? (
            <Stack gap="xs" align="flex-start">
              <Text size="sm" c="dimmed">{t('dashboard.runwayEmpty')}</Text>
              <Button component={Link} to="/runway-tracker" size="xs">{t('common.enterNumbers')}</Button>
            </Stack>
          ) : (
            <Stack gap="sm">
              {burnAlert.level !== 'none' ? (
                <Alert color={burnAlert.level === 'critical' ? 'red' : 'orange'} variant="light" p="xs" role="alert" data-testid="bi-dashboard-burn-alert">
                  {t(`burnAlert.${burnAlert.level}.body`, { days: burnAlert.runwayDays ?? 0 })}
                </Alert>
              ) : null}
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
                <div>
                  <Text size="xs" c="dimmed">{t('runway.runway')}</Text>
                  <Group gap={6} wrap="wrap">
                    <Text fw={700} size="lg" data-testid="bi-dashboard-runway">{runway.runwayMonths === null ? t('runway.noRunway') : t('runway.monthsShort', { value: months(runway.runwayMonths, language) })}</Text>
                    <Badge color={RUNWAY_MANTINE[runway.colour]} variant="light" size="sm">{t(`runway.colourShort.${runway.colour}`)}</Badge>
                  </Group>
                </div>
                <div>
                  <Text size="xs" c="dimmed">{t('runway.cash')}</Text>
                  <Text fw={700} size="lg">{money(runway.cashOnHandCents, language, runway.currency)}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">{t('runway.netBurn')}</Text>
                  <Text fw={700} size="lg">{money(runway.monthlyNetBurnCents, language, runway.currency)}</Text>
                </div>
              </SimpleGrid>
              <div role="img" aria-label={t('runway.cashTrend')}>
                <AreaChart h={120} data={runway.trend.map((p) => ({ month: monthLabel(p.month, language), cash: units(p.cashCents) }))} dataKey="month" series={[{ name: 'cash', label: t('runway.cash'), color: 'blue.6' }]} valueFormatter={(value) => moneyShort(value * 100, language, runway.currency)} withDots={false} withYAxis={false} gridAxis="none" tickLine="none" curveType="monotone" />
              </div>
              {runway.runOutDate ? <Text size="xs" c="dimmed">{t('dashboard.runOut', { date: dayLabel(runway.runOutDate, language) })}</Text> : null}
            </Stack>
          )
        }
      </State>
    </Panel>
  );
}

/** The founder's revenue panel: MRR, ARR, growth and customers. */
export function RevenuePanel() {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const query = useDashboard();
  return (
    <Panel title={t('dashboard.revenue')} link={{ to: '/revenue-dashboard', label: t('dashboard.open') }} testId="bi-revenue-panel">
      <State query={query}>
        {({ revenue }) =>
          revenue.mrrCents === null ? (
            <Text size="sm" c="dimmed">{t('dashboard.revenueEmpty')}</Text>
          ) : (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
                <div>
                  <Text size="xs" c="dimmed">{t('revenue.mrr')}</Text>
                  <Text fw={700} size="lg">{money(revenue.mrrCents, language, revenue.currency)}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">{t('revenue.arr')}</Text>
                  <Text fw={700} size="lg">{moneyShort(revenue.arrCents ?? 0, language, revenue.currency)}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">{t('revenue.growthShort')}</Text>
                  <Text fw={700} size="lg" c={revenue.revenueGrowthPct !== null && revenue.revenueGrowthPct < 0 ? 'red' : undefined}>{percent(revenue.revenueGrowthPct, language)}</Text>
                </div>
              </SimpleGrid>
              <div role="img" aria-label={t('revenue.mrrTrend')}>
                <AreaChart h={120} data={revenue.months.map((m) => ({ month: monthLabel(m.month, language), mrr: units(m.mrrCents) }))} dataKey="month" series={[{ name: 'mrr', label: t('revenue.mrr'), color: 'teal.6' }]} valueFormatter={(value) => moneyShort(value * 100, language, revenue.currency)} withDots={false} withYAxis={false} gridAxis="none" tickLine="none" curveType="monotone" />
              </div>
              {revenue.customers !== null ? <Text size="xs" c="dimmed">{t('dashboard.customers', { count: revenue.customers })}</Text> : null}
            </Stack>
          )
        }
      </State>
    </Panel>
  );
}

/** MVP progress while the product area is off ("no MVP yet"); with it on, product's own panel shows the MVP. */
export function MvpPanel() {
  const { t } = useTranslation('bi');
  const query = useDashboard();
  return (
    <Panel title={t('dashboard.mvp')} testId="bi-mvp-panel">
      <State query={query}>
        {({ mvpProgress }) => (mvpProgress.available ? <Text size="sm">{t('dashboard.mvpProgress', { name: mvpProgress.name ?? '', percent: mvpProgress.progressPct ?? 0 })}</Text> : <Text size="sm" c="dimmed">{t('dashboard.noMvp')}</Text>)}
      </State>
    </Panel>
  );
}
