import { useSyncExternalStore } from 'react';
import { PENDING_CART_STORAGE_KEY } from '@suite/sdk';

/**
 * The storage half of the signed-out cart (localStorage 'pendingCart'): read, write, listen. It is
 * apart from the cart's rules (pending-cart.ts) because the public header reads it on every page
 * and must stay light.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStoredCart(): string | null {
  return storage()?.getItem(PENDING_CART_STORAGE_KEY) ?? null;
}

export function writeStoredCart(value: string | null): void {
  const store = storage();
  if (value === null) store?.removeItem(PENDING_CART_STORAGE_KEY);
  else store?.setItem(PENDING_CART_STORAGE_KEY, value);
  for (const listener of listeners) listener();
}

export function subscribeStoredCart(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PENDING_CART_STORAGE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** How many lines the stored cart holds (what the header's badge shows). */
export function storedCartCount(raw: string | null): number {
  if (!raw) return 0;
  try {
    const items = (JSON.parse(raw) as { items?: unknown }).items;
    return Array.isArray(items) ? items.filter((item) => item && typeof item === 'object' && 'type' in item).length : 0;
  } catch {
    return 0;
  }
}

export function usePendingCartCount(): number {
  const raw = useSyncExternalStore(subscribeStoredCart, readStoredCart, () => null);
  return storedCartCount(raw);
}
