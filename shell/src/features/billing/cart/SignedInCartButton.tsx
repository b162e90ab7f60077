import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { useCart } from '../api.js';
import { CartIconButton } from './CartIconButton.js';
import { cartDrawer, useCartDrawerOpen } from './cart-drawer.js';
import { usePendingCartMerge } from './merge.js';

const ServerCartDrawer = lazy(async () => ({ default: (await import('./ServerCartDrawer.js')).ServerCartDrawer }));

/**
 * The signed-in header's cart, for users who can purchase (platform.md section 2.3): the server's
 * cart of the active account. It also merges the signed-out pendingCart once signed in.
 */
export function SignedInCartButton() {
  const { user, account } = useSession();
  const ability = useAppAbility();
  const canPurchase = Boolean(account && user?.emailVerified) && ability.can('purchase', 'Billing');
  usePendingCartMerge(canPurchase ? (account?.id ?? null) : null);
  if (!canPurchase) return null;
  return <CartButton accountId={account!.id} />;
}

function CartButton({ accountId }: { accountId: string }) {
  const { t } = useTranslation('shell');
  const cart = useCart(accountId);
  const opened = useCartDrawerOpen();
  // Once loaded the panel stays mounted, so it can close with its animation.
  const mounted = useRef(false);
  if (opened) mounted.current = true;
  const count = cart.data?.items.length ?? 0;
  return (
    <>
      <CartIconButton count={count} label={t('layout.cart', { count })} onClick={cartDrawer.open} />
      {opened || mounted.current ? (
        <Suspense fallback={null}>
          <ServerCartDrawer opened={opened} />
        </Suspense>
      ) : null}
    </>
  );
}
