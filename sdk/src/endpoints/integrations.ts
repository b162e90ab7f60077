import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { BillingErrors } from '../domain/errors.js';
import {
  CreateRevenueIntegrationBody,
  ImportRevenueCsvBody,
  RevenueCustomerPageViewSchema,
  RevenueCustomerQuery,
  RevenueImportResultViewSchema,
  RevenueIntegrationViewSchema,
  RevenueListQuery,
  RevenueMetricsQuery,
  RevenueMetricsViewSchema,
  RevenueSyncResultViewSchema,
  RevenueTransactionPageViewSchema,
  UpdateRevenueIntegrationBody,
} from '../schemas/billing.js';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/** Everyone signed in sees Integrations; the handlers check integrations.manage and the revenue viewers. */
const SEE = ['read', 'Integrations'] as const;
const NEEDS_PLAN = { status: 403, text: BillingErrors.INTEGRATIONS_NEED_PLAN } as const;

/** Revenue integrations (platform.md section 7, "Billing, pricing, cart"). */
export const IntegrationEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/billing/revenue/integrations', access: 'tenant', can: SEE, schema: { response: Type.Array(RevenueIntegrationViewSchema) }, summary: 'Revenue integrations' }),
  create: defineEndpoint({
    method: 'POST',
    path: '/billing/revenue/integrations',
    access: 'tenant',
    status: 201,
    schema: { body: CreateRevenueIntegrationBody, response: RevenueIntegrationViewSchema },
    summary: 'Connect a revenue source',
    errors: [NEEDS_PLAN],
  }),
  metrics: defineEndpoint({ method: 'GET', path: '/billing/revenue/metrics', access: 'tenant', schema: { query: RevenueMetricsQuery, response: RevenueMetricsViewSchema }, summary: 'Monthly revenue metrics' }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/billing/revenue/transactions',
    access: 'tenant',
    schema: { query: RevenueListQuery, response: RevenueTransactionPageViewSchema },
    summary: 'Imported revenue transactions',
  }),
  customers: defineEndpoint({ method: 'GET', path: '/billing/revenue/customers', access: 'tenant', schema: { query: RevenueCustomerQuery, response: RevenueCustomerPageViewSchema }, summary: 'Revenue customers' }),
  get: defineEndpoint({ method: 'GET', path: '/billing/revenue/integrations/:id', access: 'tenant', can: SEE, schema: { params: IdParams, response: RevenueIntegrationViewSchema }, summary: 'One integration' }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/billing/revenue/integrations/:id',
    access: 'tenant',
    schema: { params: IdParams, body: UpdateRevenueIntegrationBody, response: RevenueIntegrationViewSchema },
    summary: 'Rename, re-key, pause or resume an integration',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/billing/revenue/integrations/:id',
    access: 'tenant',
    schema: { params: IdParams, response: Type.Object({ id: Type.String(), deleted: Type.Literal(true) }) },
    summary: 'Remove an integration and its data',
  }),
  importCsv: defineEndpoint({
    method: 'POST',
    path: '/billing/revenue/integrations/:id/import',
    access: 'tenant',
    schema: { params: IdParams, body: ImportRevenueCsvBody, response: RevenueImportResultViewSchema },
    summary: 'Import transactions from CSV',
    errors: [NEEDS_PLAN],
  }),
  sync: defineEndpoint({
    method: 'POST',
    path: '/billing/revenue/integrations/:id/sync',
    access: 'tenant',
    schema: { params: IdParams, response: RevenueSyncResultViewSchema },
    summary: 'Sync imported transactions into the metrics',
    errors: [NEEDS_PLAN],
  }),
} as const;
