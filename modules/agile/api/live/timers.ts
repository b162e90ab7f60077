/** A timer of a live session (poker story timer, retro phase timer). */
export interface ScheduledTimer {
  accountId: string;
  sessionId: string;
  /** Epoch ms by the platform's clock. */
  endsAt: number;
}

/**
 * The session timers this server instance watches. The timer itself lives in the database (a
 * restart loads it again); this only notices when one is due, by the platform's clock (which
 * tests move by hand), so it checks often rather than trusting one setTimeout.
 */
export class TimerSchedule<T extends ScheduledTimer = ScheduledTimer> {
  private readonly pending = new Map<string, T>();
  private ticker: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly now: () => Date,
    private readonly onDue: (timer: T) => Promise<void>,
    private readonly tickMs = 100,
  ) {}

  schedule(timer: T): void {
    this.pending.set(timer.sessionId, timer);
    if (!this.ticker) {
      this.ticker = setInterval(() => this.tick(), this.tickMs);
      this.ticker.unref();
    }
  }

  cancel(sessionId: string): void {
    this.pending.delete(sessionId);
    this.stopWhenIdle();
  }

  size(): number {
    return this.pending.size;
  }

  private tick(): void {
    const now = this.now().getTime();
    for (const timer of [...this.pending.values()]) {
      if (timer.endsAt > now) continue;
      this.pending.delete(timer.sessionId);
      void this.onDue(timer);
    }
    this.stopWhenIdle();
  }

  private stopWhenIdle(): void {
    if (this.pending.size === 0 && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
  }
}

/**
 * A due timer is expired by exactly one instance: the one whose statement marks it (`mark`
 * answers how many rows it changed: a single update guarded by the timer's end, so a second
 * instance or a restarted timer finds nothing); that one tells the room. A failure is logged.
 */
export async function expireOnce(mark: () => Promise<number>, announce: () => Promise<void>, onError: (error: unknown) => void): Promise<void> {
  try {
    if (await mark()) await announce();
  } catch (error) {
    onError(error);
  }
}

/**
 * A session's timer as its room sees it: null when none runs or it ran out; one due but not
 * yet noticed (another instance's, or from before a restart) is expired now.
 */
export function runningTimer<T extends ScheduledTimer>(timer: T | null, expired: boolean, now: Date, expire: (timer: T) => Promise<void>): T | null {
  if (!timer || expired) return null;
  if (timer.endsAt <= now.getTime()) {
    void expire(timer);
    return null;
  }
  return timer;
}
