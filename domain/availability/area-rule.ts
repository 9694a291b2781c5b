import { searchKey } from '../catalog/search-key.ts';
import type { ServiceArea } from './availability-settings.ts';

/** Distance in km between two places by name, or undefined when either is not known. */
export type CityDistance = (fromCity: string, toCity: string) => number | undefined;

/** Whether the chef's area says anything beyond "my own city". */
export function hasWiderArea(area: ServiceArea | null | undefined): boolean {
  return !!area && (area.cities.length > 0 || area.radiusKm !== null);
}

/**
 * Whether a chef in `chefCity` with `area` serves an address in `addressCity`: the own
 * city, a listed city, or within the radius by `distance`. Names compare without case or
 * diacritics. A chef with neither a city nor listed cities serves anywhere.
 * Without `distance` (the web, which does not download the table of places), a radius counts as
 * served and the server decides; the server always passes service-area.ts `cityDistanceKm`.
 */
export function servesArea(
  chefCity: string | null | undefined,
  area: ServiceArea | null | undefined,
  addressCity: string,
  distance?: CityDistance,
): boolean {
  const cities = area?.cities ?? [];
  const radiusKm = area?.radiusKm ?? null;
  const own = searchKey(chefCity ?? '');
  const address = searchKey(addressCity);
  if (own === '' && cities.length === 0) return true;
  if (address !== '' && address === own) return true;
  if (cities.some((city) => searchKey(city) === address)) return true;
  if (radiusKm !== null && own !== '') {
    if (!distance) return true;
    const km = distance(own, address);
    if (km !== undefined && km <= radiusKm) return true;
  }
  return false;
}
