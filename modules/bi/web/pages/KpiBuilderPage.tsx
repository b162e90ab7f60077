import { useState, type FormEvent } from 'react';
import { Button, ConfirmDialog, EmptyState, FormActions, FormError, Group, Modal, NumberInput, PageHeader, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Textarea, useEndpointQuery, useSession, useTranslation } from '@suite/sdk/web';
import { KPI_DIRECTIONS, KPI_METRICS, KPI_UNITS, type Kpi, type KpiDirection, type KpiMetric, type KpiUnit } from '../../shared/finance.js';
import { KpiEndpoints } from '../../shared/endpoints.js';
import { formatKpiValue, isValidFormula } from '../../shared/kpi-math.js';
import { useBiMutation, useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';
import { KpiStatusBadge, KpiValueLine } from '../components/KpiValue.js';

function KpiForm({ kpi, onClose }: { kpi?: Kpi; onClose: () => void }) {
  const { t } = useTranslation('bi');
  const [name, setName] = useState(kpi?.name ?? '');
  const [description, setDescription] = useState(kpi?.description ?? '');
  const [unit, setUnit] = useState<KpiUnit>(kpi?.unit ?? 'DOLLARS');
  const [target, setTarget] = useState<number | string>(kpi?.targetValue ?? '');
  const [source, setSource] = useState<'metric' | 'formula'>(kpi?.formula ? 'formula' : 'metric');
  const [metric, setMetric] = useState<KpiMetric>(kpi?.metric ?? 'MONTHLY_NET_BURN');
  const [formula, setFormula] = useState(kpi?.formula ?? '');
  const [direction, setDirection] = useState<KpiDirection>(kpi?.direction ?? 'HIGHER_IS_BETTER');
  const [warning, setWarning] = useState<number | string>(kpi?.warningThreshold ?? '');
  const [critical, setCritical] = useState<number | string>(kpi?.criticalThreshold ?? '');
  const [active, setActive] = useState(kpi?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const create = useBiMutation(KpiEndpoints.create);
  const update = useBiMutation(KpiEndpoints.update);
  const mutation = kpi ? update : create;
  const formulaError = source === 'formula' && (formula.trim() || touched) && !isValidFormula(formula) ? t('kpi.formulaError') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || target === '' || formulaError || (source === 'formula' && !isValidFormula(formula))) return;
    const body = {
      name: name.trim(),
      description: description.trim(),
      category: 'FINANCIAL' as const,
      unit,
      targetValue: Number(target),
      metric: source === 'metric' ? metric : null,
      formula: source === 'formula' ? formula.trim() : null,
      direction,
      warningThreshold: warning === '' ? null : Number(warning),
      criticalThreshold: critical === '' ? null : Number(critical),
      isActive: active,
    };
    if (kpi) update.mutate({ params: { id: kpi.id }, body }, { onSuccess: onClose });
    else create.mutate({ body }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={kpi ? t('kpi.edit') : t('kpi.add')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('kpi.name')} description={t('kpi.nameHint')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={touched && !name.trim() ? t('kpi.nameRequired') : undefined} required data-autofocus maxLength={120} />
          <Textarea label={t('kpi.descriptionLabel')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label={t('kpi.category')} data={[{ value: 'FINANCIAL', label: t('kpi.financial') }]} value="FINANCIAL" readOnly />
            <Select label={t('kpi.unit')} data={KPI_UNITS.map((value) => ({ value, label: t(`kpi.units.${value}`) }))} value={unit} onChange={(value) => value && setUnit(value as KpiUnit)} allowDeselect={false} />
            <NumberInput label={t('kpi.target')} value={target} onChange={setTarget} error={touched && target === '' ? t('kpi.targetRequired') : undefined} required thousandSeparator="," decimalScale={2} />
          </SimpleGrid>
          <SegmentedControl value={source} onChange={(value) => setSource(value as 'metric' | 'formula')} data={[{ value: 'metric', label: t('kpi.fromMetric') }, { value: 'formula', label: t('kpi.fromFormula') }]} w="fit-content" />
          {source === 'metric' ? (
            <Select label={t('kpi.metric')} data={KPI_METRICS.map((value) => ({ value, label: t(`metrics.${value}`) }))} value={metric} onChange={(value) => value && setMetric(value as KpiMetric)} allowDeselect={false} searchable />
          ) : (
            <TextInput label={t('kpi.formula')} description={t('kpi.formulaHint', { example: 'MARKETING_SPEND / MRR * 100' })} value={formula} onChange={(e) => setFormula(e.currentTarget.value)} error={formulaError} styles={{ input: { fontFamily: 'monospace' } }} />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label={t('kpi.direction')} data={KPI_DIRECTIONS.map((value) => ({ value, label: t(`kpi.directions.${value}`) }))} value={direction} onChange={(value) => value && setDirection(value as KpiDirection)} allowDeselect={false} />
            <NumberInput label={t('kpi.warning')} description={t('kpi.warningHint')} value={warning} onChange={setWarning} decimalScale={2} />
            <NumberInput label={t('kpi.critical')} description={t(direction === 'HIGHER_IS_BETTER' ? 'kpi.criticalHintHigher' : 'kpi.criticalHintLower')} value={critical} onChange={setCritical} decimalScale={2} />
          </SimpleGrid>
          <Switch label={t('kpi.active')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
          <FormError error={mutation.error} />
          <FormActions submitLabel={t('entries.save')} onCancel={onClose} saving={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

function KpiCard({ kpi, onEdit, onDelete }: { kpi: Kpi; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('bi');
  const { account } = useSession();
  const result = useEndpointQuery(KpiEndpoints.calculate, { params: { id: kpi.id } }, { key: [account?.id] });
  return (
    <Paper p="md" radius="md" withBorder data-testid="bi-kpi-card">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={600} truncate>{kpi.name}</Text>
        {result.data ? <KpiStatusBadge status={result.data.result.status} /> : null}
      </Group>
      {kpi.description ? <Text size="sm" c="dimmed" mb={4}>{kpi.description}</Text> : null}
      {result.isPending ? <Skeleton height={20} width="60%" /> : result.data ? <KpiValueLine unit={kpi.unit} direction={kpi.direction} result={result.data.result} /> : <Text size="sm" c="red">{t('common.loadFailed')}</Text>}
      <Text size="xs" c="dimmed" mt={4}>
        {t('kpi.targetLine', { target: formatKpiValue(kpi.targetValue, kpi.unit, i18n.language), source: kpi.metric ? t(`metrics.${kpi.metric}`) : kpi.formula })}
        {kpi.isActive ? '' : ` · ${t('kpi.inactive')}`}
      </Text>
      <Group gap={4} mt="xs">
        <Button size="compact-xs" variant="subtle" onClick={onEdit} aria-label={`${t('entries.edit')} ${kpi.name}`}>{t('entries.edit')}</Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete} aria-label={`${t('entries.delete')} ${kpi.name}`}>{t('entries.delete')}</Button>
      </Group>
    </Paper>
  );
}

/** /bi/kpi-builder: define a KPI (name, description, category, unit, target, a metric or a formula, thresholds) and see each one's status. */
export default function KpiBuilderPage() {
  const { t } = useTranslation('bi');
  const query = useBiQuery(KpiEndpoints.list);
  const [editing, setEditing] = useState<{ kpi?: Kpi } | null>(null);
  const [deleting, setDeleting] = useState<Kpi | null>(null);
  const remove = useBiMutation(KpiEndpoints.remove);
  return (
    <>
      <PageHeader title={t('pages.kpiBuilder')} description={t('kpi.description')} actions={<Button onClick={() => setEditing({})}>{t('kpi.add')}</Button>} />
      <QueryState query={query}>
        {({ kpis }) =>
          kpis.length === 0 ? (
            <EmptyState title={t('kpi.emptyTitle')} description={t('kpi.emptyBody')} action={<Button onClick={() => setEditing({})}>{t('kpi.add')}</Button>} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {kpis.map((kpi) => (
                <KpiCard key={kpi.id} kpi={kpi} onEdit={() => setEditing({ kpi })} onDelete={() => setDeleting(kpi)} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
      {editing ? <KpiForm kpi={editing.kpi} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog opened={deleting !== null} title={t('entries.deleteTitle')} message={t('entries.deleteMessage', { label: deleting?.name ?? '' })} confirmLabel={t('entries.delete')} danger onCancel={() => setDeleting(null)} onConfirm={() => deleting && remove.mutate({ params: { id: deleting.id } }, { onSettled: () => setDeleting(null) })} />
    </>
  );
}

