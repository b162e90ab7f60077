import { useEffect, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Grid,
  Group,
  Link,
  LoadingState,
  NumberInput,
  PageHeader,
  Paper,
  Progress,
  ScrollArea,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
  notifications,
  translateError,
  useAppAbility,
  useQueryClient,
  useTranslation,
  formatNumber,
  formatPercent,
} from '@suite/sdk/web';
import { IconAlertTriangle, IconCheck, IconMinus, IconPlayerPlay, IconPlus, IconRun } from '@tabler/icons-react';
import type { KanbanItem, KanbanSprint, KanbanSprintCompletion, KanbanSprintDetail } from '../../../shared/kanban.js';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { kanbanCalls, kanbanKeys, useBacklog, useBoardView, useInvalidateKanban, useSprintDetail, useTeamSprints } from '../api/index.js';
import { ItemTypeBadge, PointsBadge, StatusBadge } from '../components/ItemBadges.js';
import { SprintFormModal } from '../components/SprintFormModal.js';
import { formatDay } from '../format.js';
import { KANBAN_SUBJECT } from '../paths.js';
import { committedPoints, defaultSprint, sprintLoad, sumPoints } from '../planning.js';
import { ScopePicker, ScopeStates, useScope, type Scope } from '../scope.js';

const today = () => new Date().toISOString().slice(0, 10);

function ItemRow({ item, action }: { item: KanbanItem; action: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="sm" p="xs" style={{ listStyle: 'none' }} data-testid="planning-item">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Group gap={4}>
            <ItemTypeBadge type={item.type} />
            <StatusBadge status={item.status} />
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
          <PointsBadge points={item.storyPoints} />
          {action}
        </Group>
      </Group>
    </Paper>
  );
}

function CapacityPanel({ sprint, canEdit }: { sprint: KanbanSprintDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation('agile');
  const invalidate = useInvalidateKanban();
  const [capacity, setCapacity] = useState<number | string>(sprint.capacityPoints ?? '');
  const [saving, setSaving] = useState(false);
  useEffect(() => setCapacity(sprint.capacityPoints ?? ''), [sprint.capacityPoints]);
  const committed = committedPoints(sprint);
  const load = sprintLoad(committed, sprint.capacityPoints);
  const save = async () => {
    const value = capacity === '' ? null : Number(capacity);
    if (value === sprint.capacityPoints || (value !== null && (!Number.isFinite(value) || value < 0))) return;
    setSaving(true);
    try {
      await kanbanCalls.updateSprint(sprint.id, { capacityPoints: value });
      await invalidate();
    } catch (error) {
      notifications.show({ color: 'red', message: translateError(error instanceof Error ? error.message : String(error)) });
    } finally {
      setSaving(false);
    }
  };
  const color = load.state === 'over' ? 'red' : load.state === 'full' ? 'orange' : 'green';
  return (
    <Paper withBorder radius="md" p="md" data-testid="capacity-panel">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <NumberInput
          label={t('kanban.planning.capacity')}
          description={t('kanban.planning.capacityHint')}
          w={{ base: '100%', xs: 220 }}
          min={0}
          max={100000}
          decimalScale={1}
          value={capacity}
          onChange={setCapacity}
          onBlur={() => void save()}
          onKeyDown={(event) => event.key === 'Enter' && void save()}
          disabled={!canEdit || sprint.status === 'completed' || saving}
          rightSection={<Text size="xs" c="dimmed">{t('kanban.planning.pointsUnit')}</Text>}
          rightSectionWidth={40}
        />
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Group justify="space-between">
            <Text size="sm" fw={500} data-testid="committed-points">
              {t('kanban.planning.committed', { committed: formatNumber(committed, i18n.language), capacity: sprint.capacityPoints === null ? '–' : formatNumber(sprint.capacityPoints, i18n.language) })}
            </Text>
            {load.state !== 'unset' ? (
              <Text size="sm" c={color === 'red' ? 'red' : 'dimmed'}>
                {formatPercent(load.percent / 100, i18n.language)}
              </Text>
            ) : null}
          </Group>
          <Progress value={Math.min(100, load.percent)} color={color} aria-label={t('kanban.planning.loadAria', { percent: load.percent })} size="lg" />
          <Anchor component={Link} to={`${AGILE_ROUTES.capacityPlanning.path}?team=${sprint.teamId}&sprint=${sprint.id}`} size="xs">
            {t('kanban.planning.computeCapacity')}
          </Anchor>
        </Stack>
      </Group>
      {load.state === 'over' ? (
        <Alert color="orange" variant="light" mt="sm" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" data-testid="over-capacity">
          {t('kanban.planning.overCapacity', { over: formatNumber(-(load.remaining ?? 0), i18n.language) })}
        </Alert>
      ) : load.state === 'unset' && sprint.status !== 'completed' ? (
        <Text size="xs" c="dimmed" mt="sm">
          {t('kanban.planning.noCapacity')}
        </Text>
      ) : null}
    </Paper>
  );
}

function SprintWork({ scope, sprint, onCompleted }: { scope: Scope; sprint: KanbanSprint; onCompleted(result: KanbanSprintCompletion): void }) {
  const { t, i18n } = useTranslation('agile');
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateKanban();
  const detail = useSprintDetail(sprint.id);
  const backlog = useBacklog(scope.boardId);
  const boardView = useBoardView(scope.boardId ?? '');
  const canEdit = ability.can('update', KANBAN_SUBJECT);
  const [confirm, setConfirm] = useState<'start' | 'complete' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (detail.isPending) return <LoadingState variant="detail" rows={6} />;
  if (detail.isError) return <ErrorState error={detail.error} title={t('kanban.planning.loadError')} onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  const open = data.status !== 'completed';
  // What can join the sprint: the backlog in its order, then the open cards of the board.
  const candidates = [...(backlog.data?.items ?? []), ...(boardView.data?.items ?? []).filter((item) => item.status !== 'complete')].filter(
    (item, index, all) => item.sprintId === null && all.findIndex((other) => other.id === item.id) === index,
  );
  const unfinished = data.items.filter((item) => item.status !== 'complete');
  const fail = (error: unknown) => notifications.show({ color: 'red', message: translateError(error instanceof Error ? error.message : String(error)) });

  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await action();
      await Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: kanbanKeys.sprint(sprint.id) })]);
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const start = () => run('start', () => kanbanCalls.updateSprint(sprint.id, { status: 'active' })).then(() => setConfirm(null));
  const complete = () =>
    run('complete', async () => {
      const result = await kanbanCalls.completeSprint(sprint.id);
      onCompleted(result);
    }).then(() => setConfirm(null));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} size="h4">
              {data.name}
            </Title>
            <Badge variant="light" color={data.status === 'active' ? 'green' : data.status === 'completed' ? 'gray' : 'blue'} data-testid="sprint-status">
              {t(`kanban.sprint.status.${data.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('kanban.sprint.dates', { start: formatDay(data.startDate, i18n.language), end: formatDay(data.endDate, i18n.language, true) })}
          </Text>
          {data.goal ? <Text size="sm">{data.goal}</Text> : null}
        </Stack>
        {canEdit && data.status === 'planned' ? (
          <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => setConfirm('start')} disabled={data.items.length === 0}>
            {t('kanban.planning.start')}
          </Button>
        ) : null}
        {canEdit && data.status === 'active' ? (
          <Button color="green" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setConfirm('complete')}>
            {t('kanban.planning.complete')}
          </Button>
        ) : null}
      </Group>
      <CapacityPanel sprint={data} canEdit={canEdit} />
      <Grid gap="md">
        {open ? (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="planning-backlog-title">
              <Group justify="space-between" mb="xs">
                <Title order={3} size="h5" id="planning-backlog-title">
                  {t('kanban.planning.backlogTitle')}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('kanban.planning.pointsTotal', { value: formatNumber(sumPoints(candidates), i18n.language) })}
                </Text>
              </Group>
              {!scope.boardId ? (
                <Text size="sm" c="dimmed">
                  {t('kanban.scope.noBoards')}
                </Text>
              ) : backlog.isPending ? (
                <LoadingState variant="table" rows={3} />
              ) : backlog.isError ? (
                <ErrorState error={backlog.error} title={t('kanban.backlog.loadError')} onRetry={() => void backlog.refetch()} />
              ) : candidates.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('kanban.planning.backlogEmpty')}
                </Text>
              ) : (
                <ScrollArea.Autosize mah={480} type="auto">
                  <Stack component="ul" gap={6} p={0} m={0}>
                    {candidates.map((item) => (
                      <ItemRow
                        key={item.id}
                        item={item}
                        action={
                          canEdit ? (
                            <Tooltip label={t('kanban.planning.add', { title: item.title })}>
                              <ActionIcon variant="light" aria-label={t('kanban.planning.add', { title: item.title })} loading={busy === item.id} onClick={() => void run(item.id, () => kanbanCalls.addToSprint(sprint.id, item.id))}>
                                <IconPlus size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          ) : null
                        }
                      />
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              )}
            </Paper>
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, md: open ? 6 : 12 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="planning-sprint-title">
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5" id="planning-sprint-title">
                {t('kanban.planning.sprintItems', { count: data.items.length })}
              </Title>
              <Text size="xs" c="dimmed">
                {t('kanban.planning.doneOf', { completed: data.completedItemCount, total: data.itemCount })}
              </Text>
            </Group>
            {data.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('kanban.planning.sprintEmpty')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={480} type="auto">
                <Stack component="ul" gap={6} p={0} m={0} data-testid="sprint-items">
                  {data.items.map((item) => (
                    <ItemRow
                      key={item.id}
                      item={item}
                      action={
                        canEdit && open ? (
                          <Tooltip label={t('kanban.planning.remove', { title: item.title })}>
                            <ActionIcon variant="subtle" color="gray" aria-label={t('kanban.planning.remove', { title: item.title })} loading={busy === item.id} onClick={() => void run(item.id, () => kanbanCalls.removeFromSprint(sprint.id, item.id))}>
                              <IconMinus size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        ) : null
                      }
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={confirm === 'start'}
        title={t('kanban.planning.startTitle', { name: data.name })}
        message={t('kanban.planning.startMessage', { points: formatNumber(committedPoints(data), i18n.language), count: data.items.length })}
        confirmLabel={t('kanban.planning.start')}
        cancelLabel={t('kanban.cancel')}
        loading={busy === 'start'}
        onConfirm={() => void start()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        opened={confirm === 'complete'}
        title={t('kanban.planning.completeTitle', { name: data.name })}
        message={
          unfinished.length > 0
            ? t('kanban.planning.completeRollover', { count: unfinished.length, points: formatNumber(sumPoints(unfinished), i18n.language) })
            : t('kanban.planning.completeAllDone')
        }
        confirmLabel={t('kanban.planning.complete')}
        cancelLabel={t('kanban.cancel')}
        loading={busy === 'complete'}
        onConfirm={() => void complete()}
        onCancel={() => setConfirm(null)}
      />
    </Stack>
  );
}

function TeamSprints({ scope }: { scope: Scope }) {
  const { t, i18n } = useTranslation('agile');
  const ability = useAppAbility();
  const sprints = useTeamSprints(scope.teamId);
  const [creating, setCreating] = useState(false);
  const [completion, setCompletion] = useState<KanbanSprintCompletion | null>(null);
  const canEdit = ability.can('update', KANBAN_SUBJECT);
  if (sprints.isPending) return <LoadingState variant="detail" rows={5} />;
  if (sprints.isError) return <ErrorState error={sprints.error} title={t('kanban.planning.loadError')} onRetry={() => void sprints.refetch()} />;
  const all = sprints.data;
  const openSprints = all.filter((sprint) => sprint.status !== 'completed');
  const chosen = all.find((sprint) => sprint.id === scope.sprintParam) ?? defaultSprint(all);
  const newSprint = canEdit ? (
    <Button variant={openSprints.length ? 'default' : 'filled'} leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('kanban.planning.newSprint')}
    </Button>
  ) : null;
  const options = [...openSprints, ...all.filter((sprint) => sprint.status === 'completed').slice(-6).reverse()];
  return (
    <Stack gap="md">
      {completion ? (
        <Alert color="green" variant="light" icon={<IconCheck size={18} aria-hidden />} withCloseButton onClose={() => setCompletion(null)} data-testid="sprint-completed" title={t('kanban.planning.completedTitle', { name: completion.sprint.name })}>
          <Text size="sm">
            {t('kanban.planning.completedSummary', { completed: completion.sprint.completedPoints, committed: completion.sprint.committedPoints })}{' '}
            {completion.rolledOverItemIds.length > 0 && completion.nextSprint ? t('kanban.planning.rolledOver', { count: completion.rolledOverItemIds.length, sprint: completion.nextSprint.name }) : null}
          </Text>
          <Anchor component={Link} to={`${AGILE_ROUTES.velocity.path}?team=${completion.sprint.teamId}`} size="sm">
            {t('kanban.planning.seeVelocity')}
          </Anchor>
        </Alert>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {all.length > 0 ? (
          <Select
            label={t('kanban.planning.sprint')}
            w={{ base: '100%', xs: 300 }}
            data={options.map((sprint) => ({ value: sprint.id, label: `${sprint.name} · ${t(`kanban.sprint.status.${sprint.status}`)} · ${formatDay(sprint.startDate, i18n.language)}` }))}
            value={chosen?.id ?? null}
            onChange={(value) => scope.chooseSprint(value)}
            allowDeselect={false}
            data-testid="sprint-select"
          />
        ) : null}
        {chosen ? newSprint : null}
      </Group>
      {chosen ? (
        <SprintWork
          key={chosen.id}
          scope={scope}
          sprint={chosen}
          onCompleted={(result) => {
            setCompletion(result);
            // Stay on the finished sprint: its snapshot and the summary read together.
            scope.chooseSprint(result.sprint.id);
          }}
        />
      ) : (
        <EmptyState icon={<IconRun size={22} aria-hidden />} title={t('kanban.planning.emptyTitle')} description={t('kanban.planning.empty')} action={newSprint} />
      )}
      {scope.teamId ? (
        <SprintFormModal
          opened={creating}
          teamId={scope.teamId}
          boardId={scope.boardId}
          sprints={all}
          today={today()}
          onClose={() => setCreating(false)}
          onCreated={(sprint) => {
            void sprints.refetch();
            scope.chooseSprint(sprint.id);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** /sprint-planning: a team's sprint against its capacity: add and remove items, start and complete with rollover. */
export default function SprintPlanningPage() {
  const { t } = useTranslation('agile');
  const scope = useScope();
  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={t('pages.sprintPlanning')} description={t('kanban.planning.description')} />
      <ScopeStates scope={scope} need="team">
        <ScopePicker scope={scope} board />
        <TeamSprints key={scope.teamId} scope={scope} />
      </ScopeStates>
    </>
  );
}
