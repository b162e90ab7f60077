import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  notifications,
  translateError,
  useTranslation,
} from '@suite/sdk/web';
import { lastWeeks } from '../../shared/rules.js';
import type { WeeklySync } from '../../shared/team-endpoints.js';
import { useRoster, useSaveWeeklySync, useWeeklySync } from '../api.js';
import { formatDay, formatNumber } from '../components/format.js';
import { GoalStatusBadge } from '../components/GoalStatusBadge.js';
import { CadencePageFrame, QueryStates } from '../components/CadencePageFrame.js';
import { SectionPanel } from '../components/SectionPanel.js';

type Item = WeeklySync['issues'][number];

function ItemList({ label, items, onChange }: { label: string; items: Item[]; onChange: (items: Item[]) => void }) {
  const { t } = useTranslation('cadence');
  const [text, setText] = useState('');
  return (
    <SectionPanel title={label}>
      <Stack gap={4}>
        {items.map((item, index) => (
          <Group key={index} justify="space-between" wrap="nowrap">
            <Checkbox label={item.text} checked={item.done} onChange={(event) => onChange(items.map((other, i) => (i === index ? { ...other, done: event.currentTarget.checked } : other)))} />
            <ActionIcon variant="subtle" color="gray" aria-label={t('oneOnOnes.removeItem', { text: item.text })} onClick={() => onChange(items.filter((_, i) => i !== index))}>
              ×
            </ActionIcon>
          </Group>
        ))}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) onChange([...items, { text: text.trim(), done: false }]);
            setText('');
          }}
        >
          <TextInput size="xs" aria-label={label} placeholder={t('syncs.addHint')} value={text} onChange={(event) => setText(event.currentTarget.value)} maxLength={300} />
        </form>
      </Stack>
    </SectionPanel>
  );
}

function SyncBoard({ sync }: { sync: WeeklySync }) {
  const { t } = useTranslation('cadence');
  const save = useSaveWeeklySync();
  const [notes, setNotes] = useState(sync.notes);
  const [issues, setIssues] = useState(sync.issues);
  const [todos, setTodos] = useState(sync.todos);
  useEffect(() => {
    setNotes(sync.notes);
    setIssues(sync.issues);
    setTodos(sync.todos);
  }, [sync]);
  const submit = () =>
    save.mutate(
      { params: { teamId: sync.teamId, week: sync.week }, body: { notes, issues, todos } },
      { onSuccess: () => notifications.show({ color: 'green', message: t('common.saved') }), onError: (error) => notifications.show({ color: 'red', message: translateError(error.message) }) },
    );
  return (
    <Stack gap="md">
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionPanel title={t('syncs.scorecard')} empty={sync.scorecard.length === 0 && t('syncs.noMeasurables')}>
            {sync.scorecard.map((row) => (
              <Group key={row.measurableId} justify="space-between">
                <Text size="sm">{row.name}</Text>
                <Group gap={6}>
                  <Text size="sm">
                    {formatNumber(row.value, row.unit)} / {formatNumber(row.target, row.unit)}
                  </Text>
                  <Badge size="xs" color={row.status === 'green' ? 'green' : row.status === 'red' ? 'red' : 'gray'}>
                    {t(`scorecards.status.${row.status}`)}
                  </Badge>
                </Group>
              </Group>
            ))}
          </SectionPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionPanel title={t('syncs.goals')} empty={sync.goals.length === 0 && t('syncs.noGoals')}>
            {sync.goals.map((goal) => (
              <Group key={goal.objectiveId} justify="space-between">
                <Text size="sm">{goal.title}</Text>
                <Group gap={6}>
                  <Text size="sm">{goal.progress} %</Text>
                  <GoalStatusBadge status={goal.status} />
                </Group>
              </Group>
            ))}
          </SectionPanel>
        </Grid.Col>
      </Grid>
      {sync.openTodosFromLastWeek.length ? (
        <Paper withBorder p="sm" radius="md">
          <Text size="sm" fw={600}>
            {t('syncs.fromLastWeek')}
          </Text>
          {sync.openTodosFromLastWeek.map((todo, index) => (
            <Text key={index} size="sm">
              • {todo.text}
            </Text>
          ))}
        </Paper>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ItemList label={t('syncs.issues')} items={issues} onChange={setIssues} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ItemList label={t('syncs.todos')} items={todos} onChange={setTodos} />
        </Grid.Col>
      </Grid>
      <Paper withBorder p="md" radius="md">
        <Textarea label={t('syncs.notes')} autosize minRows={4} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
        <Group justify="space-between" mt="xs">
          <Text size="xs" c="dimmed">
            {sync.updatedAt ? t('syncs.savedAt', { day: formatDay(sync.updatedAt) }) : t('syncs.notSaved')}
          </Text>
          <Button onClick={submit} loading={save.isPending}>
            {t('syncs.save')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

/** /weekly-syncs: a team's weekly meeting (scorecard review, goal status, issues, to-dos), notes saved per week. */
export default function WeeklySyncsPage() {
  const { t } = useTranslation('cadence');
  const roster = useRoster();
  const weeks = lastWeeks(new Date(), 8).reverse();
  const [teamId, setTeam] = useState<string | null>(null);
  const [week, setWeek] = useState(weeks[0]!);
  const team = teamId ?? roster.data?.teams[0]?.id ?? null;
  const sync = useWeeklySync(team, week);
  return (
    <CadencePageFrame
      title={t('pages.weeklySyncs')}
      description={t('syncs.description')}
      query={roster}
      loading={{ variant: 'cards', rows: 2 }}
      loadError={t('roster.loadError')}
      empty={{ when: (data) => data.teams.length === 0, title: t('syncs.emptyTitle'), description: t('syncs.empty') }}
    >
      {(data) => (
        <Stack>
          <Group>
            <Select aria-label={t('goals.team')} data={data.teams.map((option) => ({ value: option.id, label: option.name }))} value={team} onChange={setTeam} />
            <Select aria-label={t('syncs.week')} data={weeks.map((value) => ({ value, label: t('syncs.weekOf', { day: formatDay(value) }) }))} value={week} onChange={(value) => setWeek(value ?? weeks[0]!)} />
          </Group>
          <QueryStates query={sync} loading={{ variant: 'cards', rows: 2 }} loadError={t('syncs.loadError')}>
            {(board) => <SyncBoard sync={board} />}
          </QueryStates>
        </Stack>
      )}
    </CadencePageFrame>
  );
}
