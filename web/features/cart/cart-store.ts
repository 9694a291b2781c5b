import { useSyncExternalStore } from 'react';
import {
  addItem,
  changeQuantity,
  clearCart as emptyCart,
  parseCart,
  removeItem,
  type CartItem,
} from '#domain/cart/cart.ts';
import { getCartRaw, STORAGE_KEYS, writeRaw } from '../../lib/storage.ts';
import { CART_UPDATED_EVENT } from './cart-count.ts';

/**
 * The cart kept in localStorage `chef_cart` (spec marketplace §3, DESIGN §4: a JSON array of cart
 * items). Every change goes through the pure domain operations and emits `cart-updated`, which the
 * header badge (cart-count.ts) listens to.
 */
export function readCart(): CartItem[] {
  const raw = getCartRaw();
  if (!raw) return [];
  try {
    return parseCart(JSON.parse(raw));
  } catch {
    return [];
  }
}

function writeCart(items: CartItem[]): CartItem[] {
  writeRaw(STORAGE_KEYS.cart, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
  return items;
}

/** Adds a dish, replacing a line of the same dish (spec marketplace §3). */
export function addToCart(item: CartItem): CartItem[] {
  return writeCart(addItem(readCart(), item));
}

export function removeFromCart(productId: CartItem['productId']): CartItem[] {
  return writeCart(removeItem(readCart(), productId));
}

/** Below 1 becomes 1; servings follow the quantity. */
export function changeCartQuantity(productId: CartItem['productId'], productVolume: number): CartItem[] {
  return writeCart(changeQuantity(readCart(), productId, productVolume));
}

export function clearCart(): CartItem[] {
  return writeCart(emptyCart());
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

let cachedRaw: string | null = null;
let cachedItems: CartItem[] = [];

/** The same array while the stored text is unchanged, as useSyncExternalStore requires. */
function snapshot(): CartItem[] {
  const raw = getCartRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = readCart();
  }
  return cachedItems;
}

const EMPTY: CartItem[] = [];

/** The cart's items, re-read on every change in this tab and in others. */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
