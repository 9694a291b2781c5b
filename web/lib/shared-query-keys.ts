/**
 * The roots of the query keys one feature caches under and another refreshes. Features do not
 * import each other, so the root both build on lives here.
 */

/** The catalogue's pages (chef page, dish page, list): a saved dish or new cooking hours reload them. */
export const CATALOG_KEY = ['catalog'] as const;

/** Every order view: an accepted event proposal becomes an order. */
export const ORDERS_KEY = ['orders'] as const;

/** The bell: a thread read is its notices read too. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
