import { Badge, useTranslation, type MantineColor } from '@suite/sdk/web';
import type { PokerStoryStatus } from '../../shared/poker.js';

/** Every session label of agile.md section 2 (poker states, their display labels, retro states). */
const SESSION_COLORS: Record<string, MantineColor> = {
  DRAFT: 'gray',
  WAITING: 'gray',
  ACTIVE: 'green',
  IN_PROGRESS: 'green',
  PAUSED: 'orange',
  COMPLETED: 'blue',
  CANCELLED: 'red',
  ARCHIVED: 'dark',
};

export function SessionStatusBadge({ status, size = 'sm' }: { status: string; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('agile');
  return (
    <Badge color={SESSION_COLORS[status] ?? 'gray'} variant="light" size={size} data-status={status} style={{ flexShrink: 0, overflow: 'visible' }}>
      {t(`poker.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

const STORY_COLORS: Record<PokerStoryStatus, MantineColor> = { PENDING: 'gray', VOTING: 'orange', VOTED: 'violet', ESTIMATED: 'green' };

export function StoryStatusBadge({ status, size = 'xs' }: { status: PokerStoryStatus; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('agile');
  return (
    <Badge color={STORY_COLORS[status]} variant="light" size={size} style={{ flexShrink: 0 }}>
      {t(`poker.storyStatus.${status}`)}
    </Badge>
  );
}
