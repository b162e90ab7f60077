import { useEffect, useState } from 'react';
import { ActionIcon, Group, RingProgress, Text, Tooltip, useTranslation } from '@suite/sdk/web';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { DEFAULT_TIMER_SECONDS } from '../poker/session-form.js';
import { elapsedPercent, formatClock, remainingSeconds } from '../poker/timer.js';
import { currentStory } from '../poker/room-state.js';
import { useCommand, useRoom } from './room-context.js';

/** Re-render a few times a second while something counts down. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The server-driven timer: the remaining time comes from the server's `endsAt` and the clock
 * offset, so every participant sees the same number. The facilitator starts and stops it.
 */
export function PokerTimer() {
  const { t } = useTranslation('agile');
  const { snapshot, clockOffsetMs, expiredTimerStoryId, can, handlers } = useRoom();
  const { busy, run } = useCommand();
  const timer = snapshot.timer;
  const now = useNow(Boolean(timer));
  const story = currentStory(snapshot);
  if ((!snapshot.session.settings.enableTimer || snapshot.session.status === 'COMPLETED') && !timer) return null;
  const remaining = remainingSeconds(timer, clockOffsetMs, now);
  const running = Boolean(timer) && remaining > 0;
  const ended = (Boolean(timer) && remaining === 0) || (!timer && story !== null && expiredTimerStoryId === story.id);
  const duration = snapshot.session.settings.timerDuration ?? DEFAULT_TIMER_SECONDS;
  const ending = running && remaining <= 10;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="poker-timer">
      <RingProgress
        size={44}
        thickness={4}
        roundCaps
        sections={[{ value: timer ? 100 - elapsedPercent(timer, remaining) : 0, color: ending ? 'red' : 'blue' }]}
        rootColor={ended ? 'var(--mantine-color-red-2)' : undefined}
        aria-hidden
      />
      <div>
        <Text size="xs" c="dimmed" lh={1.1}>
          {running ? t('timer.remaining') : ended ? t('timer.ended') : t('timer.label')}
        </Text>
        <Text fw={700} fz="lg" c={ending || ended ? 'red' : undefined} role="timer" aria-live={ending ? 'assertive' : 'off'} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatClock(running ? remaining : ended ? 0 : duration)}
        </Text>
      </div>
      {can.facilitate ? (
        running ? (
          <Tooltip label={t('timer.stop')}>
            <ActionIcon variant="light" color="red" aria-label={t('timer.stop')} loading={busy === 'stop'} onClick={() => void run('stop', () => handlers.stopTimer())}>
              <IconPlayerStop size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Tooltip label={t('timer.start', { duration: formatClock(duration) })}>
            <ActionIcon
              variant="light"
              aria-label={t('timer.start', { duration: formatClock(duration) })}
              disabled={!story}
              loading={busy === 'start'}
              onClick={() => story && void run('start', () => handlers.startTimer(story.id, duration))}
            >
              <IconPlayerPlay size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )
      ) : null}
    </Group>
  );
}
