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
  // Every read below is independent: sent together (the pool runs them side by side on PostgreSQL).
  const paths = new Map<string, number>();
  const pathReads: Promise<{ path: string; n: string }[]>[] = plan.raw.map((span) => eventsIn(db, accountId, span, ['CLICK']).groupBy('path').select('path').count('* as n') as never);
  if (plan.days.length > 0) pathReads.push(db(DAILY_COUNTS).where({ account_id: accountId, category: 'CLICK' }).whereIn('day', plan.days).groupBy('path').select('path').sum('events as n') as never);
  for (const rows of await Promise.all(pathReads)) for (const row of rows) add(paths, row.path, Number(row.n));
  const rankedPaths = [...paths.entries()].map(([path, clicks]) => ({ path, clicks })).sort((a, b) => b.clicks - a.clicks).slice(0, 50);
  const path = wanted ?? rankedPaths[0]?.path ?? '/';

  const cells = new Map<string, number>();
  const elements = new Map<string, number>();
  const pointReads: Promise<{ x: number; y: number; n: string }[]>[] = [];
  const elementReads: Promise<{ selector: string; n: string }[]>[] = [];
  if (plan.days.length > 0) {
    pointReads.push(db(DAILY_CLICK_POINTS).where({ account_id: accountId, path }).whereIn('day', plan.days).groupBy('x', 'y').select('x', 'y').sum('clicks as n') as never);
    elementReads.push(db(DAILY_CLICK_ELEMENTS).where({ account_id: accountId, path }).whereIn('day', plan.days).groupBy('selector').select('selector').sum('clicks as n') as never);
  }
  for (const span of plan.raw) {
    const clicks = () => eventsIn(db, accountId, span, ['CLICK']).where('path', path);
    pointReads.push(
      clicks()
        .whereNotNull('x')
        .whereNotNull('y')
        .select(db.raw(`(x / ${CELL_X}) * ${CELL_X} as x`), db.raw(`(y / ${CELL_Y}) * ${CELL_Y} as y`))
        .count('* as n')
        .groupByRaw('1, 2') as never,
    );
    elementReads.push(clicks().whereNotNull('selector').groupBy('selector').select('selector').count('* as n') as never);
  }
  const [pointRows, elementRows] = await Promise.all([Promise.all(pointReads), Promise.all(elementReads)]);
  for (const rows of pointRows) for (const p of rows) add(cells, `${p.x},${p.y}`, Number(p.n));
  for (const rows of elementRows) for (const e of rows) add(elements, e.selector, Number(e.n));
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
