import type { CartView } from '@suite/sdk';
import { api } from '@suite/sdk/client';
import type { PlanSelection } from './pending-cart.js';

/**
 * Puts a plan selection into the signed-in user's server cart: the subscription (it replaces the
 * one in the cart), then additional users set to exactly what was chosen (the server adds to an
 * existing line, so it is patched rather than added to), then the promotion code if one was given.
 */
export async function addSelectionToCart(selection: PlanSelection, promotionCode?: string): Promise<CartView> {
  let cart = await api.post<CartView>('/billing/cart/items', { type: 'SUBSCRIPTION', plan: selection.plan, billingInterval: selection.interval });
  if (selection.plan === 'PRO') {
    const users = cart.items.find((item) => item.type === 'ADDITIONAL_USERS');
    const wanted = Math.max(0, Math.floor(selection.additionalUsers));
    if (wanted > 0 && users && users.quantity !== wanted) cart = await api.patch<CartView>(`/billing/cart/items/${users.id}`, { quantity: wanted });
    else if (wanted > 0 && !users) cart = await api.post<CartView>('/billing/cart/items', { type: 'ADDITIONAL_USERS', quantity: wanted });
    else if (wanted === 0 && users) cart = await api.delete<CartView>(`/billing/cart/items/${users.id}`);
  }
  if (promotionCode?.trim()) cart = await api.post<CartView>('/pricing/apply-promotion', { code: promotionCode.trim() });
  return cart;
}
