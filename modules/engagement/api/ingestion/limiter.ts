import type { Knex } from 'knex';

const MINUTE = 60_000;
export const RATE_LIMITS = 'engagement.rate_limits';
export const WIDGET_CHANGES = 'engagement.widget_changes';
/** How often an instance adds its counts to the shared ones and reads the widget changes. */
export const SYNC_MS = 1_000;
/** A sync that heard nothing for this long stops its timer (it restarts with the next request). */
const IDLE_MS = 15_000;

interface Window {
  start: number;
  /** Counted here since the last sync. */
  local: number;
  /** Every instance's count at the last sync (this one's included). */
  shared: number;
}

/**
 * A fixed-window counter per widget key and per address (events per minute), shared by every
 * instance through `engagement.rate_limits`: each instance decides on the shared count of its last
 * sync plus what it counted since, and adds its own count once a second (one upsert for all names,
 * never a database round trip per request). Two instances can overshoot a budget by at most what
 * they admit in one sync period.
 *
 * The same beat reads `engagement.widget_changes`, so a widget deactivated, rotated or deleted on
 * one instance drops from every instance's key cache within a second.
 */
export class IngestionLimiter {
  private windows = new Map<string, Window>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastActivity = 0;
  private syncing: Promise<void> | null = null;
  private changesSince: Date | null = null;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
    private readonly db: Knex | null = null,
    private readonly onWidgetChanged: (widgetId: string) => void = () => undefined,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /**
   * Count `amount` for each name; false when any of them is over its budget this minute. A widget
   * key (a name starting with 'key:') first seen this minute reads its shared count first (one
   * query per key and minute), so a key busy on another instance is not admitted afresh here;
   * addresses follow the shared count from the next sync.
   */
  async take(names: string[], amount: number): Promise<boolean> {
    const now = this.now();
    const start = now - (now % MINUTE);
    const fresh: [string, Window][] = [];
    const windows = names.map((name) => {
      let window = this.windows.get(name);
      if (!window || window.start !== start) {
        window = { start, local: 0, shared: 0 };
        this.windows.set(name, window);
        if (name.startsWith('key:')) fresh.push([name, window]);
      }
      return window;
    });
    this.wake();
    if (fresh.length > 0 && this.db) {
      try {
        const rows = (await this.db(RATE_LIMITS).where('window_start', new Date(start)).whereIn('name', fresh.map(([name]) => name)).select('name', 'count')) as { name: string; count: number }[];
        for (const [name, w] of fresh) w.shared = Math.max(w.shared, Number(rows.find((r) => r.name === name)?.count ?? 0));
      } catch (error) {
        this.onError(error);
      }
    }
    if (windows.some((w) => w.shared + w.local + amount > this.perMinute)) return false;
    for (const w of windows) w.local += amount;
    if (this.windows.size > 50_000) this.prune(start);
    return true;
  }

  /** Keep the shared state fresh while requests come (the cache of keys relies on it too). */
  wake(): void {
    this.lastActivity = Date.now();
    if (!this.db || this.timer) return;
    this.timer = setInterval(() => {
      if (Date.now() - this.lastActivity > IDLE_MS) return this.stop();
      void this.sync();
    }, SYNC_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Add this instance's counts to the shared ones, read everyone's, and hear widget changes. */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce()
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.syncing = null;
      });
    return this.syncing;
  }

  private async syncOnce(): Promise<void> {
    const db = this.db;
    if (!db) return;
    // The platform closed its database (a test, a shutdown): nothing left to share.
    if (!(db.client as { pool?: unknown }).pool) return this.stop();
    const now = this.now();
    const start = now - (now % MINUTE);
    this.prune(start);
    const current = [...this.windows.entries()].filter(([, w]) => w.start === start);
    const pushed = current.filter(([, w]) => w.local > 0).map(([name, w]) => ({ name, w, amount: w.local }));
    if (pushed.length > 0) {
      const at = new Date(start);
      const rows = pushed.map((p) => ({ name: p.name, window_start: at, count: p.amount }));
      const result = (await db(RATE_LIMITS).insert(rows).onConflict(['name', 'window_start']).merge({ count: db.raw(`${RATE_LIMITS}.count + excluded.count`) }).returning(['name', 'count'])) as { name: string; count: number }[];
      const counts = new Map(result.map((r) => [r.name, Number(r.count)]));
      for (const p of pushed) {
        p.w.local -= p.amount;
        p.w.shared = counts.get(p.name) ?? p.w.shared + p.amount;
      }
    }
    // Names this instance knows but did not count since the last sync: the others may have.
    const quiet = current.filter(([, w]) => !pushed.some((p) => p.w === w));
    if (quiet.length > 0) {
      const rows = (await db(RATE_LIMITS).where('window_start', new Date(start)).whereIn('name', quiet.map(([name]) => name)).select('name', 'count')) as { name: string; count: number }[];
      const counts = new Map(rows.map((r) => [r.name, Number(r.count)]));
      for (const [name, w] of quiet) w.shared = Math.max(w.shared, counts.get(name) ?? 0);
    }
    // Widget changes, read with a few seconds of overlap (a change committed late is still heard).
    const since = this.changesSince ?? new Date(Date.now() - 5_000);
    const changes = (await db(WIDGET_CHANGES).where('changed_at', '>', new Date(since.getTime() - 5_000)).select('widget_id', 'changed_at')) as { widget_id: string; changed_at: Date }[];
    for (const change of changes) {
      this.onWidgetChanged(change.widget_id);
      if (!this.changesSince || new Date(change.changed_at) > this.changesSince) this.changesSince = new Date(change.changed_at);
    }
    this.changesSince ??= new Date(Date.now() - 5_000);
    // Old windows and old changes: anyone may sweep them, now and then.
    if (Math.random() < 0.02) {
      await db(RATE_LIMITS).where('window_start', '<', new Date(start - 2 * MINUTE)).delete();
      await db(WIDGET_CHANGES).where('changed_at', '<', new Date(Date.now() - 3600_000)).delete();
    }
  }

  private prune(start: number): void {
    for (const [name, window] of this.windows) if (window.start !== start) this.windows.delete(name);
  }
}
