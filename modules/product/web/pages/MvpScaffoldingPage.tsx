import { useState, type FormEvent } from 'react';
import { normalizeLanguage } from '@suite/sdk';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  ConfirmDialog,
  FormError,
  Grid,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  StatCard,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  notifications,
  translateError,
  useSearchParams,
} from '@suite/sdk/web';
import { BUSINESS_MODELS, scenarioError, type BusinessModel, type Viability } from '../../shared/mvp-rules.js';
import type { MvpScenario } from '../../shared/mvp-endpoints.js';
import { useProductAbility } from '../can.js';
import { ModalFormFooter, ProductPageFrame, useCreateAction } from '../components/ProductPageFrame.js';
import { useApplyScenario, useCreateScenario, useDeleteScenario, useGenerateBacklog, useGenerateRecommendations, useMvpScenarios, usePortfolioItems, useProductT } from '../api.js';
import { money, moneyShort } from '../format.js';
import { BiPricingModelSelect, PricingSourceLine } from '../components/MvpPricing.js';

const VIABILITY_COLORS: Record<Viability, string> = { VIABLE: 'green', RISKY: 'orange', NOT_VIABLE: 'red' };
const STATUS_COLORS: Record<MvpScenario['status'], string> = { DRAFT: 'gray', ANALYZING: 'blue', READY: 'teal', IN_PROGRESS: 'violet' };
/** Amounts of MVP scenarios are in currency units; the money formatter takes cents. */
const amount = (value: number, language: string) => money(Math.round(value * 100), language);
const n = (value: number | string) => (value === '' ? Number.NaN : Number(value));


function NewScenarioModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useProductT();
  const create = useCreateScenario();
  const [form, setForm] = useState({ name: '', targetRevenue: '' as number | string, timelineConstraint: 3 as number | string, budgetConstraint: '' as number | string, teamSize: 2 as number | string, hourlyRate: 75 as number | string, pricingModel: 'SAAS' as string | null, pricingModelId: null as string | null, monthlyPrice: '' as number | string, targetMRR: '' as number | string, runwayMonths: '' as number | string, monthlyBurn: '' as number | string });
  const [touched, setTouched] = useState(false);
  const set = (key: keyof typeof form) => (value: number | string | null) => setForm((f) => ({ ...f, [key]: value }));
  const body = { name: form.name, targetRevenue: n(form.targetRevenue), timelineConstraint: n(form.timelineConstraint), budgetConstraint: n(form.budgetConstraint), teamSize: n(form.teamSize) };
  const error = scenarioError(body);
  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    create.mutate(
      {
        body: {
          ...body,
          hourlyRate: form.hourlyRate === '' ? undefined : Number(form.hourlyRate),
          pricingModel: (form.pricingModel as BusinessModel | null) ?? null,
          ...(form.pricingModelId ? { pricingModelId: form.pricingModelId } : {}),
          pricingConfig: { monthlyPrice: form.monthlyPrice === '' ? null : Number(form.monthlyPrice), targetMRR: form.targetMRR === '' ? null : Number(form.targetMRR) },
          runwayMonths: form.runwayMonths === '' ? null : Number(form.runwayMonths),
          monthlyBurn: form.monthlyBurn === '' ? null : Number(form.monthlyBurn),
        },
      },
      { onSuccess: (created) => onCreated(created.id) },
    );
  }
  return (
    <Modal opened onClose={onClose} title={t('mvp.new')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('mvp.name')} value={form.name} onChange={(e) => set('name')(e.currentTarget.value)} required data-autofocus />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput label={t('mvp.targetRevenue')} value={form.targetRevenue} onChange={set('targetRevenue')} min={0} thousandSeparator="," required />
            <NumberInput label={t('mvp.budget')} value={form.budgetConstraint} onChange={set('budgetConstraint')} min={0} thousandSeparator="," required />
            <NumberInput label={t('mvp.timeline')} value={form.timelineConstraint} onChange={set('timelineConstraint')} min={0} required />
            <NumberInput label={t('mvp.teamSize')} value={form.teamSize} onChange={set('teamSize')} min={1} allowDecimal={false} required />
            <NumberInput label={t('mvp.hourlyRate')} value={form.hourlyRate} onChange={set('hourlyRate')} min={0} />
            <BiPricingModelSelect value={form.pricingModelId} onChange={set('pricingModelId')} />
            <Select label={t('mvp.pricingModel')} data={BUSINESS_MODELS.map((m) => ({ value: m, label: t(`mvp.models.${m}`) }))} value={form.pricingModel} onChange={set('pricingModel')} disabled={Boolean(form.pricingModelId)} />
            <NumberInput label={t('mvp.monthlyPrice')} value={form.monthlyPrice} onChange={set('monthlyPrice')} min={0} />
            <NumberInput label={t('mvp.targetMRR')} value={form.targetMRR} onChange={set('targetMRR')} min={0} thousandSeparator="," />
            <NumberInput label={t('mvp.runwayMonths')} description={t('mvp.runwayHint')} value={form.runwayMonths} onChange={set('runwayMonths')} min={0} />
            <NumberInput label={t('mvp.monthlyBurn')} value={form.monthlyBurn} onChange={set('monthlyBurn')} min={0} thousandSeparator="," />
          </SimpleGrid>
          <ModalFormFooter error={error} touched={touched} mutation={create} submitLabel={t('actions.create')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

export function ViabilityCard({ scenario }: { scenario: Pick<MvpScenario, 'viability' | 'runway' | 'projectedMetrics'> }) {
  const { t } = useProductT();
  const v = scenario.viability;
  return (
    <Paper withBorder p="md" aria-label={t('mvp.viabilityTitle')}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {t('mvp.viabilityTitle')}
          </Title>
          {v && (
            <Badge color={VIABILITY_COLORS[v.outcome]} size="lg" data-testid="viability">
              {t(`mvp.viability.${v.outcome}`)} · {v.sharePct} %
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('mvp.viabilityRule')}
        </Text>
        {v ? (
          <>
            <Text size="sm">{t('mvp.arithmetic')}</Text>
            <Code block data-testid="viability-arithmetic" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {v.arithmetic}
            </Code>
            {scenario.runway.source && (
              <Text size="xs" c="dimmed">
                {t(`mvp.runwaySource.${scenario.runway.source}`)}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm">{scenario.projectedMetrics ? t('mvp.viabilityUnknown') : t('mvp.viabilityNeedsBacklog')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

function ApplyPanel({ scenario }: { scenario: MvpScenario }) {
  const { t } = useProductT();
  const items = usePortfolioItems();
  const apply = useApplyScenario();
  const products = (items.data ?? []).filter((i) => i.level === 'product');
  const [productId, setProductId] = useState<string | null>(null);
  const [toBoard, setToBoard] = useState(true);
  const [stories, setStories] = useState(true);
  if (scenario.status === 'IN_PROGRESS') {
    const product = (items.data ?? []).find((i) => i.id === scenario.appliedProductId);
    return (
      <Alert color="violet" title={t('mvp.applied', { product: product?.title ?? '' })}>
        {t('mvp.appliedItems', { count: scenario.applied.length, board: scenario.applied.filter((a) => a.boardItemId).length })}
      </Alert>
    );
  }
  if (scenario.status !== 'READY') return null;
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (productId) apply.mutate({ params: { id: scenario.id }, body: { productId, applyToBacklog: toBoard, generateStories: stories } });
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('mvp.apply')}
          </Title>
          {products.length === 0 && !items.isPending ? (
            <Text size="sm">{t('mvp.noProduct')}</Text>
          ) : (
            <Select label={t('mvp.product')} data={products.map((p) => ({ value: p.id, label: p.title }))} value={productId} onChange={setProductId} required />
          )}
          <Checkbox label={t('mvp.generateStories')} checked={stories} onChange={(e) => setStories(e.currentTarget.checked)} />
          <Checkbox label={t('mvp.applyToBacklog')} checked={toBoard} onChange={(e) => setToBoard(e.currentTarget.checked)} />
          <FormError error={apply.error} />
          <Group>
            <Button type="submit" disabled={!productId} loading={apply.isPending}>
              {t('mvp.steps.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ScenarioDetail({ scenario }: { scenario: MvpScenario }) {
  const { t, i18n } = useProductT();
  const can = useProductAbility();
  const recommend = useGenerateRecommendations();
  const backlog = useGenerateBacklog();
  const remove = useDeleteScenario();
  const [deleting, setDeleting] = useState(false);
  const failed = (error: Error) => notifications.show({ color: 'red', message: translateError(error.message) });
  const m = scenario.projectedMetrics;
  return (
    <Stack gap="md" data-testid="scenario-detail">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4">
            {scenario.name}
          </Title>
          <Badge color={STATUS_COLORS[scenario.status]} data-testid="scenario-status">
            {t(`mvp.statuses.${scenario.status}`)}
          </Badge>
        </Group>
        {can.editMvp && (
          <Group gap="xs">
            {scenario.status !== 'IN_PROGRESS' && (
              <Button size="xs" variant={scenario.status === 'DRAFT' ? 'filled' : 'default'} loading={recommend.isPending} onClick={() => recommend.mutate({ body: { scenarioId: scenario.id, language: normalizeLanguage(i18n.language) } }, { onError: failed })}>
                {t('mvp.steps.recommendations')}
              </Button>
            )}
            {(scenario.status === 'ANALYZING' || scenario.status === 'READY') && (
              <Button size="xs" variant={scenario.status === 'ANALYZING' ? 'filled' : 'default'} loading={backlog.isPending} onClick={() => backlog.mutate({ params: { id: scenario.id } }, { onError: failed })}>
                {t('mvp.steps.backlog')}
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(true)}>
              {t('mvp.delete')}
            </Button>
          </Group>
        )}
      </Group>
      <PricingSourceLine scenario={scenario} />
      <Text size="sm" c="dimmed">
        {scenario.pricingModel ? t(`mvp.models.${scenario.pricingModel}`) : '—'} · {amount(scenario.budgetConstraint, i18n.language)} · {t('mvp.monthsCount', { count: scenario.timelineConstraint })} · {t('mvp.people', { count: scenario.teamSize })}
      </Text>
      <ViabilityCard scenario={scenario} />
      {m && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <StatCard label={t('mvp.totalHours')} value={t('mvp.hours', { count: m.totalHours })} hint={m.withinTimeline ? t('mvp.withinTimeline') : t('mvp.overTimeline')} tone={m.withinTimeline ? 'good' : 'warning'} />
          <StatCard label={t('mvp.estimatedCost')} value={moneyShort(Math.round(m.estimatedCost * 100), i18n.language)} hint={m.withinBudget ? t('mvp.withinBudget') : t('mvp.overBudget')} tone={m.withinBudget ? 'good' : 'critical'} />
          <StatCard label={t('mvp.customersForTargetMrr')} value={m.customersForTargetMrr ?? '—'} />
          <StatCard label={t('mvp.monthsToRecoverCost')} value={m.monthsToRecoverCost ?? '—'} />
        </SimpleGrid>
      )}
      {scenario.generatedTemplate && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('mvp.template')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('mvp.generatedNote')}
            </Text>
            <Text size="sm">{scenario.generatedTemplate.explanation}</Text>
            <Stack gap={4} component="ul" p={0} m={0}>
              {scenario.generatedTemplate.epics.map((e) => (
                <Group key={e.key} component="li" gap="xs" wrap="nowrap" style={{ listStyle: 'none' }} align="flex-start">
                  <Badge variant="light" color={e.included ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
                    {e.included ? t('mvp.kept') : t('mvp.later')}
                  </Badge>
                  <Text size="sm">
                    <strong>{e.title}</strong> · {t(`mvp.priorities.${e.priority}`)} · {t('mvp.hours', { count: e.hours })} — {e.reason}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        </Paper>
      )}
      {scenario.generatedBacklog.length > 0 && (
        <Paper withBorder p="md">
          <Title order={3} size="h5" mb="xs">
            {t('mvp.backlog')}
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing={4} data-testid="mvp-backlog">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('mvp.name')}</Table.Th>
                  <Table.Th>{t('mvp.totalHours')}</Table.Th>
                  <Table.Th>{t('mvp.priority')}</Table.Th>
                  <Table.Th>{t('mvp.why')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {scenario.generatedBacklog
                  .filter((i) => i.type !== 'TASK')
                  .map((item) => (
                    <Table.Tr key={item.key}>
                      <Table.Td style={{ paddingLeft: item.type === 'USER_STORY' ? 24 : undefined }}>
                        <Text size="sm" fw={item.type === 'EPIC' ? 600 : 400}>
                          {t(`mvp.itemTypes.${item.type}`)} · {item.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('mvp.phase', { phase: item.mvpPhase })} · {t(`mvp.complexities.${item.complexity}`)}
                          {item.type === 'USER_STORY' && ` · ${t('mvp.tasks', { count: scenario.generatedBacklog.filter((x) => x.parentKey === item.key).length })}`}
                        </Text>
                      </Table.Td>
                      <Table.Td>{t('mvp.hours', { count: item.estimatedHours })}</Table.Td>
                      <Table.Td>{t(`mvp.priorities.${item.priority}`)}</Table.Td>
                      <Table.Td>
                        <Text size="xs">{item.reason}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {can.editMvp && <ApplyPanel scenario={scenario} />}
      <ConfirmDialog
        opened={deleting}
        title={t('mvp.delete')}
        message={t('mvp.deleteConfirm', { name: scenario.name })}
        confirmLabel={t('actions.delete')}
        danger
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate({ params: { id: scenario.id } }, { onError: failed, onSettled: () => setDeleting(false) })}
      />
    </Stack>
  );
}

function Comparison({ scenarios }: { scenarios: MvpScenario[] }) {
  const { t, i18n } = useProductT();
  const [ids, setIds] = useState<string[]>([]);
  const picked = scenarios.filter((s) => ids.includes(s.id));
  const rows: [string, (s: MvpScenario) => string][] = [
    [t('mvp.pricingModel'), (s) => (s.pricingModel ? t(`mvp.models.${s.pricingModel}`) : '—')],
    [t('mvp.budget'), (s) => amount(s.budgetConstraint, i18n.language)],
    [t('mvp.timeline'), (s) => String(s.timelineConstraint)],
    [t('mvp.teamSize'), (s) => String(s.teamSize)],
    [t('mvp.totalHours'), (s) => (s.projectedMetrics ? t('mvp.hours', { count: s.projectedMetrics.totalHours }) : '—')],
    [t('mvp.estimatedCost'), (s) => (s.projectedMetrics ? amount(s.projectedMetrics.estimatedCost, i18n.language) : '—')],
    [t('mvp.viabilityTitle'), (s) => (s.viability ? `${t(`mvp.viability.${s.viability.outcome}`)} (${s.viability.sharePct} %)` : '—')],
    [t('mvp.customersForTargetMrr'), (s) => String(s.projectedMetrics?.customersForTargetMrr ?? '—')],
  ];
  if (scenarios.length < 2) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('mvp.compare')}
        </Title>
        <MultiSelect label={t('mvp.compareHint')} data={scenarios.map((s) => ({ value: s.id, label: s.name }))} value={ids} onChange={setIds} clearable />
        {picked.length >= 2 && (
          <Table.ScrollContainer minWidth={360}>
            <Table withColumnBorders>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  {picked.map((s) => (
                    <Table.Th key={s.id}>{s.name}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row">{label}</Table.Th>
                    {picked.map((s) => (
                      <Table.Td key={s.id}>{value(s)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/** /mvp-scaffolding: scenarios, their generated template and backlog, viability against runway, apply to a product. */
export default function MvpScaffoldingPage() {
  const { t } = useProductT();
  const can = useProductAbility();
  const scenarios = useMvpScenarios();
  const { creating, setCreating, newButton } = useCreateAction(can.editMvp, t('mvp.new'));
  const [params, setParams] = useSearchParams();
  const selected = params.get('scenario');
  const setSelected = (id: string) => setParams({ scenario: id }, { replace: true });
  const list = scenarios.data ?? [];
  const current = list.find((s) => s.id === selected) ?? list[0];
  return (
    <ProductPageFrame
      title={t('pages.mvpScaffolding')}
      description={t('mvp.description')}
      actions={newButton}
      query={scenarios}
      loading={{ variant: 'cards', rows: 3 }}
      loadError={t('mvp.loadError')}
      empty={{ when: (data) => data.length === 0, title: t('mvp.emptyTitle'), description: t('mvp.emptyBody') }}
      overlays={
        creating && (
          <NewScenarioModal
            onClose={() => setCreating(false)}
            onCreated={(id) => {
              setSelected(id);
              setCreating(false);
            }}
          />
        )
      }
    >
      {() => (
        <>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="xs" component="nav" aria-label={t('mvp.list')}>
                {list.map((s) => (
                  <UnstyledButton key={s.id} onClick={() => setSelected(s.id)} aria-current={current?.id === s.id ? 'true' : undefined}>
                    <Paper withBorder p="sm" style={current?.id === s.id ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}>
                      <Text fw={600} size="sm" lineClamp={2}>
                        {s.name}
                      </Text>
                      <Group gap={4} mt={4}>
                        <Badge size="sm" color={STATUS_COLORS[s.status]}>
                          {t(`mvp.statuses.${s.status}`)}
                        </Badge>
                        {s.viability && (
                          <Badge size="sm" variant="light" color={VIABILITY_COLORS[s.viability.outcome]}>
                            {t(`mvp.viability.${s.viability.outcome}`)}
                          </Badge>
                        )}
                      </Group>
                    </Paper>
                  </UnstyledButton>
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>{current && <ScenarioDetail key={current.id} scenario={current} />}</Grid.Col>
          </Grid>
          <Comparison scenarios={list} />
        </>
      )}
    </ProductPageFrame>
  );
}
