import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  Group,
  Modal,
  NumberInput,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  Slider,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  notifications,
  translateError,
  useLocation,
  useTranslation,
} from '@suite/sdk/web';
import type { KeyResult, Objective } from '../../shared/goal-endpoints.js';
import type { GoalLevel } from '../../shared/rules.js';
import { CADENCE_ROUTES } from '../../shared/routes.js';
import { useCheckIn, useCreateKeyResult, useCreateObjective, useDeleteKeyResult, useDeleteObjective, useObjectives, useRoster } from '../api.js';
import { formatDay, formatNumber } from '../components/format.js';
import { GoalStatusBadge } from '../components/GoalStatusBadge.js';
import { EditKeyResultModal, EditObjectiveModal } from '../components/GoalEditors.js';
import { CadencePageFrame } from '../components/CadencePageFrame.js';

const quarterOf = (now: Date) => {
  const q = Math.floor(now.getUTCMonth() / 3);
  const start = new Date(Date.UTC(now.getUTCFullYear(), q * 3, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), q * 3 + 3, 0));
  return { periodStart: start.toISOString().slice(0, 10), periodEnd: end.toISOString().slice(0, 10) };
};

function CheckInModal({ kr, onClose }: { kr: KeyResult; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const checkIn = useCheckIn();
  const [value, setValue] = useState<number>(kr.currentValue);
  const [confidence, setConfidence] = useState(kr.confidence);
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkIn.mutate({ params: { id: kr.id }, body: { value, confidence, comment } }, { onSuccess: onClose, onError: (error) => notifications.show({ color: 'red', message: translateError(error.message) }) });
  };
  return (
    <Modal opened onClose={onClose} title={t('goals.checkInTitle', { title: kr.title })}>
      <form onSubmit={submit}>
        <Stack>
          <NumberInput label={t('goals.value')} description={t('goals.fromTo', { start: formatNumber(kr.startValue, kr.unit), target: formatNumber(kr.targetValue, kr.unit) })} value={value} onChange={(next) => setValue(Number(next))} decimalScale={2} />
          <div>
            <Text size="sm" fw={500}>
              {t('goals.confidence', { value: confidence })}
            </Text>
            <Slider min={0} max={100} step={5} value={confidence} onChange={setConfidence} label={(v) => `${v} %`} aria-label={t('goals.confidenceLabel')} />
          </div>
          <Textarea label={t('goals.comment')} value={comment} onChange={(event) => setComment(event.currentTarget.value)} maxLength={2000} autosize minRows={2} />
          <Group justify="flex-end">
            <Button type="submit" loading={checkIn.isPending}>
              {t('goals.checkIn')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function KeyResultRow({ kr }: { kr: KeyResult }) {
  const { t } = useTranslation('cadence');
  const [open, setOpen] = useState(false);
  const remove = useDeleteKeyResult();
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap={4} data-testid="key-result">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {kr.title}{' '}
          {kr.metricSource ? (
            <Badge size="xs" variant="outline" title={t('goals.liveHint')}>
              {t(`goals.metric.${kr.metricSource.replace('.', '_')}`)}
            </Badge>
          ) : null}
        </Text>
        <Group gap="xs">
          <Text size="sm" fw={600} data-testid="kr-value">
            {formatNumber(kr.currentValue, kr.unit)} / {formatNumber(kr.targetValue, kr.unit)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('goals.confidenceShort', { value: kr.confidence })}
          </Text>
          {kr.metricSource ? null : (
            <Button size="compact-xs" variant="light" onClick={() => setOpen(true)}>
              {t('goals.checkIn')}
            </Button>
          )}
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)} aria-label={t('goals.editKeyResultOf', { title: kr.title })}>
            {t('goals.edit')}
          </Button>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={t('goals.deleteKeyResult', { title: kr.title })}
            onClick={() => setAsking(true)}
          >
            ×
          </ActionIcon>
        </Group>
      </Group>
      <Progress value={kr.progress} size="sm" aria-label={t('goals.progressOf', { title: kr.title, value: kr.progress })} />
      {open ? <CheckInModal kr={kr} onClose={() => setOpen(false)} /> : null}
      {editing ? <EditKeyResultModal kr={kr} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        opened={asking}
        danger
        title={t('goals.deleteKeyResultTitle')}
        message={t('goals.deleteKeyResultMessage', { title: kr.title })}
        confirmLabel={t('goals.delete')}
        loading={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate({ params: { id: kr.id } }, { onSettled: () => setAsking(false), onError: (error) => notifications.show({ color: 'red', message: translateError(error.message) }) })}
      />
    </Stack>
  );
}

function NewKeyResult({ objective }: { objective: Objective }) {
  const { t } = useTranslation('cadence');
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Group>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)}>
          {t('goals.addKeyResult')}
        </Button>
      </Group>
    );
  return <NewKeyResultForm objective={objective} />;
}

function NewKeyResultForm({ objective }: { objective: Objective }) {
  const { t } = useTranslation('cadence');
  const create = useCreateKeyResult();
  const [title, setTitle] = useState('');
  const [start, setStart] = useState<number>(0);
  const [target, setTarget] = useState<number>(10);
  const [unit, setUnit] = useState('');
  const [metric, setMetric] = useState<string>('manual');
  const roster = useRoster();
  // Velocity is read per agile team: offered for the roster's teams linked to one.
  const metrics = [
    { value: 'manual', label: t('goals.manual') },
    { value: 'bi.mrr', label: t('goals.metric.bi_mrr') },
    { value: 'bi.runway', label: t('goals.metric.bi_runway') },
    ...(roster.data?.teams ?? []).filter((team) => team.agileTeamId).map((team) => ({ value: `agile.velocity:${team.agileTeamId}`, label: `${t('goals.metric.agile_velocity')} · ${team.name}` })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    const [source, teamId] = metric.split(':') as [string, string | undefined];
    const link = source === 'manual' ? {} : { metricSource: source as 'agile.velocity' | 'bi.mrr' | 'bi.runway', metricTeamId: teamId ?? null };
    create.mutate({ params: { id: objective.id }, body: { title, startValue: start, targetValue: target, unit, ...link } }, { onSuccess: () => setTitle(''), onError: (error) => notifications.show({ color: 'red', message: translateError(error.message) }) });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput size="xs" label={t('goals.newKeyResult')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} style={{ flex: 1, minWidth: 160 }} />
        <NumberInput size="xs" label={t('goals.start')} value={start} onChange={(v) => setStart(Number(v))} w={90} />
        <NumberInput size="xs" label={t('goals.target')} value={target} onChange={(v) => setTarget(Number(v))} w={90} />
        <TextInput size="xs" label={t('goals.unit')} value={unit} onChange={(event) => setUnit(event.currentTarget.value)} w={70} maxLength={20} />
        <Select size="xs" label={t('goals.tracks')} data={metrics} value={metric} onChange={(value) => setMetric(value ?? 'manual')} allowDeselect={false} w={190} />
        <Button size="xs" type="submit" variant="light" loading={create.isPending}>
          {t('common.add')}
        </Button>
      </Group>
    </form>
  );
}

function DeleteObjective({ objective }: { objective: Objective }) {
  const { t } = useTranslation('cadence');
  const remove = useDeleteObjective();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setAsking(true)} aria-label={t('goals.deleteObjective', { title: objective.title })}>
        {t('goals.delete')}
      </Button>
      <ConfirmDialog
        opened={asking}
        danger
        title={t('goals.deleteTitle')}
        message={t('goals.deleteMessage', { title: objective.title })}
        confirmLabel={t('goals.delete')}
        loading={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate({ params: { id: objective.id } }, { onSuccess: () => setAsking(false), onError: (error) => (setAsking(false), notifications.show({ color: 'red', message: translateError(error.message) })) })}
      />
    </>
  );
}

function ObjectiveCard({ objective, all, depth }: { objective: Objective; all: Objective[]; depth: number }) {
  const { t } = useTranslation('cadence');
  const children = all.filter((child) => child.parentId === objective.id);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="xs" ml={depth ? { base: 8, sm: 24 } : 0}>
      <Paper withBorder p="md" radius="md" data-testid="objective">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Group gap={6}>
                <Badge size="xs" variant="default">
                  {t(`goals.level.${objective.level}`)}
                </Badge>
                <Title order={3} size="h5">
                  {objective.title}
                </Title>
              </Group>
              <Text size="xs" c="dimmed">
                {objective.ownerName ?? '—'} · {formatDay(objective.periodStart)} – {formatDay(objective.periodEnd)}
              </Text>
            </div>
            <Group gap="xs">
              <Text fw={700}>{objective.progress} %</Text>
              <GoalStatusBadge status={objective.status} />
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)} aria-label={t('goals.editObjectiveOf', { title: objective.title })}>
                {t('goals.edit')}
              </Button>
              <DeleteObjective objective={objective} />
            </Group>
          </Group>
          {objective.keyResults.map((kr) => (
            <KeyResultRow key={kr.id} kr={kr} />
          ))}
          {objective.keyResults.length === 0 && children.length > 0 ? (
            <Text size="xs" c="dimmed">
              {t('goals.rollsUp')}
            </Text>
          ) : null}
          <NewKeyResult objective={objective} />
        </Stack>
      </Paper>
      {children.map((child) => (
        <ObjectiveCard key={child.id} objective={child} all={all} depth={depth + 1} />
      ))}
      {editing ? <EditObjectiveModal objective={objective} objectives={all} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}

function NewObjectiveModal({ opened, onClose, objectives, defaultLevel }: { opened: boolean; onClose: () => void; objectives: Objective[]; defaultLevel: GoalLevel }) {
  const { t } = useTranslation('cadence');
  const create = useCreateObjective();
  const roster = useRoster();
  const [title, setTitle] = useState('');
  const [level, setLevel] = useState<GoalLevel>(defaultLevel);
  const [parentId, setParent] = useState<string | null>(null);
  const [teamId, setTeam] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { body: { title, level, parentId, teamId, ...quarterOf(new Date()) } },
      { onSuccess: () => (setTitle(''), onClose()), onError: (failure) => setError(translateError(failure.message)) },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('goals.newObjective')}>
      <form onSubmit={submit}>
        <Stack>
          {error ? <Alert color="red">{error}</Alert> : null}
          <TextInput label={t('goals.title')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} required maxLength={200} />
          <SegmentedControl value={level} onChange={(value) => setLevel(value as GoalLevel)} data={(['company', 'team', 'person'] as const).map((value) => ({ value, label: t(`goals.level.${value}`) }))} />
          <Select label={t('goals.alignsTo')} clearable data={objectives.map((o) => ({ value: o.id, label: `${t(`goals.level.${o.level}`)} · ${o.title}` }))} value={parentId} onChange={setParent} />
          {roster.data ? <Select label={t('goals.team')} clearable data={roster.data.teams.map((team) => ({ value: team.id, label: team.name }))} value={teamId} onChange={setTeam} /> : null}
          <Text size="xs" c="dimmed">
            {t('goals.periodHint', quarterOf(new Date()))}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('goals.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /goal-management (every objective, aligned company -> team -> person) and /strategic-objectives
 * (the company's objectives with what aligns to them): progress, status, key results and check-ins.
 */
export default function GoalsPage() {
  const { t } = useTranslation('cadence');
  const { pathname } = useLocation();
  const strategic = pathname === CADENCE_ROUTES.strategicObjectives.path;
  const objectives = useObjectives();
  const [creating, setCreating] = useState(false);
  const button = <Button onClick={() => setCreating(true)}>{t('goals.newObjective')}</Button>;
  const all = objectives.data ?? [];
  const roots = all.filter((objective) => (strategic ? objective.level === 'company' : objective.parentId === null || !all.some((parent) => parent.id === objective.parentId)));
  return (
    <CadencePageFrame
      title={t(strategic ? 'pages.strategicObjectives' : 'pages.goalManagement')}
      description={t(strategic ? 'goals.strategicDescription' : 'goals.description')}
      actions={button}
      query={objectives}
      loading={{ variant: 'cards', rows: 3 }}
      loadError={t('goals.loadError')}
      empty={{ when: () => roots.length === 0, title: t('goals.emptyTitle'), description: t('goals.empty') }}
      overlays={<NewObjectiveModal opened={creating} onClose={() => setCreating(false)} objectives={all} defaultLevel={strategic ? 'company' : 'team'} />}
    >
      {() => (
        <Stack gap="md">
          {roots.map((objective) => (
            <ObjectiveCard key={objective.id} objective={objective} all={all} depth={0} />
          ))}
        </Stack>
      )}
    </CadencePageFrame>
  );
}
