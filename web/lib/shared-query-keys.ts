/**
 * The roots of the query keys one feature caches under and another refreshes. Features do not
 * import each other, so the key both build on lives here: the catalogue's pages (chef page, dish
 * page, list) cache under it; a saved dish or new cooking hours make them read again.
 */
export const CATALOG_KEY = ['catalog'] as const;
