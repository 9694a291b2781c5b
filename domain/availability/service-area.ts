import { searchKey } from '../catalog/search-key.ts';
import { servesArea, type CityDistance } from './area-rule.ts';
import type { ServiceArea } from './availability-settings.ts';

/**
 * The chef's service area, wider than "the chef's own city only": the chef's
 * city, plus the cities they list, or every place within a radius of their city. Distances come from
 * a small table of Lithuania's largest cities and towns (coordinates of their centres) and the
 * haversine formula; an address city not in the table is served only when it is the chef's own city
 * or one they list. Names compare without case or diacritics ('Siauliai' is 'Šiauliai').
 */
export const LITHUANIAN_CITIES: readonly { name: string; lat: number; lon: number }[] = [
  { name: 'Vilnius', lat: 54.6872, lon: 25.2797 },
  { name: 'Kaunas', lat: 54.8985, lon: 23.9036 },
  { name: 'Klaipėda', lat: 55.7033, lon: 21.1443 },
  { name: 'Šiauliai', lat: 55.9349, lon: 23.3137 },
  { name: 'Panevėžys', lat: 55.7348, lon: 24.3575 },
  { name: 'Alytus', lat: 54.3963, lon: 24.0459 },
  { name: 'Marijampolė', lat: 54.5593, lon: 23.3541 },
  { name: 'Mažeikiai', lat: 56.3092, lon: 22.3414 },
  { name: 'Jonava', lat: 55.0727, lon: 24.2797 },
  { name: 'Utena', lat: 55.4978, lon: 25.5995 },
  { name: 'Kėdainiai', lat: 55.2883, lon: 23.9747 },
  { name: 'Telšiai', lat: 55.9814, lon: 22.2472 },
  { name: 'Tauragė', lat: 55.2522, lon: 22.2897 },
  { name: 'Ukmergė', lat: 55.2456, lon: 24.7761 },
  { name: 'Visaginas', lat: 55.5948, lon: 26.4382 },
  { name: 'Plungė', lat: 55.9114, lon: 21.8442 },
  { name: 'Kretinga', lat: 55.8886, lon: 21.2428 },
  { name: 'Šilutė', lat: 55.3486, lon: 21.4831 },
  { name: 'Radviliškis', lat: 55.8107, lon: 23.5462 },
  { name: 'Palanga', lat: 55.9175, lon: 21.0686 },
  { name: 'Gargždai', lat: 55.7097, lon: 21.3928 },
  { name: 'Druskininkai', lat: 54.0158, lon: 23.9703 },
  { name: 'Rokiškis', lat: 55.9617, lon: 25.5852 },
  { name: 'Biržai', lat: 56.2003, lon: 24.7569 },
  { name: 'Elektrėnai', lat: 54.7857, lon: 24.6632 },
  { name: 'Kuršėnai', lat: 56.0036, lon: 22.9364 },
  { name: 'Garliava', lat: 54.8213, lon: 23.8706 },
  { name: 'Jurbarkas', lat: 55.0773, lon: 22.7645 },
  { name: 'Vilkaviškis', lat: 54.6517, lon: 23.0347 },
  { name: 'Raseiniai', lat: 55.3814, lon: 23.1161 },
  { name: 'Naujoji Akmenė', lat: 56.3186, lon: 22.8908 },
  { name: 'Anykščiai', lat: 55.5253, lon: 25.1036 },
  { name: 'Lentvaris', lat: 54.6434, lon: 25.0512 },
  { name: 'Grigiškės', lat: 54.6795, lon: 25.0834 },
  { name: 'Prienai', lat: 54.6333, lon: 23.9417 },
  { name: 'Kelmė', lat: 55.6296, lon: 22.9326 },
  { name: 'Joniškis', lat: 56.2419, lon: 23.6161 },
  { name: 'Varėna', lat: 54.2174, lon: 24.5753 },
  { name: 'Kaišiadorys', lat: 54.8669, lon: 24.4532 },
  { name: 'Pasvalys', lat: 56.0592, lon: 24.4003 },
  { name: 'Kupiškis', lat: 55.8409, lon: 24.9775 },
  { name: 'Zarasai', lat: 55.7311, lon: 26.2467 },
  { name: 'Skuodas', lat: 56.27, lon: 21.5247 },
  { name: 'Kazlų Rūda', lat: 54.7494, lon: 23.4897 },
  { name: 'Širvintos', lat: 55.0431, lon: 24.9567 },
  { name: 'Molėtai', lat: 55.2284, lon: 25.4179 },
  { name: 'Šalčininkai', lat: 54.3078, lon: 25.3854 },
  { name: 'Šakiai', lat: 54.9525, lon: 23.0455 },
  { name: 'Švenčionėliai', lat: 55.1647, lon: 26.0005 },
  { name: 'Ignalina', lat: 55.3406, lon: 26.1648 },
  { name: 'Pabradė', lat: 54.9809, lon: 25.7598 },
  { name: 'Šilalė', lat: 55.4921, lon: 22.1871 },
  { name: 'Nemenčinė', lat: 54.8492, lon: 25.4803 },
  { name: 'Trakai', lat: 54.6379, lon: 24.9347 },
  { name: 'Pakruojis', lat: 55.9788, lon: 23.8549 },
  { name: 'Švenčionys', lat: 55.133, lon: 26.156 },
  { name: 'Vievis', lat: 54.7689, lon: 24.805 },
  { name: 'Kalvarija', lat: 54.4167, lon: 23.2233 },
  { name: 'Lazdijai', lat: 54.2342, lon: 23.5156 },
  { name: 'Rietavas', lat: 55.7237, lon: 21.9314 },
  { name: 'Neringa', lat: 55.3039, lon: 21.0056 },
  { name: 'Birštonas', lat: 54.6058, lon: 24.0286 },
  { name: 'Kybartai', lat: 54.6397, lon: 22.7619 },
  { name: 'Žiežmariai', lat: 54.8042, lon: 24.4431 },
];

// Built on first use, so a bundle that imports this module but not the lookup can drop the table.
let cityIndex: Map<string, (typeof LITHUANIAN_CITIES)[number]> | undefined;
const byKey = {
  get(key: string) {
    cityIndex ??= new Map(LITHUANIAN_CITIES.map((city) => [searchKey(city.name), city]));
    return cityIndex.get(key);
  },
};

/** A city of the table by name (any case, with or without diacritics), or undefined. */
export function findCity(name: string) {
  return byKey.get(searchKey(name));
}

/** Great-circle distance in km (haversine, mean Earth radius 6371 km). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance between two places of the table by name, or undefined when either is not in it. */
export const cityDistanceKm: CityDistance = (fromCity, toCity) => {
  const from = findCity(fromCity);
  const to = findCity(toCity);
  return from && to ? distanceKm(from, to) : undefined;
};

/** `servesArea` with the table's distances: what the server decides. */
export function servesAreaByTable(
  chefCity: string | null | undefined,
  area: ServiceArea | null | undefined,
  addressCity: string,
): boolean {
  return servesArea(chefCity, area, addressCity, cityDistanceKm);
}

/**
 * The search keys of the cities a chef serves by the table (her own, those she lists, and the
 * table's within her radius of her own), or undefined when she serves anywhere (no city and no
 * list): what `servesAreaByTable` says, as a list a query can ask for.
 */
export function servedCityKeys(
  chefCity: string | null | undefined,
  area: ServiceArea | null | undefined,
): string[] | undefined {
  const own = searchKey(chefCity ?? '');
  const listed = (area?.cities ?? []).map(searchKey);
  if (own === '' && listed.length === 0) return undefined;
  const keys = new Set(listed);
  if (own !== '') keys.add(own);
  const radiusKm = area?.radiusKm ?? null;
  const from = radiusKm !== null ? findCity(own) : undefined;
  if (from) {
    for (const city of LITHUANIAN_CITIES)
      if (distanceKm(from, city) <= radiusKm!) keys.add(searchKey(city.name));
  }
  return [...keys];
}
