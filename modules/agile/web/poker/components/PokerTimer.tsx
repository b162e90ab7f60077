import { ActionIcon, Tooltip, useTranslation } from '@suite/sdk/web';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { DEFAULT_TIMER_SECONDS } from '../session-form.js';
import { TimerDisplay, useCountdown } from '../../live/TimerDisplay.js';
import { formatClock } from '../../live/timer.js';
import { currentStory } from '../room-state.js';
import { useRoom } from './room-context.js';
import { useCommand } from '../../live/commands.js';

/**
 * The server-driven timer: the remaining time comes from the server's `endsAt` and the clock
 * offset, so every participant sees the same number. The facilitator starts and stops it.
 */
export function PokerTimer() {
  const { t } = useTranslation('agile');
  const { snapshot, clockOffsetMs, expiredTimerStoryId, can, handlers } = useRoom();
  const { busy, run } = useCommand();
  const timer = snapshot.timer;
  const story = currentStory(snapshot);
  const countdown = useCountdown(timer, clockOffsetMs, story !== null && expiredTimerStoryId === story.id);
  if ((!snapshot.session.settings.enableTimer || snapshot.session.status === 'COMPLETED') && !timer) return null;
  const { running } = countdown;
  const duration = snapshot.session.settings.timerDuration ?? DEFAULT_TIMER_SECONDS;
  return (
    <TimerDisplay
      timer={timer}
      countdown={countdown}
      idleSeconds={duration}
      endingBelow={10}
      caption={{ running: t('timer.remaining'), ended: t('timer.ended'), idle: t('timer.label') }}
      testId="poker-timer"
    >
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
    </TimerDisplay>
  );
}
