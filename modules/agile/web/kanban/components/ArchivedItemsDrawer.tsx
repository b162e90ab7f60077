import { useEffect, useState } from 'react';
import { Button, Drawer, EmptyState, ErrorState, Group, LoadingState, Paper, Stack, Text, notifications, translateError, useMediaQuery, useTranslation } from '@suite/sdk/web';
import { IconArchiveOff, IconChevronLeft, IconChevronRight, IconRestore } from '@tabler/icons-react';
import type { KanbanColumn, KanbanItem } from '../../../shared/kanban.js';
import { kanbanCalls, useArchivedItems, useBoardView, useInvalidateKanban } from '../api/index.js';
import { formatDateTime } from '../format.js';

export const ARCHIVED_PAGE_SIZE = 20;

interface ArchivedItemsDrawerProps {
  boardId: string;
  opened: boolean;
  /** Members who can change the board see Restore. */
  canEdit: boolean;
  onClose(): void;
}

function ArchivedRow({ item, columns, canEdit }: { item: KanbanItem; columns: KanbanColumn[]; canEdit: boolean }) {
  const { t, i18n } = useTranslation('agile');
  const invalidate = useInvalidateKanban();
  const [restoring, setRestoring] = useState(false);
  const column = columns.find((candidate) => candidate.id === item.columnId);
  const place = column ? t('kanban.archive.wasIn', { column: column.title }) : item.status === 'backlog' ? t('kanban.archive.wasInBacklog') : t('kanban.archive.columnGone');
  const restore = async () => {
    setRestoring(true);
    try {
      const restored = await kanbanCalls.restoreItem(item.id);
      notifications.show({ color: 'green', message: restored.columnId ? t('kanban.archive.restored', { title: item.title }) : t('kanban.archive.restoredToBacklog', { title: item.title }) });
      // The board, its backlog and this list are read again: the item reappears where it belongs.
      await invalidate();
    } catch (error) {
      notifications.show({ color: 'red', message: translateError(error instanceof Error ? error.message : String(error)) });
    } finally {
      setRestoring(false);
    }
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }} data-testid="archived-item">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed">
            {place}
          </Text>
          <Text size="xs" c="dimmed">
            {t('kanban.archive.archivedOn', { date: formatDateTime(item.archivedAt, i18n.language) })}
          </Text>
        </Stack>
        {canEdit ? (
          <Button size="xs" variant="light" leftSection={<IconRestore size={14} aria-hidden />} loading={restoring} onClick={() => void restore()} aria-label={t('kanban.archive.restoreLabel', { title: item.title })}>
            {t('kanban.archive.restore')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The board's archived items, newest first, a page at a time, each with Restore for those who can edit. */
export function ArchivedItemsDrawer({ boardId, opened, canEdit, onClose }: ArchivedItemsDrawerProps) {
  const { t } = useTranslation('agile');
  const phone = useMediaQuery('(max-width: 48em)');
  const [page, setPage] = useState(0);
  const archived = useArchivedItems(boardId, page, ARCHIVED_PAGE_SIZE, { enabled: opened });
  const board = useBoardView(boardId);
  const columns = board.data?.board.columns ?? [];
  const total = archived.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ARCHIVED_PAGE_SIZE));
  useEffect(() => {
    if (!opened) setPage(0);
  }, [opened]);
  useEffect(() => {
    // A restore can empty the last page: step back to one that has items.
    if (archived.data && page > 0 && page >= pages) setPage(pages - 1);
  }, [archived.data, page, pages]);

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={phone ? '100%' : 'md'} title={t('kanban.archive.title')} closeButtonProps={{ 'aria-label': t('kanban.close') }}>
      {archived.isPending ? (
        <LoadingState variant="detail" rows={5} label={t('kanban.archive.loading')} />
      ) : archived.isError ? (
        <ErrorState error={archived.error} title={t('kanban.archive.loadError')} onRetry={() => void archived.refetch()} />
      ) : archived.data.items.length === 0 ? (
        <EmptyState icon={<IconArchiveOff size={22} aria-hidden />} title={t('kanban.archive.emptyTitle')} description={t('kanban.archive.empty')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('kanban.archive.range', { from: page * ARCHIVED_PAGE_SIZE + 1, to: Math.min(total, (page + 1) * ARCHIVED_PAGE_SIZE), total })}
          </Text>
          <Stack component="ul" gap="xs" m={0} p={0} aria-label={t('kanban.archive.title')} style={{ opacity: archived.isPlaceholderData ? 0.6 : 1 }}>
            {archived.data.items.map((item) => (
              <ArchivedRow key={item.id} item={item} columns={columns} canEdit={canEdit} />
            ))}
          </Stack>
          {pages > 1 ? (
            <Group justify="space-between" component="nav" aria-label={t('kanban.archive.pages')}>
              <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} aria-hidden />} disabled={page === 0} onClick={() => setPage((current) => Math.max(0, current - 1))}>
                {t('kanban.archive.previous')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('kanban.archive.page', { page: page + 1, pages })}
              </Text>
              <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} aria-hidden />} disabled={page >= pages - 1} onClick={() => setPage((current) => current + 1)}>
                {t('kanban.archive.next')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}
