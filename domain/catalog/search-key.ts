/**
 * Folds text for search: lower case, Lithuanian (and other) diacritics removed, spaces squeezed, so
 * 'kugelis' finds 'Kūgelis' and 'CEPELINAI' finds 'Cepelinai'.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The same folding for SQL's translate(), so stored keys and typed queries agree without a database
 * extension. The pairs line up character by character; a test checks them against searchKey.
 */
// Upper case too: SQL lower() leaves non-ASCII letters alone under the C locale (PGlite's).
export const FOLD_FROM =
  'ąčęėįšųūžáàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿñçćłńśźżğşĄČĘĖĮŠŲŪŽÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÑÇĆŁŃŚŹŻĞŞ';
export const FOLD_TO =
  'aceeisuuzaaaaaaaeeeeeiiiiiooooooouuuuuyyncclnszzgsaceeisuuzaaaaaaaeeeeeiiiiiooooooouuuuuyyncclnszzgs';

/** Inflection endings (folded), longest first: Lithuanian cases and plurals, English plurals. */
const ENDINGS = [
  'iuose',
  'emis',
  'omis',
  'imis',
  'mis',
  'uose',
  'iams',
  'iems',
  'ioms',
  'ams',
  'oms',
  'ems',
  'ose',
  'yse',
  'eje',
  'oje',
  'uje',
  'yje',
  'ais',
  'iai',
  'ius',
  'iu',
  'ai',
  'ei',
  'as',
  'is',
  'ys',
  'us',
  'os',
  'es',
  'ui',
  'ia',
  'io',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
  's',
];
/** A stem keeps at least this many letters, so short words stay whole. */
const MIN_STEM = 4;

/** A word without its inflection ending: 'cepelinų' and 'cepelinai' both give 'cepelin'. */
export function searchStem(word: string): string {
  const key = searchKey(word);
  for (const ending of ENDINGS) {
    if (key.endsWith(ending) && key.length - ending.length >= MIN_STEM) return key.slice(0, -ending.length);
  }
  return key;
}

/**
 * The stems a search matches, one per word of the query (issue 19: 'cepelinų' finds Cepelinai);
 * a dish or chef matches when its folded text holds every stem. Plain substrings, so the same SQL
 * (translate + LIKE) runs on PGlite and PostgreSQL without a stemming extension.
 */
export function searchStems(text: string): string[] {
  const words = searchKey(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // Two-letter words ('su', 'in') say little and would match almost anything; one alone still counts.
  const meaningful = words.filter((word) => word.length > 2);
  const stems = (meaningful.length ? meaningful : words).map(searchStem);
  return [...new Set(stems)].slice(0, 8);
}
