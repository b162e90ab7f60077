import type { Knex } from 'knex';
import { EVENT_CATEGORIES } from '../../shared/index.js';
import { EVENTS } from '../models.js';

export const DAY_MS = 24 * 3600 * 1000;
export const ROLLUP_DAYS = 'engagement.rollup_days';
export const DAILY_COUNTS = 'engagement.daily_counts';
export const DAILY_CLICK_POINTS = 'engagement.daily_click_points';
export const DAILY_CLICK_ELEMENTS = 'engagement.daily_click_elements';
export const DAILY_FUNNELS = 'engagement.daily_funnels';

/** Heatmap cells: 10 thousandths of the page's width by 20 pixels. */
export const CELL_X = 10;
export const CELL_Y = 20;

/** A half-open time range [from, to). */
export interface Span {
  from: Date;
  to: Date;
}

const dayStart = (ms: number) => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
export const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * How to read [from, to] (to included): the closed UTC days wholly inside it come from the daily
 * rollups, the rest (the partial first and last days, and today, which is still being written)
 * from the raw events. `settleMs`: how long after its end a day's figures can still change (a
 * funnel follows a session for its conversion window past midnight), so such a day counts as
 * closed only once that much time has passed.
 */
export function planRange(range: { from: Date; to: Date }, now: Date, settleMs = 0): { days: string[]; raw: Span[] } {
  const from = range.from.getTime();
  const end = range.to.getTime() + 1;
  if (end <= from) return { days: [], raw: [] };
  const closedUntil = Math.min(dayStart(end), dayStart(now.getTime() - settleMs));
  let first = dayStart(from);
  if (first < from) first += DAY_MS;
  const days: string[] = [];
  for (let d = first; d + DAY_MS <= closedUntil; d += DAY_MS) days.push(dayKey(d));
  if (days.length === 0) return { days, raw: [{ from: range.from, to: new Date(end) }] };
  const last = first + days.length * DAY_MS;
  const raw: Span[] = [];
  if (from < first) raw.push({ from: range.from, to: new Date(first) });
  if (last < end) raw.push({ from: new Date(last), to: new Date(end) });
  return { days, raw };
}

/** The UTC day after `day` ('2026-03-31' -> '2026-04-01'). */
export const nextDay = (day: string): string => dayKey(new Date(`${day}T00:00:00.000Z`).getTime() + DAY_MS);

export const daySpan = (day: string): Span => {
  const from = new Date(`${day}T00:00:00.000Z`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
};

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** The database's clock, read before a rollup's reads: an event committed later marks the day dirty after this. */
async function clock(db: Knex): Promise<Date> {
  return new Date(rowsOf<{ at: Date }>(await db.raw('select clock_timestamp() as at'))[0]!.at);
}

/**
 * Events that landed in an already closed day (an offline queue sent late, a visitor's clock):
 * the day is marked dirty after they are stored, so its rollups are rebuilt on their next read.
 */
export async function markLateDays(db: Knex, accountId: string, occurred: Date[], now: Date): Promise<void> {
  const today = dayStart(now.getTime());
  const days = [...new Set(occurred.filter((at) => at.getTime() < today).map((at) => dayKey(at.getTime())))];
  if (days.length === 0) return;
  await db(ROLLUP_DAYS)
    .insert(days.map((day) => ({ account_id: accountId, day, dirty_at: db.raw('clock_timestamp()') })))
    .onConflict(['account_id', 'day'])
    .merge(['dirty_at']);
}

/** When each day's rollups were computed and last dirtied. */
export async function dayStates(db: Knex, accountId: string, days: string[]): Promise<Map<string, { computedAt: Date | null; dirtyAt: Date | null }>> {
  if (days.length === 0) return new Map();
  const rows = (await db(ROLLUP_DAYS).where('account_id', accountId).whereIn('day', days).select(db.raw('day::text as day'), 'computed_at', 'dirty_at')) as { day: string; computed_at: Date | null; dirty_at: Date | null }[];
  return new Map(rows.map((r) => [r.day, { computedAt: r.computed_at ? new Date(r.computed_at) : null, dirtyAt: r.dirty_at ? new Date(r.dirty_at) : null }]));
}

export const fresh = (computedAt: Date | null | undefined, dirtyAt: Date | null | undefined) => Boolean(computedAt) && (!dirtyAt || computedAt! > dirtyAt);

/** The raw events of one account in a span, on the (account, category, time) index. */
export const eventsIn = (db: Knex, accountId: string, span: Span, categories: readonly string[] = EVENT_CATEGORIES) =>
  db(EVENTS).where('account_id', accountId).whereIn('category', categories as string[]).where('occurred_at', '>=', span.from).where('occurred_at', '<', span.to);

/**
 * Builds (or rebuilds) the daily counts and click rollups of the days that have none or whose
 * rollup is older than a late event. One transaction per day, serialised per account and day.
 */
export async function ensureEventDays(db: Knex, accountId: string, days: string[]): Promise<void> {
  const states = await dayStates(db, accountId, days);
  const stale = days.filter((day) => !fresh(states.get(day)?.computedAt, states.get(day)?.dirtyAt));
  for (const day of stale) {
    await db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`engagement.rollup:${accountId}:${day}`]);
      const again = (await dayStates(trx, accountId, [day])).get(day);
      if (fresh(again?.computedAt, again?.dirtyAt)) return;
      const at = await clock(trx);
      const span = daySpan(day);
      for (const table of [DAILY_COUNTS, DAILY_CLICK_POINTS, DAILY_CLICK_ELEMENTS]) await trx(table).where({ account_id: accountId, day }).delete();
      await trx.raw(
        `insert into ${DAILY_COUNTS} (account_id, day, widget_id, category, path, events) ${eventsIn(trx, accountId, span)
          .select(trx.raw('account_id, ?::date, widget_id, category, path, count(*)', [day]))
          .groupBy('account_id', 'widget_id', 'category', 'path')
          .toString()}`,
      );
      await trx.raw(
        `insert into ${DAILY_CLICK_POINTS} (account_id, day, path, x, y, clicks) ${eventsIn(trx, accountId, span, ['CLICK'])
          .whereNotNull('x')
          .whereNotNull('y')
          .select(trx.raw(`account_id, ?::date, path, (x / ${CELL_X}) * ${CELL_X}, (y / ${CELL_Y}) * ${CELL_Y}, count(*)`, [day]))
          .groupByRaw('1, 2, 3, 4, 5')
          .toString()}`,
      );
      await trx.raw(
        `insert into ${DAILY_CLICK_ELEMENTS} (account_id, day, path, selector, clicks) ${eventsIn(trx, accountId, span, ['CLICK'])
          .whereNotNull('selector')
          .select(trx.raw('account_id, ?::date, path, selector, count(*)', [day]))
          .groupBy('account_id', 'path', 'selector')
          .toString()}`,
      );
      await trx(ROLLUP_DAYS).insert({ account_id: accountId, day, computed_at: at }).onConflict(['account_id', 'day']).merge(['computed_at']);
    });
  }
}
