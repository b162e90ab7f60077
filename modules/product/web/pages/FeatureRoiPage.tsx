import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  ErrorState,
  FormError,
  Group,
  LineChart,
  LoadingState,
  Modal,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  StatCard,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
  formatNumber,
  notifications,
  translateError,
  useSearchParams,
} from '@suite/sdk/web';
import { FEATURE_ROI_STATUSES, featureRoiError, type FeatureRoiStatus } from '../../shared/feature-roi-rules.js';
import type { Comparison, FeatureRoi, FeatureRoiBody } from '../../shared/feature-roi-endpoints.js';
import { useProductAbility } from '../can.js';
import { ModalFormFooter, ProductPageFrame, useCreateAction } from '../components/ProductPageFrame.js';
import { useAddTimelineEntry, useCompareFeatures, useCreateFeatureRoi, useDeleteFeatureRoi, useFeatureRois, usePortfolioItems, useProductT, useRoiSummary, useRoiTimeline, useUpdateFeatureRoi } from '../api.js';
import { money, moneyShort } from '../format.js';
import { BoardItemPicker, MeasuredPanel, PagePatternsInput } from '../components/MeasuredLinks.js';

/** Stat cards take the short form ($12.3K) so they fit a phone. */
const short = (value: number, language: string) => moneyShort(Math.round(value * 100), language);

/** Feature ROI amounts are in currency units; the money formatter takes cents. */
const amount = (value: number, language: string) => money(Math.round(value * 100), language);
const num = (value: number | string) => (value === '' ? undefined : Number(value));
type Calc = { discountRate?: number; projectionMonths?: number };

function FeatureForm({ feature, onClose }: { feature?: FeatureRoi; onClose: () => void }) {
  const { t } = useProductT();
  const create = useCreateFeatureRoi();
  const update = useUpdateFeatureRoi();
  const items = usePortfolioItems();
  const delivered = (items.data ?? []).filter((i) => i.delivery);
  const [f, setF] = useState({
    featureId: feature?.featureId ?? '',
    featureName: feature?.featureName ?? '',
    status: (feature?.status ?? 'PLANNED') as string | null,
    initialCost: (feature?.development.initialCost ?? 0) as number | string,
    developmentHours: (feature?.development.developmentHours ?? '') as number | string,
    hourlyRate: (feature?.development.hourlyRate ?? 75) as number | string,
    teamSize: (feature?.development.teamSize ?? 1) as number | string,
    directRevenue: (feature?.revenue.directRevenue ?? 0) as number | string,
    activeUsers: (feature?.usage.activeUsers ?? 0) as number | string,
    featureAdoption: (feature?.usage.featureAdoption ?? '') as number | string,
    satisfactionScore: (feature?.customer.satisfactionScore ?? '') as number | string,
    monthlyCost: (feature?.maintenance.monthlyCost ?? 0) as number | string,
    portfolioItemIds: feature?.delivery.portfolioItemIds ?? ([] as string[]),
    boardItemIds: feature?.boardItemIds ?? ([] as string[]),
    pagePatterns: feature?.pagePatterns ?? ([] as string[]),
  });
  const [touched, setTouched] = useState(false);
  const set = (key: keyof typeof f) => (value: unknown) => setF((x) => ({ ...x, [key]: value }));
  const body: FeatureRoiBody = {
    featureId: f.featureId,
    featureName: f.featureName,
    status: (f.status ?? 'PLANNED') as FeatureRoiStatus,
    development: { initialCost: num(f.initialCost) ?? 0, developmentHours: num(f.developmentHours), hourlyRate: num(f.hourlyRate), teamSize: num(f.teamSize) },
    revenue: { directRevenue: num(f.directRevenue) ?? 0 },
    usage: { activeUsers: num(f.activeUsers) ?? 0, featureAdoption: num(f.featureAdoption) ?? null },
    customer: { satisfactionScore: num(f.satisfactionScore) ?? null },
    maintenance: { monthlyCost: num(f.monthlyCost) ?? 0 },
    portfolioItemIds: f.portfolioItemIds,
    boardItemIds: f.boardItemIds,
    pagePatterns: f.pagePatterns,
  };
  const error = featureRoiError(body);
  const mutation = feature ? update : create;
  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    if (feature) update.mutate({ params: { id: feature.id }, body }, { onSuccess: onClose });
    else create.mutate({ body }, { onSuccess: onClose });
  }
  return (
    <Modal opened onClose={onClose} title={feature ? feature.featureName : t('froi.new')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('froi.featureName')} value={f.featureName} onChange={(e) => set('featureName')(e.currentTarget.value)} required data-autofocus />
            <TextInput label={t('froi.featureId')} value={f.featureId} onChange={(e) => set('featureId')(e.currentTarget.value)} required />
            <Select label={t('froi.status')} data={FEATURE_ROI_STATUSES.map((s) => ({ value: s, label: t(`froi.statuses.${s}`) }))} value={f.status} onChange={set('status')} />
            <NumberInput label={t('froi.initialCost')} value={f.initialCost} onChange={set('initialCost')} thousandSeparator="," />
            <NumberInput label={t('froi.developmentHours')} value={f.developmentHours} onChange={set('developmentHours')} required />
            <NumberInput label={t('froi.hourlyRate')} value={f.hourlyRate} onChange={set('hourlyRate')} required />
            <NumberInput label={t('froi.teamSize')} value={f.teamSize} onChange={set('teamSize')} allowDecimal={false} required />
            <NumberInput label={t('froi.directRevenue')} value={f.directRevenue} onChange={set('directRevenue')} thousandSeparator="," />
            <NumberInput label={t('froi.maintenance')} value={f.monthlyCost} onChange={set('monthlyCost')} thousandSeparator="," />
            <NumberInput label={t('froi.activeUsers')} value={f.activeUsers} onChange={set('activeUsers')} allowDecimal={false} />
            <NumberInput label={t('froi.featureAdoption')} value={f.featureAdoption} onChange={set('featureAdoption')} />
            <NumberInput label={t('froi.satisfaction')} value={f.satisfactionScore} onChange={set('satisfactionScore')} decimalScale={1} />
          </SimpleGrid>
          {delivered.length > 0 && (
            <MultiSelect label={t('froi.linkedItems')} description={t('froi.linkedHint')} data={delivered.map((i) => ({ value: i.id, label: `${t(`levels.${i.level}`)} · ${i.title}` }))} value={f.portfolioItemIds} onChange={set('portfolioItemIds')} searchable clearable />
          )}
          <BoardItemPicker value={f.boardItemIds} onChange={set('boardItemIds')} known={feature?.boardItems ?? []} />
          <PagePatternsInput value={f.pagePatterns} onChange={set('pagePatterns')} />
          <ModalFormFooter error={error} touched={touched} mutation={mutation} submitLabel={feature ? t('actions.save') : t('actions.create')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

function Payback({ months }: { months: number | null }) {
  const { t, i18n } = useProductT();
  return <>{months === null ? t('froi.never') : t('froi.paybackMonths', { count: months, value: formatNumber(months, i18n.language) })}</>;
}

/** A percentage in the reader's number format, one decimal. */
const pct = (value: number, language: string) => `${formatNumber(value, language)} %`;

function Timeline({ feature }: { feature: FeatureRoi }) {
  const { t } = useProductT();
  const can = useProductAbility();
  const timeline = useRoiTimeline(feature.id);
  const add = useAddTimelineEntry();
  const [date, setDate] = useState('');
  const [users, setUsers] = useState<number | string>('');
  const [revenue, setRevenue] = useState<number | string>('');
  const [events, setEvents] = useState('');
  if (timeline.isPending) return <LoadingState variant="detail" rows={2} />;
  if (timeline.isError) return <ErrorState error={timeline.error} onRetry={() => void timeline.refetch()} />;
  const entries = timeline.data;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('froi.timeline')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('froi.timelineEmpty')}
        </Text>
      ) : (
        <>
          {entries.length > 1 && (
            <LineChart
              h={200}
              data={entries.map((e) => ({ date: e.date, users: e.metrics.activeUsers, revenue: e.metrics.directRevenue }))}
              dataKey="date"
              series={[
                { name: 'users', label: t('froi.activeUsers'), color: 'blue.6' },
                { name: 'revenue', label: t('froi.directRevenue'), color: 'teal.6' },
              ]}
              withLegend
              connectNulls
            />
          )}
          <Stack gap={4} component="ol" p={0} m={0} data-testid="roi-timeline">
            {entries.map((e) => (
              <Text key={e.id} size="sm" component="li" style={{ listStyle: 'none' }}>
                <strong>{e.date}</strong>
                {e.metrics.activeUsers !== null && ` · ${t('froi.activeUsers')} ${e.metrics.activeUsers}`}
                {e.metrics.directRevenue !== null && ` · ${t('froi.directRevenue')} ${e.metrics.directRevenue}`}
                {e.events.length > 0 && ` · ${e.events.join(', ')}`}
              </Text>
            ))}
          </Stack>
        </>
      )}
      {can.editRoi && (
        <form
          onSubmit={(ev) => {
            ev.preventDefault();
            add.mutate(
              { params: { id: feature.id }, body: { date, metrics: { activeUsers: users === '' ? null : Number(users), directRevenue: revenue === '' ? null : Number(revenue) }, events: events.split('\n').filter((x) => x.trim()) } },
              {
                onSuccess: () => {
                  setDate('');
                  setUsers('');
                  setRevenue('');
                  setEvents('');
                },
              },
            );
          }}
        >
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <TextInput type="date" label={t('froi.date')} value={date} onChange={(e) => setDate(e.currentTarget.value)} required />
              <NumberInput label={t('froi.activeUsers')} value={users} onChange={setUsers} allowDecimal={false} />
              <NumberInput label={t('froi.directRevenue')} value={revenue} onChange={setRevenue} />
            </SimpleGrid>
            <Textarea label={t('froi.events')} autosize minRows={1} value={events} onChange={(e) => setEvents(e.currentTarget.value)} />
            <FormError error={add.error} />
            <Group>
              <Button type="submit" size="xs" variant="light" loading={add.isPending}>
                {t('froi.addEntry')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function FeatureDetail({ feature, onClose }: { feature: FeatureRoi; onClose: () => void }) {
  const { t, i18n } = useProductT();
  const can = useProductAbility();
  const remove = useDeleteFeatureRoi();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const c = feature.calculated;
  const d = feature.development;
  return (
    <Modal opened onClose={onClose} title={feature.featureName} size="xl">
      <Stack gap="md" data-testid="roi-detail">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <StatCard label={t('froi.roi')} value={pct(c.roi, i18n.language)} tone={c.roi >= 0 ? 'good' : 'critical'} />
          <StatCard label={t('froi.totalInvestment')} value={short(c.totalInvestment, i18n.language)} />
          <StatCard label={t('froi.payback')} value={<Payback months={c.paybackPeriod} />} />
          <StatCard label={t('froi.npv')} value={short(c.npv, i18n.language)} tone={c.npv >= 0 ? 'good' : 'critical'} />
        </SimpleGrid>
        <Paper withBorder p="sm">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('froi.developmentCost')}: {amount(feature.developmentCost, i18n.language)}
            </Text>
            <Badge variant="light" color={feature.developmentCostSource === 'measured' ? 'teal' : 'gray'}>
              {feature.developmentCostSource === 'measured' ? t('froi.measured') : t('froi.typed')}
            </Badge>
            <Text size="sm" c="dimmed">
              {feature.delivery.measured
                ? t('froi.measuredDetail', { points: feature.delivery.measured.completedPoints, cost: amount(feature.delivery.measured.costPerPoint, i18n.language) })
                : t('froi.typedDetail', { hours: d.developmentHours, rate: amount(d.hourlyRate, i18n.language), team: d.teamSize })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('froi.assumptions')} ({c.discountRatePct} %, {c.projectionMonths})
          </Text>
        </Paper>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Text size="sm">
            {t('froi.directRevenue')}: {amount(feature.revenue.directRevenue, i18n.language)}
          </Text>
          <Text size="sm">
            {t('froi.maintenance')}: {amount(feature.maintenance.monthlyCost, i18n.language)}
          </Text>
        </SimpleGrid>
        <MeasuredPanel feature={feature} />
        <Timeline feature={feature} />
        {can.editRoi && (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
              {t('froi.delete')}
            </Button>
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
          </Group>
        )}
      </Stack>
      {editing && <FeatureForm feature={feature} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        opened={deleting}
        title={t('froi.delete')}
        message={t('froi.deleteConfirm', { name: feature.featureName })}
        confirmLabel={t('actions.delete')}
        danger
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate({ params: { id: feature.id } }, { onError: (e) => notifications.show({ color: 'red', message: translateError(e.message) }), onSuccess: onClose, onSettled: () => setDeleting(false) })}
      />
    </Modal>
  );
}

function CompareTab({ features, calc }: { features: FeatureRoi[]; calc: Calc }) {
  const { t, i18n } = useProductT();
  const compare = useCompareFeatures();
  const [ids, setIds] = useState<string[]>([]);
  const result: Comparison | undefined = compare.data;
  const star = (id: string, key: keyof Comparison['best']) => (result?.best[key] === id ? ` ★ ${t('froi.best')}` : '');
  return (
    <Stack gap="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          compare.mutate({ body: { ids }, query: calc });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <MultiSelect label={t('froi.compareSelect')} description={t('froi.compareHint')} data={features.map((f) => ({ value: f.id, label: f.featureName }))} value={ids} onChange={setIds} style={{ flex: 1, minWidth: 220 }} />
          <Button type="submit" loading={compare.isPending}>
            {t('froi.tabs.compare')}
          </Button>
        </Group>
      </form>
      <FormError error={compare.error} />
      {result && (
        <Table.ScrollContainer minWidth={360}>
          <Table withColumnBorders data-testid="roi-comparison">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                {result.features.map((f) => (
                  <Table.Th key={f.id}>{f.featureName}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('froi.roi')}</Table.Th>
                {result.features.map((f) => (
                  <Table.Td key={f.id}>{`${pct(f.calculated.roi, i18n.language)}${star(f.id, 'roi')}`}</Table.Td>
                ))}
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('froi.npv')}</Table.Th>
                {result.features.map((f) => (
                  <Table.Td key={f.id}>{`${amount(f.calculated.npv, i18n.language)}${star(f.id, 'npv')}`}</Table.Td>
                ))}
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('froi.payback')}</Table.Th>
                {result.features.map((f) => (
                  <Table.Td key={f.id}>
                    <Payback months={f.calculated.paybackPeriod} />
                    {star(f.id, 'paybackPeriod')}
                  </Table.Td>
                ))}
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('froi.totalInvestment')}</Table.Th>
                {result.features.map((f) => (
                  <Table.Td key={f.id}>{amount(f.calculated.totalInvestment, i18n.language)}</Table.Td>
                ))}
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('froi.activeUsers')}</Table.Th>
                {result.features.map((f) => (
                  <Table.Td key={f.id}>{f.usage.activeUsers}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function SummaryTab({ calc }: { calc: Calc }) {
  const { t, i18n } = useProductT();
  const summary = useRoiSummary(calc);
  if (summary.isPending) return <LoadingState variant="cards" rows={2} />;
  if (summary.isError) return <ErrorState error={summary.error} title={t('froi.loadError')} onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard label={t('froi.featureCount')} value={s.featureCount} />
        <StatCard label={t('froi.totalInvestment')} value={short(s.totalInvestment, i18n.language)} />
        <StatCard label={t('froi.averageRoi')} value={pct(s.averageRoi, i18n.language)} tone={s.averageRoi >= 0 ? 'good' : 'critical'} />
        <StatCard label={t('froi.totalNpv')} value={short(s.totalNpv, i18n.language)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {[
          ['topPerformers', s.topPerformers],
          ['underperformers', s.underperformers],
        ].map(([key, rows]) => (
          <Paper withBorder p="md" key={key as string}>
            <Title order={3} size="h5" mb="xs">
              {t(`froi.${key as string}`)}
            </Title>
            <Stack gap={4} component="ol" p={0} m={0}>
              {(rows as typeof s.topPerformers).map((f, index) => (
                <Group key={f.id} component="li" justify="space-between" wrap="nowrap" style={{ listStyle: 'none' }}>
                  <Text size="sm" truncate="end">
                    {index + 1}. {f.featureName}
                  </Text>
                  <Badge variant="light" color={f.roi >= 0 ? 'green' : 'red'}>
                    {pct(f.roi, i18n.language)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /feature-roi: the list, a feature's detail and timeline, the comparison, and the portfolio summary. */
export default function FeatureRoiPage() {
  const { t, i18n } = useProductT();
  const can = useProductAbility();
  const [discountRate, setDiscountRate] = useState<number | string>(8);
  const [projectionMonths, setProjectionMonths] = useState<number | string>(12);
  const calc: Calc = { discountRate: num(discountRate) ?? 8, projectionMonths: Math.max(1, Math.round(num(projectionMonths) ?? 12)) };
  const features = useFeatureRois(calc);
  const { creating, setCreating, newButton } = useCreateAction(can.editRoi, t('froi.new'));
  const [params, setParams] = useSearchParams();
  const openId = params.get('feature');
  const tab = params.get('tab') ?? 'list';
  const setOpenId = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('feature', id);
    else next.delete('feature');
    setParams(next, { replace: true });
  };
  const list = features.data ?? [];
  const open = list.find((f) => f.id === openId);
  return (
    <ProductPageFrame
      title={t('pages.featureRoi')}
      description={t('froi.description')}
      actions={newButton}
      toolbar={
        <Group gap="sm" wrap="wrap">
          <NumberInput label={t('froi.discountRate')} value={discountRate} onChange={setDiscountRate} min={0} max={100} w={170} />
          <NumberInput label={t('froi.projectionMonths')} value={projectionMonths} onChange={setProjectionMonths} min={1} max={120} allowDecimal={false} w={170} />
        </Group>
      }
      query={features}
      loading={{ variant: 'table', rows: 4 }}
      loadError={t('froi.loadError')}
      empty={{ when: (data) => data.length === 0, title: t('froi.emptyTitle'), description: t('froi.emptyBody') }}
      overlays={
        <>
          {creating && <FeatureForm onClose={() => setCreating(false)} />}
          {open && <FeatureDetail feature={open} onClose={() => setOpenId(null)} />}
        </>
      }
    >
      {() => (
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            next.set('tab', value ?? 'list');
            setParams(next, { replace: true });
          }}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="list">{t('froi.tabs.list')}</Tabs.Tab>
            <Tabs.Tab value="compare">{t('froi.tabs.compare')}</Tabs.Tab>
            <Tabs.Tab value="summary">{t('froi.tabs.summary')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="list" pt="md">
            <Table.ScrollContainer minWidth={560}>
              <Table highlightOnHover data-testid="roi-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('froi.featureName')}</Table.Th>
                    <Table.Th>{t('froi.roi')}</Table.Th>
                    <Table.Th>{t('froi.payback')}</Table.Th>
                    <Table.Th>{t('froi.npv')}</Table.Th>
                    <Table.Th>{t('froi.developmentCost')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((f) => (
                    <Table.Tr key={f.id}>
                      <Table.Td>
                        <Button variant="subtle" size="compact-sm" onClick={() => setOpenId(f.id)}>
                          {f.featureName}
                        </Button>
                        <Badge size="xs" variant="outline" ml={4}>
                          {t(`froi.statuses.${f.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={f.calculated.roi >= 0 ? 'green' : 'red'}>
                          {pct(f.calculated.roi, i18n.language)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Payback months={f.calculated.paybackPeriod} />
                      </Table.Td>
                      <Table.Td>{amount(f.calculated.npv, i18n.language)}</Table.Td>
                      <Table.Td>
                        {amount(f.developmentCost, i18n.language)}{' '}
                        <Badge size="xs" variant="light" color={f.developmentCostSource === 'measured' ? 'teal' : 'gray'}>
                          {f.developmentCostSource === 'measured' ? t('froi.measured') : t('froi.typed')}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Tabs.Panel>
          <Tabs.Panel value="compare" pt="md">
            <CompareTab features={list} calc={calc} />
          </Tabs.Panel>
          <Tabs.Panel value="summary" pt="md">
            <SummaryTab calc={calc} />
          </Tabs.Panel>
        </Tabs>
      )}
    </ProductPageFrame>
  );
}
