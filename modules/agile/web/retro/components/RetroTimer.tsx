import { ActionIcon, Button, Menu, Tooltip, useTranslation } from '@suite/sdk/web';
import { IconClock, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useCommand } from '../../live/commands.js';
import { TimerDisplay, useCountdown } from '../../live/TimerDisplay.js';
import { formatClock } from '../../live/timer.js';
import { useRetro } from '../context.js';

/** Durations the facilitator can pick when the phase has no timer of its own, in minutes. */
export const TIMER_PRESETS_MINUTES = [3, 5, 10, 15] as const;

/**
 * The phase timer, driven by the server: everyone sees the same remaining time (the server's
 * endsAt and the clock offset). The facilitator starts it (the phase's own duration, or one of a
 * few presets) and stops it.
 */
export function RetroTimer() {
  const { t } = useTranslation('agile');
  const { snapshot, clockOffsetMs, expiredPhase, can, handlers, mode } = useRetro();
  const { busy, run } = useCommand();
  const timer = snapshot.timer;
  const phase = snapshot.session.currentPhase;
  const countdown = useCountdown(timer, clockOffsetMs, expiredPhase === phase);
  const { running, ended } = countdown;
  const phaseSeconds = snapshot.session.settings.phaseTimers[phase] ?? 0;
  const open = snapshot.session.status !== 'COMPLETED' && snapshot.session.status !== 'ARCHIVED' && phase !== 'COMPLETED' && phase !== 'SETUP';
  const controls = can.moderate && open && mode === 'live';
  const start = (seconds?: number) => void run('start', () => handlers.startTimer(seconds));

  const startControl = !controls ? null : phaseSeconds > 0 ? (
    <Button variant="light" size="sm" leftSection={<IconPlayerPlay size={14} aria-hidden />} loading={busy === 'start'} onClick={() => start()} data-testid="retro-timer-start">
      {t('retro.timer.start', { duration: formatClock(phaseSeconds) })}
    </Button>
  ) : (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" size="sm" leftSection={<IconClock size={14} aria-hidden />} loading={busy === 'start'} data-testid="retro-timer-start">
          {t('retro.timer.pick')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {TIMER_PRESETS_MINUTES.map((minutes) => (
          <Menu.Item key={minutes} onClick={() => start(minutes * 60)}>
            {t('retro.timer.minutes', { count: minutes })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
  // Nothing counting: the facilitator's start button alone.
  if (!running && !ended) return startControl;

  return (
    <TimerDisplay
      timer={timer}
      countdown={countdown}
      idleSeconds={0}
      endingBelow={30}
      caption={{ running: t('retro.timer.remaining', { phase: t(`retro.phase.${phase}`) }), ended: t('retro.timer.ended'), idle: t('retro.timer.ended') }}
      testId="retro-timer"
    >
      {controls && running ? (
        <Tooltip label={t('retro.timer.stop')}>
          <ActionIcon variant="light" color="red" aria-label={t('retro.timer.stop')} loading={busy === 'stop'} onClick={() => void run('stop', () => handlers.stopTimer())}>
            <IconPlayerStop size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        startControl
      )}
    </TimerDisplay>
  );
}
