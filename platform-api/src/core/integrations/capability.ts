import type { Knex } from 'knex';
import type { RevenueCapability, RevenueCustomer, RevenueMonth } from '@suite/sdk';

/**
 * REVENUE for the modules: the monthly metrics the core computed at the last sync of the account's
 * revenue integrations (core.revenue_metrics), read per account; and the customers behind them by
 * e-mail (core.revenue_customers), so engagement can put a customer's MRR on their feedback.
 */
export function createRevenueCapability(db: Knex): RevenueCapability {
  return {
    async connected(accountId) {
      const active = await db('core.revenue_integrations').where({ account_id: accountId, is_active: true }).first('id');
      if (!active) return false;
      const metrics = await db('core.revenue_metrics').where('account_id', accountId).first('month');
      return Boolean(metrics);
    },
    async months(accountId, fromMonth, toMonth) {
      const rows = (await db('core.revenue_metrics').where('account_id', accountId).whereBetween('month', [fromMonth, toMonth]).orderBy('month')) as Record<string, string | number>[];
      return rows.map(
        (row): RevenueMonth => ({
          month: String(row.month),
          mrrCents: Number(row.mrr_cents),
          arrCents: Number(row.arr_cents),
          newMrrCents: Number(row.new_mrr_cents),
          churnedMrrCents: Number(row.churned_mrr_cents),
          activeCustomers: Number(row.active_customers),
          newCustomers: Number(row.new_customers),
          churnedCustomers: Number(row.churned_customers),
        }),
      );
    },
    async customersByEmail(accountId, emails) {
      const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
      if (wanted.length === 0) return [];
      const active = await db('core.revenue_integrations').where({ account_id: accountId, is_active: true }).first('id');
      if (!active) return [];
      const byEmail = new Map<string, RevenueCustomer>();
      for (let start = 0; start < wanted.length; start += 1000) {
        const rows = (await db('core.revenue_customers')
          .where('account_id', accountId)
          .whereRaw('lower(email) = any(?)', [wanted.slice(start, start + 1000)])
          .select(db.raw('lower(email) as email'), 'mrr_cents', 'status')) as { email: string; mrr_cents: string | number; status: string }[];
        for (const row of rows) {
          const seen = byEmail.get(row.email) ?? { email: row.email, mrrCents: 0, status: 'churned' as const };
          seen.mrrCents += Number(row.mrr_cents);
          if (row.status === 'active') seen.status = 'active';
          byEmail.set(row.email, seen);
        }
      }
      return [...byEmail.values()];
    },
  };
}
