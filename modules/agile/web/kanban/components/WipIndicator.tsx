import { Badge, Tooltip, useTranslation } from '@suite/sdk/web';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { KanbanColumn } from '../../../shared/kanban.js';
import { wipColor, wipState } from '../board-state.js';

/**
 * A column's count against its WIP limit: grey under it, orange at it or past a soft limit, red
 * past a hard one. An icon and the label say the same, so colour is never the only signal.
 */
export function WipIndicator({ column, count }: { column: Pick<KanbanColumn, 'wipLimit' | 'wipMode' | 'title'>; count: number }) {
  const { t } = useTranslation('agile');
  const state = wipState(column, count);
  if (column.wipLimit === null) {
    return (
      <Badge size="sm" variant="light" color="gray" aria-label={t('kanban.wip.countOnly', { count })} data-testid="wip-indicator" data-wip-state={state}>
        {count}
      </Badge>
    );
  }
  const label =
    state === 'over'
      ? t('kanban.wip.overLabel', { count, limit: column.wipLimit })
      : state === 'at'
        ? t('kanban.wip.atLabel', { count, limit: column.wipLimit })
        : t('kanban.wip.underLabel', { count, limit: column.wipLimit });
  const mode = column.wipMode === 'hard' ? t('kanban.wip.hardHint') : t('kanban.wip.softHint');
  return (
    <Tooltip label={`${label} ${mode}`} withArrow multiline w={240}>
      <Badge
        size="sm"
        variant={state === 'over' ? 'filled' : 'light'}
        color={wipColor(column, count)}
        leftSection={state === 'over' ? <IconAlertTriangle size={12} aria-hidden /> : column.wipMode === 'hard' ? <IconLock size={12} aria-hidden /> : undefined}
        aria-label={`${label} ${mode}`}
        data-testid="wip-indicator"
        data-wip-state={state}
      >
        {count} / {column.wipLimit}
      </Badge>
    </Tooltip>
  );
}
