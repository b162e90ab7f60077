import { useMemo } from 'react';
import { Badge, Button, Checkbox, Group, LineChart, Paper, SegmentedControl, SimpleGrid, Slider, Stack, StatCard, Table, Text, TextInput, Title, notifications, useTranslation } from '@suite/sdk/web';
import { PRICING_MODEL_TYPES, projectPricing, sensitivity, withDefaults, type PricingModelType, type PricingParameters } from '../../shared/pricing-math.js';
import type { PricingActuals, PricingModelView } from '../../shared/growth.js';
import { moneyShort, percent } from '../format.js';

export interface Draft {
  id: string | null;
  name: string;
  type: PricingModelType;
  parameters: PricingParameters;
}

export const NEW_DRAFT: Draft = { id: null, name: '', type: 'SAAS', parameters: { monthlyPrice: 49, operationalCosts: 8000, acquisitionCost: 150 } };

interface SliderSpec {
  key: keyof PricingParameters;
  min: number;
  max: number;
  step: number;
  unit: 'money' | 'percent' | 'count';
  types?: readonly PricingModelType[];
}
const SLIDERS: SliderSpec[] = [
  { key: 'monthlyPrice', min: 1, max: 500, step: 1, unit: 'money', types: ['SAAS', 'FREEMIUM'] },
  { key: 'transactionFee', min: 0.1, max: 50, step: 0.1, unit: 'money', types: ['TRANSACTION'] },
  { key: 'transactionsPerUser', min: 1, max: 100, step: 1, unit: 'count', types: ['TRANSACTION'] },
  { key: 'freeToPaidRate', min: 0.5, max: 30, step: 0.5, unit: 'percent', types: ['FREEMIUM'] },
  { key: 'targetCustomers', min: 10, max: 5000, step: 10, unit: 'count' },
  { key: 'growthRate', min: 0, max: 50, step: 0.5, unit: 'percent' },
  { key: 'churnRate', min: 0, max: 30, step: 0.5, unit: 'percent' },
  { key: 'operationalCosts', min: 0, max: 100_000, step: 500, unit: 'money' },
  { key: 'acquisitionCost', min: 0, max: 2000, step: 10, unit: 'money' },
  { key: 'freeUserCost', min: 0, max: 10, step: 0.1, unit: 'money', types: ['FREEMIUM'] },
];
const COLOURS = ['blue.6', 'grape.6', 'teal.6'];

/**
 * The pricing simulator: sliders move the 24-month projection at once (computed in the browser
 * with the same shared function the API uses), a sensitivity table, and up to three saved models
 * compared on one chart and one table. Saving, the saved list and "use my real numbers" are
 * passed in by the signed-in page; the public page leaves them out.
 */
export function PricingSimulator({ draft, onChange, saved = [], onSave, saving, actuals, onUseActuals, compareIds, onCompare, callToAction }: {
  draft: Draft;
  onChange(draft: Draft): void;
  saved?: PricingModelView[];
  onSave?(): void;
  saving?: boolean;
  actuals?: PricingActuals | null;
  onUseActuals?(): void;
  compareIds?: string[];
  onCompare?(ids: string[]): void;
  callToAction?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const projection = useMemo(() => projectPricing(draft.type, draft.parameters), [draft.type, draft.parameters]);
  const sensitivityRows = useMemo(() => sensitivity(draft.type, draft.parameters).slice(0, 4), [draft.type, draft.parameters]);
  const values = withDefaults(draft.parameters);
  const dollars = (value: number | null) => (value === null ? '—' : moneyShort(Math.round(value * 100), language));
  const set = (key: keyof PricingParameters, value: number) => onChange({ ...draft, parameters: { ...draft.parameters, [key]: value } });
  const shown = (spec: SliderSpec, value: number) => (spec.unit === 'money' ? dollars(value) : spec.unit === 'percent' ? percent(value, language) : Math.round(value).toLocaleString(language));
  const { summary } = projection;
  const chart = projection.months.map((m) => ({ month: m.month, revenue: m.revenue, costs: m.costs, profit: m.profit }));
  const compared = saved.filter((model) => compareIds?.includes(model.id));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper p="md" radius="md" withBorder style={{ gridColumn: 'span 1' }}>
          <Stack gap="sm">
            {onSave ? <TextInput label={t('pricing.name')} value={draft.name} onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })} maxLength={200} /> : null}
            <div>
              <Text size="sm" fw={500} mb={4}>{t('pricing.type')}</Text>
              <SegmentedControl fullWidth value={draft.type} onChange={(value) => onChange({ ...draft, type: value as PricingModelType })} data={PRICING_MODEL_TYPES.map((type) => ({ value: type, label: t(`pricing.types.${type}`) }))} />
            </div>
            {SLIDERS.filter((spec) => !spec.types || spec.types.includes(draft.type)).map((spec) => (
              <div key={spec.key}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" id={`pricing-${spec.key}`}>{t(`pricing.params.${spec.key}`)}</Text>
                  <Text size="sm" fw={600} data-testid={`pricing-value-${spec.key}`}>{shown(spec, values[spec.key])}</Text>
                </Group>
                <Slider thumbLabel={t(`pricing.params.${spec.key}`)} data-testid={`pricing-slider-${spec.key}`} min={spec.min} max={spec.max} step={spec.step} value={Math.min(spec.max, Math.max(spec.min, values[spec.key]))} onChange={(value) => set(spec.key, value)} label={(value) => shown(spec, value)} />
              </div>
            ))}
            {onUseActuals ? (
              <Button variant="light" onClick={onUseActuals} disabled={!actuals || actuals.monthlyPrice === null}>
                {t('pricing.useActuals')}
              </Button>
            ) : null}
            {onSave ? (
              <Button onClick={onSave} loading={saving} disabled={!draft.name.trim()}>
                {draft.id ? t('pricing.saveChanges') : t('pricing.save')}
              </Button>
            ) : null}
            {callToAction}
          </Stack>
        </Paper>
        <Stack gap="md" style={{ gridColumn: 'span 2' }}>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <StatCard label={t('pricing.summary.year1Revenue')} value={<span data-testid="pricing-year1">{dollars(summary.year1Revenue)}</span>} />
            <StatCard label={t('pricing.summary.year2Revenue')} value={<span data-testid="pricing-year2">{dollars(summary.year2Revenue)}</span>} />
            <StatCard label={t('pricing.summary.breakEvenMonth')} value={summary.breakEvenMonth === null ? t('pricing.never') : t('pricing.monthN', { month: summary.breakEvenMonth })} tone={summary.breakEvenMonth === null ? 'critical' : 'good'} />
            <StatCard label={t('pricing.summary.ltv')} value={dollars(summary.ltv)} hint={values.churnRate === 0 ? t('pricing.ltv36') : undefined} />
            <StatCard label={t('pricing.summary.ltvCacRatio')} value={summary.ltvCacRatio === null ? '—' : summary.ltvCacRatio.toLocaleString(language)} tone={summary.ltvCacRatio === null ? undefined : summary.ltvCacRatio > 3 ? 'good' : 'warning'} />
            <StatCard label={t('pricing.summary.monthlyGrowthRate')} value={percent(summary.monthlyGrowthRate, language)} />
          </SimpleGrid>
          <Paper p="md" radius="md" withBorder>
            <Title order={2} size="h5" mb="xs">{t('pricing.chart')}</Title>
            <div role="img" aria-label={t('pricing.chart')}>
              <LineChart h={260} data={chart} dataKey="month" withLegend withDots={false} valueFormatter={(value) => dollars(value)} series={[{ name: 'revenue', label: t('pricing.revenue'), color: 'blue.6' }, { name: 'costs', label: t('pricing.costs'), color: 'red.6' }, { name: 'profit', label: t('pricing.profit'), color: 'teal.6' }]} referenceLines={[{ y: 0, color: 'gray.5' }]} />
            </div>
          </Paper>
          <Paper p="md" radius="md" withBorder>
            <Title order={2} size="h5" mb={4}>{t('pricing.sensitivity')}</Title>
            <Text size="sm" c="dimmed" mb="xs">{t('pricing.sensitivityHint')}</Text>
            <Table data-testid="pricing-sensitivity">
              <Table.Tbody>
                {sensitivityRows.map((row, index) => (
                  <Table.Tr key={row.parameter}>
                    <Table.Td>{t(`pricing.params.${row.parameter}`)} {index === 0 ? <Badge size="xs" variant="light">{t('pricing.mostSensitive')}</Badge> : null}</Table.Td>
                    <Table.Td ta="right">{row.change >= 0 ? '+' : ''}{dollars(row.change)} ({row.changePct >= 0 ? '+' : ''}{percent(row.changePct, language)})</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </Stack>
      </SimpleGrid>
      {onCompare && saved.length > 0 ? (
        <Paper p="md" radius="md" withBorder>
          <Title order={2} size="h5" mb="xs">{t('pricing.compare')}</Title>
          <Group gap="md" mb="sm">
            {saved.map((model) => (
              <Checkbox
                key={model.id}
                label={model.name}
                checked={compareIds?.includes(model.id) ?? false}
                disabled={!compareIds?.includes(model.id) && (compareIds?.length ?? 0) >= 3}
                onChange={(event) => onCompare(event.currentTarget.checked ? [...(compareIds ?? []), model.id] : (compareIds ?? []).filter((id) => id !== model.id))}
              />
            ))}
          </Group>
          {compared.length ? (
            <>
              <LineChart
                h={240}
                data={compared[0]!.projections.monthly.map((m, index) => ({ month: m.month, ...Object.fromEntries(compared.map((model) => [model.id, model.projections.monthly[index]!.revenue])) }))}
                dataKey="month"
                withLegend
                withDots={false}
                valueFormatter={(value) => dollars(value)}
                series={compared.map((model, index) => ({ name: model.id, label: model.name, color: COLOURS[index]! }))}
              />
              <Table mt="sm" data-testid="pricing-compare-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('pricing.name')}</Table.Th>
                    <Table.Th ta="right">{t('pricing.summary.year1Revenue')}</Table.Th>
                    <Table.Th ta="right">{t('pricing.summary.year2Revenue')}</Table.Th>
                    <Table.Th ta="right">{t('pricing.summary.breakEvenMonth')}</Table.Th>
                    <Table.Th ta="right">{t('pricing.summary.ltv')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {compared.map((model) => (
                    <Table.Tr key={model.id}>
                      <Table.Td>{model.name}</Table.Td>
                      <Table.Td ta="right">{dollars(model.projections.summary.year1Revenue)}</Table.Td>
                      <Table.Td ta="right">{dollars(model.projections.summary.year2Revenue)}</Table.Td>
                      <Table.Td ta="right">{model.projections.summary.breakEvenMonth ?? '—'}</Table.Td>
                      <Table.Td ta="right">{dollars(model.projections.summary.ltv)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : (
            <Text size="sm" c="dimmed">{t('pricing.compareHint')}</Text>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}

/** Notification after a save. */
export const savedNotice = (message: string) => notifications.show({ color: 'green', message });
