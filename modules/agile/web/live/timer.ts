/** A live room's timer as the server sends it: when it ends (epoch ms by the server's clock) and how long it runs. */
export interface LiveTimer {
  endsAt: number;
  durationSeconds: number;
}

/**
 * Seconds left on the server's timer as this client sees it: the server sends `endsAt` by its
 * own clock, and the offset (server minus local) makes every client show the same time.
 */
export function remainingSeconds(timer: Pick<LiveTimer, 'endsAt'> | null, clockOffsetMs: number, localNowMs: number): number {
  if (!timer) return 0;
  return Math.max(0, Math.ceil((timer.endsAt - (localNowMs + clockOffsetMs)) / 1000));
}

/** 75 -> '1:15'; 3600 -> '60:00'. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/** Share of the timer already spent, 0 to 100, for the progress ring. */
export function elapsedPercent(timer: Pick<LiveTimer, 'durationSeconds'> | null, remaining: number): number {
  if (!timer || timer.durationSeconds <= 0) return 0;
  return Math.min(100, Math.max(0, ((timer.durationSeconds - remaining) / timer.durationSeconds) * 100));
}
