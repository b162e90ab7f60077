import { useState } from 'react';
import { BarChart, Button, EmptyState, ErrorState, Group, LoadingState, Select, SimpleGrid, Stack, StatCard, Table, Text, useTranslation } from '@suite/sdk/web';
import { IconPlus } from '@tabler/icons-react';
import { useFlows, useFunnel } from '../api.js';
import type { FunnelResult } from '../../shared/analytics.js';
import { FlowEditor } from './FlowEditor.js';

/** Conversion flows and the funnel of the chosen one: entered, reached, drop-off, median time between steps. */
export function FunnelView() {
  const { t } = useTranslation('engagement');
  const flows = useFlows();
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<'new' | 'edit' | null>(null);
  const list = flows.data ?? [];
  const flow = list.find((f) => f.id === chosen) ?? list[0] ?? null;
  const funnel = useFunnel(flow?.id ?? null);
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('analytics.newFlow')}
    </Button>
  );
  let body;
  if (flows.isLoading) body = <LoadingState variant="detail" />;
  else if (flows.isError) body = <ErrorState error={flows.error} onRetry={() => void flows.refetch()} />;
  else if (!flow) body = <EmptyState title={t('analytics.flows')} description={t('analytics.flowsEmpty')} action={newButton} />;
  else
    body = (
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Select label={t('analytics.flows')} data={list.map((f) => ({ value: f.id, label: f.name }))} value={flow.id} allowDeselect={false} onChange={setChosen} maw={360} />
          <Group gap="xs">
            <Button variant="default" onClick={() => setEditing('edit')}>
              {t('analytics.editFlow')}
            </Button>
            {newButton}
          </Group>
        </Group>
        {funnel.isLoading ? (
          <LoadingState variant="detail" />
        ) : funnel.isError ? (
          <ErrorState error={funnel.error} onRetry={() => void funnel.refetch()} />
        ) : funnel.data ? (
          <FunnelChart funnel={funnel.data} goals={flow.goals} />
        ) : null}
      </Stack>
    );
  return (
    <>
      {body}
      {editing ? <FlowEditor key={editing === 'new' ? 'new' : flow?.id} flow={editing === 'edit' ? flow : null} opened onClose={() => setEditing(null)} onSaved={(id) => (setChosen(id), setEditing(null))} /> : null}
    </>
  );
}

/** A funnel's figures: entered, converted, reached and drop-off per step, median time between steps (also the Storybook story). */
export function FunnelChart({ funnel, goals }: { funnel: FunnelResult; goals: string[] }) {
  const { t } = useTranslation('engagement');
  const percent = (v: number | null) => (v === null ? t('common.none') : `${v} %`);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label={t('analytics.entered')} value={funnel.entered} />
        <StatCard label={t('analytics.converted')} value={funnel.converted} />
        <StatCard label={t('analytics.conversionRate')} value={percent(funnel.conversionRate)} />
      </SimpleGrid>
      <BarChart
        h={260}
        data={funnel.steps.map((s) => ({ step: s.url, [t('analytics.reached')]: s.reached, [t('analytics.dropOff')]: s.dropOff }))}
        dataKey="step"
        type="stacked"
        series={[
          { name: t('analytics.reached'), color: 'blue.6' },
          { name: t('analytics.dropOff'), color: 'red.4' },
        ]}
      />
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="funnel-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.steps')}</Table.Th>
              <Table.Th ta="right">{t('analytics.reached')}</Table.Th>
              <Table.Th ta="right">{t('analytics.dropOff')}</Table.Th>
              <Table.Th ta="right">{t('analytics.medianTime')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funnel.steps.map((s) => (
              <Table.Tr key={s.order}>
                <Table.Td>
                  {s.order}. {s.url}
                </Table.Td>
                <Table.Td ta="right">{s.reached}</Table.Td>
                <Table.Td ta="right">
                  {s.dropOff} ({percent(s.dropOffRate)})
                </Table.Td>
                <Table.Td ta="right">{s.medianSecondsFromPrevious === null ? t('common.none') : t('analytics.seconds', { value: Math.round(s.medianSecondsFromPrevious) })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('analytics.goals')}: {goals.join(', ')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('analytics.conversionWindow')}
      </Text>
    </Stack>
  );
}
