import { Type, type Static } from '@sinclair/typebox';
import type { BillingInterval, PlanFeature, PlanId, PlanLimits } from '../domain/plans.js';
import type { PlanAction } from '../domain/billing.js';
import type { CartItemType, InvoiceStatus, PromotionType, RevenueTransactionType, SubscriptionStatus } from '../domain/billing.js';

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

// ---------- pricing (public) ----------

/** One plan card of GET /pricing and GET /pricing/plans/{id}. */
export interface PricingPlanView {
  id: PlanId;
  name: string;
  rank: number;
  monthlyPriceCents: number;
  /** 12 months at 80 percent. */
  annualPriceCents: number;
  /** Users included in the plan; -1 = unlimited. */
  includedUsers: number;
  /** Price of one additional user; null when additional users are not sold (FREE, ENTERPRISE). */
  additionalUserMonthlyCents: number | null;
  additionalUserAnnualCents: number | null;
  limits: PlanLimits;
  features: PlanFeature[];
  /** ENTERPRISE can be bought at list price or through contact sales. */
  contactSales: boolean;
}

/** GET /pricing. */
export interface PricingView {
  currency: 'USD';
  defaultInterval: BillingInterval;
  annualDiscountPercent: number;
  /** Slider of the pricing page (0..50). */
  additionalUsersSliderMax: number;
  /** Cap of an ADDITIONAL_USERS cart item (100). */
  additionalUsersCartMax: number;
  taxRatePercent: number;
  plans: PricingPlanView[];
}

export const PlanIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 20 }) }, { additionalProperties: false });

/** A promotion (GET /pricing/promotions lists the active public ones). */
export interface PromotionView {
  id: string;
  code: string;
  description: string;
  type: PromotionType;
  /** PERCENTAGE: percent off (20 = 20%); FIXED_AMOUNT: cents off; FREE_TRIAL: ignored (first period free). */
  value: number;
  /** Cap of the discount in cents; null = no cap. */
  maxDiscountAmountCents: number | null;
  validFrom: string | null;
  validUntil: string | null;
  /** Plans it applies to; empty = every paid plan. */
  planIds: PlanId[];
  maxRedemptions: number | null;
  redemptions: number;
}

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
export interface PromotionValidationView {
  valid: boolean;
  /** Same as valid (the old client read isValid). */
  isValid: boolean;
  code: string;
  type: PromotionType | null;
  /** Percent for PERCENTAGE, null otherwise. */
  discountPercent: number | null;
  discountCents: number;
  /** The amount the discount was computed on, and what remains to pay. */
  amountCents: number;
  totalCents: number;
  error: string | null;
}

/** POST /pricing/apply-promotion: applies to the caller's cart and answers the cart. An empty code removes the discount. */
export const ApplyPromotionBody = Type.Object({ code: Code }, { additionalProperties: false });
export type ApplyPromotionBody = Static<typeof ApplyPromotionBody>;

/** GET /billing/additional-user-price?plan&billingInterval. */
export const AdditionalUserPriceQuery = Type.Object({ plan: Type.Optional(PlanName), billingInterval: Type.Optional(Interval) }, { additionalProperties: false });
export interface AdditionalUserPriceView {
  plan: PlanId;
  billingInterval: BillingInterval;
  /** false on FREE and ENTERPRISE; unitPriceCents is then null and reason says why. */
  sold: boolean;
  unitPriceCents: number | null;
  reason: string | null;
}

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
export interface UpgradePreviewView {
  action: PlanAction;
  /** Set when the plan-action rule refuses this purchase. */
  refusedReason: string | null;
  current: { plan: PlanId; billingInterval: BillingInterval | null; additionalUsers: number; periodStart: string | null; periodEnd: string | null; periodAmountCents: number };
  plan: PlanId;
  billingInterval: BillingInterval;
  additionalUsers: number;
  planPriceCents: number;
  additionalUsersPriceCents: number;
  subtotalCents: number;
  remainingDays: number;
  periodDays: number;
  prorationCreditCents: number;
  /** The account's credit balance used by this charge. */
  accountCreditCents: number;
  /** Credit left on the account afterwards (unused days beyond the charge, and balance not used). */
  creditBalanceAfterCents: number;
  taxCents: number;
  /** max(0, subtotal - credits) + tax. */
  amountDueCents: number;
  newPeriodStart: string;
  newPeriodEnd: string;
  maxUsers: number;
}

// ---------- cart ----------

/** One line of the cart. SUBSCRIPTION has quantity 1 (not editable); ADDITIONAL_USERS 1..100. */
export interface CartItemView {
  id: string;
  type: CartItemType;
  plan: PlanId;
  billingInterval: BillingInterval;
  /** ADDITIONAL_USERS: the same as quantity; SUBSCRIPTION: 0. */
  additionalUsers: number;
  quantity: number;
  editable: boolean;
  unitPriceCents: number;
  totalCents: number;
  description: string;
}

export interface CartDiscountView {
  code: string;
  type: PromotionType;
  /** Percent for PERCENTAGE, cents for FIXED_AMOUNT, 0 for FREE_TRIAL. */
  value: number;
  amountCents: number;
}

/** GET /billing/cart (and the answer of every cart change): the caller's cart in the active account. */
export interface CartView {
  id: string | null;
  userId: string;
  accountId: string;
  items: CartItemView[];
  currency: 'USD';
  subtotalCents: number;
  discount: CartDiscountView | null;
  /** Credit for the unused days of the current period when the cart starts a new one (0 otherwise). */
  prorationCreditCents: number;
  /** The account's credit balance used by this checkout. */
  accountCreditCents: number;
  /** Credit left on the account after checkout (unused days beyond the charge, and balance not used). */
  creditBalanceAfterCents: number;
  taxRatePercent: number;
  /** Tax on subtotal - discount - credits. */
  taxCents: number;
  totalCents: number;
  /** Why the applied code no longer gives a discount (expired, plan changed), or null. */
  discountProblem: string | null;
  updatedAt: string | null;
}

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
export interface CartMergeResult {
  cart: CartView;
  /** Items not merged, with the reason (the spec text). Empty when everything merged. */
  skipped: { item: LocalCartItem; reason: string }[];
  /** Why the local discount code was not applied, or null. */
  discountCodeProblem: string | null;
}

// ---------- payment methods ----------

export interface PaymentMethodView {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string | null;
  isDefault: boolean;
  /** Name of the provider that holds the card ('sandbox' by default). */
  provider: string;
  createdAt: string;
}

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

export interface SubscriptionView {
  /** null for the implicit FREE subscription of an account that never bought. */
  id: string | null;
  accountId: string;
  plan: PlanId;
  /** Same as plan (the old client read planId). */
  planId: PlanId;
  status: SubscriptionStatus;
  /** null on the implicit FREE subscription. */
  billingInterval: BillingInterval | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
  additionalUsers: number;
  /** Included users plus additional users; -1 = unlimited. */
  maxUsers: number;
  /** What the next renewal charges (before tax), in cents; 0 on FREE. */
  renewalAmountCents: number;
  /** Credit carried on the account (from plan changes); the next charges use it first. */
  creditBalanceCents: number;
  defaultPaymentMethodId: string | null;
  metadata: { additionalUsers: number };
  createdAt: string | null;
  updatedAt: string | null;
}

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

export interface InvoiceLineView {
  type: CartItemType | 'PRORATION_CREDIT' | 'ACCOUNT_CREDIT' | 'RENEWAL';
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

export interface InvoiceView {
  id: string;
  /** INV-2026-000001: per-year sequence without gaps. */
  number: string;
  accountId: string;
  subscriptionId: string | null;
  status: InvoiceStatus;
  currency: 'USD';
  issuedAt: string;
  periodStart: string | null;
  periodEnd: string | null;
  lines: InvoiceLineView[];
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  /** Credit for the unused days of the previous period (also a PRORATION_CREDIT line). */
  prorationCreditCents: number;
  /** The account's credit balance used (also an ACCOUNT_CREDIT line). */
  accountCreditCents: number;
  taxRatePercent: number;
  taxCents: number;
  totalCents: number;
  amountPaidCents: number;
  paidAt: string | null;
  paymentMethod: { brand: string; last4: string } | null;
  /** GET this path (with the bearer token) for the PDF. */
  downloadPath: string;
}

/** GET /billing/invoices?limit&offset (defaults 10 and 0), newest first. */
export const InvoiceListQuery = Type.Object(
  { limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }), offset: Type.Integer({ minimum: 0, default: 0 }) },
  { additionalProperties: false },
);
export interface InvoiceListView {
  invoices: InvoiceView[];
  total: number;
  limit: number;
  offset: number;
}

/** POST /billing/checkout and /billing/checkout/session. */
export interface CheckoutResultView {
  success: true;
  subscription: SubscriptionView;
  /** null when nothing was charged (a move to FREE is scheduled at period end). */
  invoice: InvoiceView | null;
  /** Where the client goes next. */
  redirectTo: '/billing?success=true';
}

/** PATCH/PUT /billing/subscription/{id}, cancel and reactivate. */
export interface SubscriptionChangeView {
  subscription: SubscriptionView;
  /** The prorated charge's invoice when the change cost something now. */
  invoice: InvoiceView | null;
}

/** The answer of POST /billing/checkout without a payment method (422): details of the error envelope. */
export interface PaymentMethodRequiredDetails {
  code: 'PAYMENT_METHOD_REQUIRED';
  redirectTo: '/billing?tab=payment&action=add';
}

// ---------- usage and billable users ----------

/** A counted resource: used is null when the owning module does not report it. -1 = unlimited. */
export interface UsageMeter {
  used: number | null;
  limit: number;
  remaining: number | null;
  percent: number | null;
}

/** GET /billing/usage/{accountId}. */
export interface BillingUsageView {
  accountId: string;
  plan: PlanId;
  limits: PlanLimits;
  /** Active members plus pending invitations, against maxUsers (what the users limit counts). */
  users: UsageMeter & { activeMembers: number; pendingInvitations: number; billableUsers: number; inactiveUsers: number };
  teams: UsageMeter;
  projects: UsageMeter;
  sessionsThisMonth: UsageMeter;
  periodStart: string | null;
  periodEnd: string | null;
}

/** POST /billing/users/{id}/activate and /deactivate ({id} is the user's id): membership counted for billing or not. */
export interface BillableUserView {
  userId: string;
  accountId: string;
  email: string;
  name: string;
  isActive: boolean;
  status: 'ACTIVE' | 'INACTIVE';
  activatedAt: string | null;
  deactivatedAt: string | null;
  lastBilledAt: string | null;
  /** What this user adds to a month's bill in cents (0 when inside the included users or inactive). */
  monthlyBillingCents: number;
}

// ---------- revenue integrations ----------

export interface RevenueIntegrationView {
  id: string;
  accountId: string;
  provider: string;
  name: string;
  isActive: boolean;
  /** Last 4 characters of the key (never the whole key); null for csv. */
  apiKeyLast4: string | null;
  hasApiKey: boolean;
  lastSyncAt: string | null;
  lastSyncStatus: 'success' | 'failed' | null;
  lastSyncError: string | null;
  /** Imported transactions, and how many are not synced into metrics yet. */
  transactionCount: number;
  unsyncedCount: number;
  createdAt: string;
  updatedAt: string;
}

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
export interface RevenueImportResultView {
  imported: number;
  /** Rows already imported (same id, or same date, customer, amount and type). */
  duplicates: number;
  /** Rows refused, with their line number (1 = header). */
  errors: { line: number; message: string }[];
}

/** POST /billing/revenue/integrations/{id}/sync. */
export interface RevenueSyncResultView {
  integrationId: string;
  transactionsSynced: number;
  customers: number;
  months: number;
  syncedAt: string;
}

export const RevenueMetricsQuery = Type.Object(
  { start: Type.Optional(Type.String({ format: 'date' })), end: Type.Optional(Type.String({ format: 'date' })) },
  { additionalProperties: false },
);

/**
 * One month of revenue metrics, from synced transactions. A customer's MRR in a month is the sum
 * of their subscription transactions in it (annual plans should be imported as 12 monthly rows);
 * new = first month with a subscription; churned = had one last month and none this month.
 */
export interface RevenueMonthView {
  /** YYYY-MM. */
  month: string;
  mrrCents: number;
  arrCents: number;
  newCustomers: number;
  churnedCustomers: number;
  activeCustomers: number;
  newMrrCents: number;
  churnedMrrCents: number;
  /** Charges and subscriptions minus refunds. */
  netRevenueCents: number;
  refundsCents: number;
}

/** GET /billing/revenue/metrics?start&end (YYYY-MM-DD; defaults: the last 12 months to today). */
export interface RevenueMetricsView {
  currency: string;
  start: string;
  end: string;
  months: RevenueMonthView[];
  /** The last month of the range. */
  current: { mrrCents: number; arrCents: number; activeCustomers: number };
  totals: { newCustomers: number; churnedCustomers: number; netRevenueCents: number };
}

export const RevenueListQuery = Type.Object(
  { limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }), offset: Type.Integer({ minimum: 0, default: 0 }), integrationId: Type.Optional(Uuid) },
  { additionalProperties: false },
);

export interface RevenueTransactionView {
  id: string;
  integrationId: string;
  externalId: string | null;
  occurredAt: string;
  customerId: string;
  customerEmail: string | null;
  amountCents: number;
  currency: string;
  type: RevenueTransactionType;
  synced: boolean;
}
export interface RevenueTransactionPageView {
  transactions: RevenueTransactionView[];
  total: number;
  limit: number;
  offset: number;
}

export interface RevenueCustomerView {
  id: string;
  customerId: string;
  email: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  status: 'active' | 'churned';
  /** Their MRR in the last month of the data (0 when churned or never subscribed). */
  mrrCents: number;
  lifetimeRevenueCents: number;
}
export interface RevenueCustomerPageView {
  customers: RevenueCustomerView[];
  total: number;
  limit: number;
  offset: number;
}
