import type { CartView } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { CartEndpoints, PricingEndpoints } from '@suite/sdk/endpoints';
import type { PlanSelection } from './pending-cart.js';

/**
 * Puts a plan selection into the signed-in user's server cart: the subscription (it replaces the
 * one in the cart), then additional users set to exactly what was chosen (the server adds to an
 * existing line, so it is patched rather than added to), then the promotion code if one was given.
 */
export async function addSelectionToCart(selection: PlanSelection, promotionCode?: string): Promise<CartView> {
  let cart: CartView = await callEndpoint(CartEndpoints.addItem, { body: { type: 'SUBSCRIPTION', plan: selection.plan, billingInterval: selection.interval } });
  if (selection.plan === 'PRO') {
    const users = cart.items.find((item) => item.type === 'ADDITIONAL_USERS');
    const wanted = Math.max(0, Math.floor(selection.additionalUsers));
    if (wanted > 0 && users && users.quantity !== wanted) cart = await callEndpoint(CartEndpoints.updateItem, { params: { id: users.id }, body: { quantity: wanted } });
    else if (wanted > 0 && !users) cart = await callEndpoint(CartEndpoints.addItem, { body: { type: 'ADDITIONAL_USERS', quantity: wanted } });
    else if (wanted === 0 && users) cart = await callEndpoint(CartEndpoints.removeItem, { params: { id: users.id } });
  }
  if (promotionCode?.trim()) cart = await callEndpoint(PricingEndpoints.applyPromotion, { body: { code: promotionCode.trim() } });
  return cart;
}
