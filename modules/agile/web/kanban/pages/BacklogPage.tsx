import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Group,
  Link,
  LoadingState,
  Menu,
  NumberInput,
  PageHeader,
  Paper,
  Stack,
  Text,
  TextInput,
  notifications,
  translateError,
  useAppAbility,
  useQueryClient,
  useTranslation,
  formatNumber,
} from '@suite/sdk/web';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowBarToRight, IconDots, IconGripVertical, IconListNumbers, IconPlus, IconRun } from '@tabler/icons-react';
import type { KanbanBacklog, KanbanColumn, KanbanItem, KanbanSprint } from '../../../shared/kanban.js';
import { kanbanCalls, kanbanKeys, useBacklog, useBoardView, useInvalidateKanban } from '../api/index.js';
import { orderedColumns, wipText } from '../board-state.js';
import { itemTitleProblem, pointsProblem, pointsValue } from '../forms.js';
import { ItemTypeBadge, PointsBadge } from '../components/ItemBadges.js';
import { KANBAN_SUBJECT, boardPath } from '../paths.js';
import { sumPoints } from '../planning.js';
import { ScopePicker, ScopeStates, useScope } from '../scope.js';

interface RowProps {
  item: KanbanItem;
  index: number;
  columns: KanbanColumn[];
  sprints: KanbanSprint[];
  canEdit: boolean;
  onMoveToBoard(item: KanbanItem, column: KanbanColumn): void;
  onAddToSprint(item: KanbanItem, sprint: KanbanSprint): void;
  onPoints(item: KanbanItem, points: number | null): void;
}

function BacklogRow({ item, index, columns, sprints, canEdit, onMoveToBoard, onAddToSprint, onPoints }: RowProps) {
  const { t } = useTranslation('agile');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: !canEdit });
  const [points, setPoints] = useState<number | string>(item.storyPoints ?? '');
  useEffect(() => setPoints(item.storyPoints ?? ''), [item.storyPoints]);
  const sprint = sprints.find((candidate) => candidate.id === item.sprintId);
  const problem = pointsProblem(points);
  const commitPoints = () => {
    const value = pointsValue(points);
    if (!problem && value !== item.storyPoints) onPoints(item, value);
  };
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      radius="sm"
      p="xs"
      data-testid="backlog-row"
      style={{ listStyle: 'none', transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined, boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined }}
    >
      <Group gap="xs" wrap="nowrap" align="center">
        {canEdit ? (
          <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" size="sm" aria-label={t('kanban.backlog.drag', { title: item.title })} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
        ) : null}
        <Text size="xs" c="dimmed" w={22} ta="right">
          {index + 1}
        </Text>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Group gap={4}>
            <ItemTypeBadge type={item.type} />
            {sprint ? (
              <Badge size="xs" variant="outline" color="grape">
                {sprint.name}
              </Badge>
            ) : null}
            {item.labels.map((label) => (
              <Badge key={label} size="xs" variant="default">
                {label}
              </Badge>
            ))}
          </Group>
        </Stack>
        {canEdit ? (
          <NumberInput
            size="xs"
            w={76}
            min={0}
            max={1000}
            decimalScale={1}
            value={points}
            onChange={setPoints}
            onBlur={commitPoints}
            onKeyDown={(event) => event.key === 'Enter' && commitPoints()}
            error={problem ? translateError(problem) : undefined}
            aria-label={t('kanban.backlog.pointsOf', { title: item.title })}
            placeholder={t('kanban.backlog.pointsShort')}
          />
        ) : (
          <PointsBadge points={item.storyPoints} />
        )}
        {canEdit ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('kanban.backlog.actions', { title: item.title })}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('kanban.backlog.moveToBoard')}</Menu.Label>
              {columns.map((column) => (
                <Menu.Item key={column.id} leftSection={<IconArrowBarToRight size={14} aria-hidden />} onClick={() => onMoveToBoard(item, column)}>
                  {column.title}
                </Menu.Item>
              ))}
              {sprints.length > 0 ? (
                <>
                  <Menu.Divider />
                  <Menu.Label>{t('kanban.backlog.addToSprint')}</Menu.Label>
                  {sprints.map((candidate) => (
                    <Menu.Item key={candidate.id} leftSection={<IconRun size={14} aria-hidden />} disabled={candidate.id === item.sprintId} onClick={() => onAddToSprint(item, candidate)}>
                      {candidate.name}
                    </Menu.Item>
                  ))}
                </>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Paper>
  );
}

function AddBacklogItem({ boardId, onAdded }: { boardId: string; onAdded(item: KanbanItem): void }) {
  const { t } = useTranslation('agile');
  const [title, setTitle] = useState('');
  const [points, setPoints] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const titleProblem = itemTitleProblem(title);
  const problem = pointsProblem(points);
  const submit = async () => {
    setTouched(true);
    if (titleProblem || problem || busy) return;
    setBusy(true);
    setError(null);
    try {
      const item = await kanbanCalls.createBacklogItem({ boardId, title: title.trim(), storyPoints: pointsValue(points) });
      onAdded(item);
      setTitle('');
      setPoints('');
      setTouched(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 240px' }}
          label={t('kanban.backlog.newItem')}
          placeholder={t('kanban.backlog.newItemPlaceholder')}
          value={title}
          maxLength={300}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={touched && titleProblem ? translateError(titleProblem) : undefined}
        />
        <NumberInput w={110} label={t('kanban.item.points')} min={0} max={1000} decimalScale={1} value={points} onChange={setPoints} error={problem ? translateError(problem) : undefined} />
        <Button type="submit" mt={25} leftSection={<IconPlus size={16} aria-hidden />} loading={busy}>
          {t('kanban.column.add')}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {translateError(error)}
        </Alert>
      ) : null}
    </form>
  );
}

function BoardBacklog({ boardId }: { boardId: string }) {
  const { t, i18n } = useTranslation('agile');
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateKanban();
  const backlog = useBacklog(boardId);
  const boardView = useBoardView(boardId);
  const canEdit = ability.can('update', KANBAN_SUBJECT);
  const [order, setOrder] = useState<string[]>([]);
  const serverOrder = (backlog.data?.items ?? []).map((item) => item.id).join('|');
  useEffect(() => setOrder(serverOrder ? serverOrder.split('|') : []), [serverOrder]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  if (backlog.isPending) return <LoadingState variant="table" rows={6} />;
  if (backlog.isError) return <ErrorState error={backlog.error} title={t('kanban.backlog.loadError')} onRetry={() => void backlog.refetch()} />;

  const byId = new Map(backlog.data.items.map((item) => [item.id, item]));
  const items = order.map((id) => byId.get(id)).filter((item): item is KanbanItem => Boolean(item));
  const columns = boardView.data ? orderedColumns(boardView.data.board) : [];
  const openSprints = backlog.data.sprints.filter((sprint) => sprint.status !== 'completed');
  const setBacklog = (change: (data: KanbanBacklog) => KanbanBacklog) => queryClient.setQueryData<KanbanBacklog>(kanbanKeys.backlog(boardId), (current) => (current ? change(current) : current));
  const fail = (error: unknown) => notifications.show({ color: 'red', message: translateError(error instanceof Error ? error.message : String(error)) });
  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? '';
  const positionOf = (id: string | number) => order.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.backlog.dnd.picked', { title: titleOf(active.id), position: positionOf(active.id), total: order.length }),
    onDragOver: ({ active, over }) => (over ? t('kanban.backlog.dnd.over', { title: titleOf(active.id), position: positionOf(over.id), total: order.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('kanban.backlog.dnd.over', { title: titleOf(active.id), position: positionOf(over.id), total: order.length }) : undefined),
    onDragCancel: ({ active }) => t('kanban.dnd.cancelled', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const previous = order;
    const to = order.indexOf(String(over.id));
    setOrder(arrayMove(order, order.indexOf(String(active.id)), to));
    kanbanCalls
      .updateBacklogItem(String(active.id), { position: to })
      .then(() => queryClient.invalidateQueries({ queryKey: kanbanKeys.backlog(boardId) }))
      .catch((error: unknown) => {
        setOrder(previous);
        fail(error);
      });
  };
  const moveToBoard = (item: KanbanItem, column: KanbanColumn) => {
    setOrder((current) => current.filter((id) => id !== item.id));
    kanbanCalls
      .moveToBoard(item.id, column.id)
      .then((result) => {
        setBacklog((data) => ({ ...data, items: data.items.filter((candidate) => candidate.id !== item.id) }));
        notifications.show({ color: 'green', message: t('kanban.backlog.moved', { title: item.title, column: column.title }) });
        if (result.warning) notifications.show({ color: 'orange', message: wipText(result.warning, columns, t, translateError) });
        invalidate();
      })
      .catch((error: unknown) => {
        setOrder((current) => (current.includes(item.id) ? current : order));
        notifications.show({ color: 'red', message: wipText(error instanceof Error ? error.message : String(error), columns, t, translateError) });
      });
  };
  const addToSprint = (item: KanbanItem, sprint: KanbanSprint) => {
    kanbanCalls
      .addToSprint(sprint.id, item.id)
      .then(() => {
        setBacklog((data) => ({ ...data, items: data.items.map((candidate) => (candidate.id === item.id ? { ...candidate, sprintId: sprint.id } : candidate)) }));
        notifications.show({ color: 'green', message: t('kanban.backlog.addedToSprint', { title: item.title, sprint: sprint.name }) });
        invalidate();
      })
      .catch(fail);
  };
  const setPoints = (item: KanbanItem, points: number | null) => {
    kanbanCalls
      .updateBacklogItem(item.id, { storyPoints: points })
      .then((updated) => setBacklog((data) => ({ ...data, items: data.items.map((candidate) => (candidate.id === item.id ? updated : candidate)) })))
      .catch(fail);
  };

  const unestimated = items.filter((item) => item.storyPoints === null).length;
  return (
    <Stack gap="md">
      {canEdit ? (
        <AddBacklogItem
          boardId={boardId}
          onAdded={(item) => {
            setBacklog((data) => ({ ...data, items: [...data.items, item] }));
            setOrder((current) => [...current, item.id]);
          }}
        />
      ) : null}
      <Group gap="lg">
        <Text size="sm">{t('kanban.backlog.count', { count: items.length })}</Text>
        <Text size="sm">{t('kanban.backlog.points', { value: formatNumber(sumPoints(items), i18n.language) })}</Text>
        {unestimated > 0 ? (
          <Text size="sm" c="orange">
            {t('kanban.backlog.unestimated', { count: unestimated })}
          </Text>
        ) : null}
        <Anchor component={Link} to={boardPath(boardId)} size="sm">
          {t('kanban.backlog.openBoard')}
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <EmptyState icon={<IconListNumbers size={22} aria-hidden />} title={t('kanban.backlog.emptyTitle')} description={t('kanban.backlog.empty')} />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.backlog.dnd.instructions') } }}>
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <Stack component="ol" gap={6} p={0} m={0} aria-label={t('pages.backlog')}>
              {items.map((item, index) => (
                <BacklogRow
                  key={item.id}
                  item={item}
                  index={index}
                  columns={columns}
                  sprints={openSprints}
                  canEdit={canEdit}
                  onMoveToBoard={moveToBoard}
                  onAddToSprint={addToSprint}
                  onPoints={setPoints}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
    </Stack>
  );
}

/** /backlog: a board's backlog in order; drag to reorder, estimate, plan into a sprint, move to the board. */
export default function BacklogPage() {
  const { t } = useTranslation('agile');
  const scope = useScope();
  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={t('pages.backlog')} description={t('kanban.backlog.description')} />
      <ScopeStates scope={scope} need="board">
        <ScopePicker scope={scope} board />
        {scope.boardId ? <BoardBacklog key={scope.boardId} boardId={scope.boardId} /> : null}
      </ScopeStates>
    </>
  );
}
