import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  ConfirmDialog,
  Group,
  Modal,
  NumberInput,
  Popover,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  notifications,
  translateError,
  useTranslation,
} from '@suite/sdk/web';
import type { Measurable } from '../../shared/team-endpoints.js';
import { useCreateMeasurable, useDeleteMeasurable, useRecordEntry, useRoster, useScorecard } from '../api.js';
import { EditMeasurableModal } from '../components/GoalEditors.js';
import { formatDay, formatNumber } from '../components/format.js';
import { CadencePageFrame } from '../components/CadencePageFrame.js';

const CELL: Record<'green' | 'red' | 'missing', string> = { green: 'var(--mantine-color-green-light)', red: 'var(--mantine-color-red-light)', missing: 'transparent' };

function WeekCell({ measurable, week }: { measurable: Measurable; week: Measurable['weeks'][number] }) {
  const { t } = useTranslation('cadence');
  const record = useRecordEntry();
  const [value, setValue] = useState<number | string>(week.value ?? '');
  const [opened, setOpened] = useState(false);
  const save = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { params: { id: measurable.id, week: week.week }, body: { value: value === '' ? null : Number(value) } },
      { onSuccess: () => setOpened(false), onError: (error) => notifications.show({ color: 'red', message: translateError(error.message) }) },
    );
  };
  const label = t('scorecards.cell', { name: measurable.name, week: formatDay(week.week), value: formatNumber(week.value, measurable.unit), status: t(`scorecards.status.${week.status}`) });
  return (
    <Table.Td p={0} style={{ background: CELL[week.status] }}>
      <Popover opened={opened} onChange={setOpened} trapFocus withArrow>
        <Popover.Target>
          <UnstyledButton onClick={() => setOpened((o) => !o)} aria-label={label} title={label} px={6} py={4} w="100%" ta="right">
            <Text size="xs" fw={week.status === 'red' ? 700 : 400}>
              {formatNumber(week.value)}
            </Text>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <form onSubmit={save}>
            <Group gap="xs" align="flex-end">
              <NumberInput size="xs" label={formatDay(week.week)} value={value} onChange={setValue} w={110} data-autofocus />
              <Button size="xs" type="submit" loading={record.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </form>
        </Popover.Dropdown>
      </Popover>
    </Table.Td>
  );
}

function NewMeasurableModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const create = useCreateMeasurable();
  const roster = useRoster();
  const [name, setName] = useState('');
  const [target, setTarget] = useState<number>(10);
  const [direction, setDirection] = useState<'at_least' | 'at_most'>('at_least');
  const [unit, setUnit] = useState('');
  const [teamId, setTeam] = useState<string | null>(null);
  const [metric, setMetric] = useState('manual');
  const [error, setError] = useState<string | null>(null);
  const metrics = [
    { value: 'manual', label: t('goals.manual') },
    { value: 'bi.mrr', label: t('goals.metric.bi_mrr') },
    { value: 'bi.runway', label: t('goals.metric.bi_runway') },
    ...(roster.data?.teams ?? []).filter((team) => team.agileTeamId).map((team) => ({ value: `agile.velocity:${team.agileTeamId}`, label: `${t('goals.metric.agile_velocity')} · ${team.name}` })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [source, metricTeamId] = metric.split(':') as [string, string | undefined];
    const link = source === 'manual' ? {} : { metricSource: source as 'agile.velocity' | 'bi.mrr' | 'bi.runway', metricTeamId: metricTeamId ?? null };
    create.mutate({ body: { name, target, direction, unit, teamId, ...link } }, { onSuccess: () => (setName(''), onClose()), onError: (failure) => setError(translateError(failure.message)) });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('scorecards.new')}>
      <form onSubmit={submit}>
        <Stack>
          {error ? <Alert color="red">{error}</Alert> : null}
          <TextInput label={t('scorecards.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={120} />
          <Group grow>
            <Select label={t('scorecards.direction')} data={(['at_least', 'at_most'] as const).map((value) => ({ value, label: t(`scorecards.${value}`) }))} value={direction} onChange={(value) => setDirection((value as 'at_least' | 'at_most') ?? 'at_least')} />
            <NumberInput label={t('scorecards.target')} value={target} onChange={(value) => setTarget(Number(value))} />
            <TextInput label={t('goals.unit')} value={unit} onChange={(event) => setUnit(event.currentTarget.value)} maxLength={20} />
          </Group>
          {roster.data ? <Select label={t('goals.team')} clearable data={roster.data.teams.map((team) => ({ value: team.id, label: team.name }))} value={teamId} onChange={setTeam} /> : null}
          <Select label={t('goals.tracks')} description={t('scorecards.fedHint')} data={metrics} value={metric} onChange={(value) => setMetric(value ?? 'manual')} allowDeselect={false} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('common.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /scorecards: weekly measurables with owners and targets, 13 weeks, red or green against target. */
export default function ScorecardsPage() {
  const { t } = useTranslation('cadence');
  const roster = useRoster();
  const [teamId, setTeam] = useState<string | null>(null);
  const card = useScorecard(teamId ?? undefined);
  const remove = useDeleteMeasurable();
  const [removing, setRemoving] = useState<Measurable | null>(null);
  const [editing, setEditing] = useState<Measurable | null>(null);
  const [creating, setCreating] = useState(false);
  const button = <Button onClick={() => setCreating(true)}>{t('scorecards.new')}</Button>;
  return (
    <CadencePageFrame
      title={t('pages.scorecards')}
      description={t('scorecards.description')}
      actions={button}
      toolbar={
        <Group mb="md">
          <Select aria-label={t('goals.team')} placeholder={t('scorecards.allTeams')} clearable data={(roster.data?.teams ?? []).map((team) => ({ value: team.id, label: team.name }))} value={teamId} onChange={setTeam} />
        </Group>
      }
      query={card}
      loading={{ variant: 'table', rows: 4 }}
      loadError={t('scorecards.loadError')}
      empty={{ when: (data) => data.measurables.length === 0, title: t('scorecards.emptyTitle'), description: t('scorecards.empty') }}
      overlays={
        <>
          {card.data?.measurables.length ? (
            <Box mt="md">
              <Text size="xs" c="dimmed">
                {t('scorecards.legend')}
              </Text>
            </Box>
          ) : null}
          <ConfirmDialog
            opened={removing !== null}
            danger
            title={t('scorecards.removeTitle')}
            message={t('scorecards.removeMessage', { name: removing?.name ?? '' })}
            confirmLabel={t('goals.delete')}
            loading={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() => removing && remove.mutate({ params: { id: removing.id } }, { onSettled: () => setRemoving(null), onError: (error) => notifications.show({ color: 'red', message: translateError(error.message) }) })}
          />
          <NewMeasurableModal opened={creating} onClose={() => setCreating(false)} />
          {editing ? <EditMeasurableModal measurable={editing} onClose={() => setEditing(null)} /> : null}
        </>
      }
    >
      {(data) => (
        <ScrollArea type="auto">
          <Table withTableBorder withColumnBorders striped={false} style={{ minWidth: 900 }} data-testid="scorecard">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('scorecards.measurable')}</Table.Th>
                <Table.Th>{t('scorecards.owner')}</Table.Th>
                <Table.Th ta="right">{t('scorecards.goal')}</Table.Th>
                {data.weeks.map((week) => (
                  <Table.Th key={week} ta="right">
                    <Text size="xs">{formatDay(week).replace(/,? \d{4}$/, '')}</Text>
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('scorecards.onTarget')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.measurables.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {m.name}
                      </Text>
                      <Button size="compact-xs" variant="subtle" aria-label={t('scorecards.editOf', { name: m.name })} onClick={() => setEditing(m)}>
                        {t('goals.edit')}
                      </Button>
                      <ActionIcon size="xs" variant="subtle" color="gray" aria-label={t('scorecards.remove', { name: m.name })} onClick={() => setRemoving(m)}>
                        ×
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{m.ownerName ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="xs">
                      {m.direction === 'at_least' ? '≥' : '≤'} {formatNumber(m.target, m.unit)}
                    </Text>
                  </Table.Td>
                  {m.weeks.map((week) => (
                    <WeekCell key={week.week} measurable={m} week={week} />
                  ))}
                  <Table.Td ta="right">
                    <Text size="xs">{m.onTarget === null ? '—' : `${m.onTarget} %`}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </CadencePageFrame>
  );
}
