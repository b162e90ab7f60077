import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { BILLING_INTERVALS, PLAN_FEATURES, PLAN_IDS, type BillingInterval, type PlanId } from '../domain/plans.js';
import { CART_ITEM_TYPES, INVOICE_STATUSES, PROMOTION_TYPES, REVENUE_TRANSACTION_TYPES, SUBSCRIPTION_STATUSES, type CartItemType } from '../domain/billing.js';

/**
 * The billing, pricing, cart and revenue-integration API: request bodies (validated by the
 * server from these schemas) and the shapes it answers. Paths are under /api (platform.md
 * section 7). Every amount is in integer cents (USD); every field holding money ends in Cents.
 * Dates are ISO 8601 strings.
 */

// ---------- shared pieces ----------

/** 'PAID' is accepted everywhere a plan is named and read as PRO. */
const PlanName = Type.Union(['FREE', 'PRO', 'PAID', 'ENTERPRISE', 'free', 'pro', 'paid', 'enterprise'].map((v) => Type.Literal(v)));
const Interval = Type.Union([Type.Literal('MONTHLY'), Type.Literal('ANNUAL')]);
const Uuid = Type.String({ format: 'uuid' });
const Code = Type.String({ maxLength: 64 });

// Pieces of the answers (response schemas: the server's answers are held to them in tests).
const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** An ISO 8601 date (after JSON). */
const DateText = Type.String();
export const PlanIdSchema = oneOf(PLAN_IDS);
export const BillingIntervalSchema = oneOf(BILLING_INTERVALS);
const PlanFeatureSchema = oneOf(PLAN_FEATURES);
const PromotionTypeSchema = oneOf(PROMOTION_TYPES);
const CartItemTypeSchema = oneOf(CART_ITEM_TYPES);
const PlanLimitsSchema = Type.Object({ maxUsers: Type.Number(), maxTeams: Type.Number(), maxProjects: Type.Number(), maxSessionsPerMonth: Type.Number() });
const PlanActionSchema = oneOf(['purchase', 'upgrade', 'downgrade', 'switch-interval', 'none'] as const);

// ---------- pricing (public) ----------

/** One plan card of GET /pricing and GET /pricing/plans/{id}. */
export const PricingPlanViewSchema = Type.Object({
  id: PlanIdSchema,
  name: Type.String(),
  rank: Type.Number(),
  monthlyPriceCents: Type.Number(),
  /** 12 months at 80 percent. */
  annualPriceCents: Type.Number(),
  /** Users included in the plan; -1 = unlimited. */
  includedUsers: Type.Number(),
  /** Price of one additional user; null when additional users are not sold (FREE, ENTERPRISE). */
  additionalUserMonthlyCents: Nullable(Type.Number()),
  additionalUserAnnualCents: Nullable(Type.Number()),
  limits: PlanLimitsSchema,
  features: Type.Array(PlanFeatureSchema),
  /** ENTERPRISE can be bought at list price or through contact sales. */
  contactSales: Type.Boolean(),
});
export type PricingPlanView = Static<typeof PricingPlanViewSchema>;

/** GET /pricing. */
export const PricingViewSchema = Type.Object({
  currency: Type.Literal('USD'),
  defaultInterval: BillingIntervalSchema,
  annualDiscountPercent: Type.Number(),
  /** Slider of the pricing page (0..50). */
  additionalUsersSliderMax: Type.Number(),
  /** Cap of an ADDITIONAL_USERS cart item (100). */
  additionalUsersCartMax: Type.Number(),
  taxRatePercent: Type.Number(),
  plans: Type.Array(PricingPlanViewSchema),
});
export type PricingView = Static<typeof PricingViewSchema>;

export const PlanIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 20 }) }, { additionalProperties: false });

/** A promotion (GET /pricing/promotions lists the active public ones). */
export const PromotionViewSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  description: Type.String(),
  type: PromotionTypeSchema,
  /** PERCENTAGE: percent off (20 = 20%); FIXED_AMOUNT: cents off; FREE_TRIAL: ignored (first period free). */
  value: Type.Number(),
  /** Cap of the discount in cents; null = no cap. */
  maxDiscountAmountCents: Nullable(Type.Number()),
  validFrom: Nullable(DateText),
  validUntil: Nullable(DateText),
  /** Plans it applies to; empty = every paid plan. */
  planIds: Type.Array(PlanIdSchema),
  maxRedemptions: Nullable(Type.Number()),
  redemptions: Type.Number(),
});
export type PromotionView = Static<typeof PromotionViewSchema>;

/** POST /pricing/validate-promotion. amount is the subtotal in cents the discount would apply to (optional: the plan's monthly price when absent). */
export const ValidatePromotionBody = Type.Object(
  {
    code: Code,
    planId: Type.Optional(PlanName),
    billingInterval: Type.Optional(Interval),
    amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  },
  { additionalProperties: false },
);
export type ValidatePromotionBody = Static<typeof ValidatePromotionBody>;

/** The answer of POST /pricing/validate-promotion (always 200; valid false carries the reason in error). */
export const PromotionValidationViewSchema = Type.Object({
  valid: Type.Boolean(),
  /** Same as valid (the old client read isValid). */
  isValid: Type.Boolean(),
  code: Type.String(),
  type: Nullable(PromotionTypeSchema),
  /** Percent for PERCENTAGE, null otherwise. */
  discountPercent: Nullable(Type.Number()),
  discountCents: Type.Number(),
  /** The amount the discount was computed on, and what remains to pay. */
  amountCents: Type.Number(),
  totalCents: Type.Number(),
  error: Nullable(Type.String()),
});
export type PromotionValidationView = Static<typeof PromotionValidationViewSchema>;

/** POST /pricing/apply-promotion: applies to the caller's cart and answers the cart. An empty code removes the discount. */
export const ApplyPromotionBody = Type.Object({ code: Code }, { additionalProperties: false });
export type ApplyPromotionBody = Static<typeof ApplyPromotionBody>;

/** GET /billing/additional-user-price?plan&billingInterval. */
export const AdditionalUserPriceQuery = Type.Object({ plan: Type.Optional(PlanName), billingInterval: Type.Optional(Interval) }, { additionalProperties: false });
export const AdditionalUserPriceViewSchema = Type.Object({
  plan: PlanIdSchema,
  billingInterval: BillingIntervalSchema,
  /** false on FREE and ENTERPRISE; unitPriceCents is then null and reason says why. */
  sold: Type.Boolean(),
  unitPriceCents: Nullable(Type.Number()),
  reason: Nullable(Type.String()),
});
export type AdditionalUserPriceView = Static<typeof AdditionalUserPriceViewSchema>;

/** POST /billing/preview-upgrade. */
export const PreviewUpgradeBody = Type.Object(
  {
    plan: PlanName,
    billingInterval: Interval,
    additionalUsers: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type PreviewUpgradeBody = Static<typeof PreviewUpgradeBody>;

/**
 * What a plan change costs now. A change of plan or interval starts a new period today; the
 * unused part of the current period is credited by whole days:
 * creditCents = round(currentPeriodAmountCents x remainingDays / periodDays).
 */
export const UpgradePreviewViewSchema = Type.Object({
  action: PlanActionSchema,
  /** Set when the plan-action rule refuses this purchase. */
  refusedReason: Nullable(Type.String()),
  current: Type.Object({
    plan: PlanIdSchema,
    billingInterval: Nullable(BillingIntervalSchema),
    additionalUsers: Type.Number(),
    periodStart: Nullable(DateText),
    periodEnd: Nullable(DateText),
    periodAmountCents: Type.Number(),
  }),
  plan: PlanIdSchema,
  billingInterval: BillingIntervalSchema,
  additionalUsers: Type.Number(),
  planPriceCents: Type.Number(),
  additionalUsersPriceCents: Type.Number(),
  subtotalCents: Type.Number(),
  remainingDays: Type.Number(),
  periodDays: Type.Number(),
  prorationCreditCents: Type.Number(),
  /** The account's credit balance used by this charge. */
  accountCreditCents: Type.Number(),
  /** Credit left on the account afterwards (unused days beyond the charge, and balance not used). */
  creditBalanceAfterCents: Type.Number(),
  taxCents: Type.Number(),
  /** max(0, subtotal - credits) + tax. */
  amountDueCents: Type.Number(),
  newPeriodStart: DateText,
  newPeriodEnd: DateText,
  maxUsers: Type.Number(),
});
export type UpgradePreviewView = Static<typeof UpgradePreviewViewSchema>;

// ---------- cart ----------

/** One line of the cart. SUBSCRIPTION has quantity 1 (not editable); ADDITIONAL_USERS 1..100. */
export const CartItemViewSchema = Type.Object({
  id: Type.String(),
  type: CartItemTypeSchema,
  plan: PlanIdSchema,
  billingInterval: BillingIntervalSchema,
  /** ADDITIONAL_USERS: the same as quantity; SUBSCRIPTION: 0. */
  additionalUsers: Type.Number(),
  quantity: Type.Number(),
  editable: Type.Boolean(),
  unitPriceCents: Type.Number(),
  totalCents: Type.Number(),
  description: Type.String(),
});
export type CartItemView = Static<typeof CartItemViewSchema>;

export const CartDiscountViewSchema = Type.Object({
  code: Type.String(),
  type: PromotionTypeSchema,
  /** Percent for PERCENTAGE, cents for FIXED_AMOUNT, 0 for FREE_TRIAL. */
  value: Type.Number(),
  amountCents: Type.Number(),
});
export type CartDiscountView = Static<typeof CartDiscountViewSchema>;

/** GET /billing/cart (and the answer of every cart change): the caller's cart in the active account. */
export const CartViewSchema = Type.Object({
  id: Nullable(Type.String()),
  userId: Type.String(),
  accountId: Type.String(),
  items: Type.Array(CartItemViewSchema),
  currency: Type.Literal('USD'),
  subtotalCents: Type.Number(),
  discount: Nullable(CartDiscountViewSchema),
  /** Credit for the unused days of the current period when the cart starts a new one (0 otherwise). */
  prorationCreditCents: Type.Number(),
  /** The account's credit balance used by this checkout. */
  accountCreditCents: Type.Number(),
  /** Credit left on the account after checkout (unused days beyond the charge, and balance not used). */
  creditBalanceAfterCents: Type.Number(),
  taxRatePercent: Type.Number(),
  /** Tax on subtotal - discount - credits. */
  taxCents: Type.Number(),
  totalCents: Type.Number(),
  /** Why the applied code no longer gives a discount (expired, plan changed), or null. */
  discountProblem: Nullable(Type.String()),
  updatedAt: Nullable(DateText),
});
export type CartView = Static<typeof CartViewSchema>;

/**
 * POST /billing/cart/items. SUBSCRIPTION needs plan and billingInterval (quantity is 1); ADDITIONAL_USERS
 * needs quantity 1..100 and follows the interval of the PRO subscription in the cart or on the account.
 */
export const AddCartItemBody = Type.Object(
  {
    type: Type.Union([Type.Literal('SUBSCRIPTION'), Type.Literal('ADDITIONAL_USERS')]),
    plan: Type.Optional(PlanName),
    planType: Type.Optional(PlanName),
    billingInterval: Type.Optional(Interval),
    quantity: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    additionalUsers: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type AddCartItemBody = Static<typeof AddCartItemBody>;

/** PATCH /billing/cart/items/{id}: quantity 0 or less removes the item. */
export const UpdateCartItemBody = Type.Object({ quantity: Type.Integer({ minimum: -1000, maximum: 1000 }) }, { additionalProperties: false });
export type UpdateCartItemBody = Static<typeof UpdateCartItemBody>;

/** The signed-out cart the browser keeps under the local key pendingCart (PENDING_CART_STORAGE_KEY). */
export interface LocalCartItem {
  type: CartItemType;
  plan?: PlanId | 'PAID';
  billingInterval?: BillingInterval;
  quantity?: number;
}
export interface LocalCart {
  items: LocalCartItem[];
  discountCode?: string;
}

const LocalCartItemSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('SUBSCRIPTION'), Type.Literal('ADDITIONAL_USERS')]),
    plan: Type.Optional(PlanName),
    planType: Type.Optional(PlanName),
    billingInterval: Type.Optional(Interval),
    quantity: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    additionalUsers: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    // The browser may keep display fields; they are ignored (prices come from the catalogue).
    id: Type.Optional(Type.String({ maxLength: 100 })),
    unitPrice: Type.Optional(Type.Number()),
    total: Type.Optional(Type.Number()),
    description: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);

/**
 * POST /billing/cart/merge, sent once after signing in with the local pendingCart. Items the
 * rules refuse are skipped and reported; the answer is the merged cart.
 */
export const MergeCartBody = Type.Object(
  { items: Type.Array(LocalCartItemSchema, { maxItems: 20 }), discountCode: Type.Optional(Code) },
  { additionalProperties: false },
);
export type MergeCartBody = Static<typeof MergeCartBody>;
const LocalCartItemViewSchema = Type.Object({
  type: CartItemTypeSchema,
  plan: Type.Optional(Type.Union([PlanIdSchema, Type.Literal('PAID')])),
  billingInterval: Type.Optional(BillingIntervalSchema),
  quantity: Type.Optional(Type.Number()),
});
export const CartMergeResultSchema = Type.Object({
  cart: CartViewSchema,
  /** Items not merged, with the reason (the spec text). Empty when everything merged. */
  skipped: Type.Array(Type.Object({ item: LocalCartItemViewSchema, reason: Type.String() })),
  /** Why the local discount code was not applied, or null. */
  discountCodeProblem: Nullable(Type.String()),
});
export type CartMergeResult = Static<typeof CartMergeResultSchema>;

// ---------- payment methods ----------

export const PaymentMethodViewSchema = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  expMonth: Type.Number(),
  expYear: Type.Number(),
  holderName: Nullable(Type.String()),
  isDefault: Type.Boolean(),
  /** Name of the provider that holds the card ('sandbox' by default). */
  provider: Type.String(),
  createdAt: DateText,
});
export type PaymentMethodView = Static<typeof PaymentMethodViewSchema>;

/** POST /billing/payment-methods. The number and CVC go to the provider and are never stored. */
export const AddPaymentMethodBody = Type.Object(
  {
    cardNumber: Type.String({ minLength: 1, maxLength: 40 }),
    expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    /** Four digits (2030) or two (30). */
    expYear: Type.Integer({ minimum: 0, maximum: 2200 }),
    cvc: Type.String({ minLength: 1, maxLength: 8 }),
    holderName: Type.Optional(Type.String({ maxLength: 120 })),
    setDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AddPaymentMethodBody = Static<typeof AddPaymentMethodBody>;

// ---------- checkout, subscription, invoices ----------

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

// ---------- usage and billable users ----------

/** A counted resource: used is null when the owning module does not report it. -1 = unlimited. */
const usageMeterProperties = {
  used: Nullable(Type.Number()),
  limit: Type.Number(),
  remaining: Nullable(Type.Number()),
  percent: Nullable(Type.Number()),
};
export const UsageMeterSchema = Type.Object(usageMeterProperties);
export type UsageMeter = Static<typeof UsageMeterSchema>;

/** GET /billing/usage/{accountId}. */
export const BillingUsageViewSchema = Type.Object({
  accountId: Type.String(),
  plan: PlanIdSchema,
  limits: PlanLimitsSchema,
  /** Active members plus pending invitations, against maxUsers (what the users limit counts). */
  users: Type.Object({ ...usageMeterProperties, activeMembers: Type.Number(), pendingInvitations: Type.Number(), billableUsers: Type.Number(), inactiveUsers: Type.Number() }),
  teams: UsageMeterSchema,
  projects: UsageMeterSchema,
  sessionsThisMonth: UsageMeterSchema,
  periodStart: Nullable(DateText),
  periodEnd: Nullable(DateText),
});
export type BillingUsageView = Static<typeof BillingUsageViewSchema>;

/** POST /billing/users/{id}/activate and /deactivate ({id} is the user's id): membership counted for billing or not. */
export const BillableUserViewSchema = Type.Object({
  userId: Type.String(),
  accountId: Type.String(),
  email: Type.String(),
  name: Type.String(),
  isActive: Type.Boolean(),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('INACTIVE')]),
  activatedAt: Nullable(DateText),
  deactivatedAt: Nullable(DateText),
  lastBilledAt: Nullable(DateText),
  /** What this user adds to a month's bill in cents (0 when inside the included users or inactive). */
  monthlyBillingCents: Type.Number(),
});
export type BillableUserView = Static<typeof BillableUserViewSchema>;

// ---------- revenue integrations ----------

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
