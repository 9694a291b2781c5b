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

/** Lithuanian inflection endings (folded: ą -> a, ų -> u, ė -> e…), longest first: cases and plurals. */
const LT_ENDINGS = [
  'iuose',
  'emis',
  'omis',
  'imis',
  'iais',
  'ioms',
  'iems',
  'iams',
  'ojoj',
  'uose',
  'mis',
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
const EN_ENDINGS = ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'ers', 'es', 'ed', 'ly', 'er', 's'];
/** Both languages' endings, longest first, so 'bulvemis' loses 'emis' before a plural 's'. */
const ENDINGS = [...new Set([...EN_ENDINGS, ...LT_ENDINGS])].sort((a, b) => b.length - a.length);

/** The words of `text`, folded (lower case, no diacritics), without punctuation. */
export function wordsOf(text: string): string[] {
  return searchKey(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A light stemmer for both languages, shared by the catalog search and the assistant: it strips the
 * commonest inflection endings, so 'cepelinų' and 'cepelinai' both give 'cepelin', 'fees' meets
 * 'fee' and 'cancelling' meets 'cancel'. A stem is always a prefix of its word (the search matches
 * it as a substring) and keeps at least 4 letters (3 for a plural 's'), so short words stay whole.
 */
export function stem(word: string): string {
  const key = searchKey(word);
  if (key.length <= 3 || /^\d/.test(key)) return key;
  for (const ending of ENDINGS) {
    const minimum = ending === 's' ? 3 : 4;
    if (key.endsWith(ending) && key.length - ending.length >= minimum) {
      const stemmed = key.slice(0, -ending.length);
      // 'cancelling' -> 'cancell' -> 'cancel', 'shopping' -> 'shop'
      return /([bdglmnprt])\1$/.test(stemmed) ? stemmed.slice(0, -1) : stemmed;
    }
  }
  return key;
}

/**
 * The stems a search matches, one per word of the query ('cepelinų' finds Cepelinai);
 * a dish or chef matches when its folded text holds every stem. Plain substrings, so the same SQL
 * (translate + LIKE) runs on PGlite and PostgreSQL without a stemming extension.
 */
export function searchStems(text: string): string[] {
  const words = wordsOf(text);
  // Two-letter words ('su', 'in') say little and would match almost anything; one alone still counts.
  const meaningful = words.filter((word) => word.length > 2);
  const stems = (meaningful.length ? meaningful : words).map(stem);
  return [...new Set(stems)].slice(0, 8);
}
