import { CartEndpoints } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import { billingActorOf, type BillingContext } from '../billing/context.js';
import { addCartItem, clearCart, getCart, mergeCart, removeCartItem, updateCartItem } from './service.js';

/** The cart (platform.md sections 3, 5, 7): buyers only (admins or billing.purchase, the endpoints' `can`). */
export function registerCartRoutes(routes: RouteTable, ctx: BillingContext): void {
  const buyer = billingActorOf;
  routes.implement(CartEndpoints.cart, (req) => getCart(ctx, buyer(req)));
  routes.implement(CartEndpoints.clear, (req) => clearCart(ctx, buyer(req)));
  routes.implement(CartEndpoints.addItem, (req) => addCartItem(ctx, buyer(req), req.body));
  routes.implement(CartEndpoints.merge, (req) => mergeCart(ctx, buyer(req), req.body));
  routes.implement(CartEndpoints.updateItem, (req) => updateCartItem(ctx, buyer(req), req.params.id, req.body.quantity));
  routes.implement(CartEndpoints.removeItem, (req) => removeCartItem(ctx, buyer(req), req.params.id));
}
