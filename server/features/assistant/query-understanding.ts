import { searchKey } from '#domain/catalog/search-key.ts';
import { KITCHEN_LABELS } from '#domain/chefs/kitchen-labels.ts';
import { kitchenTypesIn } from '#domain/catalog/cuisine-words.ts';
import type { KitchenType } from '#domain/chefs/kitchen-types.ts';
import { CITIES, type City } from '#domain/constants.ts';
import { words } from './text-analysis.ts';

/** The type names as the catalogue shows them, for answers. */
export { KITCHEN_LABELS };

/** Words that ask for chefs (folded prefixes): 'chefs', 'cook', 'šefai' -> 'sef', 'virėjas' -> 'virej'. */
const CHEF_WORDS = ['chef', 'cook', 'sef', 'virej', 'kulinar'];
/** Words that ask to find or list something. */
const FIND_WORDS = [
  'find',
  'show',
  'list',
  'recommend',
  'looking',
  'search',
  'which',
  'any',
  'rask',
  'parod',
  'ieskau',
  'rekomend',
  'kokie',
  'kurie',
  'kuris',
  'yra',
];

export interface CatalogQuery {
  kitchenTypes: KitchenType[];
  city?: City;
  /** Whole euros per hour; chefs at or below it. */
  maxHourRateEuros?: number;
  /** The question names chefs and asks to find them, even with no filter. */
  asksForChefs: boolean;
}

const AMOUNT = String.raw`(\d{1,4}(?:[.,]\d{1,2})?)`;
const CURRENCY = String.raw`(?:€|eur\w*)`;
// 'val.' alone also means hours in Lithuanian ('24 val.'), so it counts only as 'eur/val' or 'per val.'.
const PER_HOUR = String.raw`(?:\s*\/\s*(?:h|hr|hour|val)\b|\s+(?:per|an|a|each|i)\s+(?:hour|h|val\w*))`;
const LIMIT_WORDS = String.raw`(?:under|below|less than|up to|upto|at most|max(?:imum)?|no more than|cheaper than|within|<=?|≤|iki|ne daugiau (?:nei|kaip)|maziau (?:nei|kaip)|pigiau (?:nei|kaip|uz)|daugiausia|ne brangiau (?:nei|kaip|uz))`;

/** "under 30 euro", "iki 30 eur/val.", "below €25", "max 40€ per hour", "30 eur/h". */
const PRICE_PATTERNS = [
  new RegExp(String.raw`${LIMIT_WORDS}\s*${CURRENCY}\s*${AMOUNT}`),
  new RegExp(String.raw`${LIMIT_WORDS}\s*${AMOUNT}\s*${CURRENCY}`),
  new RegExp(String.raw`${LIMIT_WORDS}\s*${AMOUNT}${PER_HOUR}`),
  new RegExp(String.raw`${AMOUNT}\s*${CURRENCY}?${PER_HOUR}`),
];

/** The kitchen types named in `text`, in the catalogue's order (shared with the chef list's search). */
export const parseKitchenTypes = kitchenTypesIn;

/** The city named in `text`, in any Lithuanian case (Vilniuje, Vilniaus, Kaune, Kauno…). */
export function parseCity(text: string): City | undefined {
  const list = words(text);
  return CITIES.find((city) => {
    const key = searchKey(city);
    const prefix = key.slice(0, Math.max(4, key.length - 2));
    return list.some((word) => word.startsWith(prefix));
  });
}

/** The hourly-rate ceiling in whole euros, when the text states one with a currency or a per-hour unit. */
export function parseMaxHourRate(text: string): number | undefined {
  const folded = searchKey(text);
  for (const pattern of PRICE_PATTERNS) {
    const match = pattern.exec(folded);
    if (match?.[1]) {
      const euros = Math.floor(Number(match[1].replace(',', '.')));
      if (euros > 0) return euros;
    }
  }
  return undefined;
}

/** What a catalog question asks for; undefined when it is not about finding chefs. */
export function understandCatalogQuestion(text: string): CatalogQuery | undefined {
  const list = words(text);
  const kitchenTypes = parseKitchenTypes(text);
  const city = parseCity(text);
  const maxHourRateEuros = parseMaxHourRate(text);
  const namesChefs = list.some((word) => CHEF_WORDS.some((prefix) => word.startsWith(prefix)));
  const asksToFind = list.some((word) => FIND_WORDS.some((prefix) => word.startsWith(prefix)));
  const asksForChefs = namesChefs && asksToFind;
  // A city alone is not a catalog question ('weather in Vilnius tomorrow'): it narrows one that
  // names a cuisine, a rate or chefs (issue 19).
  if (!kitchenTypes.length && maxHourRateEuros === undefined && !asksForChefs && !(city && namesChefs))
    return undefined;
  return { kitchenTypes, city, maxHourRateEuros, asksForChefs };
}
