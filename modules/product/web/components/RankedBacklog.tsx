import { useState } from 'react';
import { Badge, Button, EmptyState, ErrorState, Group, LoadingState, NumberInput, Paper, Stack, Text, notifications, translateError } from '@suite/sdk/web';
import { useProductT, useSendToDelivery, useStrategicBacklog } from '../api.js';
import { money } from '../format.js';
import { DeliveryBadge } from './DeliveryBadge.js';
import { RoiBadge } from './RoiBadge.js';
import { useProductAbility } from '../can.js';

/** Every epic and story ranked by ROI score (ties by budget), with the reason, and "send to delivery". */
export function RankedBacklog() {
  const { t, i18n } = useProductT();
  const backlog = useStrategicBacklog();
  const deliver = useSendToDelivery();
  const can = useProductAbility();
  const [points, setPoints] = useState<Record<string, number | string>>({});
  if (backlog.isPending) return <LoadingState variant="table" rows={6} />;
  if (backlog.isError) return <ErrorState error={backlog.error} title={t('ranked.loadError')} onRetry={() => void backlog.refetch()} />;
  if (backlog.data.entries.length === 0) return <EmptyState title={t('ranked.emptyTitle')} description={t('ranked.empty')} />;
  return (
    <Stack gap="xs" component="ol" p={0} m={0} aria-label={t('ranked.label')}>
      {backlog.data.entries.map((entry) => (
        <Paper key={entry.item.id} withBorder p="sm" component="li" style={{ listStyle: 'none' }} data-testid="ranked-entry">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
              <Text fw={700} c="dimmed" w={28} ta="right" aria-label={t('ranked.rank', { rank: entry.rank })}>
                {entry.rank}
              </Text>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Badge size="xs" variant="outline" color="gray">
                    {t(`levels.${entry.item.level}`)}
                  </Badge>
                  <Text fw={500} truncate="end">
                    {entry.item.title}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" truncate="end">
                  {entry.path}
                </Text>
                <Text size="xs">
                  {t('ranked.reason', {
                    strongest: `${t(`fields.${entry.reason.strongest.factor}`)} ${t(`scale.${entry.reason.strongest.factor}.${entry.reason.strongest.value}`, { defaultValue: entry.reason.strongest.value })} (+${entry.reason.strongest.points})`,
                    weakest: `${t(`fields.${entry.reason.weakest.factor}`)} ${t(`scale.${entry.reason.weakest.factor}.${entry.reason.weakest.value}`, { defaultValue: entry.reason.weakest.value })} (${entry.reason.weakest.points}/${entry.reason.weakest.weight})`,
                  })}
                  {entry.reason.tieBrokenByBudget ? ` ${t('ranked.tie')}` : ''}
                </Text>
              </Stack>
            </Group>
            <Group gap="sm">
              <Text size="sm">{money(entry.item.budget.allocated, i18n.language)}</Text>
              <RoiBadge roi={entry.item.roi} />
              {entry.item.delivery ? (
                <DeliveryBadge delivery={entry.item.delivery} />
              ) : (
                backlog.data.deliveryAvailable && can.editPortfolio && (
                  <Group gap={4} wrap="nowrap">
                  <NumberInput
                    size="xs"
                    w={72}
                    min={0}
                    max={100}
                    placeholder={t('delivery.pointsShort')}
                    aria-label={t('delivery.storyPoints')}
                    value={points[entry.item.id] ?? ''}
                    onChange={(value) => setPoints((all) => ({ ...all, [entry.item.id]: value }))}
                  />
                  <Button
                    size="xs"
                    variant="light"
                    loading={deliver.isPending && deliver.variables?.params.id === entry.item.id}
                    onClick={() =>
                      deliver.mutate(
                        { params: { id: entry.item.id }, body: points[entry.item.id] === undefined || points[entry.item.id] === '' ? {} : { storyPoints: Number(points[entry.item.id]) } },
                        {
                          onError: (error) => notifications.show({ color: 'red', message: translateError(error.message) }),
                          onSuccess: (result) => notifications.show(result.approval ? { color: 'yellow', message: t('delivery.pendingApproval', { title: entry.item.title, workflow: result.approval.workflowName }) } : { color: 'green', message: t('delivery.sent', { title: entry.item.title }) }),
                        },
                      )
                    }
                  >
                    {t('delivery.send')}
                  </Button>
                  </Group>
                )
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
