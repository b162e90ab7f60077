import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, Drawer, EmptyState, ErrorState, Group, LoadingState, Paper, Progress, Stack, Text, notifications, useMediaQuery, useTranslation, type MantineColor, formatNumber } from '@suite/sdk/web';
import { IconPencil, IconPlus, IconRocket } from '@tabler/icons-react';
import type { KanbanDelivery, KanbanDeliveryStatus, KanbanItem } from '../../../shared/kanban.js';
import { useBacklog, useBoardDeliveries, useBoardView, useInvalidateKanban } from '../api/index.js';
import { formatDateTime, formatDay } from '../format.js';
import { DeliveryForm } from './DeliveryForm.js';

interface DeliveriesDrawerProps {
  boardId: string;
  opened: boolean;
  canEdit: boolean;
  onClose(): void;
}

const STATUS_COLORS: Record<KanbanDeliveryStatus, MantineColor> = { planned: 'gray', active: 'blue', released: 'green', cancelled: 'red' };

function DeliveryCard({ delivery, canEdit, onEdit }: { delivery: KanbanDelivery; canEdit: boolean; onEdit(): void }) {
  const { t, i18n } = useTranslation('agile');
  const lang = i18n.language;
  const percent = delivery.itemCount > 0 ? Math.round((delivery.completedItemCount / delivery.itemCount) * 100) : 0;
  const progress = t('kanban.deliveries.progress', {
    completed: delivery.completedItemCount,
    total: delivery.itemCount,
    completedPoints: formatNumber(delivery.completedPoints, lang),
    totalPoints: formatNumber(delivery.totalPoints, lang),
  });
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }} data-testid="delivery">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {delivery.name}
            </Text>
            <Text size="xs" c="dimmed">
              {delivery.status === 'released' && delivery.releasedAt
                ? t('kanban.deliveries.releasedOn', { date: formatDateTime(delivery.releasedAt, lang) })
                : delivery.targetDate
                  ? t('kanban.deliveries.target', { date: formatDay(delivery.targetDate, lang, true) })
                  : t('kanban.deliveries.noTarget')}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Badge size="sm" variant="light" color={STATUS_COLORS[delivery.status]}>
              {t(`kanban.deliveries.status.${delivery.status}`)}
            </Badge>
            {canEdit ? (
              <Button size="compact-xs" variant="subtle" leftSection={<IconPencil size={12} aria-hidden />} onClick={onEdit} aria-label={t('kanban.deliveries.editLabel', { name: delivery.name })}>
                {t('kanban.deliveries.edit')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {delivery.description ? (
          <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {delivery.description}
          </Text>
        ) : null}
        <Text size="xs">{progress}</Text>
        <Progress value={percent} color="green" size="sm" aria-label={progress} />
      </Stack>
    </Paper>
  );
}

/** The releases of a board: what each ships, its target date and its progress; create and edit for those who can change the board. */
export function DeliveriesDrawer({ boardId, opened, canEdit, onClose }: DeliveriesDrawerProps) {
  const { t } = useTranslation('agile');
  const phone = useMediaQuery('(max-width: 48em)');
  const invalidate = useInvalidateKanban();
  const deliveries = useBoardDeliveries(boardId, { enabled: opened });
  const board = useBoardView(boardId);
  const backlog = useBacklog(opened && canEdit ? boardId : null);
  // undefined: the list; null: a new release; a release: editing it.
  const [editing, setEditing] = useState<KanbanDelivery | null | undefined>(undefined);
  useEffect(() => {
    if (!opened) setEditing(undefined);
  }, [opened]);
  const items: KanbanItem[] = useMemo(() => [...(board.data?.items ?? []), ...(backlog.data?.items ?? [])], [board.data, backlog.data]);

  const saved = (delivery: KanbanDelivery, created: boolean) => {
    notifications.show({ color: 'green', message: t(created ? 'kanban.deliveryForm.created' : 'kanban.deliveryForm.saved', { name: delivery.name }) });
    setEditing(undefined);
    // The items' release changed too: the board and the backlog are read again with the list.
    void invalidate();
  };

  let body;
  if (editing !== undefined) {
    body = <DeliveryForm key={editing?.id ?? 'new'} boardId={boardId} delivery={editing} items={items} onCancel={() => setEditing(undefined)} onSaved={(delivery) => saved(delivery, editing === null)} />;
  } else if (deliveries.isPending) {
    body = <LoadingState variant="detail" rows={4} label={t('kanban.deliveries.loading')} />;
  } else if (deliveries.isError) {
    body = <ErrorState error={deliveries.error} title={t('kanban.deliveries.loadError')} onRetry={() => void deliveries.refetch()} />;
  } else if (deliveries.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconRocket size={22} aria-hidden />}
        title={t('kanban.deliveries.emptyTitle')}
        description={t('kanban.deliveries.empty')}
        action={
          canEdit ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              {t('kanban.deliveries.new')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        {canEdit ? (
          <Group justify="flex-end">
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing(null)}>
              {t('kanban.deliveries.new')}
            </Button>
          </Group>
        ) : null}
        <Stack component="ul" gap="xs" m={0} p={0} aria-label={t('kanban.deliveries.title')}>
          {deliveries.data.map((delivery) => (
            <DeliveryCard key={delivery.id} delivery={delivery} canEdit={canEdit} onEdit={() => setEditing(delivery)} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={phone ? '100%' : 'lg'} title={t('kanban.deliveries.title')} closeButtonProps={{ 'aria-label': t('kanban.close') }}>
      {body}
    </Drawer>
  );
}
