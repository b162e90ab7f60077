import { DEFAULT_TIMEFRAME, TIMEFRAMES, TIMEFRAME_MONTHS, type DashboardCompany, type DashboardConfig, type Timeframe } from '../shared/index.js';

/**
 * How an investor's stored dashboard config (per company: time frame, figures, pinned) shapes the
 * dashboard: each company shows its own saved time frame unless one is chosen for all on the
 * screen, and its card shows the figures the config names (all when it names none).
 */

/** The figures a company card can show, in the card's order. */
export const CARD_METRICS = ['runway', 'cashOnHand', 'monthlyNetBurn', 'mrr', 'churnRate', 'valuation', 'ownership'] as const;
export type CardMetric = (typeof CARD_METRICS)[number];

export const isTimeframe = (value: string | null | undefined): value is Timeframe => (TIMEFRAMES as readonly string[]).includes(value ?? '');

/** The company's time frame: the one chosen on screen for all, else its saved one, else the default. */
export function companyTimeframe(chosen: Timeframe | null, config: DashboardConfig | undefined): Timeframe {
  return chosen ?? config?.timeframe ?? DEFAULT_TIMEFRAME;
}

/** The longest of the time frames (what the dashboard asks the server for, so every company's fits). */
export function widestTimeframe(timeframes: readonly Timeframe[]): Timeframe {
  return timeframes.reduce<Timeframe>((widest, timeframe) => (TIMEFRAME_MONTHS[timeframe] > TIMEFRAME_MONTHS[widest] ? timeframe : widest), timeframes[0] ?? DEFAULT_TIMEFRAME);
}

/** The company with only its time frame's months of history (the latest ones). */
export function withTimeframe(company: DashboardCompany, timeframe: Timeframe): DashboardCompany {
  const months = TIMEFRAME_MONTHS[timeframe];
  return company.history.length > months ? { ...company, history: company.history.slice(-months) } : company;
}

/** The figures the config names, in the card's order; every figure when it names none (or none known). */
export function shownMetrics(config: DashboardConfig | undefined): CardMetric[] {
  const named = new Set(config?.metrics ?? []);
  const shown = CARD_METRICS.filter((metric) => named.has(metric));
  return shown.length > 0 ? shown : [...CARD_METRICS];
}
