import { Type, type Static } from '@sinclair/typebox';
import { type BillingInterval, type PlanId } from '../../domain/plans.js';
import { type CartItemType } from '../../domain/billing.js';
import { BillingIntervalSchema, CartItemTypeSchema, Code, DateText, Interval, Nullable, PlanIdSchema, PlanName, PromotionTypeSchema } from './common.js';

// Billing API schemas, cart (all re-exported by ../billing.ts).
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

export const LocalCartItemSchema = Type.Object(
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
