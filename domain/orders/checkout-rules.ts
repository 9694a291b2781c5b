/**
 * The checkout's limits and the small rules about orders that screens apply without a schema, apart
 * from zod (checkout.schema.ts has the schemas): an order's page need not load it.
 */

/** spec marketplace §5, §9. */
export const CHECKOUT_LIMITS = { title: 70, commentary: 1000, field: 200, formattedAddress: 500 } as const;
/** spec marketplace §9: the service date may not be earlier than this (epoch seconds). */
export const MIN_SERVICE_DATE_SECONDS = 1713463885;
/** spec marketplace §9: the address payload's place type. */
export const PLACE_TYPE = -1;
/** DESIGN §7: the phone's real country code (Lithuania), not the spec's fixed 48. */
export const ORDER_COUNTRY_PHONE_CODE = '370';
/** A line can ask for at most this many of one dish; more is a typo or an attack. */
export const MAX_PRODUCT_VOLUME = 100;
export const MAX_ORDER_LINES = 50;

/** spec marketplace §3: timestamps may be seconds or milliseconds (values over 1e12 are milliseconds). */
export function toMillis(timestamp: number): number {
  return timestamp > 1e12 ? timestamp : timestamp * 1000;
}
