import type { CartItem } from '#domain/cart/cart.ts';
import { CHECKOUT_DEFAULTS, CHECKOUT_FIELD_ORDER, type CheckoutValues } from './checkout-values.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';

/**
 * The checkout being filled in this tab, kept in sessionStorage so Back from the PIN page or a reload
 * finds every field as it was, and so Place order sent again is the same request under the same
 * Idempotency-Key (the server answers the order it already placed). Per tab, like the history it
 * serves; nothing of a card or a PIN is ever in it (those are not form fields). The fields belong to
 * one cart: a changed cart starts them afresh. The key lives until the order is paid, so a changed
 * checkout sent under it replaces the unpaid order instead of holding a second service.
 */
const DRAFT_KEY = STORAGE_KEYS.checkoutDraft;
const ORDER_KEY = STORAGE_KEYS.checkoutOrderKey;

interface Draft {
  cart: string;
  values: Partial<CheckoutValues>;
}

/** The cart as the draft remembers it: which dishes, how many of each. */
export function cartSignature(items: readonly Pick<CartItem, 'productId' | 'productVolume'>[]): string {
  return items.map((item) => `${item.productId}x${item.productVolume}`).join(',');
}

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage blocked (private modes, sandboxed frames): the form then lives in memory only.
    return undefined;
  }
}

/** The fields kept for this cart, or nothing when none were kept or the cart changed since. */
export function readDraft(items: readonly CartItem[]): Partial<CheckoutValues> | undefined {
  try {
    const raw = session()?.getItem(DRAFT_KEY);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Draft;
    if (draft.cart !== cartSignature(items) || typeof draft.values !== 'object') {
      // Filled for another cart: gone for good, not waiting for that cart to come back.
      session()?.removeItem(DRAFT_KEY);
      return undefined;
    }
    const values: Partial<CheckoutValues> = {};
    for (const name of CHECKOUT_FIELD_ORDER) {
      const value = draft.values[name];
      // Only the form's own fields, each of its own type.
      if (typeof value === typeof CHECKOUT_DEFAULTS[name]) Object.assign(values, { [name]: value });
    }
    return values;
  } catch {
    return undefined;
  }
}

export function saveDraft(items: readonly CartItem[], values: Partial<CheckoutValues>) {
  try {
    const kept: Partial<CheckoutValues> = {};
    for (const name of CHECKOUT_FIELD_ORDER) {
      if (values[name] !== undefined) Object.assign(kept, { [name]: values[name] });
    }
    session()?.setItem(DRAFT_KEY, JSON.stringify({ cart: cartSignature(items), values: kept }));
  } catch {
    // Full or blocked storage: nothing kept, the form still works.
  }
}

/** This tab's key for Place order, made on first use and kept until the order is paid. */
export function orderKey(): string {
  const storage = session();
  const kept = storage?.getItem(ORDER_KEY);
  if (kept) return kept;
  const key = newIdempotencyKey();
  try {
    storage?.setItem(ORDER_KEY, key);
  } catch {
    // Not kept: a reload then places under a new key, as before.
  }
  return key;
}

/** The order is paid: the next checkout in this tab starts empty, under a new key. */
export function clearCheckoutDraft() {
  const storage = session();
  storage?.removeItem(DRAFT_KEY);
  storage?.removeItem(ORDER_KEY);
}
