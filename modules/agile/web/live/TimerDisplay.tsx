import { useEffect, useState, type ReactNode } from 'react';
import { Group, RingProgress, Text } from '@suite/sdk/web';
import { elapsedPercent, formatClock, remainingSeconds, type LiveTimer } from './timer.js';

/** Re-render a few times a second while something counts down. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export interface Countdown {
  /** Seconds left by the server's clock (0 when none or over). */
  remaining: number;
  running: boolean;
  /** The timer reached zero (or the room was told it expired). */
  ended: boolean;
}

/** A server-driven timer as this client counts it: every participant sees the same number. */
export function useCountdown(timer: LiveTimer | null, clockOffsetMs: number, expired = false): Countdown {
  const now = useNow(Boolean(timer));
  const remaining = remainingSeconds(timer, clockOffsetMs, now);
  const running = Boolean(timer) && remaining > 0;
  return { remaining, running, ended: (Boolean(timer) && remaining === 0) || (!timer && expired) };
}

export interface TimerDisplayProps {
  timer: LiveTimer | null;
  countdown: Countdown;
  /** What the clock shows when no timer runs (the duration a start would use). */
  idleSeconds: number;
  /** Turn red below this many seconds. */
  endingBelow: number;
  /** The line above the clock: running, ended, idle. */
  caption: { running: string; ended: string; idle: string };
  testId?: string;
  /** The facilitator's start / stop controls. */
  children?: ReactNode;
}

/** The progress ring and clock of a live room's timer (poker stories, retro phases). */
export function TimerDisplay({ timer, countdown, idleSeconds, endingBelow, caption, testId, children }: TimerDisplayProps) {
  const { remaining, running, ended } = countdown;
  const ending = running && remaining <= endingBelow;
  return (
    <Group gap="xs" wrap="nowrap" data-testid={testId}>
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
          {running ? caption.running : ended ? caption.ended : caption.idle}
        </Text>
        <Text fw={700} fz="lg" c={ending || ended ? 'red' : undefined} role="timer" aria-live={ending ? 'assertive' : 'off'} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatClock(running ? remaining : ended ? 0 : idleSeconds)}
        </Text>
      </div>
      {children}
    </Group>
  );
}
