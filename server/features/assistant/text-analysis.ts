import { stem, wordsOf as words } from '#domain/catalog/search-key.ts';

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

/** The shared stemmer and word splitter (domain/catalog/search-key.ts), under the names the assistant uses. */
export { stem, words };

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
