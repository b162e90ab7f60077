/**
 * Keys the browser stores under (platform.md section 9), in a module of their own: the public
 * header reads the signed-out cart on every page and must not carry the billing rules with it.
 */

/** The local key of the signed-out cart (a LocalCart), merged at sign-in by POST /billing/cart/merge. */
export const PENDING_CART_STORAGE_KEY = 'pendingCart';
