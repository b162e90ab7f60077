import { useSyncExternalStore } from 'react';

/**
 * Whether the cart panel is open: one switch shared by the header's cart button (which owns the
 * drawer) and the pages that open it (pricing, billing, the merge after sign-in).
 */
let opened = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (opened === next) return;
  opened = next;
  for (const listener of listeners) listener();
}

export const cartDrawer = {
  open: () => set(true),
  close: () => set(false),
  isOpen: () => opened,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(cartDrawer.subscribe, cartDrawer.isOpen, () => false);
}
