import { servingsFor } from '../dishes/dish-price.ts';

/**
 * spec marketplace §3 "Cart item". `price` is the unit price in cents (the time-based price when it
 * applies, DESIGN §5); `servingsNumber` is always `baseServingsNumber × productVolume`.
 */
export interface CartItem {
  productId: number | string;
  productVolume: number;
  title: string;
  price: number;
  currencyUnit: string;
  baseServingsNumber: number;
  servingsNumber: number;
  preparationMinutes: number | null;
  imageSrc: string | null;
  hourRate: number | null;
  /** Whether the price comes from the chef's time (it counts towards the prepayment, DESIGN §5). */
  pricedByTime?: boolean;
}

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

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const numberOr = <T>(value: unknown, fallback: T): number | T => (isNumber(value) ? value : fallback);

/**
 * One stored entry as a cart item, or null when it is not one. Plain checks rather than a zod
 * schema: the cart is read on the chef and dish pages, which should not carry a validation library.
 */
function toCartItem(entry: unknown): CartItem | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const item = entry as Record<string, unknown>;
  const { productId, productVolume, title, price, servingsNumber } = item;
  if (!(isNumber(productId) || (typeof productId === 'string' && productId !== ''))) return null;
  if (!isNumber(productVolume) || !Number.isInteger(productVolume) || productVolume < MIN_PRODUCT_VOLUME)
    return null;
  if (typeof title !== 'string' || !isNumber(price) || !isNumber(servingsNumber)) return null;
  const base = numberOr(item.baseServingsNumber, 1);
  return {
    productId,
    productVolume,
    title,
    price,
    currencyUnit: typeof item.currencyUnit === 'string' ? item.currencyUnit : 'EUR',
    baseServingsNumber: base >= 1 ? base : 1,
    servingsNumber,
    preparationMinutes: numberOr(item.preparationMinutes, null),
    imageSrc: typeof item.imageSrc === 'string' ? item.imageSrc : null,
    hourRate: numberOr(item.hourRate, null),
    ...(typeof item.pricedByTime === 'boolean' ? { pricedByTime: item.pricedByTime } : {}),
  };
}

/**
 * Reads a stored cart (the parsed JSON of `chef_cart`): anything that is not an array is an empty
 * cart, and entries that are not cart items are dropped, so a damaged key never breaks a page.
 */
export function parseCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.map(toCartItem).filter((item): item is CartItem => item !== null);
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
