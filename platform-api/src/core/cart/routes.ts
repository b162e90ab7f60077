import { Type } from '@sinclair/typebox';
import { AddCartItemBody, MergeCartBody, UpdateCartItemBody } from '@suite/sdk/schemas';
import type { RouteTable } from '../../plugins/routes.js';
import { billingActorOf, CAN_PURCHASE, type BillingContext } from '../billing/context.js';
import { addCartItem, clearCart, getCart, mergeCart, removeCartItem, updateCartItem } from './service.js';

const ItemParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The cart (platform.md sections 3, 5, 7): buyers only (admins or billing.purchase). */
export function registerCartRoutes(routes: RouteTable, ctx: BillingContext): void {
  const buyer = billingActorOf;
  const can = CAN_PURCHASE;
  routes.add({ method: 'GET', path: '/billing/cart', access: 'tenant', can, handler: (req) => getCart(ctx, buyer(req)) });
  routes.add({ method: 'DELETE', path: '/billing/cart', access: 'tenant', can, handler: (req) => clearCart(ctx, buyer(req)) });
  routes.add({ method: 'POST', path: '/billing/cart/items', access: 'tenant', can, schema: { body: AddCartItemBody }, handler: (req) => addCartItem(ctx, buyer(req), req.body) });
  routes.add({ method: 'POST', path: '/billing/cart/merge', access: 'tenant', can, schema: { body: MergeCartBody }, handler: (req) => mergeCart(ctx, buyer(req), req.body) });
  routes.add({ method: 'PATCH', path: '/billing/cart/items/:id', access: 'tenant', can, schema: { params: ItemParams, body: UpdateCartItemBody }, handler: (req) => updateCartItem(ctx, buyer(req), req.params.id, req.body.quantity) });
  routes.add({ method: 'DELETE', path: '/billing/cart/items/:id', access: 'tenant', can, schema: { params: ItemParams }, handler: (req) => removeCartItem(ctx, buyer(req), req.params.id) });
}
