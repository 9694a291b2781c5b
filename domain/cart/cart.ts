import { z } from 'zod';
import { servingsFor } from '../dishes/dish-price.ts';

/**
 * spec marketplace §3 "Cart item". `price` is the unit price in cents (the time-based price when it
 * applies, DESIGN §5); `servingsNumber` is always `baseServingsNumber × productVolume`.
 */
export const CartItemSchema = z.object({
  productId: z.union([z.number(), z.string()]),
  productVolume: z.number().int().min(1),
  title: z.string(),
  price: z.number(),
  currencyUnit: z.string().default('EUR'),
  baseServingsNumber: z.number().min(1).default(1),
  servingsNumber: z.number(),
  preparationMinutes: z.number().nullable().default(null),
  imageSrc: z.string().nullable().default(null),
  hourRate: z.number().nullable().default(null),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** The smallest quantity of a line (spec marketplace §3: "productVolume (minimum 1)"). */
export const MIN_PRODUCT_VOLUME = 1;

const sameProduct = (a: CartItem['productId'], b: CartItem['productId']) => String(a) === String(b);

/** A whole quantity of at least 1; anything else (below 1, NaN, fractions) is brought into range. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return MIN_PRODUCT_VOLUME;
  return Math.max(MIN_PRODUCT_VOLUME, Math.floor(volume));
}

/** An item whose quantity is in range and whose servings match it. */
export function normaliseItem(item: CartItem): CartItem {
  const productVolume = clampVolume(item.productVolume);
  return { ...item, productVolume, servingsNumber: servingsFor(item.baseServingsNumber, productVolume) };
}

/**
 * Reads a stored cart (the parsed JSON of `chef_cart`): anything that is not an array is an empty
 * cart, and entries that are not cart items are dropped, so a damaged key never breaks a page.
 */
export function parseCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const entry of value) {
    const parsed = CartItemSchema.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
  }
  return items;
}

/** spec marketplace §3: add replaces the item with the same productId, or appends. */
export function addItem(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const next = normaliseItem(item);
  const index = cart.findIndex((line) => sameProduct(line.productId, item.productId));
  if (index === -1) return [...cart, next];
  return cart.map((line, at) => (at === index ? next : line));
}

/** spec marketplace §3: remove by productId. */
export function removeItem(cart: readonly CartItem[], productId: CartItem['productId']): CartItem[] {
  return cart.filter((line) => !sameProduct(line.productId, productId));
}

/**
 * spec marketplace §3: change the quantity of one line; below 1 becomes 1 and the servings are
 * recalculated. An unknown productId leaves the cart as it is.
 */
export function changeQuantity(
  cart: readonly CartItem[],
  productId: CartItem['productId'],
  productVolume: number,
): CartItem[] {
  return cart.map((line) =>
    sameProduct(line.productId, productId) ? normaliseItem({ ...line, productVolume }) : line,
  );
}

/** spec marketplace §3: clear. */
export function clearCart(): CartItem[] {
  return [];
}
