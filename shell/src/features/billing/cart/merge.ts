import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BillingErrors, type CartMergeResult, type LocalCart } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { CartEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { billingKeys } from '../api.js';
import { cartDrawer } from './cart-drawer.js';
import { clearPendingCart, readPendingCart } from './pending-cart.js';

/** Whether there is anything to send (items, or a code on its own is not worth a merge). */
export function needsMerge(cart: LocalCart): boolean {
  return cart.items.length > 0;
}

/** The reasons the server gave for what it did not take, in the user's language. */
export function mergeProblems(result: CartMergeResult): string[] {
  const problems = result.skipped.map((skipped) => skipped.reason);
  if (result.discountCodeProblem) problems.push(result.discountCodeProblem);
  return [...new Set(problems)];
}

// One merge at a time across remounts (the header re-renders as the session settles).
let inFlight: Promise<void> | null = null;

/**
 * After sign-in, the signed-out pendingCart goes into the server cart of the active account
 * (POST /billing/cart/merge) and is then forgotten; the panel opens on the merged cart. When the
 * merge fails the pendingCart is kept and tried again next time.
 */
export function usePendingCartMerge(accountId: string | null): void {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountId || inFlight) return;
    const pending = readPendingCart();
    if (!needsMerge(pending)) return;
    inFlight = callEndpoint(CartEndpoints.merge, { body: { items: pending.items, ...(pending.discountCode ? { discountCode: pending.discountCode } : {}) } })
      .then((result) => {
        clearPendingCart();
        queryClient.setQueryData(billingKeys.cart(accountId), result.cart);
        const problems = mergeProblems(result);
        if (problems.length > 0) notifications.show({ color: 'orange', title: t('cart.mergePartial'), message: problems.map((problem) => translateError(problem)).join(' ') });
        if (result.cart.items.length > 0) cartDrawer.open();
      })
      .catch(() => {
        notifications.show({ color: 'red', message: translateError(BillingErrors.CART_SYNC_FAILED) });
      })
      .finally(() => {
        inFlight = null;
      });
  }, [accountId, queryClient, t]);
}
