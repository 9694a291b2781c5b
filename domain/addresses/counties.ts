import { searchKey } from '../catalog/search-key.ts';

/**
 * Lithuania's ten counties (apskritys) by their towns, so checkout can fill 'State or province'
 * from the city. Keys are folded (searchKey): 'Klaipėda', 'klaipeda' and 'KLAIPĖDA' agree.
 */
const COUNTY_TOWNS: Record<string, readonly string[]> = {
  'Vilniaus apskritis': [
    'vilnius',
    'trakai',
    'elektrenai',
    'ukmerge',
    'salcininkai',
    'sirvintos',
    'svencionys',
  ],
  'Kauno apskritis': ['kaunas', 'kedainiai', 'jonava', 'prienai', 'birstonas', 'raseiniai', 'kaisiadorys'],
  'Klaipėdos apskritis': ['klaipeda', 'palanga', 'neringa', 'kretinga', 'silute', 'gargzdai', 'skuodas'],
  'Šiaulių apskritis': [
    'siauliai',
    'radviliskis',
    'kelme',
    'joniskis',
    'pakruojis',
    'akmene',
    'naujoji akmene',
  ],
  'Panevėžio apskritis': ['panevezys', 'birzai', 'pasvalys', 'rokiskis', 'kupiskis'],
  'Alytaus apskritis': ['alytus', 'druskininkai', 'varena', 'lazdijai'],
  'Marijampolės apskritis': ['marijampole', 'vilkaviskis', 'sakiai', 'kazlu ruda', 'kalvarija'],
  'Utenos apskritis': ['utena', 'visaginas', 'anyksciai', 'ignalina', 'moletai', 'zarasai'],
  'Telšių apskritis': ['telsiai', 'mazeikiai', 'plunge', 'rietavas'],
  'Tauragės apskritis': ['taurage', 'jurbarkas', 'silale', 'pagegiai'],
};

/** The county of a Lithuanian town, or undefined when the town is not known. */
export function countyOfCity(city: string): string | undefined {
  const key = searchKey(city);
  if (!key) return undefined;
  return Object.keys(COUNTY_TOWNS).find((county) => COUNTY_TOWNS[county]!.includes(key));
}

/** Whether `name` is one of the county names countyOfCity gives (so a prefilled one may follow the city). */
export function isCountyName(name: string): boolean {
  return Object.hasOwn(COUNTY_TOWNS, name);
}
