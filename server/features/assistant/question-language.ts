import type { Language } from '#domain/constants.ts';
import { words } from './text-analysis.ts';

/** Letters only Lithuanian writes (of the two languages): one of them settles it. */
const LT_LETTERS = /[ąčęėįšųūž]/i;
/**
 * Common words of each language, folded (no diacritics), as people type questions without
 * Lithuanian letters on an English keyboard ('Kiek kainuoja jusu paslauga?').
 */
const LT_WORDS = new Set(
  (
    'ar kaip kiek kas kur kada kodel koks kokia kokie kokios kuris kuri kurie ' +
    'galiu gali galima reikia noriu norime prasau yra bus buvo ir su be del apie nuo iki per uz ' +
    'mano jusu musu man jums tapti atsaukti uzsakyma uzsakymas uzsakymo kainuoja kaina mokestis ' +
    'sefu sefas sefai virejas patiekalas patiekalai pinigai grazinimas labas aciu'
  ).split(/\s+/),
);
const EN_WORDS = new Set(
  (
    'how what when where why who which can could do does did is are was the a an i my your you me we ' +
    'much many cost costs price fee become cancel order orders refund pay paid to of in for with and ' +
    'please hello hi thanks is there any find show at book am pm will come'
  ).split(/\s+/),
);

/**
 * The language a question is written in (the assistant understands both, whatever the
 * interface, and answers in the question's language). `fallback`, the interface's language, when
 * the words do not tell (a name, a number, a single shared word).
 */
export function questionLanguage(text: string, fallback: Language): Language {
  let lt = 0;
  let en = 0;
  // A Lithuanian letter settles it, except in a capitalised word, which may be a name in an English
  // question ('Can I book Gintarė at 3 AM?'): that one only counts as a Lithuanian word.
  for (const word of text.split(/[^\p{L}]+/u)) {
    if (!LT_LETTERS.test(word)) continue;
    if (word[0] === word[0]!.toLocaleLowerCase('lt')) return 'lt';
    lt += 1;
  }
  for (const word of words(text)) {
    if (LT_WORDS.has(word)) lt += 1;
    if (EN_WORDS.has(word)) en += 1;
  }
  if (lt > en) return 'lt';
  if (en > lt) return 'en';
  return fallback;
}
