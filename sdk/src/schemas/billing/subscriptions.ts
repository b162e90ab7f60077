import { Type, type Static } from '@sinclair/typebox';
import { INVOICE_STATUSES, SUBSCRIPTION_STATUSES } from '../../domain/billing.js';
import { LocalCartItemSchema } from './cart.js';
import { BillingIntervalSchema, CartItemTypeSchema, Code, DateText, Interval, Nullable, PlanIdSchema, Uuid, oneOf } from './common.js';

// Billing API schemas, checkout, subscription, invoices (all re-exported by ../billing.ts).
/** POST /billing/checkout. Without paymentMethodId the default method is charged. */
export const CheckoutBody = Type.Object({ paymentMethodId: Type.Optional(Uuid) }, { additionalProperties: false });
export type CheckoutBody = Static<typeof CheckoutBody>;

/** POST /billing/checkout/session: a one-shot checkout of these items (the cart is not used or changed). */
export const CheckoutSessionBody = Type.Object(
  { items: Type.Array(LocalCartItemSchema, { minItems: 1, maxItems: 20 }), paymentMethodId: Type.Optional(Uuid), discountCode: Type.Optional(Code) },
  { additionalProperties: false },
);
export type CheckoutSessionBody = Static<typeof CheckoutSessionBody>;

export const SubscriptionViewSchema = Type.Object({
  /** null for the implicit FREE subscription of an account that never bought. */
  id: Nullable(Type.String()),
  accountId: Type.String(),
  plan: PlanIdSchema,
  /** Same as plan (the old client read planId). */
  planId: PlanIdSchema,
  status: oneOf(SUBSCRIPTION_STATUSES),
  /** null on the implicit FREE subscription. */
  billingInterval: Nullable(BillingIntervalSchema),
  currentPeriodStart: Nullable(DateText),
  currentPeriodEnd: Nullable(DateText),
  cancelAtPeriodEnd: Type.Boolean(),
  trialEnd: Nullable(DateText),
  additionalUsers: Type.Number(),
  /** Included users plus additional users; -1 = unlimited. */
  maxUsers: Type.Number(),
  /** What the next renewal charges (before tax), in cents; 0 on FREE. */
  renewalAmountCents: Type.Number(),
  /** Credit carried on the account (from plan changes); the next charges use it first. */
  creditBalanceCents: Type.Number(),
  defaultPaymentMethodId: Nullable(Type.String()),
  metadata: Type.Object({ additionalUsers: Type.Number() }),
  createdAt: Nullable(DateText),
  updatedAt: Nullable(DateText),
});
export type SubscriptionView = Static<typeof SubscriptionViewSchema>;

/** PATCH or PUT /billing/subscription/{id}: change additional users and/or the interval. */
export const UpdateSubscriptionBody = Type.Object(
  {
    additionalUsers: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    billingInterval: Type.Optional(Interval),
    paymentMethodId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type UpdateSubscriptionBody = Static<typeof UpdateSubscriptionBody>;

/** POST /billing/subscription/{id}/cancel. cancelAtPeriodEnd false ends it now (the account goes to FREE). */
export const CancelSubscriptionBody = Type.Object({ cancelAtPeriodEnd: Type.Boolean({ default: true }) }, { additionalProperties: false });
export type CancelSubscriptionBody = Static<typeof CancelSubscriptionBody>;

export const InvoiceLineViewSchema = Type.Object({
  type: Type.Union([CartItemTypeSchema, Type.Literal('PRORATION_CREDIT'), Type.Literal('ACCOUNT_CREDIT'), Type.Literal('RENEWAL')]),
  description: Type.String(),
  quantity: Type.Number(),
  unitPriceCents: Type.Number(),
  amountCents: Type.Number(),
});
export type InvoiceLineView = Static<typeof InvoiceLineViewSchema>;

export const InvoiceViewSchema = Type.Object({
  id: Type.String(),
  /** INV-2026-000001: per-year sequence without gaps. */
  number: Type.String(),
  accountId: Type.String(),
  subscriptionId: Nullable(Type.String()),
  status: oneOf(INVOICE_STATUSES),
  currency: Type.Literal('USD'),
  issuedAt: DateText,
  periodStart: Nullable(DateText),
  periodEnd: Nullable(DateText),
  lines: Type.Array(InvoiceLineViewSchema),
  subtotalCents: Type.Number(),
  discountCode: Nullable(Type.String()),
  discountCents: Type.Number(),
  /** Credit for the unused days of the previous period (also a PRORATION_CREDIT line). */
  prorationCreditCents: Type.Number(),
  /** The account's credit balance used (also an ACCOUNT_CREDIT line). */
  accountCreditCents: Type.Number(),
  taxRatePercent: Type.Number(),
  taxCents: Type.Number(),
  totalCents: Type.Number(),
  amountPaidCents: Type.Number(),
  paidAt: Nullable(DateText),
  paymentMethod: Nullable(Type.Object({ brand: Type.String(), last4: Type.String() })),
  /** GET this path (with the bearer token) for the PDF. */
  downloadPath: Type.String(),
});
export type InvoiceView = Static<typeof InvoiceViewSchema>;

/** GET /billing/invoices?limit&offset (defaults 10 and 0), newest first. */
export const InvoiceListQuery = Type.Object(
  { limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }), offset: Type.Integer({ minimum: 0, default: 0 }) },
  { additionalProperties: false },
);
export const InvoiceListViewSchema = Type.Object({
  invoices: Type.Array(InvoiceViewSchema),
  total: Type.Number(),
  limit: Type.Number(),
  offset: Type.Number(),
});
export type InvoiceListView = Static<typeof InvoiceListViewSchema>;

/** POST /billing/checkout and /billing/checkout/session. */
export const CheckoutResultViewSchema = Type.Object({
  success: Type.Literal(true),
  subscription: SubscriptionViewSchema,
  /** null when nothing was charged (a move to FREE is scheduled at period end). */
  invoice: Nullable(InvoiceViewSchema),
  /** Where the client goes next. */
  redirectTo: Type.Literal('/billing?success=true'),
});
export type CheckoutResultView = Static<typeof CheckoutResultViewSchema>;
/**
 * A purchase an approval workflow holds ('billing.plan-purchase', /governance/approvals): answered
 * 202, nothing charged and the cart kept until the last approver approves; the purchase is then
 * made for the requester (and their cart emptied).
 */
export const CheckoutPendingViewSchema = Type.Object({
  success: Type.Literal(false),
  approval: Type.Object({ status: Type.Literal('pending'), requestId: Type.String(), workflowName: Type.String() }),
  totalCents: Type.Number(),
});
export type CheckoutPendingView = Static<typeof CheckoutPendingViewSchema>;
export const CheckoutOutcomeSchema = Type.Union([CheckoutResultViewSchema, CheckoutPendingViewSchema]);
export type CheckoutOutcome = Static<typeof CheckoutOutcomeSchema>;

/** PATCH/PUT /billing/subscription/{id}, cancel and reactivate. */
export const SubscriptionChangeViewSchema = Type.Object({
  subscription: SubscriptionViewSchema,
  /** The prorated charge's invoice when the change cost something now. */
  invoice: Nullable(InvoiceViewSchema),
});
export type SubscriptionChangeView = Static<typeof SubscriptionChangeViewSchema>;

/** The answer of POST /billing/checkout without a payment method (422): details of the error envelope. */
export interface PaymentMethodRequiredDetails {
  code: 'PAYMENT_METHOD_REQUIRED';
  redirectTo: '/billing?tab=payment&action=add';
}
