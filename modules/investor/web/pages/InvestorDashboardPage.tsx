import { useState } from 'react';
import { EmptyState, ErrorState, LineChart, LoadingState, PageHeader, Paper, SegmentedControl, SimpleGrid, Stack, StatCard, Tabs, Text, Title, useSearchParams, useTranslation } from '@suite/sdk/web';
import { DASHBOARD_TABS, DEFAULT_TAB, DEFAULT_TIMEFRAME, TIMEFRAMES, formatShortCents, formatShortCurrency, type DashboardCompany, type DashboardData, type DashboardTab, type InvestorProfile, type Timeframe } from '../../shared/index.js';
import { useDashboardConfigs, useDashboardData, useSaveDashboardConfig } from '../api.js';
import { AlertList } from '../components/AlertList.js';
import { AlertForm } from '../components/AlertForm.js';
import { CardSettings } from '../components/CardSettings.js';
import { companyTimeframe, isTimeframe, shownMetrics, widestTimeframe, withTimeframe } from '../dashboard-config.js';
import { CompanyCard } from '../components/CompanyCard.js';
import { InvestorFrame } from '../components/InvestorFrame.js';

/** Month-by-month series of one figure across companies, in dollars, for the charts. */
function seriesOf(companies: DashboardCompany[], pick: (m: NonNullable<DashboardCompany['metrics']>) => number | null) {
  const months = new Map<string, Record<string, number | string>>();
  for (const company of companies) {
    for (const point of company.history) {
      const value = pick(point);
      if (value === null) continue;
      const month = point.asOf.slice(0, 7);
      const row = months.get(month) ?? { month };
      row[company.companyName] = value / 100;
      months.set(month, row);
    }
  }
  return [...months.values()].sort((a, b) => String(a.month).localeCompare(String(b.month)));
}

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6'];

function FinancialTab({ data }: { data: DashboardData }) {
  const { t } = useTranslation('investor');
  const shared = data.companies.filter((c) => c.history.length > 0);
  if (shared.length === 0) return <Text c="dimmed">{t('common.notShared')}</Text>;
  const series = shared.map((c, i) => ({ name: c.companyName, color: COLORS[i % COLORS.length]! }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {[
        { title: t('dashboard.chartMrr'), data: seriesOf(shared, (m) => m.mrr) },
        { title: t('dashboard.chartCash'), data: seriesOf(shared, (m) => m.cashOnHand) },
      ].map((chart) => (
        <Paper key={chart.title} withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="sm">
            {chart.title}
          </Title>
          <LineChart h={240} data={chart.data} dataKey="month" series={series} valueFormatter={(value: number) => formatShortCurrency(value)} withLegend curveType="monotone" />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Dashboard({ profile }: { profile: InvestorProfile }) {
  const { t } = useTranslation('investor');
  const [params, setParams] = useSearchParams();
  // A time frame chosen on screen (in the URL) applies to every company; otherwise each shows its saved one.
  const chosen = isTimeframe(params.get('timeframe')) ? (params.get('timeframe') as Timeframe) : null;
  const [tab, setTab] = useState<DashboardTab>(DEFAULT_TAB);
  const configs = useDashboardConfigs(profile.id);
  const configOf = new Map((configs.data ?? []).map((c) => [c.companyId, c]));
  const savedTimeframes = (configs.data ?? []).map((c) => c.timeframe);
  // Ask for the longest time frame any company needs; each company's history is cut to its own.
  const fetched = chosen ?? widestTimeframe([DEFAULT_TIMEFRAME, ...savedTimeframes]);
  const dashboard = useDashboardData(configs.isPending ? undefined : profile.id, fetched);
  const timeframe = chosen ?? DEFAULT_TIMEFRAME;
  const saveConfig = useSaveDashboardConfig();
  const pinned = new Set((configs.data ?? []).filter((c) => c.pinned).map((c) => c.companyId));
  // Pinned companies first, then as the server lists them; each with its time frame's history.
  const companies = dashboard.data
    ? [...dashboard.data.companies].sort((a, b) => Number(pinned.has(b.id)) - Number(pinned.has(a.id))).map((c) => withTimeframe(c, companyTimeframe(chosen, configOf.get(c.id))))
    : [];
  const ownTimeframes = !chosen && savedTimeframes.some((saved) => saved !== DEFAULT_TIMEFRAME);
  const setTimeframe = (value: string) => setParams((current) => ({ ...Object.fromEntries(current), timeframe: value }), { replace: true });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.investorDashboard')}
        description={t('dashboard.description')}
        actions={
          <SegmentedControl
            aria-label={t('dashboard.timeframe')}
            value={timeframe}
            onChange={setTimeframe}
            data={TIMEFRAMES.map((value) => ({ value, label: t(`dashboard.timeframes.${value}`) }))}
          />
        }
      />
      {ownTimeframes ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.timeframeSaved')}
        </Text>
      ) : null}
      {configs.isPending || dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <ErrorState title={t('dashboard.failed')} error={dashboard.error} onRetry={() => window.location.reload()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <StatCard label={t('dashboard.portfolioValue')} value={formatShortCents(dashboard.data.summary.portfolioValue)} hint={t('dashboard.totalInvested', { amount: formatShortCents(dashboard.data.summary.totalInvested) })} />
            <StatCard label={t('dashboard.companies')} value={dashboard.data.summary.companyCount} />
            <StatCard label={t('dashboard.underEightMonths')} value={dashboard.data.summary.underEightMonths} hint={t('dashboard.underEightMonthsHint')} tone={dashboard.data.summary.underEightMonths > 0 ? 'critical' : 'good'} />
            <StatCard label={t('dashboard.alerts')} value={dashboard.data.summary.alertCount} hint={t('dashboard.alertsHint')} tone={dashboard.data.summary.alertCount > 0 ? 'warning' : undefined} />
          </SimpleGrid>
          <Tabs value={tab} onChange={(value) => value && setTab(value as DashboardTab)} keepMounted={false}>
            <Tabs.List>
              {DASHBOARD_TABS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`dashboard.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              {dashboard.data.companies.length === 0 ? (
                <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyDescription')} />
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {companies.map((company) => (
                    <CompanyCard
                      key={company.id}
                      company={company}
                      pinned={pinned.has(company.id)}
                      metrics={shownMetrics(configOf.get(company.id))}
                      onTogglePin={() => saveConfig.mutate({ body: { investorId: profile.id, companyId: company.id, pinned: !pinned.has(company.id) } })}
                      settings={
                        <CardSettings
                          companyName={company.companyName}
                          timeframe={companyTimeframe(null, configOf.get(company.id))}
                          metrics={shownMetrics(configOf.get(company.id))}
                          saving={saveConfig.isPending}
                          onSave={(values) => saveConfig.mutate({ body: { investorId: profile.id, companyId: company.id, ...values } })}
                        />
                      }
                    />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="financial" pt="md">
              <FinancialTab data={{ ...dashboard.data, companies }} />
            </Tabs.Panel>
            <Tabs.Panel value="milestones" pt="md">
              <AlertList alerts={dashboard.data.alerts.filter((a) => a.displayType === 'milestone')} empty={t('dashboard.noMilestones')} />
            </Tabs.Panel>
            <Tabs.Panel value="alerts" pt="md">
              <Stack gap="md">
                <AlertList alerts={dashboard.data.alerts} />
                {companies.length > 0 ? (
                  <Paper withBorder p="md" radius="md">
                    <Title order={3} size="h5" mb="sm">
                      {t('dashboard.newAlert')}
                    </Title>
                    <AlertForm investorId={profile.id} companies={companies.map((c) => ({ id: c.id, name: c.companyName }))} />
                  </Paper>
                ) : null}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}

/** /investor/dashboard and /investor-dashboard (finance-and-growth.md sections 2, 4 and 9). */
export default function InvestorDashboardPage() {
  return (
    <InvestorFrame>
      {(profile) => <Dashboard profile={profile} />}
    </InvestorFrame>
  );
}
