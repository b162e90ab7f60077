import { useState, type FormEvent } from 'react';
import { Badge, Button, ConfirmDialog, EmptyState, FormActions, FormError, Group, Link, LineChart, Modal, NumberInput, PageHeader, Paper, Select, SimpleGrid, Stack, StatCard, Text, TextInput, Title, useTranslation } from '@suite/sdk/web';
import { SCENARIO_KINDS, type Scenario, type ScenarioKind } from '../../shared/finance.js';
import { BiViewEndpoints, ScenarioEndpoints } from '../../shared/endpoints.js';
import { addMonths } from '../../shared/runway-math.js';
import { useBiMutation, useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';
import { ExplanationText } from '../components/ExplanationText.js';
import { money, moneyShort, monthLabel, months, units } from '../format.js';

const SCENARIO_COLOURS = ['orange.6', 'teal.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7'];

function ScenarioForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('bi');
  const next = addMonths(new Date().toISOString().slice(0, 7), 1);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ScenarioKind>('HIRE');
  const [startMonth, setStartMonth] = useState(next);
  const [amount, setAmount] = useState<number | string>('');
  const [hires, setHires] = useState<number | string>(1);
  const [pct, setPct] = useState<number | string>(10);
  const create = useBiMutation(ScenarioEndpoints.create);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: name.trim() || t(`forecast.kinds.${kind}`),
      kind,
      startMonth,
      monthlyCostCents: kind === 'HIRE' ? Math.round(Number(amount || 0) * 100) : null,
      hires: kind === 'HIRE' ? Number(hires || 1) : null,
      percent: kind === 'PRICE_CHANGE' || kind === 'COST_CUT' ? Number(pct) : null,
      amountCents: kind === 'FUNDRAISE' ? Math.round(Number(amount || 0) * 100) : null,
    };
    create.mutate({ body }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={t('forecast.addScenario')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label={t('forecast.kind')} data={SCENARIO_KINDS.map((value) => ({ value, label: t(`forecast.kinds.${value}`) }))} value={kind} onChange={(value) => value && setKind(value as ScenarioKind)} allowDeselect={false} data-autofocus />
            <TextInput label={t('forecast.name')} placeholder={t(`forecast.kinds.${kind}`)} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={120} />
            <TextInput type="month" label={kind === 'FUNDRAISE' ? t('forecast.closeMonth') : t('forecast.startMonth')} value={startMonth} onChange={(e) => setStartMonth(e.currentTarget.value)} required />
            {kind === 'HIRE' ? (
              <>
                <NumberInput label={t('forecast.salary')} description={t('forecast.salaryHint')} value={amount} onChange={setAmount} min={0} thousandSeparator="," required />
                <NumberInput label={t('forecast.hires')} value={hires} onChange={setHires} min={1} max={500} allowDecimal={false} />
              </>
            ) : null}
            {kind === 'FUNDRAISE' ? <NumberInput label={t('forecast.raise')} value={amount} onChange={setAmount} min={0} thousandSeparator="," required /> : null}
            {kind === 'PRICE_CHANGE' || kind === 'COST_CUT' ? <NumberInput label={kind === 'COST_CUT' ? t('forecast.cut') : t('forecast.priceChange')} value={pct} onChange={setPct} min={kind === 'COST_CUT' ? 1 : -100} max={kind === 'COST_CUT' ? 100 : 1000} suffix=" %" /> : null}
          </SimpleGrid>
          <FormError error={create.error} />
          <FormActions submitLabel={t('forecast.addScenario')} onCancel={onClose} saving={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** /bi/forecasting: the 24-month baseline of cash and runway from recent trends and the headcount plan, scenarios drawn against it, each with its sentence. */
export default function ForecastingPage() {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const query = useBiQuery(BiViewEndpoints.forecast);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const remove = useBiMutation(ScenarioEndpoints.remove);
  const runwayText = (value: number | null) => (value === null ? t('forecast.beyond24') : t('runway.monthsShort', { value: months(value, language) }));
  return (
    <>
      <PageHeader title={t('pages.forecasting')} description={t('forecast.description')} actions={<Button onClick={() => setAdding(true)}>{t('forecast.addScenario')}</Button>} />
      <QueryState query={query}>
        {(view) => {
          if (view.explanation.driver === 'NO_DATA') return <EmptyState title={t('forecast.emptyTitle')} description={t('forecast.emptyBody')} action={<Button component={Link} to="/runway-tracker">{t('common.enterNumbers')}</Button>} />;
          const data = view.baseline.months.map((m, index) => ({
            month: monthLabel(m.month, language),
            baseline: units(m.cashCents),
            ...Object.fromEntries(view.scenarios.map((s) => [s.scenario.id, units(s.series.months[index]?.cashCents)])),
            ...(view.committed ? { committed: units(view.committed.series.months[index]?.cashCents) } : {}),
          }));
          const series = [
            { name: 'baseline', label: t('forecast.baseline'), color: 'blue.6' },
            ...(view.committed ? [{ name: 'committed', label: t('forecast.committedLine'), color: 'grape.6', strokeDasharray: '2 3' }] : []),
            ...view.scenarios.map((s, index) => ({ name: s.scenario.id, label: s.scenario.name, color: SCENARIO_COLOURS[index % SCENARIO_COLOURS.length]!, strokeDasharray: '5 4' })),
          ];
          return (
            <Stack gap="md">
              <Paper p="md" radius="md" withBorder>
                <ExplanationText explanation={view.explanation} currency={view.currency} />
                {view.committed ? (
                  <Text size="sm" c="dimmed" mt="xs" data-testid="bi-forecast-committed">
                    {t('forecast.committedSentence', {
                      points: view.committed.openPoints,
                      cost: money(view.committed.costPerPointCents, language, view.currency),
                      total: money(view.committed.costCents, language, view.currency),
                      months: view.committed.deliveryMonths,
                      runway: runwayText(view.committed.series.runwayMonths),
                    })}
                  </Text>
                ) : null}
              </Paper>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <StatCard label={t('forecast.today')} value={t('runway.monthsShort', { value: months(view.currentRunwayMonths, language) })} hint={t('forecast.todayHint')} />
                <StatCard label={t('forecast.withPlan')} value={<span data-testid="bi-forecast-runway">{view.baseline.runwayMonths === null ? t('forecast.beyond24') : t('runway.monthsShort', { value: months(view.baseline.runwayMonths, language) })}</span>} hint={view.baseline.runOutMonth ? t('forecast.runsOut', { month: monthLabel(view.baseline.runOutMonth, language) }) : t('forecast.lasts')} tone={view.baseline.runwayMonths === null ? 'good' : view.baseline.runwayMonths < 8 ? 'critical' : view.baseline.runwayMonths < 365 / 30 ? 'warning' : 'good'} />
                <StatCard label={t('forecast.scenarios')} value={view.scenarios.length} hint={t('forecast.scenariosHint')} />
              </SimpleGrid>
              <Paper p="md" radius="md" withBorder>
                <Title order={2} size="h5" mb="xs">{t('forecast.chart')}</Title>
                <div role="img" aria-label={t('forecast.chart')}>
                  <LineChart h={320} data={data} dataKey="month" series={series} valueFormatter={(value) => moneyShort(value * 100, language, view.currency)} withLegend legendProps={{ verticalAlign: 'top', height: 40 }} withDots={false} gridAxis="x" tickLine="none" referenceLines={[{ y: 0, color: 'red.6', label: t('forecast.zero') }]} />
                </div>
              </Paper>
              <Title order={2} size="h4">{t('forecast.scenarios')}</Title>
              {view.scenarios.length === 0 ? (
                <EmptyState title={t('forecast.noScenarios')} description={t('forecast.noScenariosBody')} action={<Button onClick={() => setAdding(true)}>{t('forecast.addScenario')}</Button>} />
              ) : (
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  {view.scenarios.map(({ scenario, series: projected, explanation }) => (
                    <Paper key={scenario.id} p="md" radius="md" withBorder>
                      <Group justify="space-between" mb={4} wrap="nowrap">
                        <Group gap="xs">
                          <Text fw={600}>{scenario.name}</Text>
                          <Badge variant="light">{t(`forecast.kinds.${scenario.kind}`)}</Badge>
                        </Group>
                        <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(scenario)} aria-label={`${t('entries.delete')} ${scenario.name}`}>
                          {t('entries.delete')}
                        </Button>
                      </Group>
                      <Text size="sm" c="dimmed" mb={6}>
                        {t('forecast.side', { baseline: runwayText(view.baseline.runwayMonths), scenario: runwayText(projected.runwayMonths) })}
                      </Text>
                      <ExplanationText explanation={explanation} currency={view.currency} scenarioName={scenario.name} />
                    </Paper>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        }}
      </QueryState>
      {adding ? <ScenarioForm onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog opened={deleting !== null} title={t('entries.deleteTitle')} message={t('entries.deleteMessage', { label: deleting?.name ?? '' })} confirmLabel={t('entries.delete')} danger onCancel={() => setDeleting(null)} onConfirm={() => deleting && remove.mutate({ params: { id: deleting.id } }, { onSettled: () => setDeleting(null) })} />
    </>
  );
}
