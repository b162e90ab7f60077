import { useSyncExternalStore } from 'react';
import {
  ADDITIONAL_USERS_CART_MAX,
  additionalUserPriceCents,
  normalizePlan,
  planPriceCents,
  type BillingInterval,
  type CartItemType,
  type LocalCart,
  type LocalCartItem,
  type PlanId,
} from '@suite/sdk';
import { readStoredCart, subscribeStoredCart, writeStoredCart } from './pending-cart-store.js';

/**
 * The signed-out cart, kept in localStorage under 'pendingCart' (platform.md sections 3 and 7)
 * with the same rules as the server's cart: one SUBSCRIPTION (quantity 1) and ADDITIONAL_USERS
 * (1..100) only with PRO. It is merged into the server cart once the visitor signs in. The storage
 * itself is in pending-cart-store.ts, which the public header reads.
 */

export const EMPTY_CART: LocalCart = { items: [] };

let cached: { raw: string | null; cart: LocalCart } = { raw: null, cart: EMPTY_CART };

const isInterval = (value: unknown): value is BillingInterval => value === 'MONTHLY' || value === 'ANNUAL';

/** A stored cart as the rules allow it; anything unreadable is dropped rather than trusted. */
export function sanitizeCart(value: unknown): LocalCart {
  if (!value || typeof value !== 'object') return EMPTY_CART;
  const raw = value as { items?: unknown; discountCode?: unknown };
  const items = Array.isArray(raw.items) ? raw.items : [];
  const subscription = items.find((item): item is LocalCartItem => Boolean(item) && (item as LocalCartItem).type === 'SUBSCRIPTION' && isInterval((item as LocalCartItem).billingInterval));
  const users = items.find((item): item is LocalCartItem => Boolean(item) && (item as LocalCartItem).type === 'ADDITIONAL_USERS');
  const result: LocalCartItem[] = [];
  if (subscription) result.push({ type: 'SUBSCRIPTION', plan: normalizePlan(subscription.plan), billingInterval: subscription.billingInterval, quantity: 1 });
  const quantity = Math.floor(Number(users?.quantity));
  if (users && subscription && normalizePlan(subscription.plan) === 'PRO' && quantity >= 1) {
    result.push({ type: 'ADDITIONAL_USERS', plan: 'PRO', billingInterval: subscription.billingInterval, quantity: Math.min(quantity, ADDITIONAL_USERS_CART_MAX) });
  }
  const code = typeof raw.discountCode === 'string' ? raw.discountCode.trim().slice(0, 64) : '';
  return code ? { items: result, discountCode: code } : { items: result };
}

export function readPendingCart(): LocalCart {
  const raw = readStoredCart();
  if (raw === cached.raw) return cached.cart;
  let cart = EMPTY_CART;
  if (raw) {
    try {
      cart = sanitizeCart(JSON.parse(raw));
    } catch {
      cart = EMPTY_CART;
    }
  }
  cached = { raw, cart };
  return cart;
}

export function writePendingCart(cart: LocalCart): void {
  const clean = sanitizeCart(cart);
  writeStoredCart(clean.items.length === 0 && !clean.discountCode ? null : JSON.stringify(clean));
}

export function clearPendingCart(): void {
  writeStoredCart(null);
}

export const subscribePendingCart = subscribeStoredCart;

/** The pending cart, re-rendering when it changes (here or in another tab). */
export function usePendingCart(): LocalCart {
  return useSyncExternalStore(subscribeStoredCart, readPendingCart, () => EMPTY_CART);
}

export function hasPendingItems(cart: LocalCart): boolean {
  return cart.items.length > 0;
}

// ---------- the rules, as pure functions of a cart ----------

export interface PlanSelection {
  plan: PlanId;
  interval: BillingInterval;
  /** Only PRO sells additional users; ignored otherwise. */
  additionalUsers: number;
}

/** The chosen plan replaces the cart's subscription; additional users are set to exactly what was chosen. */
export function withPlanSelection(cart: LocalCart, selection: PlanSelection, discountCode?: string): LocalCart {
  const items: LocalCartItem[] = [{ type: 'SUBSCRIPTION', plan: selection.plan, billingInterval: selection.interval, quantity: 1 }];
  const users = Math.floor(selection.additionalUsers);
  if (selection.plan === 'PRO' && users > 0) items.push({ type: 'ADDITIONAL_USERS', plan: 'PRO', billingInterval: selection.interval, quantity: Math.min(users, ADDITIONAL_USERS_CART_MAX) });
  const code = discountCode?.trim() || cart.discountCode;
  return sanitizeCart(code ? { items, discountCode: code } : { items });
}

/** Quantity editing: 0 or less removes the line; a subscription stays at 1; additional users 1..100. */
export function withQuantity(cart: LocalCart, type: CartItemType, quantity: number): LocalCart {
  if (quantity <= 0) return withoutItem(cart, type);
  if (type === 'SUBSCRIPTION') return cart;
  const items = cart.items.map((item) => (item.type === type ? { ...item, quantity: Math.min(Math.floor(quantity), ADDITIONAL_USERS_CART_MAX) } : item));
  return sanitizeCart({ ...cart, items });
}

/** Removing the subscription takes the additional users with it (they need PRO). */
export function withoutItem(cart: LocalCart, type: CartItemType): LocalCart {
  const items = type === 'SUBSCRIPTION' ? [] : cart.items.filter((item) => item.type !== type);
  return sanitizeCart({ ...cart, items });
}

export function withDiscountCode(cart: LocalCart, code: string | null): LocalCart {
  const trimmed = code?.trim();
  return sanitizeCart(trimmed ? { ...cart, discountCode: trimmed } : { items: cart.items });
}

export interface LocalQuoteLine {
  type: CartItemType;
  plan: PlanId;
  billingInterval: BillingInterval;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** Prices of the pending cart from the catalogue (the server prices it again when it is merged). */
export function quotePendingCart(cart: LocalCart): { lines: LocalQuoteLine[]; subtotalCents: number } {
  const lines: LocalQuoteLine[] = [];
  for (const item of cart.items) {
    const plan = normalizePlan(item.plan);
    const interval = item.billingInterval ?? 'MONTHLY';
    const quantity = item.quantity ?? 1;
    const unit = item.type === 'SUBSCRIPTION' ? planPriceCents(plan, interval) : (additionalUserPriceCents(plan, interval) ?? 0);
    lines.push({ type: item.type, plan, billingInterval: interval, quantity, unitPriceCents: unit, totalCents: unit * quantity });
  }
  return { lines, subtotalCents: lines.reduce((sum, line) => sum + line.totalCents, 0) };
}
