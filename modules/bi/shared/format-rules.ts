/**
 * The dashboards' currency shortening (finance-and-growth.md section 9): 1M or more as $x.xM,
 * 1K or more as $xK, below that whole dollars. Money in cents; negative amounts keep their sign.
 */
export function shortDollars(cents: number): string {
  const dollars = cents / 100;
  const sign = dollars < 0 ? '-' : '';
  const amount = Math.abs(dollars);
  if (amount >= 1_000_000) return `${sign}$${(amount / 1_000_000).toFixed(1)}M`;
  if (amount >= 1_000) return `${sign}$${Math.round(amount / 1_000)}K`;
  return `${sign}$${Math.round(amount)}`;
}
