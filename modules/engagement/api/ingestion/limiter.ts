/**
 * A fixed-window counter per widget key and per address (events per minute). In memory: each
 * instance limits what reaches it, which bounds a flood without a database write per request.
 */
export class IngestionLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Count `amount` for each name; false when any of them is over its budget this minute. */
  take(names: string[], amount: number): boolean {
    const now = this.now();
    const windows = names.map((name) => {
      let window = this.windows.get(name);
      if (!window || now - window.start >= 60_000) {
        window = { start: now, count: 0 };
        this.windows.set(name, window);
      }
      return window;
    });
    if (windows.some((w) => w.count + amount > this.perMinute)) return false;
    for (const w of windows) w.count += amount;
    if (this.windows.size > 50_000) this.prune(now);
    return true;
  }

  private prune(now: number): void {
    for (const [name, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(name);
  }
}
