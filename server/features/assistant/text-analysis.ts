import { searchKey } from '#domain/catalog/search-key.ts';

/** Words that carry no topic in either language (already folded: no diacritics). */
const STOPWORDS = new Set(
  (
    'a an the and or but of to in on at for from by with without about as is are was were be been do does did ' +
    'i me my we our you your it its this that these those there here what which who whom how when where why ' +
    'can could would should will shall may might must have has had not no yes if then than so any some ' +
    'please tell know want need get much many there' +
    ' ir ar bet o kad kaip kas kur kada kodel kiek koks kokia kokie kokios kuris kuri kurie ' +
    'yra buvo bus esu esi esame yra ne taip jei jeigu tai tas ta tie tos sis si sie sios cia ' +
    'as tu jis ji mes jus jie jos mano tavo jusu musu man tau jums mums savo su be is i iki per prie nuo po uz ant apie del ' +
    'galiu gali galima reikia noriu norime prasau pasakykite'
  ).split(/\s+/),
);

/** Lithuanian endings, longest first, tried after folding (ą -> a, ų -> u, ė -> e…). */
const LT_ENDINGS = [
  'iuose',
  'uose',
  'iais',
  'ioms',
  'iems',
  'iams',
  'ojoj',
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
  'iu',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
  's',
];
const EN_ENDINGS = ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'ers', 'es', 'ed', 'ly', 'er', 's'];

/** The words of `text`, folded (lower case, no diacritics), without punctuation. */
export function words(text: string): string[] {
  return searchKey(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A light stemmer for both languages: it strips the commonest inflection endings so 'fees' meets
 * 'fee', 'cancelling' meets 'cancel', 'mokesčio' meets 'mokestis' ('mokest'/'mokesc' share 'moke').
 * Stems stay at least 4 letters long (3 for a plural 's'), which keeps short words intact.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  for (const ending of [...EN_ENDINGS, ...LT_ENDINGS]) {
    const minimum = ending === 's' ? 3 : 4;
    if (word.endsWith(ending) && word.length - ending.length >= minimum) {
      const stemmed = word.slice(0, -ending.length);
      // 'cancelling' -> 'cancell' -> 'cancel', 'shopping' -> 'shop'
      return /([bdglmnprt])\1$/.test(stemmed) ? stemmed.slice(0, -1) : stemmed;
    }
  }
  return word;
}

/**
 * Index terms of `text`: folded, stop words dropped, stemmed, and also cut to a 5-letter prefix so
 * Lithuanian stems that change inside the word (mokestis / mokesčiai) still meet.
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (STOPWORDS.has(word) || word.length < 2) continue;
    const stemmed = stem(word);
    out.push(stemmed);
    if (stemmed.length > 5) out.push(`${stemmed.slice(0, 5)}~`);
  }
  return out;
}
