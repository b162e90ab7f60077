import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { AddCartItemBody, CartMergeResultSchema, CartViewSchema, MergeCartBody, UpdateCartItemBody } from '../schemas/billing.js';

const ItemParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/** The cart belongs to buyers only (admins or billing.purchase). */
const PURCHASE = ['purchase', 'Billing'] as const;

/** The caller's cart in the active account (platform.md sections 3, 5, 7); every change answers the cart. */
export const CartEndpoints = {
  cart: defineEndpoint({ method: 'GET', path: '/billing/cart', access: 'tenant', can: PURCHASE, schema: { response: CartViewSchema }, summary: "The caller's cart" }),
  clear: defineEndpoint({ method: 'DELETE', path: '/billing/cart', access: 'tenant', can: PURCHASE, schema: { response: CartViewSchema }, summary: 'Empty the cart' }),
  addItem: defineEndpoint({ method: 'POST', path: '/billing/cart/items', access: 'tenant', can: PURCHASE, schema: { body: AddCartItemBody, response: CartViewSchema }, summary: 'Add a subscription or additional users' }),
  merge: defineEndpoint({
    method: 'POST',
    path: '/billing/cart/merge',
    access: 'tenant',
    can: PURCHASE,
    schema: { body: MergeCartBody, response: CartMergeResultSchema },
    summary: 'Merge the signed-out cart after signing in',
  }),
  updateItem: defineEndpoint({
    method: 'PATCH',
    path: '/billing/cart/items/:id',
    access: 'tenant',
    can: PURCHASE,
    schema: { params: ItemParams, body: UpdateCartItemBody, response: CartViewSchema },
    summary: "Change an item's quantity (0 or less removes it)",
  }),
  removeItem: defineEndpoint({ method: 'DELETE', path: '/billing/cart/items/:id', access: 'tenant', can: PURCHASE, schema: { params: ItemParams, response: CartViewSchema }, summary: 'Remove an item' }),
} as const;
