import { Alert, BarChart, EmptyState, LineChart, PageHeader, Paper, SimpleGrid, Stack, StatCard, Table, Text, Title, useTranslation, Button, Link, ScrollArea } from '@suite/sdk/web';
import { EXPENSE_CATEGORIES } from '../../shared/finance.js';
import { BiViewEndpoints } from '../../shared/endpoints.js';
import { useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';
import { DeliveryCostCard } from '../components/DeliveryCostCard.js';
import { money, moneyExact, moneyShort, monthLabel, units } from '../format.js';

const CATEGORY_COLOURS: Record<(typeof EXPENSE_CATEGORIES)[number], string> = { payroll: 'blue.6', rent: 'grape.5', software: 'cyan.5', marketing: 'orange.5', contractors: 'teal.5', other: 'gray.5' };

/** /burn-rate-analysis: gross and net burn by month and category, weekly burn (monthly / 4.33), and what changed most. */
export default function BurnRatePage() {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const query = useBiQuery(BiViewEndpoints.burn);
  return (
    <>
      <PageHeader title={t('pages.burnRate')} description={t('burn.description')} />
      <QueryState query={query}>
        {(view) => {
          const withData = view.months.filter((m) => m.hasData);
          if (withData.length === 0) return <EmptyState title={t('burn.emptyTitle')} description={t('burn.emptyBody')} action={<Button component={Link} to="/runway-tracker">{t('common.enterNumbers')}</Button>} />;
          const data = view.months.map((m) => ({ month: monthLabel(m.month, language), ...Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, units(m.byCategory[c])])), gross: units(m.expensesCents), net: units(m.netBurnCents) }));
          const change = view.biggestChange;
          return (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
                <StatCard label={t('burn.grossMonthly')} value={money(view.monthlyGrossBurnCents, language, view.currency)} hint={t('burn.average3')} />
                <StatCard label={t('burn.netMonthly')} value={money(view.monthlyNetBurnCents, language, view.currency)} hint={t('burn.netHint')} />
                <StatCard label={t('burn.grossWeekly')} value={moneyExact(view.weeklyGrossBurnCents, language, view.currency)} hint={t('burn.weeklyHint')} />
                <StatCard label={t('burn.netWeekly')} value={moneyExact(view.weeklyNetBurnCents, language, view.currency)} hint={t('burn.weeklyHint')} />
              </SimpleGrid>
              {change ? (
                <Alert color={change.changeCents > 0 ? 'orange' : 'green'} variant="light" title={t('burn.changedMost')}>
                  {t(change.changeCents > 0 ? 'burn.changeUp' : 'burn.changeDown', { category: t(`categories.${change.category}`), from: money(change.fromCents, language, view.currency), to: money(change.toCents, language, view.currency) })}
                </Alert>
              ) : null}
              <Paper p="md" radius="md" withBorder>
                <Title order={2} size="h5" mb="xs">{t('burn.byCategory')}</Title>
                <div role="img" aria-label={t('burn.byCategory')}>
                  <BarChart h={300} data={data} dataKey="month" type="stacked" series={EXPENSE_CATEGORIES.map((c) => ({ name: c, label: t(`categories.${c}`), color: CATEGORY_COLOURS[c] }))} valueFormatter={(value) => moneyShort(value * 100, language, view.currency)} withLegend legendProps={{ verticalAlign: 'top', height: 40 }} gridAxis="x" tickLine="none" />
                </div>
              </Paper>
              <Paper p="md" radius="md" withBorder>
                <Title order={2} size="h5" mb="xs">{t('burn.grossVsNet')}</Title>
                <div role="img" aria-label={t('burn.grossVsNet')}>
                  <LineChart h={240} data={data} dataKey="month" series={[{ name: 'gross', label: t('burn.gross'), color: 'red.6' }, { name: 'net', label: t('burn.net'), color: 'blue.6' }]} valueFormatter={(value) => moneyShort(value * 100, language, view.currency)} withLegend legendProps={{ verticalAlign: 'top', height: 28 }} curveType="linear" gridAxis="x" tickLine="none" referenceLines={[{ y: 0, color: 'gray.5' }]} />
                </div>
              </Paper>
              <DeliveryCostCard delivery={view.delivery} burnCents={view.monthlyGrossBurnCents} currency={view.currency} />
              <Paper p="md" radius="md" withBorder>
                <Title order={2} size="h5" mb="xs">{t('burn.table')}</Title>
                <ScrollArea type="auto">
                  <Table striped miw={720} fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('entries.month')}</Table.Th>
                        {EXPENSE_CATEGORIES.map((c) => <Table.Th key={c} ta="right">{t(`categories.${c}`)}</Table.Th>)}
                        <Table.Th ta="right">{t('burn.gross')}</Table.Th>
                        <Table.Th ta="right">{t('burn.in')}</Table.Th>
                        <Table.Th ta="right">{t('burn.net')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {[...view.months].reverse().map((m) => (
                        <Table.Tr key={m.month}>
                          <Table.Td>{monthLabel(m.month, language)}</Table.Td>
                          {EXPENSE_CATEGORIES.map((c) => <Table.Td key={c} ta="right">{money(m.byCategory[c], language, view.currency)}</Table.Td>)}
                          <Table.Td ta="right">{money(m.expensesCents, language, view.currency)}</Table.Td>
                          <Table.Td ta="right">{money(m.revenueCents + m.incomeCents, language, view.currency)}</Table.Td>
                          <Table.Td ta="right" fw={600}>{money(m.netBurnCents, language, view.currency)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea>
                <Text size="xs" c="dimmed" mt="xs">{t('burn.tableHint')}</Text>
              </Paper>
            </Stack>
          );
        }}
      </QueryState>
    </>
  );
}
