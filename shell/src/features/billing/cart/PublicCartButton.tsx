import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartIconButton } from './CartIconButton.js';
import { cartDrawer, useCartDrawerOpen } from './cart-drawer.js';
import { usePendingCartCount } from './pending-cart-store.js';

// The panel (and its strings) loads when first opened: public pages carry only the icon.
const PendingCartDrawer = lazy(async () => ({ default: (await import('./PendingCartDrawer.js')).PendingCartDrawer }));

/** The signed-out header's cart: the pendingCart kept on this device (platform.md section 2.3). */
export function PublicCartButton() {
  const { t } = useTranslation('shell');
  const opened = useCartDrawerOpen();
  // Once loaded the panel stays mounted, so it can close with its animation.
  const mounted = useRef(false);
  if (opened) mounted.current = true;
  const count = usePendingCartCount();
  return (
    <>
      <CartIconButton count={count} label={t('layout.cart', { count })} onClick={cartDrawer.open} />
      {opened || mounted.current ? (
        <Suspense fallback={null}>
          <PendingCartDrawer opened={opened} />
        </Suspense>
      ) : null}
    </>
  );
}
