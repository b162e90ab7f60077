import { Type, type Static } from '@sinclair/typebox';
import { REVENUE_TRANSACTION_TYPES } from '../../domain/billing.js';
import { DateText, Nullable, Uuid, oneOf } from './common.js';

// Billing API schemas, revenue integrations (all re-exported by ../billing.ts).
export const RevenueIntegrationViewSchema = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  provider: Type.String(),
  name: Type.String(),
  isActive: Type.Boolean(),
  /** Last 4 characters of the key (never the whole key); null for csv. */
  apiKeyLast4: Nullable(Type.String()),
  hasApiKey: Type.Boolean(),
  lastSyncAt: Nullable(DateText),
  lastSyncStatus: Type.Union([Type.Literal('success'), Type.Literal('failed'), Type.Null()]),
  lastSyncError: Nullable(Type.String()),
  /** Imported transactions, and how many are not synced into metrics yet. */
  transactionCount: Type.Number(),
  unsyncedCount: Type.Number(),
  createdAt: DateText,
  updatedAt: DateText,
});
export type RevenueIntegrationView = Static<typeof RevenueIntegrationViewSchema>;

const ProviderName = Type.String({ minLength: 2, maxLength: 40, pattern: '^[a-z0-9][a-z0-9_-]*$' });

/** POST /billing/revenue/integrations. apiKey is required except for provider 'csv'. */
export const CreateRevenueIntegrationBody = Type.Object(
  {
    provider: ProviderName,
    apiKey: Type.Optional(Type.String({ maxLength: 500 })),
    name: Type.Optional(Type.String({ maxLength: 120 })),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateRevenueIntegrationBody = Static<typeof CreateRevenueIntegrationBody>;

export const UpdateRevenueIntegrationBody = Type.Object(
  { apiKey: Type.Optional(Type.String({ maxLength: 500 })), name: Type.Optional(Type.String({ maxLength: 120 })), isActive: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type UpdateRevenueIntegrationBody = Static<typeof UpdateRevenueIntegrationBody>;

/**
 * POST /billing/revenue/integrations/{id}/import (provider csv): the CSV text. Header row with the
 * columns date, customer_id, customer_email, amount, currency, type (charge | refund | subscription);
 * amount in currency units with a dot ("29.00"); date YYYY-MM-DD or ISO 8601. An optional id
 * column makes re-imports idempotent. The request body is limited to 1 MB (BODY_LIMIT).
 */
export const ImportRevenueCsvBody = Type.Object({ csv: Type.String({ minLength: 1, maxLength: 1_000_000 }) }, { additionalProperties: false });
export type ImportRevenueCsvBody = Static<typeof ImportRevenueCsvBody>;
export const RevenueImportResultViewSchema = Type.Object({
  imported: Type.Number(),
  /** Rows already imported (same id, or same date, customer, amount and type). */
  duplicates: Type.Number(),
  /** Rows refused, with their line number (1 = header). */
  errors: Type.Array(Type.Object({ line: Type.Number(), message: Type.String() })),
});
export type RevenueImportResultView = Static<typeof RevenueImportResultViewSchema>;

/** POST /billing/revenue/integrations/{id}/sync. */
export const RevenueSyncResultViewSchema = Type.Object({
  integrationId: Type.String(),
  transactionsSynced: Type.Number(),
  customers: Type.Number(),
  months: Type.Number(),
  syncedAt: DateText,
});
export type RevenueSyncResultView = Static<typeof RevenueSyncResultViewSchema>;

export const RevenueMetricsQuery = Type.Object(
  { start: Type.Optional(Type.String({ format: 'date' })), end: Type.Optional(Type.String({ format: 'date' })) },
  { additionalProperties: false },
);

/**
 * One month of revenue metrics, from synced transactions. A customer's MRR in a month is the sum
 * of their subscription transactions in it (annual plans should be imported as 12 monthly rows);
 * new = first month with a subscription; churned = had one last month and none this month.
 */
export const RevenueMonthViewSchema = Type.Object({
  /** YYYY-MM. */
  month: Type.String(),
  mrrCents: Type.Number(),
  arrCents: Type.Number(),
  newCustomers: Type.Number(),
  churnedCustomers: Type.Number(),
  activeCustomers: Type.Number(),
  newMrrCents: Type.Number(),
  churnedMrrCents: Type.Number(),
  /** Charges and subscriptions minus refunds. */
  netRevenueCents: Type.Number(),
  refundsCents: Type.Number(),
});
export type RevenueMonthView = Static<typeof RevenueMonthViewSchema>;

/** GET /billing/revenue/metrics?start&end (YYYY-MM-DD; defaults: the last 12 months to today). */
export const RevenueMetricsViewSchema = Type.Object({
  currency: Type.String(),
  start: Type.String(),
  end: Type.String(),
  months: Type.Array(RevenueMonthViewSchema),
  /** The last month of the range. */
  current: Type.Object({ mrrCents: Type.Number(), arrCents: Type.Number(), activeCustomers: Type.Number() }),
  totals: Type.Object({ newCustomers: Type.Number(), churnedCustomers: Type.Number(), netRevenueCents: Type.Number() }),
});
export type RevenueMetricsView = Static<typeof RevenueMetricsViewSchema>;

export const RevenueListQuery = Type.Object(
  { limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }), offset: Type.Integer({ minimum: 0, default: 0 }), integrationId: Type.Optional(Uuid) },
  { additionalProperties: false },
);

export const RevenueTransactionViewSchema = Type.Object({
  id: Type.String(),
  integrationId: Type.String(),
  externalId: Nullable(Type.String()),
  occurredAt: DateText,
  customerId: Type.String(),
  customerEmail: Nullable(Type.String()),
  amountCents: Type.Number(),
  currency: Type.String(),
  type: oneOf(REVENUE_TRANSACTION_TYPES),
  synced: Type.Boolean(),
});
export type RevenueTransactionView = Static<typeof RevenueTransactionViewSchema>;
export const RevenueTransactionPageViewSchema = Type.Object({
  transactions: Type.Array(RevenueTransactionViewSchema),
  total: Type.Number(),
  limit: Type.Number(),
  offset: Type.Number(),
});
export type RevenueTransactionPageView = Static<typeof RevenueTransactionPageViewSchema>;

/** GET /billing/revenue/customers?limit&offset. */
export const RevenueCustomerQuery = Type.Object(
  { limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }), offset: Type.Integer({ minimum: 0, default: 0 }) },
  { additionalProperties: false },
);

export const RevenueCustomerViewSchema = Type.Object({
  id: Type.String(),
  customerId: Type.String(),
  email: Nullable(Type.String()),
  firstSeenAt: DateText,
  lastSeenAt: DateText,
  status: Type.Union([Type.Literal('active'), Type.Literal('churned')]),
  /** Their MRR in the last month of the data (0 when churned or never subscribed). */
  mrrCents: Type.Number(),
  lifetimeRevenueCents: Type.Number(),
});
export type RevenueCustomerView = Static<typeof RevenueCustomerViewSchema>;
export const RevenueCustomerPageViewSchema = Type.Object({
  customers: Type.Array(RevenueCustomerViewSchema),
  total: Type.Number(),
  limit: Type.Number(),
  offset: Type.Number(),
});
export type RevenueCustomerPageView = Static<typeof RevenueCustomerPageViewSchema>;
