import { KITCHEN_TYPES, type KitchenType } from '../chefs/kitchen-types.ts';
import { searchKey, stem, wordsOf } from './search-key.ts';

/**
 * How people name each kitchen type, in English and Lithuanian, as folded word prefixes: a word
 * that starts with one of them names the type ('gruzinu', 'gruziniska' -> georgian). Shared by the
 * chef list's search and the assistant, so both read 'Desertai', 'pica' or 'lietuviška' the same.
 * Prefixes are chosen not to start other food words ('tortas' but not 'tort', which starts 'tortilla').
 */
export const KITCHEN_WORDS: Record<KitchenType, readonly string[]> = {
  mediterranean: ['mediterranean', 'vidurzem'],
  french: ['french', 'france', 'prancuz'],
  mexican: ['mexic', 'meksik'],
  asian: ['asian', 'asia', 'azij'],
  indian: ['indian', 'india', 'indu', 'indisk', 'indij'],
  american: ['american', 'america', 'amerik'],
  backery: ['bakery', 'backery', 'baker', 'baking', 'pastr', 'bread', 'kepin', 'kepykl', 'duon', 'pyrag'],
  vegan: ['vegan', 'plant-based', 'augalin'],
  seafood: ['seafood', 'fish', 'sushi', 'gerybi', 'gerybe', 'zuv'],
  grill: ['grill', 'bbq', 'barbecue', 'gril', 'kepsn'],
  street: ['street', 'gatves'],
  desserts: ['dessert', 'sweet', 'cake', 'desert', 'saldum', 'tortas', 'tortai', 'torto', 'tortu', 'tortus'],
  georgian: ['georgia', 'gruzin', 'sakartvel'],
  pizza: ['pizza', 'pizze', 'pica', 'picos', 'picu', 'picer'],
  lithuanian: ['lithuan', 'lietuvisk', 'lietuviu'],
};

/** The kitchen types one folded word names, in the catalogue's order. */
export function kitchenTypesOfWord(word: string): KitchenType[] {
  return KITCHEN_TYPES.filter((type) => KITCHEN_WORDS[type].some((prefix) => word.startsWith(prefix)));
}

/** The kitchen types named anywhere in `text`, in the catalogue's order. */
export function kitchenTypesIn(text: string): KitchenType[] {
  const words = wordsOf(text);
  return KITCHEN_TYPES.filter((type) =>
    KITCHEN_WORDS[type].some((prefix) => words.some((word) => word.startsWith(prefix))),
  );
}

/** One word of a search: its stem (matched in chef and dish text) and the kitchen types it names. */
export interface SearchTerm {
  stem: string;
  kitchenTypes: KitchenType[];
}

/**
 * The terms of a chef-list search: one per meaningful word (searchStems), each with the kitchen
 * types the word names, so 'Lithuanian' or 'Desertai' finds the chefs who list that cuisine even
 * where no text of theirs holds the word. A query of no words ('%') is looked for as it is.
 */
export function searchTerms(text: string): SearchTerm[] {
  const words = wordsOf(text);
  const meaningful = words.filter((word) => word.length > 2);
  const chosen = meaningful.length ? meaningful : words;
  const terms = new Map<string, SearchTerm>();
  for (const word of chosen) {
    const key = stem(word);
    const previous = terms.get(key);
    const kitchenTypes = kitchenTypesOfWord(word);
    terms.set(key, {
      stem: key,
      kitchenTypes: [...new Set([...(previous?.kitchenTypes ?? []), ...kitchenTypes])],
    });
  }
  const list = [...terms.values()].slice(0, 8);
  if (list.length) return list;
  const whole = searchKey(text);
  return whole ? [{ stem: whole, kitchenTypes: [] }] : [];
}
