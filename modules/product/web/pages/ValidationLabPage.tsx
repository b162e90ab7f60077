import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  notifications,
  translateError,
} from '@suite/sdk/web';
import { ValidationLabErrors } from '../../shared/errors.js';
import { VERDICTS, type Hypothesis, type Verdict } from '../../shared/validation-endpoints.js';
import { useProductAbility } from '../can.js';
import { ModalFormFooter, ProductPageFrame, useCreateAction } from '../components/ProductPageFrame.js';
import { useAddExperiment, useCreateHypothesis, useDecideHypothesis, useHypotheses, useMetricSources, usePortfolioItems, useProductT } from '../api.js';

const VERDICT_COLORS: Record<Verdict, string> = { validated: 'green', invalidated: 'red', inconclusive: 'gray' };

function NewHypothesisModal({ onClose }: { onClose: () => void }) {
  const { t } = useProductT();
  const items = usePortfolioItems();
  const create = useCreateHypothesis();
  const [itemId, setItemId] = useState<string | null>(null);
  const [statement, setStatement] = useState('');
  const [metric, setMetric] = useState('');
  const [target, setTarget] = useState('');
  const [deadline, setDeadline] = useState('');
  const [source, setSource] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const sources = useMetricSources();
  const questions = sources.data?.questions ?? [];
  const error = !statement.trim() ? ValidationLabErrors.STATEMENT_REQUIRED : !metric.trim() ? ValidationLabErrors.METRIC_REQUIRED : !target.trim() ? ValidationLabErrors.TARGET_REQUIRED : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error || !itemId) return;
    const picked = questions.find((q) => `${q.widgetId}/${q.questionId}` === source);
    create.mutate({ body: { itemId, statement, metric, target, deadline: deadline || null, metricSource: picked ? { widgetId: picked.widgetId, questionId: picked.questionId } : null } }, { onSuccess: onClose });
  }
  return (
    <Modal opened onClose={onClose} title={t('lab.new')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('lab.item')}
            data={(items.data ?? []).map((i) => ({ value: i.id, label: `${t(`levels.${i.level}`)} · ${i.title}` }))}
            value={itemId}
            onChange={setItemId}
            searchable
            required
            error={touched && !itemId ? t('lab.itemRequired') : undefined}
            data-autofocus
          />
          <Textarea label={t('lab.statement')} placeholder={t('lab.statementHint')} autosize minRows={2} value={statement} onChange={(e) => setStatement(e.currentTarget.value)} required />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={t('lab.metric')} value={metric} onChange={(e) => setMetric(e.currentTarget.value)} required />
            <TextInput label={t('lab.target')} value={target} onChange={(e) => setTarget(e.currentTarget.value)} required />
            <TextInput type="date" label={t('lab.deadline')} value={deadline} onChange={(e) => setDeadline(e.currentTarget.value)} />
          </SimpleGrid>
          {sources.data?.available && questions.length > 0 && (
            <Select
              label={t('lab.metricSource')}
              description={t('lab.metricSourceHint')}
              clearable
              data={questions.map((q) => ({ value: `${q.widgetId}/${q.questionId}`, label: `${q.widgetName} · ${q.text}` }))}
              value={source}
              onChange={setSource}
            />
          )}
          <ModalFormFooter error={error} touched={touched} mutation={create} submitLabel={t('actions.create')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

function HypothesisCard({ hypothesis }: { hypothesis: Hypothesis }) {
  const { t } = useProductT();
  const can = useProductAbility();
  const addExperiment = useAddExperiment();
  const decide = useDecideHypothesis();
  const [name, setName] = useState('');
  const [result, setResult] = useState('');
  const [observed, setObserved] = useState<number | string>('');
  const [verdict, setVerdict] = useState<Verdict>('validated');
  const failed = (error: Error) => notifications.show({ color: 'red', message: translateError(error.message) });
  const decided = hypothesis.verdict !== null;

  function add(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    addExperiment.mutate(
      { params: { id: hypothesis.id }, body: { name, result: result || null, observedValue: observed === '' ? null : Number(observed) } },
      {
        onError: failed,
        onSuccess: () => {
          setName('');
          setResult('');
          setObserved('');
        },
      },
    );
  }

  return (
    <Paper withBorder p="md" component="article" aria-label={hypothesis.statement} data-testid="hypothesis">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{hypothesis.statement}</Text>
          <Group gap={6}>
            {hypothesis.overdue && <Badge color="orange">{t('lab.overdue')}</Badge>}
            {hypothesis.verdict ? <Badge color={VERDICT_COLORS[hypothesis.verdict]}>{t(`lab.verdicts.${hypothesis.verdict}`)}</Badge> : <Badge variant="outline">{t('lab.open')}</Badge>}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('lab.summary', { item: hypothesis.itemTitle, metric: hypothesis.metric, target: hypothesis.target, deadline: hypothesis.deadline ?? '–' })}
        </Text>
        {hypothesis.metricReading && (
          <Text size="sm" data-testid="metric-reading">
            {t('lab.reading', { responses: hypothesis.metricReading.responses, average: hypothesis.metricReading.average ?? '–' })}
          </Text>
        )}
        {hypothesis.experiments.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lab.experiment')}</Table.Th>
                  <Table.Th>{t('lab.result')}</Table.Th>
                  <Table.Th ta="right">{t('lab.observed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {hypothesis.experiments.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{e.name}</Table.Td>
                    <Table.Td>{e.result ?? '–'}</Table.Td>
                    <Table.Td ta="right">{e.observedValue ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {!decided && can.editLab && (
          <>
            <Group component="form" onSubmit={add} gap="xs" align="flex-end" wrap="wrap">
              <TextInput label={t('lab.experiment')} value={name} onChange={(e) => setName(e.currentTarget.value)} size="xs" w={180} />
              <TextInput label={t('lab.result')} value={result} onChange={(e) => setResult(e.currentTarget.value)} size="xs" w={200} />
              <NumberInput label={t('lab.observed')} value={observed} onChange={setObserved} size="xs" w={110} />
              <Button type="submit" size="xs" variant="light" loading={addExperiment.isPending} disabled={!name.trim()}>
                {t('lab.addExperiment')}
              </Button>
            </Group>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <SegmentedControl size="xs" data={VERDICTS.map((v) => ({ value: v, label: t(`lab.verdicts.${v}`) }))} value={verdict} onChange={(v) => setVerdict(v as Verdict)} aria-label={t('lab.verdict')} />
              <Button size="xs" onClick={() => decide.mutate({ params: { id: hypothesis.id }, body: { verdict } }, { onError: failed })} loading={decide.isPending}>
                {t('lab.decide')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('lab.verdictEffect')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** /validation-lab: hypotheses on portfolio items, experiments, and verdicts that update the item's justification. */
export default function ValidationLabPage() {
  const { t } = useProductT();
  const hypotheses = useHypotheses();
  const can = useProductAbility();
  const { creating, setCreating, newButton } = useCreateAction(can.editLab, t('lab.new'));
  return (
    <ProductPageFrame
      title={t('pages.validationLab')}
      description={t('lab.description')}
      actions={newButton}
      query={hypotheses}
      loading={{ variant: 'cards', rows: 3 }}
      loadError={t('lab.loadError')}
      empty={{ when: (data) => data.length === 0, title: t('lab.emptyTitle'), description: t('lab.empty') }}
      overlays={creating && <NewHypothesisModal onClose={() => setCreating(false)} />}
    >
      {(data) => (
        <Stack gap="sm">
          {data.map((h) => (
            <HypothesisCard key={h.id} hypothesis={h} />
          ))}
        </Stack>
      )}
    </ProductPageFrame>
  );
}
