import type { Knex } from 'knex';
import {
  AccountErrors,
  BillingErrors,
  BusinessRuleError,
  NotFoundError,
  ValidationError,
  isApiKeyFormatValid,
  revenueProviderKind,
  type CreateRevenueIntegrationBody,
  type RevenueCustomerPageView,
  type RevenueImportResultView,
  type RevenueIntegrationView,
  type RevenueMetricsView,
  type RevenueSyncResultView,
  type RevenueTransactionPageView,
  type RevenueTransactionType,
  type UpdateRevenueIntegrationBody,
} from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';
import type { BillingActor, BillingContext } from '../billing/context.js';
import { parseRevenueCsv } from './csv.js';
import { KeyVault } from './key-vault.js';
import { computeRevenueMetrics, monthsBetween, type MetricTransaction } from './metrics.js';

/**
 * Revenue integrations (platform.md sections 5 and 7): connections to where an account's revenue
 * lives. No network is assumed: the CSV connector imports a provider's export, and sync turns
 * imported transactions into customers and monthly metrics. Other providers keep their (encrypted)
 * key but cannot sync from here and say so.
 */
interface IntegrationRow {
  id: string;
  account_id: string;
  provider: string;
  name: string;
  api_key_encrypted: string | null;
  api_key_last4: string | null;
  is_active: boolean;
  last_sync_at: Date | null;
  last_sync_status: 'success' | 'failed' | null;
  last_sync_error: string | null;
  created_at: Date;
  updated_at: Date;
}

const DEFAULT_NAMES: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', square: 'Square', csv: 'CSV import' };
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export class RevenueIntegrations {
  private readonly vault: KeyVault;

  constructor(private readonly ctx: BillingContext) {
    this.vault = new KeyVault(process.env.REVENUE_KEY_SECRET || ctx.config.jwtSecret);
  }

  private async view(db: Knex, row: IntegrationRow): Promise<RevenueIntegrationView> {
    const counts = (await db('core.revenue_transactions')
      .where('integration_id', row.id)
      .select(db.raw('count(*) as total'), db.raw('count(*) filter (where synced_at is null) as unsynced'))
      .first()) as { total: number | string; unsynced: number | string };
    return {
      id: row.id,
      accountId: row.account_id,
      provider: row.provider,
      name: row.name,
      isActive: row.is_active,
      apiKeyLast4: row.api_key_last4,
      hasApiKey: row.api_key_encrypted !== null,
      lastSyncAt: iso(row.last_sync_at),
      lastSyncStatus: row.last_sync_status,
      lastSyncError: row.last_sync_error,
      transactionCount: Number(counts.total),
      unsyncedCount: Number(counts.unsynced),
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }

  /** An integration of this account; another account's id, or an inactive one when active is required: 'Integration not found or inactive'. */
  private async row(db: Knex, accountId: string, id: string, options: { active?: boolean } = {}): Promise<IntegrationRow> {
    const row = (await db('core.revenue_integrations').where({ id, account_id: accountId }).first()) as IntegrationRow | undefined;
    if (!row || (options.active && !row.is_active)) throw new NotFoundError(AccountErrors.INTEGRATION_NOT_FOUND);
    return row;
  }

  private sealKey(provider: string, apiKey: string | undefined): { api_key_encrypted: string | null; api_key_last4: string | null } {
    if (!isApiKeyFormatValid(provider, apiKey)) throw new ValidationError(AccountErrors.INVALID_API_KEY_FORMAT);
    const key = apiKey?.trim() ?? '';
    return key ? { api_key_encrypted: this.vault.seal(key), api_key_last4: key.slice(-4) } : { api_key_encrypted: null, api_key_last4: null };
  }

  async list(accountId: string): Promise<RevenueIntegrationView[]> {
    const rows = (await this.ctx.db('core.revenue_integrations').where('account_id', accountId).orderBy('created_at').orderBy('id')) as IntegrationRow[];
    return Promise.all(rows.map((row) => this.view(this.ctx.db, row)));
  }

  async get(accountId: string, id: string): Promise<RevenueIntegrationView> {
    return this.view(this.ctx.db, await this.row(this.ctx.db, accountId, id));
  }

  async create(actor: BillingActor, body: CreateRevenueIntegrationBody): Promise<RevenueIntegrationView> {
    const provider = body.provider.toLowerCase();
    const key = this.sealKey(provider, body.apiKey);
    const now = this.ctx.now();
    return this.ctx.db.transaction(async (trx) => {
      const [row] = (await trx('core.revenue_integrations')
        .insert({ account_id: actor.accountId, provider, name: body.name?.trim() || DEFAULT_NAMES[provider] || provider, ...key, is_active: body.isActive ?? true, created_at: now, updated_at: now })
        .returning('*')) as IntegrationRow[];
      await recordAudit(trx, { action: 'integrations.revenue.created', accountId: actor.accountId, userId: actor.userId, details: { integrationId: row!.id, provider }, ipAddress: actor.ip, userAgent: actor.userAgent });
      return this.view(trx, row!);
    });
  }

  async update(actor: BillingActor, id: string, body: UpdateRevenueIntegrationBody): Promise<RevenueIntegrationView> {
    return this.ctx.db.transaction(async (trx) => {
      const row = await this.row(trx, actor.accountId, id);
      const changes: Record<string, unknown> = { updated_at: this.ctx.now() };
      if (body.apiKey !== undefined) Object.assign(changes, this.sealKey(row.provider, body.apiKey));
      if (body.name !== undefined) changes.name = body.name.trim() || DEFAULT_NAMES[row.provider] || row.provider;
      if (body.isActive !== undefined) changes.is_active = body.isActive;
      const [updated] = (await trx('core.revenue_integrations').where('id', row.id).update(changes).returning('*')) as IntegrationRow[];
      await recordAudit(trx, { action: 'integrations.revenue.updated', accountId: actor.accountId, userId: actor.userId, details: { integrationId: row.id, fields: Object.keys(body) }, ipAddress: actor.ip, userAgent: actor.userAgent });
      return this.view(trx, updated!);
    });
  }

  /** Deleting an integration deletes its transactions; metrics are recomputed from what remains. */
  async remove(actor: BillingActor, id: string): Promise<{ id: string; deleted: true }> {
    await this.ctx.db.transaction(async (trx) => {
      const row = await this.row(trx, actor.accountId, id);
      await trx('core.revenue_integrations').where('id', row.id).del();
      await this.recompute(trx, actor.accountId);
      await recordAudit(trx, { action: 'integrations.revenue.deleted', accountId: actor.accountId, userId: actor.userId, details: { integrationId: row.id, provider: row.provider }, ipAddress: actor.ip, userAgent: actor.userAgent });
    });
    return { id, deleted: true };
  }

  /** POST .../{id}/import: a CSV integration's file; rows already imported are counted as duplicates. */
  async importCsv(actor: BillingActor, id: string, csv: string): Promise<RevenueImportResultView> {
    const row = await this.row(this.ctx.db, actor.accountId, id, { active: true });
    if (revenueProviderKind(row.provider) !== 'csv') throw new BusinessRuleError(BillingErrors.IMPORT_NEEDS_CSV_INTEGRATION);
    const parsed = parseRevenueCsv(csv);
    let imported = 0;
    await this.ctx.db.transaction(async (trx) => {
      const now = this.ctx.now();
      for (let start = 0; start < parsed.rows.length; start += 500) {
        const batch = parsed.rows.slice(start, start + 500).map((tx) => ({
          account_id: actor.accountId,
          integration_id: row.id,
          external_id: tx.externalId,
          dedupe_key: tx.dedupeKey,
          occurred_at: tx.occurredAt,
          customer_ref: tx.customerRef,
          customer_email: tx.customerEmail,
          amount_cents: tx.amountCents,
          currency: tx.currency,
          type: tx.type,
          created_at: now,
        }));
        const inserted = (await trx('core.revenue_transactions').insert(batch).onConflict(['integration_id', 'dedupe_key']).ignore().returning('id')) as { id: string }[];
        imported += inserted.length;
      }
      await trx('core.revenue_integrations').where('id', row.id).update({ updated_at: now });
      await recordAudit(trx, { action: 'integrations.revenue.imported', accountId: actor.accountId, userId: actor.userId, details: { integrationId: row.id, imported, errors: parsed.errors.length }, ipAddress: actor.ip, userAgent: actor.userAgent });
    });
    return { imported, duplicates: parsed.rows.length - imported, errors: parsed.errors };
  }

  /**
   * POST .../{id}/sync. CSV: the imported transactions become part of the metrics. Any other
   * provider would need a network connection this server does not assume: 'Failed to connect to
   * {provider}: ...', recorded on the integration.
   */
  async sync(actor: BillingActor, id: string): Promise<RevenueSyncResultView> {
    const row = await this.row(this.ctx.db, actor.accountId, id, { active: true });
    const now = this.ctx.now();
    if (revenueProviderKind(row.provider) !== 'csv') {
      const message = AccountErrors.connectFailed(row.provider, BillingErrors.NO_NETWORK_CONNECTOR);
      await this.ctx.db('core.revenue_integrations').where('id', row.id).update({ last_sync_at: now, last_sync_status: 'failed', last_sync_error: message, updated_at: now });
      throw new BusinessRuleError(message);
    }
    return this.ctx.db.transaction(async (trx) => {
      const synced = await trx('core.revenue_transactions').where({ integration_id: row.id }).whereNull('synced_at').update({ synced_at: now });
      const { customers, months } = await this.recompute(trx, actor.accountId);
      await trx('core.revenue_integrations').where('id', row.id).update({ last_sync_at: now, last_sync_status: 'success', last_sync_error: null, updated_at: now });
      await recordAudit(trx, { action: 'integrations.revenue.synced', accountId: actor.accountId, userId: actor.userId, details: { integrationId: row.id, synced }, ipAddress: actor.ip, userAgent: actor.userAgent });
      return { integrationId: row.id, transactionsSynced: Number(synced), customers, months, syncedAt: now.toISOString() };
    });
  }

  /** Rebuild the account's customers and monthly metrics from all synced USD transactions. */
  private async recompute(trx: Knex, accountId: string): Promise<{ customers: number; months: number }> {
    const rows = (await trx('core.revenue_transactions').where({ account_id: accountId, currency: 'USD' }).whereNotNull('synced_at').select('occurred_at', 'customer_ref', 'customer_email', 'amount_cents', 'currency', 'type')) as {
      occurred_at: Date;
      customer_ref: string;
      customer_email: string | null;
      amount_cents: number | string;
      currency: string;
      type: RevenueTransactionType;
    }[];
    const transactions: MetricTransaction[] = rows.map((r) => ({ occurredAt: new Date(r.occurred_at), customerRef: r.customer_ref, customerEmail: r.customer_email, amountCents: Number(r.amount_cents), currency: r.currency, type: r.type }));
    const { months, customers } = computeRevenueMetrics(transactions);
    await trx('core.revenue_metrics').where('account_id', accountId).del();
    await trx('core.revenue_customers').where('account_id', accountId).del();
    for (let start = 0; start < months.length; start += 500) {
      await trx('core.revenue_metrics').insert(
        months.slice(start, start + 500).map((m) => ({
          account_id: accountId,
          month: m.month,
          mrr_cents: m.mrrCents,
          arr_cents: m.arrCents,
          new_customers: m.newCustomers,
          churned_customers: m.churnedCustomers,
          active_customers: m.activeCustomers,
          new_mrr_cents: m.newMrrCents,
          churned_mrr_cents: m.churnedMrrCents,
          net_revenue_cents: m.netRevenueCents,
          refunds_cents: m.refundsCents,
        })),
      );
    }
    for (let start = 0; start < customers.length; start += 500) {
      await trx('core.revenue_customers').insert(
        customers.slice(start, start + 500).map((c) => ({
          account_id: accountId,
          customer_ref: c.customerRef,
          email: c.email,
          first_seen_at: c.firstSeenAt,
          last_seen_at: c.lastSeenAt,
          status: c.status,
          mrr_cents: c.mrrCents,
          lifetime_revenue_cents: c.lifetimeRevenueCents,
        })),
      );
    }
    return { customers: customers.length, months: months.length };
  }

  /** GET /billing/revenue/metrics?start&end: each month of the range (default: the last 12 months). */
  async metrics(accountId: string, query: { start?: string; end?: string }): Promise<RevenueMetricsView> {
    const now = this.ctx.now();
    const end = query.end ?? now.toISOString().slice(0, 10);
    const endMonth = new Date(`${end.slice(0, 7)}-01T00:00:00Z`);
    const start = query.start ?? new Date(Date.UTC(endMonth.getUTCFullYear(), endMonth.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
    if (start > end) throw new ValidationError(BillingErrors.METRICS_RANGE_INVALID);
    const range = monthsBetween(start.slice(0, 7), end.slice(0, 7));
    if (range.length > 120) throw new ValidationError(BillingErrors.METRICS_RANGE_INVALID);
    const rows = (await this.ctx.db('core.revenue_metrics').where('account_id', accountId).whereBetween('month', [range[0]!, range[range.length - 1]!])) as Record<string, string | number>[];
    const byMonth = new Map(rows.map((row) => [String(row.month), row]));
    const months = range.map((month) => {
      const row = byMonth.get(month);
      const n = (column: string) => Number(row?.[column] ?? 0);
      return {
        month,
        mrrCents: n('mrr_cents'),
        arrCents: n('arr_cents'),
        newCustomers: n('new_customers'),
        churnedCustomers: n('churned_customers'),
        activeCustomers: n('active_customers'),
        newMrrCents: n('new_mrr_cents'),
        churnedMrrCents: n('churned_mrr_cents'),
        netRevenueCents: n('net_revenue_cents'),
        refundsCents: n('refunds_cents'),
      };
    });
    const last = months[months.length - 1]!;
    return {
      currency: 'USD',
      start,
      end,
      months,
      current: { mrrCents: last.mrrCents, arrCents: last.arrCents, activeCustomers: last.activeCustomers },
      totals: {
        newCustomers: months.reduce((sum, m) => sum + m.newCustomers, 0),
        churnedCustomers: months.reduce((sum, m) => sum + m.churnedCustomers, 0),
        netRevenueCents: months.reduce((sum, m) => sum + m.netRevenueCents, 0),
      },
    };
  }

  async transactions(accountId: string, query: { limit: number; offset: number; integrationId?: string }): Promise<RevenueTransactionPageView> {
    const base = () => {
      const q = this.ctx.db('core.revenue_transactions').where('account_id', accountId);
      if (query.integrationId) q.where('integration_id', query.integrationId);
      return q;
    };
    const rows = (await base().orderBy([{ column: 'occurred_at', order: 'desc' }, { column: 'id' }]).limit(query.limit).offset(query.offset)) as {
      id: string;
      integration_id: string;
      external_id: string | null;
      occurred_at: Date;
      customer_ref: string;
      customer_email: string | null;
      amount_cents: number | string;
      currency: string;
      type: RevenueTransactionType;
      synced_at: Date | null;
    }[];
    const total = (await base().count<{ count: number }[]>('* as count'))[0]?.count;
    return {
      transactions: rows.map((r) => ({
        id: r.id,
        integrationId: r.integration_id,
        externalId: r.external_id,
        occurredAt: new Date(r.occurred_at).toISOString(),
        customerId: r.customer_ref,
        customerEmail: r.customer_email,
        amountCents: Number(r.amount_cents),
        currency: r.currency,
        type: r.type,
        synced: r.synced_at !== null,
      })),
      total: Number(total ?? 0),
      limit: query.limit,
      offset: query.offset,
    };
  }

  async customers(accountId: string, query: { limit: number; offset: number }): Promise<RevenueCustomerPageView> {
    const rows = (await this.ctx.db('core.revenue_customers').where('account_id', accountId).orderBy([{ column: 'lifetime_revenue_cents', order: 'desc' }, { column: 'customer_ref' }]).limit(query.limit).offset(query.offset)) as {
      id: string;
      customer_ref: string;
      email: string | null;
      first_seen_at: Date;
      last_seen_at: Date;
      status: 'active' | 'churned';
      mrr_cents: number | string;
      lifetime_revenue_cents: number | string;
    }[];
    const total = (await this.ctx.db('core.revenue_customers').where('account_id', accountId).count<{ count: number }[]>('* as count'))[0]?.count;
    return {
      customers: rows.map((r) => ({
        id: r.id,
        customerId: r.customer_ref,
        email: r.email,
        firstSeenAt: new Date(r.first_seen_at).toISOString(),
        lastSeenAt: new Date(r.last_seen_at).toISOString(),
        status: r.status,
        mrrCents: Number(r.mrr_cents),
        lifetimeRevenueCents: Number(r.lifetime_revenue_cents),
      })),
      total: Number(total ?? 0),
      limit: query.limit,
      offset: query.offset,
    };
  }
}

