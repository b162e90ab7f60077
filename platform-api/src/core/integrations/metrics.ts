import type { RevenueTransactionType } from '@suite/sdk';

export interface MetricTransaction {
  occurredAt: Date;
  customerRef: string;
  customerEmail: string | null;
  amountCents: number;
  currency: string;
  type: RevenueTransactionType;
}

export interface MonthMetrics {
  month: string;
  mrrCents: number;
  arrCents: number;
  newCustomers: number;
  churnedCustomers: number;
  activeCustomers: number;
  newMrrCents: number;
  churnedMrrCents: number;
  netRevenueCents: number;
  refundsCents: number;
}

export interface CustomerSummary {
  customerRef: string;
  email: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
  status: 'active' | 'churned';
  mrrCents: number;
  lifetimeRevenueCents: number;
}

export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** Every YYYY-MM from first to last, inclusive. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * Revenue metrics from transactions in one currency (months from the first to the last
 * transaction, gaps included):
 * - a customer's MRR in a month is the sum of their subscription transactions in it;
 * - MRR is the sum over customers, ARR = 12 x MRR; active = customers with MRR in the month;
 * - new: customers whose first subscription month it is (newMrr: their MRR);
 * - churned: customers with MRR last month and none this month (churnedMrr: last month's MRR);
 * - net revenue = subscriptions + charges - refunds; refunds are reported on their own too.
 * A customer is 'churned' when they had subscriptions but none in the last month of the data.
 */
export function computeRevenueMetrics(transactions: readonly MetricTransaction[]): { months: MonthMetrics[]; customers: CustomerSummary[] } {
  if (transactions.length === 0) return { months: [], customers: [] };
  const sorted = [...transactions].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const months = monthsBetween(monthOf(sorted[0]!.occurredAt), monthOf(sorted[sorted.length - 1]!.occurredAt));
  const recurring = new Map<string, Map<string, number>>(); // customer -> month -> cents
  const netByMonth = new Map<string, number>();
  const refundsByMonth = new Map<string, number>();
  const customers = new Map<string, CustomerSummary>();

  for (const tx of sorted) {
    const month = monthOf(tx.occurredAt);
    const signed = tx.type === 'refund' ? -tx.amountCents : tx.amountCents;
    netByMonth.set(month, (netByMonth.get(month) ?? 0) + signed);
    if (tx.type === 'refund') refundsByMonth.set(month, (refundsByMonth.get(month) ?? 0) + tx.amountCents);
    if (tx.type === 'subscription') {
      const perMonth = recurring.get(tx.customerRef) ?? new Map<string, number>();
      perMonth.set(month, (perMonth.get(month) ?? 0) + tx.amountCents);
      recurring.set(tx.customerRef, perMonth);
    }
    const customer = customers.get(tx.customerRef) ?? { customerRef: tx.customerRef, email: null, firstSeenAt: tx.occurredAt, lastSeenAt: tx.occurredAt, status: 'active' as const, mrrCents: 0, lifetimeRevenueCents: 0 };
    customer.lastSeenAt = tx.occurredAt;
    customer.email = tx.customerEmail ?? customer.email;
    customer.lifetimeRevenueCents += signed;
    customers.set(tx.customerRef, customer);
  }

  const result: MonthMetrics[] = [];
  const firstMonth = new Map<string, string>();
  for (const [customer, perMonth] of recurring) firstMonth.set(customer, [...perMonth.keys()].sort()[0]!);
  months.forEach((month, index) => {
    const previous = index > 0 ? months[index - 1]! : null;
    let mrr = 0;
    let active = 0;
    let newCustomers = 0;
    let newMrr = 0;
    let churned = 0;
    let churnedMrr = 0;
    for (const [customer, perMonth] of recurring) {
      const now = perMonth.get(month) ?? 0;
      const before = previous ? (perMonth.get(previous) ?? 0) : 0;
      if (now > 0) {
        mrr += now;
        active += 1;
        if (firstMonth.get(customer) === month) {
          newCustomers += 1;
          newMrr += now;
        }
      } else if (before > 0) {
        churned += 1;
        churnedMrr += before;
      }
    }
    result.push({ month, mrrCents: mrr, arrCents: mrr * 12, newCustomers, churnedCustomers: churned, activeCustomers: active, newMrrCents: newMrr, churnedMrrCents: churnedMrr, netRevenueCents: netByMonth.get(month) ?? 0, refundsCents: refundsByMonth.get(month) ?? 0 });
  });

  const lastMonth = months[months.length - 1]!;
  for (const customer of customers.values()) {
    const perMonth = recurring.get(customer.customerRef);
    if (!perMonth) continue;
    const current = perMonth.get(lastMonth) ?? 0;
    customer.status = current > 0 ? 'active' : 'churned';
    customer.mrrCents = current;
  }
  return { months: result, customers: [...customers.values()] };
}
