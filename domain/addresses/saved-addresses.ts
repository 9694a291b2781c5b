import { searchKey } from '../catalog/search-key.ts';

/** An address a customer gave at an earlier checkout, in the checkout form's field names. */
export interface SavedAddress {
  title: string;
  formatted_address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

/** Checkout offers at most this many of a customer's earlier addresses. */
export const SAVED_ADDRESSES_MAX = 5;

/**
 * A customer's earlier addresses as checkout offers them (remembered and offered), newest
 * first: one per place (street, city and postal code, compared without case, accents or extra
 * spaces), as it was last given, at most SAVED_ADDRESSES_MAX.
 */
export function distinctAddresses(newestFirst: readonly SavedAddress[]): SavedAddress[] {
  const seen = new Set<string>();
  const offered: SavedAddress[] = [];
  for (const address of newestFirst) {
    const place = [address.formatted_address, address.city, address.postalCode].map(searchKey).join('|');
    if (seen.has(place)) continue;
    seen.add(place);
    offered.push(address);
    if (offered.length === SAVED_ADDRESSES_MAX) break;
  }
  return offered;
}
