import { lazy, Suspense } from 'react';
import { Group, Skeleton } from '@mantine/core';
import { useSession } from '@suite/sdk/react';

// Loaded only once someone is signed in: signed-out pages do not carry the account menus.
const AccountSwitcher = lazy(async () => ({ default: (await import('../../features/account/components/AccountSwitcher.js')).AccountSwitcher }));
const SignedInCartButton = lazy(async () => ({ default: (await import('../../features/billing/cart/SignedInCartButton.js')).SignedInCartButton }));
// The notification centre (issue 22): approvals and mentions, with the unread count, in the app.
const NotificationCentre = lazy(async () => ({ default: (await import('../../features/notifications/NotificationCentre.js')).NotificationCentre }));
const UserMenu = lazy(async () => ({ default: (await import('../../features/account/components/UserMenu.js')).UserMenu }));

/** The signed-in header: the account switcher and the user's menu (compact on phones). */
export function HeaderSlots() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={<Skeleton height={32} width={32} circle />}>
      <Group gap="xs" wrap="nowrap">
        <NotificationCentre />
        <SignedInCartButton />
        <AccountSwitcher />
        <UserMenu />
      </Group>
    </Suspense>
  );
}
