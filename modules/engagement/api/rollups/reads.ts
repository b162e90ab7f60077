import type { Knex } from 'knex';
import { CELL_X, CELL_Y, DAILY_CLICK_ELEMENTS, DAILY_CLICK_POINTS, DAILY_COUNTS, ensureEventDays, eventsIn, planRange } from './days.js';

/**
 * The month-long reads over the event stream: closed days from the daily rollups (built on first
 * read, or by the hourly job), the partial days and today from the raw events, added up here.
 */

/** Times a widget was shown to a visitor in the range (WIDGET_SHOWN events). */
export async function shownCount(db: Knex, accountId: string, range: { from: Date; to: Date }, now: Date): Promise<number> {
  const plan = planRange(range, now);
  await ensureEventDays(db, accountId, plan.days);
  let total = 0;
  if (plan.days.length > 0) {
    const [row] = (await db(DAILY_COUNTS).where({ account_id: accountId, category: 'WIDGET_SHOWN' }).whereIn('day', plan.days).sum('events as n')) as { n: string | null }[];
    total += Number(row?.n ?? 0);
  }
  for (const span of plan.raw) {
    const [row] = (await eventsIn(db, accountId, span, ['WIDGET_SHOWN']).count('* as n')) as { n: string }[];
    total += Number(row?.n ?? 0);
  }
  return total;
}

const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/** Clicks per path, the click density of one path (cells of CELL_X x CELL_Y) and its most clicked elements. */
export async function heatmapOf(db: Knex, accountId: string, range: { from: Date; to: Date }, now: Date, wanted?: string) {
  const plan = planRange(range, now);
  await ensureEventDays(db, accountId, plan.days);
  const paths = new Map<string, number>();
  if (plan.days.length > 0) {
    const rows = (await db(DAILY_COUNTS).where({ account_id: accountId, category: 'CLICK' }).whereIn('day', plan.days).groupBy('path').select('path').sum('events as n')) as { path: string; n: string }[];
    for (const row of rows) add(paths, row.path, Number(row.n));
  }
  for (const span of plan.raw) {
    const rows = (await eventsIn(db, accountId, span, ['CLICK']).groupBy('path').select('path').count('* as n')) as { path: string; n: string }[];
    for (const row of rows) add(paths, row.path, Number(row.n));
  }
  const rankedPaths = [...paths.entries()].map(([path, clicks]) => ({ path, clicks })).sort((a, b) => b.clicks - a.clicks).slice(0, 50);
  const path = wanted ?? rankedPaths[0]?.path ?? '/';

  const cells = new Map<string, number>();
  const elements = new Map<string, number>();
  if (plan.days.length > 0) {
    const points = (await db(DAILY_CLICK_POINTS).where({ account_id: accountId, path }).whereIn('day', plan.days).groupBy('x', 'y').select('x', 'y').sum('clicks as n')) as { x: number; y: number; n: string }[];
    for (const p of points) add(cells, `${p.x},${p.y}`, Number(p.n));
    const els = (await db(DAILY_CLICK_ELEMENTS).where({ account_id: accountId, path }).whereIn('day', plan.days).groupBy('selector').select('selector').sum('clicks as n')) as { selector: string; n: string }[];
    for (const e of els) add(elements, e.selector, Number(e.n));
  }
  for (const span of plan.raw) {
    const clicks = () => eventsIn(db, accountId, span, ['CLICK']).where('path', path);
    const points = (await clicks()
      .whereNotNull('x')
      .whereNotNull('y')
      .select(db.raw(`(x / ${CELL_X}) * ${CELL_X} as x`), db.raw(`(y / ${CELL_Y}) * ${CELL_Y} as y`))
      .count('* as n')
      .groupByRaw('1, 2')) as unknown as { x: number; y: number; n: string }[];
    for (const p of points) add(cells, `${p.x},${p.y}`, Number(p.n));
    const els = (await clicks().whereNotNull('selector').groupBy('selector').select('selector').count('* as n')) as { selector: string; n: string }[];
    for (const e of els) add(elements, e.selector, Number(e.n));
  }
  return {
    path,
    paths: rankedPaths,
    points: [...cells.entries()]
      .map(([key, count]) => {
        const [x, y] = key.split(',').map(Number);
        return { x: x!, y: y!, count };
      })
      .sort((a, b) => b.count - a.count)
      .slice(0, 5000),
    elements: [...elements.entries()].map(([selector, clicks]) => ({ selector, clicks })).sort((a, b) => b.clicks - a.clicks).slice(0, 20),
  };
}
