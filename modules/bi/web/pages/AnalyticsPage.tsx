import { Badge, Group, Link, PageHeader, Paper, SimpleGrid, Text, useAppAbility, useTranslation } from '@suite/sdk/web';
import { BiViewEndpoints, FINANCIALS } from '../../shared/endpoints.js';
import type { AnalyticsView } from '../../shared/views.js';
import { useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';
import { money, months, runwayTone } from '../format.js';
import { semanticColors } from '@suite/sdk/web';

interface Entry {
  path: string;
  page: string;
  headline: (view: AnalyticsView, language: string, t: (key: string, options?: Record<string, unknown>) => string) => string;
  tone?: (view: AnalyticsView) => keyof typeof semanticColors | undefined;
  financials?: boolean;
}

const ENTRIES: Entry[] = [
  { path: '/runway-tracker', page: 'runwayTracker', headline: (v, l, t) => (v.runwayMonths === null ? t('runway.noRunway') : t('runway.monthsShort', { value: months(v.runwayMonths, l) })), tone: (v) => runwayTone(v.runwayColour) },
  { path: '/runway', page: 'runway', headline: (v, l) => money(v.cashOnHandCents, l, v.currency) },
  { path: '/burn-rate-analysis', page: 'burnRate', headline: (v, l, t) => t('analytics.perMonth', { amount: money(v.monthlyNetBurnCents, l, v.currency) }) },
  { path: '/break-even-calculator', page: 'breakEven', headline: (v, _l, t) => (v.breakEvenCustomers === null ? '–' : t('analytics.customers', { count: v.breakEvenCustomers })) },
  { path: '/cashflow-visualizer', page: 'cashflow', headline: (v, l, t) => t('analytics.perWeek', { amount: money(v.weeklyBurnCents, l, v.currency) }) },
  { path: '/revenue-dashboard', page: 'revenueDashboard', headline: (v, l, t) => t('analytics.mrr', { amount: money(v.mrrCents, l, v.currency) }) },
  { path: '/revenue-fusion', page: 'revenueFusion', headline: (v, l, t) => t('analytics.arr', { amount: money(v.arrCents, l, v.currency) }) },
  { path: '/bi/forecasting', page: 'forecasting', headline: (v, l, t) => (v.forecastRunwayMonths === null ? t('forecast.beyond24') : t('runway.monthsShort', { value: months(v.forecastRunwayMonths, l) })), financials: true },
  { path: '/headcount-planning', page: 'headcountPlanning', headline: (v, _l, t) => t('analytics.plannedHires', { count: v.plannedHires }), financials: true },
  { path: '/gtm-analytics', page: 'gtmAnalytics', headline: (v) => (v.ltvCac === null ? '–' : `LTV/CAC ${v.ltvCac}×`), tone: (v) => (v.ltvCac === null ? undefined : v.ltvCac > 3 ? 'good' : 'critical'), financials: true },
  { path: '/bi/kpi-builder', page: 'kpiBuilder', headline: (v, _l, t) => t('analytics.kpis', { count: v.kpiCount }), financials: true },
  { path: '/cfo-dashboard', page: 'cfoDashboard', headline: (_v, _l, t) => t('analytics.cfo'), financials: true },
];

/** /analytics: every BI view with its current headline number. */
export default function AnalyticsPage() {
  const { t, i18n } = useTranslation('bi');
  const ability = useAppAbility();
  const query = useBiQuery(BiViewEndpoints.analytics);
  const allowed = ENTRIES.filter((entry) => !entry.financials || ability.can(FINANCIALS[0], FINANCIALS[1]));
  return (
    <>
      <PageHeader title={t('pages.analytics')} description={t('analytics.description')} />
      <QueryState query={query}>
        {(view) => (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              {t('analytics.monthsOfData', { count: view.monthsOfData })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
              {allowed.map((entry) => {
                const tone = entry.tone?.(view);
                return (
                  <Paper key={entry.path} p="md" radius="md" withBorder component={Link} to={entry.path} style={{ textDecoration: 'none', color: 'inherit', borderLeft: tone ? `4px solid var(--mantine-color-${semanticColors[tone]}-6)` : undefined }}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm" c="dimmed">{t(`pages.${entry.page}`)}</Text>
                      {entry.financials ? <Badge size="xs" variant="light" color="gray">{t('analytics.financials')}</Badge> : null}
                    </Group>
                    <Text fw={700} size="xl">{entry.headline(view, i18n.language, t as never)}</Text>
                  </Paper>
                );
              })}
            </SimpleGrid>
          </>
        )}
      </QueryState>
    </>
  );
}
