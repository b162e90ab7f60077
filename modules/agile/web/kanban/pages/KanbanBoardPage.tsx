import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  ConfirmDialog,
  Drawer,
  EmptyState,
  ErrorState,
  Group,
  Link,
  LoadingState,
  Menu,
  PageHeader,
  Paper,
  Progress,
  Stack,
  Text,
  notifications,
  translateError,
  useAppAbility,
  useConnectionStatus,
  useNavigate,
  useParams,
  useQueryClient,
  useSession,
  useTranslation,
  useSearchParams,
} from '@suite/sdk/web';
import { IconActivity, IconArchive, IconCalendar, IconChartDots, IconColumnInsertRight, IconDots, IconLayoutKanban, IconListNumbers, IconPlus, IconRestore, IconRocket, IconRun, IconTrash } from '@tabler/icons-react';
import type { KanbanColumn } from '../../../shared/kanban.js';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { ConnectionBanner, ConnectionIndicator } from '../../components/ConnectionBanner.js';
import { useTeam } from '../../teams/api.js';
import { kanbanCalls, kanbanKeys, useBoardActivity, useDeleteBoard, useInvalidateKanban } from '../api/index.js';
import { BoardProvider, type BoardContextValue } from '../board-context.js';
import { NO_FILTERS, orderedColumns, removeItem, upsertItem, type BoardFilters as Filters } from '../board-state.js';
import { ArchivedItemsDrawer } from '../components/ArchivedItemsDrawer.js';
import { BoardFilters } from '../components/BoardFilters.js';
import { BoardView } from '../components/BoardView.js';
import { ColumnFormModal } from '../components/ColumnFormModal.js';
import { DeleteColumnModal } from '../components/DeleteColumnModal.js';
import { DeliveriesDrawer } from '../components/DeliveriesDrawer.js';
import { ActivityList, ItemDrawer, type Member } from '../components/ItemDrawer.js';
import { NewItemModal } from '../components/NewItemModal.js';
import { TeamCalendarDrawer } from '../components/TeamCalendarDrawer.js';
import { formatDay } from '../format.js';
import { KANBAN_SUBJECT } from '../paths.js';
import { useLiveBoard } from '../useLiveBoard.js';

function BoardActivityDrawer({ boardId, opened, onClose }: { boardId: string; opened: boolean; onClose(): void }) {
  const { t } = useTranslation('agile');
  const activity = useBoardActivity(boardId, { enabled: opened });
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('kanban.board.activity')} closeButtonProps={{ 'aria-label': t('kanban.close') }}>
      {activity.isPending ? (
        <LoadingState variant="detail" rows={6} />
      ) : activity.isError ? (
        <ErrorState error={activity.error} title={t('kanban.activity.loadError')} onRetry={() => void activity.refetch()} />
      ) : (
        <ActivityList entries={activity.data} />
      )}
    </Drawer>
  );
}

/** /kanban/{boardId}: one board, live, with drag and drop, WIP limits, filters and the item drawer. */
export default function KanbanBoardPage() {
  const { t, i18n } = useTranslation('agile');
  const { boardId = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const session = useSession();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateKanban();
  const connection = useConnectionStatus();
  const board = useLiveBoard(boardId);
  const view = board.query.data;
  const team = useTeam(view?.board.teamId ?? '');
  const deleteBoard = useDeleteBoard();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  // ?item=<id> opens that item's drawer (the links of comments and mentions).
  const [search] = useSearchParams();
  const linkedItem = search.get('item');
  useEffect(() => {
    if (linkedItem) setOpenItemId(linkedItem);
  }, [linkedItem]);
  const [editingColumn, setEditingColumn] = useState<KanbanColumn | null | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const [showActivity, setShowActivity] = useState(false);
  const [panel, setPanel] = useState<'archived' | 'deliveries' | 'calendar' | null>(null);
  const [deletingColumn, setDeletingColumn] = useState<KanbanColumn | null>(null);
  const [confirm, setConfirm] = useState<'archive' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);

  const canEdit = ability.can('update', KANBAN_SUBJECT);
  const canDelete = canEdit && (ability.can('manage', KANBAN_SUBJECT) || team.data?.myRole === 'admin' || (view !== undefined && view.board.createdBy === session.user?.id));
  const members: Member[] = useMemo(() => (team.data?.members ?? []).map((member) => ({ userId: member.userId, name: member.name })), [team.data]);
  const columns = view ? orderedColumns(view.board) : [];

  if (board.deleted) {
    return (
      <EmptyState
        icon={<IconLayoutKanban size={22} aria-hidden />}
        title={t('kanban.board.deletedTitle')}
        description={t('kanban.board.deleted')}
        action={
          <Button component={Link} to={AGILE_ROUTES.kanban.path}>
            {t('kanban.board.backToBoards')}
          </Button>
        }
      />
    );
  }
  if (board.query.isPending) return <LoadingState variant="page" rows={6} label={t('kanban.board.loading')} />;
  if (board.query.isError || !view) {
    return (
      <>
        <PageHeader eyebrow={<Anchor component={Link} to={AGILE_ROUTES.kanban.path}>{t('pages.kanban')}</Anchor>} title={t('pages.board')} />
        <ErrorState error={board.query.error} title={t('kanban.board.loadError')} onRetry={() => void board.query.refetch()} />
      </>
    );
  }

  const value: BoardContextValue = {
    view,
    filters,
    can: { editItems: canEdit, manageColumns: canEdit },
    handlers: { ...board.handlers, openItem: setOpenItemId, editColumn: (column) => setEditingColumn(column), deleteColumn: setDeletingColumn },
  };
  const sprint = view.activeSprint;
  const sprintPercent = sprint && sprint.committedPoints > 0 ? Math.min(100, Math.round((sprint.completedPoints / sprint.committedPoints) * 100)) : 0;
  const firstColumn = columns[0]?.id ?? null;

  const runConfirmed = async () => {
    setBusy(true);
    try {
      if (confirm === 'archive') {
        const result = await kanbanCalls.archiveCompleted(view.board.id);
        notifications.show({ color: 'green', message: t('kanban.board.archived', { count: result.archived }) });
        await queryClient.invalidateQueries({ queryKey: kanbanKeys.board(view.board.id) });
      } else if (confirm === 'delete') {
        await deleteBoard.mutateAsync({ params: { id: view.board.id } });
        navigate(AGILE_ROUTES.kanban.path);
      }
      setConfirm(null);
    } catch (error) {
      notifications.show({ color: 'red', message: translateError(error instanceof Error ? error.message : String(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <BoardProvider value={value}>
      <PageHeader
        eyebrow={
          <Anchor component={Link} to={AGILE_ROUTES.kanban.path} size="sm">
            {t('pages.kanban')}
          </Anchor>
        }
        title={view.board.title}
        description={
          <Group gap="xs" component="span">
            {view.board.teamName ? <span>{view.board.teamName}</span> : null}
            <Badge size="sm" variant="light" color={view.board.processType === 'scrum' ? 'grape' : 'blue'}>
              {t(`kanban.process.${view.board.processType}`)}
            </Badge>
            <ConnectionIndicator status={board.live ? connection : null} />
          </Group>
        }
        actions={
          <Group gap="xs">
            {canEdit ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
                {t('kanban.board.newItem')}
              </Button>
            ) : null}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label={t('kanban.board.menu')}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canEdit ? (
                  <Menu.Item leftSection={<IconColumnInsertRight size={14} aria-hidden />} onClick={() => setEditingColumn(null)}>
                    {t('kanban.board.addColumn')}
                  </Menu.Item>
                ) : null}
                <Menu.Item leftSection={<IconListNumbers size={14} aria-hidden />} component={Link} to={`${AGILE_ROUTES.backlog.path}?board=${view.board.id}`}>
                  {t('kanban.board.openBacklog', { count: view.board.backlogCount })}
                </Menu.Item>
                <Menu.Item leftSection={<IconRun size={14} aria-hidden />} component={Link} to={`${AGILE_ROUTES.sprintPlanning.path}?team=${view.board.teamId}&board=${view.board.id}`}>
                  {t('kanban.board.planSprint')}
                </Menu.Item>
                <Menu.Item leftSection={<IconChartDots size={14} aria-hidden />} component={Link} to={`${AGILE_ROUTES.agileKanban.path}?board=${view.board.id}`}>
                  {t('kanban.board.flow')}
                </Menu.Item>
                <Menu.Item leftSection={<IconActivity size={14} aria-hidden />} onClick={() => setShowActivity(true)}>
                  {t('kanban.board.activity')}
                </Menu.Item>
                <Menu.Item leftSection={<IconRocket size={14} aria-hidden />} onClick={() => setPanel('deliveries')}>
                  {t('kanban.deliveries.open')}
                </Menu.Item>
                <Menu.Item leftSection={<IconCalendar size={14} aria-hidden />} onClick={() => setPanel('calendar')}>
                  {t('kanban.events.open')}
                </Menu.Item>
                <Menu.Divider />
                {canEdit ? (
                  <Menu.Item leftSection={<IconArchive size={14} aria-hidden />} onClick={() => setConfirm('archive')}>
                    {t('kanban.board.archiveCompleted')}
                  </Menu.Item>
                ) : null}
                <Menu.Item leftSection={<IconRestore size={14} aria-hidden />} onClick={() => setPanel('archived')}>
                  {t('kanban.archive.open')}
                </Menu.Item>
                {canDelete ? (
                  <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirm('delete')}>
                    {t('kanban.board.delete')}
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          </Group>
        }
      />
      <ConnectionBanner status={board.live ? connection : null} />
      {sprint ? (
        <Paper withBorder radius="md" p="sm" mb="sm" data-testid="active-sprint">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {sprint.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('kanban.sprint.dates', { start: formatDay(sprint.startDate, i18n.language), end: formatDay(sprint.endDate, i18n.language) })}
              </Text>
            </Stack>
            <Stack gap={4} style={{ flex: '1 1 200px', maxWidth: 360 }}>
              <Text size="xs">{t('kanban.sprint.progress', { completed: sprint.completedPoints, committed: sprint.committedPoints })}</Text>
              <Progress value={sprintPercent} color="green" aria-label={t('kanban.sprint.progress', { completed: sprint.completedPoints, committed: sprint.committedPoints })} />
            </Stack>
          </Group>
        </Paper>
      ) : null}
      <BoardFilters items={view.items} filters={filters} onChange={setFilters} />
      {board.feedback ? (
        <Alert
          color={board.feedback.tone === 'error' ? 'red' : 'orange'}
          variant="light"
          role="alert"
          mb="sm"
          withCloseButton
          closeButtonLabel={t('kanban.close')}
          onClose={() => board.setFeedback(null)}
          data-testid="move-feedback"
          data-tone={board.feedback.tone}
        >
          {board.feedback.text}
        </Alert>
      ) : null}
      {view.items.length === 0 && canEdit ? (
        <Text size="sm" c="dimmed" mb="xs">
          {t('kanban.board.emptyHint')}
        </Text>
      ) : null}
      <BoardView />
      <ItemDrawer
        itemId={openItemId}
        view={view}
        members={members}
        canEdit={canEdit}
        onClose={() => setOpenItemId(null)}
        onOpen={setOpenItemId}
        onMove={(itemId, columnId) => board.handlers.moveItem(itemId, columnId, Number.MAX_SAFE_INTEGER)}
        onSaved={(item) => {
          board.update((current) => upsertItem(current, item));
          void queryClient.invalidateQueries({ queryKey: kanbanKeys.item(item.parentId ?? item.id) });
        }}
        onDeleted={(itemId) => {
          setOpenItemId(null);
          board.update((current) => removeItem(current, itemId));
          invalidate();
        }}
      />
      <ColumnFormModal
        boardId={view.board.id}
        column={editingColumn ?? null}
        opened={editingColumn !== undefined}
        onClose={() => setEditingColumn(undefined)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: kanbanKeys.board(view.board.id) })}
      />
      <NewItemModal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('kanban.board.newItem')}
        columns={columns}
        defaultColumnId={firstColumn}
        create={(body) => kanbanCalls.createItem({ boardId: view.board.id, ...body, columnId: body.columnId ?? firstColumn })}
        onCreated={(item) => board.update((current) => upsertItem(current, item))}
      />
      <BoardActivityDrawer boardId={view.board.id} opened={showActivity} onClose={() => setShowActivity(false)} />
      <ArchivedItemsDrawer boardId={view.board.id} opened={panel === 'archived'} canEdit={canEdit} onClose={() => setPanel(null)} />
      <DeliveriesDrawer boardId={view.board.id} opened={panel === 'deliveries'} canEdit={canEdit} onClose={() => setPanel(null)} />
      <TeamCalendarDrawer teamId={view.board.teamId} teamName={view.board.teamName} opened={panel === 'calendar'} canEdit={canEdit} onClose={() => setPanel(null)} />
      <DeleteColumnModal
        column={deletingColumn}
        columns={columns}
        itemCount={deletingColumn ? view.items.filter((entry) => entry.columnId === deletingColumn.id).length : 0}
        onClose={() => setDeletingColumn(null)}
        onDeleted={() => void invalidate()}
      />
      <ConfirmDialog
        opened={confirm === 'archive'}
        title={t('kanban.board.archiveTitle')}
        message={t('kanban.board.archiveMessage')}
        confirmLabel={t('kanban.board.archiveCompleted')}
        cancelLabel={t('kanban.cancel')}
        loading={busy}
        onConfirm={() => void runConfirmed()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        opened={confirm === 'delete'}
        title={t('kanban.board.deleteTitle')}
        message={t('kanban.board.deleteMessage', { title: view.board.title })}
        confirmLabel={t('kanban.board.delete')}
        cancelLabel={t('kanban.cancel')}
        typedConfirmation={view.board.title}
        danger
        loading={busy}
        onConfirm={() => void runConfirmed()}
        onCancel={() => setConfirm(null)}
      />
    </BoardProvider>
  );
}
