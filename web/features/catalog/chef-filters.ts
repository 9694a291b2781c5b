import { KITCHEN_TYPES, type KitchenType } from '#domain/chefs/kitchen-types.ts';
import { CITIES, type City } from '#domain/constants.ts';
import { CHEF_SORTS, MIN_RATING_CHOICES, type ChefSort } from '#domain/catalog/chef-list.ts';

export { CHEF_SORTS, MIN_RATING_CHOICES, type ChefSort };

/** spec marketplace §2: the hourly-rate choices in euros; DESIGN §4: each is a maximum, 0 = any. */
export const HOUR_RATE_CHOICES = [0, 50, 100, 200, 300, 400, 500, 1000] as const;

/** Search text longer than this is cut (the server refuses more than 100 characters). */
export const SEARCH_MAX_LENGTH = 100;

/** What the chef list is filtered by; all of it lives in the page's query string. */
export interface ChefFilters {
  q: string;
  kitchenTypes: KitchenType[];
  /** euros; 0 means any */
  hourRate: number;
  city: City | '';
  /** Only chefs with an open time on this Vilnius date ('YYYY-MM-DD'); absent = any day. */
  availableOn?: string;
  /** The list's order; absent = newest first. */
  sort?: ChefSort;
  /** Only chefs rated at least this on average (one of MIN_RATING_CHOICES); absent = any. */
  minRating?: number;
}

export const NO_FILTERS: ChefFilters = { q: '', kitchenTypes: [], hourRate: 0, city: '' };

/** The query-string names, the same as the API's fields so a shared link reads naturally. */
const PARAM = {
  q: 'q',
  kitchenType: 'kitchenType',
  hourRate: 'hourRate',
  city: 'city',
  availableOn: 'availableOn',
  sort: 'sort',
  minRating: 'minRating',
} as const;

/** A real calendar date written 'YYYY-MM-DD', or undefined. */
function calendarDate(value: string | null): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === match[0] ? match[0] : undefined;
}

function isKitchenType(value: string): value is KitchenType {
  return (KITCHEN_TYPES as readonly string[]).includes(value);
}

/**
 * Reads filters from a URL query. Unknown kitchen types, rates and cities are dropped, so a
 * hand-edited or outdated link still opens a working list. Kitchen types may be comma-joined or
 * repeated; they are kept in the catalogue's order so the same choice always gives the same URL.
 */
export function parseFilters(search: URLSearchParams | string): ChefFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q = (params.get(PARAM.q) ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
  const chosen = new Set(
    params
      .getAll(PARAM.kitchenType)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter(isKitchenType),
  );
  const kitchenTypes = KITCHEN_TYPES.filter((type) => chosen.has(type));
  const rate = Number(params.get(PARAM.hourRate));
  const hourRate = (HOUR_RATE_CHOICES as readonly number[]).includes(rate) ? rate : 0;
  const cityParam = (params.get(PARAM.city) ?? '').trim().toLowerCase();
  const city = CITIES.find((name) => name.toLowerCase() === cityParam) ?? '';
  const availableOn = calendarDate(params.get(PARAM.availableOn));
  const sort = CHEF_SORTS.find((name) => name !== 'newest' && name === params.get(PARAM.sort));
  const minRating = MIN_RATING_CHOICES.find(
    (value) => value > 0 && String(value) === params.get(PARAM.minRating),
  );
  return {
    q,
    kitchenTypes,
    hourRate,
    city,
    ...(availableOn ? { availableOn } : {}),
    ...(sort ? { sort } : {}),
    ...(minRating ? { minRating } : {}),
  };
}

/** The query string for filters: only what differs from "no filter", in a fixed order. */
export function serialiseFilters(filters: ChefFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set(PARAM.q, q);
  if (filters.kitchenTypes.length > 0) {
    params.set(
      PARAM.kitchenType,
      KITCHEN_TYPES.filter((type) => filters.kitchenTypes.includes(type)).join(','),
    );
  }
  if (filters.hourRate > 0) params.set(PARAM.hourRate, String(filters.hourRate));
  if (filters.city) params.set(PARAM.city, filters.city);
  if (filters.availableOn) params.set(PARAM.availableOn, filters.availableOn);
  if (filters.minRating) params.set(PARAM.minRating, String(filters.minRating));
  if (filters.sort && filters.sort !== 'newest') params.set(PARAM.sort, filters.sort);
  return params;
}

/** How many filters (the search counts as one) are set. */
export function activeFilterCount(filters: ChefFilters): number {
  return (
    (filters.q ? 1 : 0) +
    filters.kitchenTypes.length +
    (filters.hourRate > 0 ? 1 : 0) +
    (filters.city ? 1 : 0) +
    (filters.availableOn ? 1 : 0) +
    (filters.minRating ? 1 : 0)
  );
}

export function toggleKitchenType(filters: ChefFilters, type: KitchenType): ChefFilters {
  const kitchenTypes = filters.kitchenTypes.includes(type)
    ? filters.kitchenTypes.filter((item) => item !== type)
    : KITCHEN_TYPES.filter((item) => item === type || filters.kitchenTypes.includes(item));
  return { ...filters, kitchenTypes };
}

/**
 * The POST /store/merchants form for one page (DESIGN §4, §7: pages from 1; hourRate a maximum in
 * euros, left out for "any"). `valid` is sent as the spec's client does; the server ignores it.
 */
export function merchantsRequest(filters: ChefFilters, page: number) {
  return {
    page,
    valid: true,
    q: filters.q || undefined,
    kitchenType: filters.kitchenTypes.length > 0 ? filters.kitchenTypes : undefined,
    hourRate: filters.hourRate > 0 ? filters.hourRate : undefined,
    city: filters.city || undefined,
    availableOn: filters.availableOn || undefined,
    sort: filters.sort && filters.sort !== 'newest' ? filters.sort : undefined,
    minRating: filters.minRating || undefined,
  };
}
