/**
 * The landing page's runway calculator: months of cash left at the current net burn (expenses
 * minus revenue), a month being 30 days as everywhere in the product (finance-and-growth.md
 * section 9). Null months when revenue covers expenses (not burning) or cash is not positive.
 */
export interface RunwayInput {
  cash: number;
  expenses: number;
  revenue: number;
}

export interface RunwayResult {
  netBurn: number;
  /** Months with one decimal, or null when not burning. */
  months: number | null;
  /** The day the cash runs out (UTC), or null. */
  outOfCash: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function computeRunway(input: RunwayInput, today: Date): RunwayResult {
  const cash = Math.max(0, input.cash || 0);
  const netBurn = Math.max(0, (input.expenses || 0) - (input.revenue || 0));
  if (netBurn === 0) return { netBurn, months: null, outOfCash: null };
  const exact = cash / netBurn;
  return { netBurn, months: Math.floor(exact * 10) / 10, outOfCash: new Date(today.getTime() + Math.floor(exact * 30) * DAY_MS) };
}

/** A typed amount: digits with optional separators ("150,000", "150 000", "$150000"); NaN-free. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[^0-9.]/g, '');
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : 0;
}
