import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BillingErrors, PENDING_CART_STORAGE_KEY, type CartMergeResult } from '@suite/sdk';
import { mergeProblems, needsMerge } from './merge.js';
import {
  EMPTY_CART,
  clearPendingCart,
  quotePendingCart,
  readPendingCart,
  sanitizeCart,
  subscribePendingCart,
  withDiscountCode,
  withPlanSelection,
  withQuantity,
  withoutItem,
  writePendingCart,
} from './pending-cart.js';

beforeEach(() => localStorage.clear());

describe('the signed-out pendingCart', () => {
  it("is kept in localStorage under 'pendingCart' and tells its readers when it changes", () => {
    const listener = vi.fn();
    const stop = subscribePendingCart(listener);
    writePendingCart(withPlanSelection(EMPTY_CART, { plan: 'PRO', interval: 'ANNUAL', additionalUsers: 3 }));
    expect(JSON.parse(localStorage.getItem(PENDING_CART_STORAGE_KEY)!)).toEqual({
      items: [
        { type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL', quantity: 1 },
        { type: 'ADDITIONAL_USERS', plan: 'PRO', billingInterval: 'ANNUAL', quantity: 3 },
      ],
    });
    expect(readPendingCart().items).toHaveLength(2);
    expect(listener).toHaveBeenCalledTimes(1);
    clearPendingCart();
    expect(localStorage.getItem(PENDING_CART_STORAGE_KEY)).toBeNull();
    expect(readPendingCart()).toEqual(EMPTY_CART);
    stop();
  });

  it('holds one subscription: a new plan replaces the old one and its users', () => {
    const pro = withPlanSelection(EMPTY_CART, { plan: 'PRO', interval: 'MONTHLY', additionalUsers: 4 });
    const enterprise = withPlanSelection(pro, { plan: 'ENTERPRISE', interval: 'ANNUAL', additionalUsers: 4 });
    expect(enterprise.items).toEqual([{ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'ANNUAL', quantity: 1 }]);
  });

  it('edits additional users from 1 to 100, removes them at 0, and never changes the subscription quantity', () => {
    const cart = withPlanSelection(EMPTY_CART, { plan: 'PRO', interval: 'ANNUAL', additionalUsers: 3 });
    expect(withQuantity(cart, 'ADDITIONAL_USERS', 7).items[1]!.quantity).toBe(7);
    expect(withQuantity(cart, 'ADDITIONAL_USERS', 250).items[1]!.quantity).toBe(100);
    expect(withQuantity(cart, 'ADDITIONAL_USERS', 0).items.map((item) => item.type)).toEqual(['SUBSCRIPTION']);
    expect(withQuantity(cart, 'SUBSCRIPTION', 2)).toBe(cart);
    expect(withQuantity(cart, 'SUBSCRIPTION', 0).items).toEqual([]);
  });

  it('takes the additional users away with the subscription they need', () => {
    const cart = withPlanSelection(EMPTY_CART, { plan: 'PRO', interval: 'ANNUAL', additionalUsers: 3 });
    expect(withoutItem(cart, 'SUBSCRIPTION').items).toEqual([]);
    expect(withoutItem(cart, 'ADDITIONAL_USERS').items).toHaveLength(1);
  });

  it('drops what the rules refuse when reading a stored cart', () => {
    expect(sanitizeCart({ items: [{ type: 'ADDITIONAL_USERS', quantity: 3 }] }).items).toEqual([]);
    expect(sanitizeCart({ items: [{ type: 'SUBSCRIPTION', plan: 'FREE', billingInterval: 'MONTHLY' }, { type: 'ADDITIONAL_USERS', quantity: 2 }] }).items).toHaveLength(1);
    expect(sanitizeCart({ items: [{ type: 'SUBSCRIPTION', plan: 'PAID', billingInterval: 'ANNUAL', quantity: 9 }] }).items).toEqual([{ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL', quantity: 1 }]);
    expect(sanitizeCart('nonsense')).toEqual(EMPTY_CART);
    localStorage.setItem(PENDING_CART_STORAGE_KEY, '{broken');
    expect(readPendingCart()).toEqual(EMPTY_CART);
  });

  it('keeps a discount code beside the items', () => {
    const cart = withDiscountCode(withPlanSelection(EMPTY_CART, { plan: 'PRO', interval: 'MONTHLY', additionalUsers: 0 }), ' SAVE20 ');
    expect(cart.discountCode).toBe('SAVE20');
    expect(withDiscountCode(cart, null).discountCode).toBeUndefined();
  });

  it('prices PRO annual with 3 additional users at $422.40 from the catalogue', () => {
    const quote = quotePendingCart(withPlanSelection(EMPTY_CART, { plan: 'PRO', interval: 'ANNUAL', additionalUsers: 3 }));
    expect(quote.lines.map((line) => [line.type, line.unitPriceCents, line.totalCents])).toEqual([
      ['SUBSCRIPTION', 27840, 27840],
      ['ADDITIONAL_USERS', 4800, 14400],
    ]);
    expect(quote.subtotalCents).toBe(42240);
  });
});

describe('the merge at sign-in', () => {
  it('runs only when the pendingCart has items', () => {
    expect(needsMerge(EMPTY_CART)).toBe(false);
    expect(needsMerge({ items: [], discountCode: 'SAVE20' })).toBe(false);
    expect(needsMerge(withPlanSelection(EMPTY_CART, { plan: 'PRO', interval: 'ANNUAL', additionalUsers: 0 }))).toBe(true);
  });

  it("reports the server's reasons for what it did not take, once each", () => {
    const result = {
      cart: {} as CartMergeResult['cart'],
      skipped: [
        { item: { type: 'SUBSCRIPTION' as const }, reason: BillingErrors.CURRENT_PLAN },
        { item: { type: 'ADDITIONAL_USERS' as const }, reason: BillingErrors.CURRENT_PLAN },
      ],
      discountCodeProblem: BillingErrors.PROMOTION_EXPIRED,
    };
    expect(mergeProblems(result)).toEqual([BillingErrors.CURRENT_PLAN, BillingErrors.PROMOTION_EXPIRED]);
  });
});
