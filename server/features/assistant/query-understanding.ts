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
/** Words that ask who makes something: 'makes', 'bakes', 'gamina', 'kepa', 'parduoda'. */
const MAKER_WORDS = [
  'make',
  'cook',
  'bake',
  'sell',
  'prepar',
  'offer',
  'gamin',
  'kepa',
  'kepe',
  'parduod',
  'siul',
];
/** Words that ask who: 'who', 'kas' (who, in 'Kas gamina cepelinus?'), 'kuris', 'kurie'. */
const WHO_WORDS = new Set(['who', 'whos', 'kas', 'kuris', 'kurie', 'kuri', 'kurios']);
/** Words around a dish's name in such a question, which are not part of it. */
const QUESTION_WORDS = new Set(
  (
    'who whos where can could get buy order does do anyone someone here the a an in at near for of with and any good best ' +
    'food foods dish dishes meal meals please me i ' +
    'kas kur kuris kurie kuri kurios galiu gauti nupirkti uzsakyti nors cia pas jus su ir geriausius gerus ' +
    'maista maistas maisto patiekala patiekalus patiekalai prasau man'
  ).split(' '),
);

/**
 * The dish a 'who makes X' question asks about, as its words ('Who makes cepelinai?' ->
 * 'cepelinai', 'Kas gamina cepelinus?' -> 'cepelinus'); undefined for other questions.
 */
export function dishAskedAbout(text: string): string | undefined {
  const list = words(text);
  const makerAt = list.findIndex((word) => MAKER_WORDS.some((prefix) => word.startsWith(prefix)));
  if (makerAt < 0 || !list.slice(0, makerAt).some((word) => WHO_WORDS.has(word))) return undefined;
  const rest = list
    .slice(makerAt + 1)
    .filter(
      (word) =>
        !QUESTION_WORDS.has(word) &&
        !CHEF_WORDS.some((prefix) => word.startsWith(prefix)) &&
        !MAKER_WORDS.some((prefix) => word.startsWith(prefix)) &&
        !kitchenTypesIn(word).length &&
        !parseCity(word),
    );
  return rest.length ? rest.join(' ') : undefined;
}

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
  /** The dish asked about ('Who makes cepelinai?' -> 'cepelinai'), searched as the chef list does. */
  dish?: string;
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
  const dish = dishAskedAbout(text);
  const asksForChefs = (namesChefs && asksToFind) || dish !== undefined;
  // A city alone is not a catalog question ('weather in Vilnius tomorrow'): it narrows one that
  // names a cuisine, a rate or chefs.
  if (!kitchenTypes.length && maxHourRateEuros === undefined && !asksForChefs && !(city && namesChefs))
    return undefined;
  return { kitchenTypes, dish, city, maxHourRateEuros, asksForChefs };
}
