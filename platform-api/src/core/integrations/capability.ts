import type { Knex } from 'knex';
import type { RevenueCapability, RevenueMonth } from '@suite/sdk';

/**
 * REVENUE for the modules: the monthly metrics the core computed at the last sync of the account's
 * revenue integrations (core.revenue_metrics), read per account.
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
  };
}
