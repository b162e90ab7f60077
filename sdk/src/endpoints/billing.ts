import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { ApprovalErrors } from '../domain/errors/approval-errors.js';
import {
  AddPaymentMethodBody,
  BillableUserViewSchema,
  BillingUsageViewSchema,
  CancelSubscriptionBody,
  CheckoutBody,
  CheckoutOutcomeSchema,
  CheckoutSessionBody,
  InvoiceListQuery,
  InvoiceListViewSchema,
  InvoiceViewSchema,
  PaymentMethodViewSchema,
  SubscriptionChangeViewSchema,
  SubscriptionViewSchema,
  UpdateSubscriptionBody,
} from '../schemas/billing.js';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const AccountParams = Type.Object({ accountId: Type.String({ format: 'uuid' }) });
const VIEW_BILLING = ['read', 'Billing'] as const;
const PURCHASE = ['purchase', 'Billing'] as const;

/**
 * Billing of the current account (platform.md section 7): subscription, payment methods,
 * checkout, invoices, usage and billable users. Seeing billing needs page:billing, billing.view or
 * billing.manage (admins always); the handlers check the "any of" rules a single `can` cannot say.
 */
export const BillingEndpoints = {
  // ---------- subscription ----------
  subscription: defineEndpoint({ method: 'GET', path: '/billing/subscription', access: 'tenant', schema: { response: SubscriptionViewSchema }, summary: "The account's subscription" }),
  updateSubscription: defineEndpoint({
    method: 'PATCH',
    path: '/billing/subscription/:id',
    access: 'tenant',
    schema: { params: IdParams, body: UpdateSubscriptionBody, response: SubscriptionChangeViewSchema },
    summary: 'Change additional users or the billing interval',
  }),
  /** The same change as PATCH (older clients PUT). */
  replaceSubscription: defineEndpoint({
    method: 'PUT',
    path: '/billing/subscription/:id',
    access: 'tenant',
    schema: { params: IdParams, body: UpdateSubscriptionBody, response: SubscriptionChangeViewSchema },
    summary: 'Change additional users or the billing interval (PUT)',
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/billing/subscription/:id/cancel',
    access: 'tenant',
    schema: { params: IdParams, body: CancelSubscriptionBody, response: SubscriptionChangeViewSchema },
    summary: 'Cancel the subscription (at period end or now)',
  }),
  reactivateSubscription: defineEndpoint({
    method: 'POST',
    path: '/billing/subscription/:id/reactivate',
    access: 'tenant',
    schema: { params: IdParams, response: SubscriptionChangeViewSchema },
    summary: 'Undo a cancellation at period end',
  }),

  // ---------- payment methods ----------
  paymentMethods: defineEndpoint({ method: 'GET', path: '/billing/payment-methods', access: 'tenant', can: VIEW_BILLING, schema: { response: Type.Array(PaymentMethodViewSchema) }, summary: "The account's cards" }),
  addPaymentMethod: defineEndpoint({
    method: 'POST',
    path: '/billing/payment-methods',
    access: 'tenant',
    status: 201,
    schema: { body: AddPaymentMethodBody, response: PaymentMethodViewSchema },
    summary: 'Add a card (the number and CVC go to the provider only)',
  }),
  removePaymentMethod: defineEndpoint({
    method: 'DELETE',
    path: '/billing/payment-methods/:id',
    access: 'tenant',
    schema: { params: IdParams, response: Type.Object({ id: Type.String(), deleted: Type.Literal(true), methods: Type.Array(PaymentMethodViewSchema) }) },
    summary: 'Remove a card',
  }),
  setDefaultPaymentMethod: defineEndpoint({
    method: 'PATCH',
    path: '/billing/payment-methods/:id/default',
    access: 'tenant',
    schema: { params: IdParams, response: PaymentMethodViewSchema },
    summary: 'Make a card the default',
  }),
  /** The same as PATCH (older clients PUT). */
  replaceDefaultPaymentMethod: defineEndpoint({
    method: 'PUT',
    path: '/billing/payment-methods/:id/default',
    access: 'tenant',
    schema: { params: IdParams, response: PaymentMethodViewSchema },
    summary: 'Make a card the default (PUT)',
  }),

  // ---------- checkout ----------
  checkout: defineEndpoint({
    method: 'POST',
    path: '/billing/checkout',
    access: 'tenant',
    can: PURCHASE,
    schema: { body: CheckoutBody, response: CheckoutOutcomeSchema },
    summary: 'Pay for the cart; under a plan-purchase approval workflow (from its amount) answers 202 and buys once approved',
    errors: [{ status: 409, text: ApprovalErrors.ALREADY_PENDING }],
  }),
  portal: defineEndpoint({
    method: 'POST',
    path: '/billing/portal',
    access: 'tenant',
    schema: { response: Type.Object({ url: Type.String(), provider: Type.String() }) },
    summary: "The customer portal's address",
  }),
  checkoutSession: defineEndpoint({
    method: 'POST',
    path: '/billing/checkout/session',
    access: 'tenant',
    can: PURCHASE,
    schema: { body: CheckoutSessionBody, response: CheckoutOutcomeSchema },
    summary: 'Pay for these items at once (the cart is not used); under a plan-purchase approval workflow answers 202 and buys once approved',
    errors: [{ status: 409, text: ApprovalErrors.ALREADY_PENDING }],
  }),

  // ---------- invoices ----------
  invoices: defineEndpoint({ method: 'GET', path: '/billing/invoices', access: 'tenant', can: VIEW_BILLING, schema: { query: InvoiceListQuery, response: InvoiceListViewSchema }, summary: 'Invoices, newest first' }),
  invoice: defineEndpoint({ method: 'GET', path: '/billing/invoices/:id', access: 'tenant', can: VIEW_BILLING, schema: { params: IdParams, response: InvoiceViewSchema }, summary: 'One invoice' }),
  downloadInvoice: defineEndpoint({
    method: 'GET',
    path: '/billing/invoices/:id/download',
    access: 'tenant',
    can: VIEW_BILLING,
    file: true,
    schema: { params: IdParams },
    summary: "An invoice's PDF",
    errors: [{ status: 404 }],
  }),

  // ---------- usage and billable users ----------
  usage: defineEndpoint({ method: 'GET', path: '/billing/usage/:accountId', access: 'tenant', can: VIEW_BILLING, schema: { params: AccountParams, response: BillingUsageViewSchema }, summary: 'Usage against the plan limits' }),
  activateUser: defineEndpoint({ method: 'POST', path: '/billing/users/:id/activate', access: 'tenant', schema: { params: IdParams, response: BillableUserViewSchema }, summary: 'Count a member for billing' }),
  deactivateUser: defineEndpoint({ method: 'POST', path: '/billing/users/:id/deactivate', access: 'tenant', schema: { params: IdParams, response: BillableUserViewSchema }, summary: 'Stop counting a member for billing' }),
} as const;
