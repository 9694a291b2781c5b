import { useSyncExternalStore } from 'react';
import { CART_BADGE_CAP } from '#domain/constants.ts';
import { getCartRaw, STORAGE_KEYS } from '../../lib/storage.ts';

/** spec marketplace §3: every cart change emits this window event. */
export const CART_UPDATED_EVENT = 'cart-updated';

/** DESIGN §4: the badge counts the sum of `productVolume` over the chef_cart array. */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items) {
    const volume = Number((item as { productVolume?: unknown } | null)?.productVolume);
    if (Number.isFinite(volume) && volume > 0) total += Math.floor(volume);
  }
  return total;
}

/** spec accounts §9: the badge caps at 99+. */
export function formatCartBadge(count: number): string {
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) listener();
  };
  window.addEventListener(CART_UPDATED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The number of items in the cart, updated on `cart-updated` and on other tabs' `storage` events. */
export function useCartCount(): number {
  const raw = useSyncExternalStore(subscribe, getCartRaw, () => null);
  return countCartItems(raw);
}
