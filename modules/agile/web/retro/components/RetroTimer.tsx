import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Menu, RingProgress, Text, Tooltip, useTranslation } from '@suite/sdk/web';
import { IconClock, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { elapsedPercent, formatClock, remainingSeconds } from '../../poker/timer.js';
import { useCommand } from '../../components/room-context.js';
import { useRetro } from '../context.js';

/** Durations the facilitator can pick when the phase has no timer of its own, in minutes. */
export const TIMER_PRESETS_MINUTES = [3, 5, 10, 15] as const;

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
 * The phase timer, driven by the server: everyone sees the same remaining time (the server's
 * endsAt and the clock offset). The facilitator starts it (the phase's own duration, or one of a
 * few presets) and stops it.
 */
export function RetroTimer() {
  const { t } = useTranslation('agile');
  const { snapshot, clockOffsetMs, expiredPhase, can, handlers, mode } = useRetro();
  const { busy, run } = useCommand();
  const timer = snapshot.timer;
  const now = useNow(Boolean(timer));
  const phase = snapshot.session.currentPhase;
  const phaseSeconds = snapshot.session.settings.phaseTimers[phase] ?? 0;
  const open = snapshot.session.status !== 'COMPLETED' && snapshot.session.status !== 'ARCHIVED' && phase !== 'COMPLETED' && phase !== 'SETUP';
  const remaining = remainingSeconds(timer, clockOffsetMs, now);
  const running = Boolean(timer) && remaining > 0;
  const ended = (Boolean(timer) && remaining === 0) || (!timer && expiredPhase === phase);
  const controls = can.moderate && open && mode === 'live';
  const ending = running && remaining <= 30;
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
    <Group gap="xs" wrap="nowrap" data-testid="retro-timer">
      <RingProgress
        size={40}
        thickness={4}
        roundCaps
        sections={[{ value: timer ? 100 - elapsedPercent(timer, remaining) : 0, color: ending ? 'red' : 'blue' }]}
        rootColor={ended ? 'var(--mantine-color-red-2)' : undefined}
        aria-hidden
      />
      <div>
        <Text size="xs" c="dimmed" lh={1.1}>
          {running ? t('retro.timer.remaining', { phase: t(`retro.phase.${phase}`) }) : t('retro.timer.ended')}
        </Text>
        <Text fw={700} fz="lg" c={ending || ended ? 'red' : undefined} role="timer" aria-live={ending ? 'assertive' : 'off'} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatClock(running ? remaining : 0)}
        </Text>
      </div>
      {controls && running ? (
        <Tooltip label={t('retro.timer.stop')}>
          <ActionIcon variant="light" color="red" aria-label={t('retro.timer.stop')} loading={busy === 'stop'} onClick={() => void run('stop', () => handlers.stopTimer())}>
            <IconPlayerStop size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        startControl
      )}
    </Group>
  );
}
