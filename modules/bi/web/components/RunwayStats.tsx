import { Alert, AreaChart, BarChart, Paper, SimpleGrid, StatCard, Text, Title, useTranslation } from '@suite/sdk/web';
import type { RunwayView } from '../../shared/views.js';
import { DAYS_PER_MONTH, RUNWAY_ORANGE_BELOW_DAYS, RUNWAY_RED_BELOW_DAYS } from '../../shared/finance.js';

const RED_BELOW_MONTHS = RUNWAY_RED_BELOW_DAYS / DAYS_PER_MONTH;
const ORANGE_BELOW_MONTHS = RUNWAY_ORANGE_BELOW_DAYS / DAYS_PER_MONTH;
import { dayLabel, money, moneyExact, moneyShort, monthLabel, months, runwayTone, units } from '../format.js';

/** Cash now, net burn (monthly and weekly), runway in months and days with the spec's colours, and the run-out date. */
export function RunwayTiles({ view }: { view: RunwayView }) {
  const { t, i18n } = useTranslation('bi');
  const { snapshot } = view;
  const language = i18n.language;
  const tone = runwayTone(view.colour);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard label={t('runway.cash')} value={<span data-testid="bi-cash">{money(snapshot.cashOnHandCents, language, snapshot.currency)}</span>} hint={t('runway.cashHint')} />
      <StatCard
        label={t('runway.netBurn')}
        value={<span data-testid="bi-net-burn">{money(snapshot.monthlyNetBurnCents, language, snapshot.currency)}</span>}
        hint={snapshot.weeklyBurnCents === null ? t('runway.notBurning') : t('runway.weekly', { amount: moneyExact(snapshot.weeklyBurnCents, language, snapshot.currency) })}
      />
      <StatCard
        label={t('runway.runway')}
        tone={tone}
        value={<span data-testid="bi-runway-months">{snapshot.runwayMonths === null ? t('runway.noRunway') : t('runway.months', { count: snapshot.runwayMonths, value: months(snapshot.runwayMonths, language) })}</span>}
        hint={snapshot.runwayDays === null ? t('runway.noRunwayHint') : `${t('runway.days', { count: snapshot.runwayDays })} · ${t(`runway.colour.${view.colour}`)}`}
      />
      <StatCard label={t('runway.runOut')} tone={tone} value={snapshot.runOutDate ? dayLabel(snapshot.runOutDate, language) : '–'} hint={t('runway.runOutHint')} />
    </SimpleGrid>
  );
}

/** The burn alert of the startup dashboard: runway under 90 days is low, under 30 critical. */
export function BurnAlertBanner({ level, days }: { level: RunwayView['alertLevel']; days: number | null }) {
  const { t } = useTranslation('bi');
  if (level === 'none') return null;
  return (
    <Alert color={level === 'critical' ? 'red' : 'orange'} variant="light" title={t(`burnAlert.${level}.title`)} role="alert" data-testid="bi-burn-alert">
      {t(`burnAlert.${level}.body`, { days: days ?? 0 })}
    </Alert>
  );
}

/** Cash and runway over the last 12 months. */
export function RunwayTrendCharts({ view }: { view: RunwayView }) {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const currency = view.snapshot.currency;
  const data = view.trend.map((point) => ({ month: monthLabel(point.month, language), cash: units(point.cashCents), runway: point.runwayDays === null ? null : Math.round((point.runwayDays / DAYS_PER_MONTH) * 10) / 10 }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper p="md" radius="md" withBorder>
        <Title order={2} size="h5" mb="xs">
          {t('runway.cashTrend')}
        </Title>
        <div role="img" aria-label={t('runway.cashTrend')}>
          <AreaChart h={240} data={data} dataKey="month" series={[{ name: 'cash', label: t('runway.cash'), color: 'blue.6' }]} valueFormatter={(value) => moneyShort(value * 100, language, currency)} curveType="monotone" connectNulls={false} withDots={false} gridAxis="x" tickLine="none" />
        </div>
      </Paper>
      <Paper p="md" radius="md" withBorder>
        <Title order={2} size="h5" mb="xs">
          {t('runway.runwayTrend')}
        </Title>
        <div role="img" aria-label={t('runway.runwayTrend')}>
          <BarChart
            h={240}
            data={data}
            dataKey="month"
            series={[{ name: 'runway', label: t('runway.runwayMonths'), color: 'blue.6' }]}
            getBarColor={(value) => (value < RED_BELOW_MONTHS ? 'red.6' : value < ORANGE_BELOW_MONTHS ? 'orange.5' : 'green.6')}
            valueFormatter={(value) => months(value, language)}
            referenceLines={[{ y: RED_BELOW_MONTHS, color: 'red.5', label: t('runway.eightMonths') }, { y: ORANGE_BELOW_MONTHS, color: 'orange.5', label: t('runway.twelveMonths') }]}
            gridAxis="x"
            tickLine="none"
          />
        </div>
        <Text size="xs" c="dimmed" mt="xs">
          {t('runway.colourLegend')}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
