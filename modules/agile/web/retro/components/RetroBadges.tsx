import { Badge, useTranslation, type MantineColor } from '@suite/sdk/web';
import type { ActionItemPriority, ActionItemStatus, RetroColumn, RetroFormat, RetroPhase } from '../../../shared/retro.js';

const PHASE_COLORS: Record<RetroPhase, MantineColor> = {
  SETUP: 'gray',
  COLLECT: 'blue',
  GROUP: 'cyan',
  VOTE: 'violet',
  DISCUSS: 'orange',
  ACTION_ITEMS: 'teal',
  COMPLETED: 'green',
};

export function PhaseBadge({ phase, size = 'sm' }: { phase: RetroPhase; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('agile');
  return (
    <Badge color={PHASE_COLORS[phase]} variant="light" size={size} data-phase={phase} style={{ flexShrink: 0 }}>
      {t(`retro.phase.${phase}`)}
    </Badge>
  );
}

export function FormatBadge({ format }: { format: RetroFormat }) {
  const { t } = useTranslation('agile');
  return (
    <Badge color="gray" variant="outline" size="sm" tt="none" style={{ flexShrink: 0 }}>
      {t(`retro.format.${format}`)}
    </Badge>
  );
}

const PRIORITY_COLORS: Record<ActionItemPriority, MantineColor> = { HIGH: 'red', MEDIUM: 'orange', LOW: 'gray' };

export function PriorityBadge({ priority }: { priority: ActionItemPriority }) {
  const { t } = useTranslation('agile');
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {t(`retro.priority.${priority}`)}
    </Badge>
  );
}

const STATUS_COLORS: Record<ActionItemStatus, MantineColor> = { OPEN: 'blue', IN_PROGRESS: 'orange', DONE: 'green', CANCELLED: 'gray' };

export function ActionStatusBadge({ status }: { status: ActionItemStatus }) {
  const { t } = useTranslation('agile');
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" size="sm" tt="none" style={{ flexShrink: 0 }}>
      {t(`retro.actionStatus.${status}`)}
    </Badge>
  );
}

const BUILT_IN_COLUMNS = new Set(['start', 'stop', 'continue', 'mad', 'sad', 'glad', 'liked', 'learned', 'lacked', 'longed_for', 'wind', 'anchors', 'rocks', 'island']);

/** A column's title and prompt in the user's language (the built-in formats' columns are translated; custom ones are the account's words). */
export function useColumnText() {
  const { t } = useTranslation('agile');
  return (column: Pick<RetroColumn, 'id' | 'title' | 'description'>, format: RetroFormat) => {
    if (format === 'CUSTOM' || !BUILT_IN_COLUMNS.has(column.id)) return { title: column.title, description: column.description };
    return { title: t(`retro.columns.${column.id}.title`), description: t(`retro.columns.${column.id}.description`) };
  };
}

/** Mantine colour of a column (the built-ins name theirs). */
export function columnColor(column: Pick<RetroColumn, 'color'>): MantineColor {
  return (column.color as MantineColor | null) ?? 'gray';
}
