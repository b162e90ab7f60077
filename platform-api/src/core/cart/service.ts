import type { Knex } from 'knex';
import {
  BillingErrors,
  BusinessRuleError,
  NotFoundError,
  ValidationError,
  normalizePlan,
  type AddCartItemBody,
  type BillingInterval,
  type CartItemType,
  type CartMergeResult,
  type CartView,
  type LocalCartItem,
  type MergeCartBody,
  type PlanId,
} from '@suite/sdk';
import type { BillingActor, BillingContext } from '../billing/context.js';
import { billingState, type BillingState } from '../billing/store.js';
import { parsePlanId } from '../pricing/catalogue.js';
import { findPromotion, normalizeCode, promotionProblem, type PromotionRow } from '../pricing/promotions.js';
import { additionalUsersQuantityProblem, additionalUsersTarget, quoteItems, subscriptionItemRefusal, type Quote, type QuoteItemInput } from './quote.js';

/**
 * The server-side cart: one per user and account (platform.md sections 3 and 5). It holds at most
 * one SUBSCRIPTION item (quantity 1, replaced by the next one) and one ADDITIONAL_USERS item
 * (1..100, only with PRO in the cart or on the account). Prices always come from the catalogue.
 */
interface CartRow {
  id: string;
  account_id: string;
  user_id: string;
  discount_code: string | null;
  updated_at: Date;
}

interface CartItemRow {
  id: string;
  cart_id: string;
  type: CartItemType;
  plan: string;
  billing_interval: BillingInterval;
  quantity: number;
  created_at: Date;
}

async function findCart(db: Knex, actor: Pick<BillingActor, 'userId' | 'accountId'>, lock = false): Promise<CartRow | null> {
  const query = db('core.carts').where({ user_id: actor.userId, account_id: actor.accountId }).first();
  if (lock) query.forUpdate();
  return ((await query) as CartRow | undefined) ?? null;
}

async function ensureCart(trx: Knex, actor: BillingActor, now: Date): Promise<CartRow> {
  const existing = await findCart(trx, actor, true);
  if (existing) return existing;
  await trx('core.carts').insert({ user_id: actor.userId, account_id: actor.accountId, created_at: now, updated_at: now }).onConflict(['user_id', 'account_id']).ignore();
  return (await findCart(trx, actor, true))!;
}

async function itemsOf(db: Knex, cartId: string): Promise<CartItemRow[]> {
  const rows = (await db('core.cart_items').where('cart_id', cartId).orderBy('created_at').orderBy('id')) as CartItemRow[];
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}

const asInput = (row: CartItemRow): QuoteItemInput => ({ id: row.id, type: row.type, plan: normalizePlan(row.plan), billingInterval: row.billing_interval, quantity: row.quantity });

/** The cart's promotion, looked up when a code is set. */
export async function promotionFor(db: Knex, code: string | null): Promise<PromotionRow | null> {
  return code ? findPromotion(db, code) : null;
}

export interface LoadedCart {
  cart: CartRow | null;
  state: BillingState;
  items: QuoteItemInput[];
  quote: Quote;
}

/** The cart with its prices, against the account's current billing state. */
export async function loadCart(db: Knex, ctx: Pick<BillingContext, 'settings'>, actor: Pick<BillingActor, 'userId' | 'accountId'>, now: Date, options: { lock?: boolean } = {}): Promise<LoadedCart> {
  const state = await billingState(db, actor.accountId, { lock: options.lock });
  const cart = await findCart(db, actor, options.lock);
  const items = cart ? (await itemsOf(db, cart.id)).map(asInput) : [];
  const code = cart?.discount_code ?? null;
  const quote = quoteItems(state, items, await promotionFor(db, code), code, now, ctx.settings.taxRatePercent);
  return { cart, state, items, quote };
}

export function cartView(loaded: LoadedCart, actor: Pick<BillingActor, 'userId' | 'accountId'>): CartView {
  const { quote, cart } = loaded;
  return {
    id: cart?.id ?? null,
    userId: actor.userId,
    accountId: actor.accountId,
    items: quote.items,
    currency: 'USD',
    subtotalCents: quote.subtotalCents,
    discount: quote.discount,
    prorationCreditCents: quote.prorationCreditCents,
    accountCreditCents: quote.accountCreditCents,
    creditBalanceAfterCents: quote.creditBalanceAfterCents,
    taxRatePercent: quote.taxRatePercent,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
    discountProblem: quote.discountProblem,
    updatedAt: cart ? new Date(cart.updated_at).toISOString() : null,
  };
}

export async function getCart(ctx: BillingContext, actor: BillingActor): Promise<CartView> {
  return cartView(await loadCart(ctx.db, ctx, actor, ctx.now()), actor);
}

/** A requested item, checked against the rules; throws the rule's text. */
interface ItemRequest {
  type: CartItemType;
  plan?: string;
  planType?: string;
  billingInterval?: BillingInterval;
  quantity?: number;
  additionalUsers?: number;
}

function planOf(request: ItemRequest): PlanId | null {
  const name = request.plan ?? request.planType;
  return name ? parsePlanId(name) : null;
}

/** Adds (or replaces) one item inside a transaction. mode 'add' sums users; 'replace' sets them (merge). */
async function putItem(trx: Knex, ctx: BillingContext, actor: BillingActor, cart: CartRow, request: ItemRequest, mode: 'add' | 'replace'): Promise<void> {
  const now = ctx.now();
  const state = await billingState(trx, actor.accountId);
  const existing = await itemsOf(trx, cart.id);
  const subscriptionRow = existing.find((row) => row.type === 'SUBSCRIPTION');
  const usersRow = existing.find((row) => row.type === 'ADDITIONAL_USERS');

  if (request.type === 'SUBSCRIPTION') {
    const plan = planOf(request);
    if (!plan || !request.billingInterval) throw new ValidationError(BillingErrors.SUBSCRIPTION_NEEDS_PLAN);
    if (request.quantity !== undefined && request.quantity !== 1) throw new ValidationError(BillingErrors.SUBSCRIPTION_QUANTITY_FIXED);
    const refusal = subscriptionItemRefusal(state, plan, request.billingInterval);
    if (refusal) throw new BusinessRuleError(refusal);
    // One subscription at a time: the new one replaces the old.
    if (subscriptionRow) await trx('core.cart_items').where('id', subscriptionRow.id).del();
    await trx('core.cart_items').insert({ cart_id: cart.id, account_id: actor.accountId, type: 'SUBSCRIPTION', plan, billing_interval: request.billingInterval, quantity: 1, created_at: now, updated_at: now });
    if (usersRow && plan !== 'PRO') await trx('core.cart_items').where('id', usersRow.id).del();
    else if (usersRow) await trx('core.cart_items').where('id', usersRow.id).update({ billing_interval: request.billingInterval, updated_at: now });
    else if (plan === 'PRO' && state.plan === 'PRO' && state.account.additional_users > 0) {
      // A new PRO period keeps the users already bought unless the buyer changes them.
      await trx('core.cart_items').insert({ cart_id: cart.id, account_id: actor.accountId, type: 'ADDITIONAL_USERS', plan: 'PRO', billing_interval: request.billingInterval, quantity: state.account.additional_users, created_at: now, updated_at: now });
    }
    return;
  }

  const requested = request.quantity ?? request.additionalUsers ?? 1;
  const quantityProblem = additionalUsersQuantityProblem(requested);
  if (quantityProblem) throw new ValidationError(quantityProblem);
  const subscriptionItem = subscriptionRow ? { plan: normalizePlan(subscriptionRow.plan), billingInterval: subscriptionRow.billing_interval } : null;
  const target = additionalUsersTarget(state, subscriptionItem);
  if (target.problem) throw new BusinessRuleError(target.problem);
  const quantity = mode === 'add' && usersRow ? usersRow.quantity + requested : requested;
  const totalProblem = additionalUsersQuantityProblem(quantity);
  if (totalProblem) throw new ValidationError(totalProblem);
  if (usersRow) await trx('core.cart_items').where('id', usersRow.id).update({ quantity, billing_interval: target.interval, updated_at: now });
  else await trx('core.cart_items').insert({ cart_id: cart.id, account_id: actor.accountId, type: 'ADDITIONAL_USERS', plan: 'PRO', billing_interval: target.interval, quantity, created_at: now, updated_at: now });
}

async function touch(trx: Knex, cartId: string, now: Date): Promise<void> {
  await trx('core.carts').where('id', cartId).update({ updated_at: now });
}

export async function addCartItem(ctx: BillingContext, actor: BillingActor, body: AddCartItemBody): Promise<CartView> {
  return ctx.db.transaction(async (trx) => {
    const cart = await ensureCart(trx, actor, ctx.now());
    await putItem(trx, ctx, actor, cart, body, 'add');
    await touch(trx, cart.id, ctx.now());
    return cartView(await loadCart(trx, ctx, actor, ctx.now()), actor);
  });
}

async function cartItem(trx: Knex, actor: BillingActor, itemId: string): Promise<{ cart: CartRow; item: CartItemRow }> {
  const cart = await findCart(trx, actor, true);
  const item = cart ? ((await trx('core.cart_items').where({ id: itemId, cart_id: cart.id }).first()) as CartItemRow | undefined) : undefined;
  if (!cart || !item) throw new NotFoundError(BillingErrors.CART_ITEM_NOT_FOUND);
  return { cart, item: { ...item, quantity: Number(item.quantity) } };
}

/** PATCH /billing/cart/items/{id}: 0 or less removes; SUBSCRIPTION stays at 1; ADDITIONAL_USERS 1..100. */
export async function updateCartItem(ctx: BillingContext, actor: BillingActor, itemId: string, quantity: number): Promise<CartView> {
  return ctx.db.transaction(async (trx) => {
    const { cart, item } = await cartItem(trx, actor, itemId);
    if (quantity <= 0) await trx('core.cart_items').where('id', item.id).del();
    else if (item.type === 'SUBSCRIPTION') {
      if (quantity !== 1) throw new ValidationError(BillingErrors.SUBSCRIPTION_QUANTITY_FIXED);
    } else {
      const problem = additionalUsersQuantityProblem(quantity);
      if (problem) throw new ValidationError(problem);
      await trx('core.cart_items').where('id', item.id).update({ quantity, updated_at: ctx.now() });
    }
    await touch(trx, cart.id, ctx.now());
    return cartView(await loadCart(trx, ctx, actor, ctx.now()), actor);
  });
}

export async function removeCartItem(ctx: BillingContext, actor: BillingActor, itemId: string): Promise<CartView> {
  return ctx.db.transaction(async (trx) => {
    const { cart, item } = await cartItem(trx, actor, itemId);
    await trx('core.cart_items').where('id', item.id).del();
    // Users bought with a PRO subscription item go with it when there is no PRO to add them to.
    if (item.type === 'SUBSCRIPTION') {
      const state = await billingState(trx, actor.accountId);
      if (additionalUsersTarget(state, null).problem) await trx('core.cart_items').where({ cart_id: cart.id, type: 'ADDITIONAL_USERS' }).del();
    }
    await touch(trx, cart.id, ctx.now());
    return cartView(await loadCart(trx, ctx, actor, ctx.now()), actor);
  });
}

/** DELETE /billing/cart: empty it (items and discount code). */
export async function clearCart(ctx: BillingContext, actor: BillingActor): Promise<CartView> {
  return ctx.db.transaction(async (trx) => {
    const cart = await findCart(trx, actor, true);
    if (cart) {
      await trx('core.cart_items').where('cart_id', cart.id).del();
      await trx('core.carts').where('id', cart.id).update({ discount_code: null, updated_at: ctx.now() });
    }
    return cartView(await loadCart(trx, ctx, actor, ctx.now()), actor);
  });
}

/** Empty the user's cart in this account, if they have one (an approved purchase made from it). */
export async function emptyCartOf(db: Knex, actor: Pick<BillingActor, 'userId' | 'accountId'>, now: Date): Promise<void> {
  const cart = await findCart(db, actor);
  if (cart) await emptyCartIn(db, cart.id, now);
}

/** Empty a cart inside a checkout's transaction. */
export async function emptyCartIn(trx: Knex, cartId: string, now: Date): Promise<void> {
  await trx('core.cart_items').where('cart_id', cartId).del();
  await trx('core.carts').where('id', cartId).update({ discount_code: null, updated_at: now });
}

/**
 * POST /pricing/apply-promotion: set the cart's discount code ('Invalid discount code' when no
 * such code is active; an empty code removes it).
 */
export async function applyPromotionToCart(ctx: BillingContext, actor: BillingActor, code: string): Promise<CartView> {
  return ctx.db.transaction(async (trx) => {
    const cart = await ensureCart(trx, actor, ctx.now());
    const normalized = normalizeCode(code);
    if (normalized) {
      const promotion = await findPromotion(trx, normalized);
      const problem = promotionProblem(promotion, null, ctx.now());
      if (problem === BillingErrors.INVALID_PROMOTION_CODE) throw new ValidationError(BillingErrors.INVALID_DISCOUNT_CODE);
      if (problem) throw new ValidationError(problem);
    }
    await trx('core.carts').where('id', cart.id).update({ discount_code: normalized || null, updated_at: ctx.now() });
    const loaded = await loadCart(trx, ctx, actor, ctx.now());
    // A code that does not fit what is in the cart is refused rather than kept silently.
    if (normalized && loaded.quote.discountProblem && loaded.quote.items.length > 0) throw new ValidationError(loaded.quote.discountProblem);
    return cartView(loaded, actor);
  });
}

/**
 * POST /billing/cart/merge: the signed-out pendingCart, sent once after sign-in. Its items replace
 * the server cart's items of the same type (it is what the user just chose); items the rules
 * refuse are skipped with the reason.
 */
export async function mergeCart(ctx: BillingContext, actor: BillingActor, body: MergeCartBody): Promise<CartMergeResult> {
  const skipped: CartMergeResult['skipped'] = [];
  let discountCodeProblem: string | null = null;
  // Subscriptions first: additional users depend on the plan in the cart.
  const ordered = [...body.items].sort((a, b) => (a.type === b.type ? 0 : a.type === 'SUBSCRIPTION' ? -1 : 1));
  const cart = await ctx.db.transaction((trx) => ensureCart(trx, actor, ctx.now()));
  for (const item of ordered) {
    try {
      await ctx.db.transaction(async (trx) => {
        const locked = (await findCart(trx, actor, true))!;
        await putItem(trx, ctx, actor, locked, item, 'replace');
        await touch(trx, locked.id, ctx.now());
      });
    } catch (error) {
      if (!(error instanceof Error) || !('status' in error)) throw error;
      skipped.push({ item: localItemOf(item), reason: error.message });
    }
  }
  if (body.discountCode && normalizeCode(body.discountCode)) {
    try {
      await applyPromotionToCart(ctx, actor, body.discountCode);
    } catch (error) {
      if (!(error instanceof Error) || !('status' in error)) throw error;
      discountCodeProblem = error.message;
    }
  }
  const view = cartView(await loadCart(ctx.db, ctx, { userId: actor.userId, accountId: cart.account_id }, ctx.now()), actor);
  return { cart: view, skipped, discountCodeProblem };
}

function localItemOf(item: MergeCartBody['items'][number]): LocalCartItem {
  const plan = item.plan ?? item.planType;
  return {
    type: item.type,
    ...(plan ? { plan: plan.toUpperCase() === 'PAID' ? 'PAID' : normalizePlan(plan) } : {}),
    ...(item.billingInterval ? { billingInterval: item.billingInterval } : {}),
    ...(item.quantity !== undefined ? { quantity: item.quantity } : {}),
  };
}

/**
 * Items for a one-shot checkout (POST /billing/checkout/session), checked with the cart's rules
 * but never stored.
 */
export function sessionItems(state: BillingState, items: MergeCartBody['items']): QuoteItemInput[] {
  const result: QuoteItemInput[] = [];
  const ordered = [...items].sort((a, b) => (a.type === b.type ? 0 : a.type === 'SUBSCRIPTION' ? -1 : 1));
  for (const item of ordered) {
    if (item.type === 'SUBSCRIPTION') {
      const plan = planOf(item);
      if (!plan || !item.billingInterval) throw new ValidationError(BillingErrors.SUBSCRIPTION_NEEDS_PLAN);
      if (item.quantity !== undefined && item.quantity !== 1) throw new ValidationError(BillingErrors.SUBSCRIPTION_QUANTITY_FIXED);
      const refusal = subscriptionItemRefusal(state, plan, item.billingInterval);
      if (refusal) throw new BusinessRuleError(refusal);
      const index = result.findIndex((r) => r.type === 'SUBSCRIPTION');
      if (index >= 0) result.splice(index, 1);
      result.unshift({ id: null, type: 'SUBSCRIPTION', plan, billingInterval: item.billingInterval, quantity: 1 });
    } else {
      const quantity = item.quantity ?? item.additionalUsers ?? 1;
      const problem = additionalUsersQuantityProblem(quantity);
      if (problem) throw new ValidationError(problem);
      const subscription = result.find((r) => r.type === 'SUBSCRIPTION');
      const target = additionalUsersTarget(state, subscription ? { plan: subscription.plan, billingInterval: subscription.billingInterval } : null);
      if (target.problem) throw new BusinessRuleError(target.problem);
      const index = result.findIndex((r) => r.type === 'ADDITIONAL_USERS');
      if (index >= 0) result.splice(index, 1);
      result.push({ id: null, type: 'ADDITIONAL_USERS', plan: 'PRO', billingInterval: target.interval, quantity });
    }
  }
  return result;
}

