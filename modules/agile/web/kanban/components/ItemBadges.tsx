import { Avatar, Badge, Tooltip, useTranslation, type MantineColor } from '@suite/sdk/web';
import type { KanbanItemStatus, KanbanItemType, KanbanPriority } from '../../../shared/kanban.js';

export const TYPE_COLORS: Record<KanbanItemType, MantineColor> = { story: 'blue', task: 'gray', bug: 'red', epic: 'violet' };
export const PRIORITY_COLORS: Record<KanbanPriority, MantineColor> = { none: 'gray', low: 'gray', medium: 'yellow', high: 'orange', urgent: 'red' };
export const STATUS_COLORS: Record<KanbanItemStatus, MantineColor> = { backlog: 'gray', todo: 'blue', active: 'orange', complete: 'green' };

export function ItemTypeBadge({ type }: { type: KanbanItemType }) {
  const { t } = useTranslation('agile');
  return (
    <Badge size="xs" variant="light" color={TYPE_COLORS[type]}>
      {t(`kanban.type.${type}`)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: KanbanPriority }) {
  const { t } = useTranslation('agile');
  if (priority === 'none') return null;
  return (
    <Badge size="xs" variant="outline" color={PRIORITY_COLORS[priority]}>
      {t(`kanban.priority.${priority}`)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: KanbanItemStatus }) {
  const { t } = useTranslation('agile');
  return (
    <Badge size="xs" variant="light" color={STATUS_COLORS[status]}>
      {t(`kanban.status.${status}`)}
    </Badge>
  );
}

export function PointsBadge({ points }: { points: number | null }) {
  const { t } = useTranslation('agile');
  if (points === null) return null;
  return (
    <Badge size="xs" variant="filled" color="gray" aria-label={t('kanban.card.pointsAria', { count: points })}>
      {t('kanban.card.points', { count: points })}
    </Badge>
  );
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function AssigneeAvatar({ name }: { name: string | null }) {
  const { t } = useTranslation('agile');
  if (!name) return null;
  return (
    <Tooltip label={t('kanban.card.assignedTo', { name })} withArrow>
      <Avatar size={22} radius="xl" color="initials" name={name} aria-label={t('kanban.card.assignedTo', { name })}>
        {initials(name)}
      </Avatar>
    </Tooltip>
  );
}
