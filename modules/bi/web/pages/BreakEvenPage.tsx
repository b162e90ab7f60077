import { useEffect, useMemo, useState } from 'react';
import { Badge, Group, LineChart, NumberInput, PageHeader, Paper, SimpleGrid, Stack, StatCard, Text, Title, useTranslation } from '@suite/sdk/web';
import { BiViewEndpoints } from '../../shared/endpoints.js';
import { breakEven } from '../../shared/runway-math.js';
import { useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';
import { money, moneyShort } from '../format.js';

interface Inputs {
  fixed: number | string;
  price: number | string;
  variable: number | string;
  customers: number | string;
  growth: number | string;
}
const num = (value: number | string) => (value === '' || Number.isNaN(Number(value)) ? 0 : Number(value));

/** /break-even-calculator: fixed and variable costs, price and margin give the customers and the month of break-even, on a chart. */
export default function BreakEvenPage() {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const runway = useBiQuery(BiViewEndpoints.runway);
  const [inputs, setInputs] = useState<Inputs | null>(null);
  const currency = runway.data?.snapshot.currency ?? 'USD';

  // Start from the account's own numbers: fixed costs = gross burn, price = revenue per customer.
  useEffect(() => {
    if (inputs || !runway.data) return;
    const s = runway.data.snapshot;
    const arpu = s.mrrCents && s.customers ? s.mrrCents / s.customers / 100 : 100;
    setInputs({ fixed: Math.round((s.monthlyGrossBurnCents ?? 2_000_000) / 100), price: Math.round(arpu), variable: Math.round(arpu * 0.2), customers: s.customers ?? 0, growth: 8 });
  }, [runway.data, inputs]);

  const result = useMemo(() => (inputs ? breakEven({ fixedCostsCents: Math.round(num(inputs.fixed) * 100), pricePerCustomerCents: Math.round(num(inputs.price) * 100), variableCostPerCustomerCents: Math.round(num(inputs.variable) * 100), currentCustomers: num(inputs.customers), monthlyGrowthPct: num(inputs.growth) }) : null), [inputs]);
  const set = (key: keyof Inputs) => (value: number | string) => setInputs((current) => (current ? { ...current, [key]: value } : current));

  return (
    <>
      <PageHeader title={t('pages.breakEven')} description={t('breakEven.description')} />
      <QueryState query={runway}>
        {() =>
          !inputs || !result ? null : (
            <Stack gap="md">
              <Paper p="md" radius="md" withBorder component="form" onSubmit={(event) => event.preventDefault()}>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
                  <NumberInput label={t('breakEven.fixed')} description={t('breakEven.fixedHint')} value={inputs.fixed} onChange={set('fixed')} min={0} thousandSeparator="," />
                  <NumberInput label={t('breakEven.price')} description={t('breakEven.priceHint')} value={inputs.price} onChange={set('price')} min={0} decimalScale={2} thousandSeparator="," />
                  <NumberInput label={t('breakEven.variable')} description={t('breakEven.variableHint')} value={inputs.variable} onChange={set('variable')} min={0} decimalScale={2} thousandSeparator="," />
                  <NumberInput label={t('breakEven.customers')} description={t('breakEven.customersHint')} value={inputs.customers} onChange={set('customers')} min={0} allowDecimal={false} />
                  <NumberInput label={t('breakEven.growth')} description={t('breakEven.growthHint')} value={inputs.growth} onChange={set('growth')} min={-50} max={100} decimalScale={1} suffix=" %" />
                </SimpleGrid>
              </Paper>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <StatCard label={t('breakEven.margin')} value={`${result.marginPct} %`} hint={t('breakEven.contribution', { amount: money(result.contributionCents, language, currency) })} tone={result.contributionCents > 0 ? 'good' : 'critical'} />
                <StatCard label={t('breakEven.customersNeeded')} value={<span data-testid="bi-break-even-customers">{result.breakEvenCustomers ?? '–'}</span>} hint={result.breakEvenCustomers === null ? t('breakEven.never') : t('breakEven.customersNeededHint')} />
                <StatCard label={t('breakEven.month')} value={result.breakEvenMonth === null ? '–' : result.breakEvenMonth === 0 ? t('breakEven.now') : t('breakEven.inMonths', { count: result.breakEvenMonth })} hint={result.breakEvenMonth === null ? t('breakEven.notWithin') : t('breakEven.monthHint')} tone={result.breakEvenMonth === null ? 'warning' : 'good'} />
              </SimpleGrid>
              <Paper p="md" radius="md" withBorder>
                <Group justify="space-between" mb="xs">
                  <Title order={2} size="h5">{t('breakEven.chart')}</Title>
                  {result.breakEvenMonth !== null ? <Badge color="green" variant="light">{t('breakEven.badge', { count: result.breakEvenMonth })}</Badge> : null}
                </Group>
                <div role="img" aria-label={t('breakEven.chart')}>
                  <LineChart
                    h={300}
                    data={result.months.map((m) => ({ month: m.month, revenue: m.revenueCents / 100, costs: m.costsCents / 100 }))}
                    dataKey="month"
                    series={[{ name: 'revenue', label: t('breakEven.revenue'), color: 'teal.6' }, { name: 'costs', label: t('breakEven.costs'), color: 'red.6' }]}
                    valueFormatter={(value) => moneyShort(value * 100, language, currency)}
                    xAxisLabel={t('breakEven.monthsFromNow')}
                    withLegend
                    legendProps={{ verticalAlign: 'top', height: 28 }}
                    withDots={false}
                    gridAxis="x"
                    tickLine="none"
                    referenceLines={result.breakEvenMonth !== null && result.breakEvenMonth <= 36 ? [{ x: result.breakEvenMonth, color: 'green.6', label: t('breakEven.breakEven') }] : []}
                  />
                </div>
                <Text size="xs" c="dimmed" mt="xs">{t('breakEven.formula')}</Text>
              </Paper>
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
