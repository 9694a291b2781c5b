/**
 * The text as contact masking's patterns read it (contact-masking.ts): compatibility forms folded,
 * invisible characters dropped, digits of any script, digit words and look-alike @ and dots made
 * plain, letters typed with spaces between them joined; each unit keeps the span of the original
 * it came from, so what is hidden is cut out of the text as written.
 */
/**
 * The normalised text, and for each of its UTF-16 units the span of the original text it came
 * from (`from` inclusive, `to` exclusive).
 */
export interface Normalised {
  text: string;
  from: number[];
  to: number[];
}

/** Characters nobody sees: zero-width spaces and joiners, soft hyphens, direction marks, fillers. */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/u;
/** Marks that mark nothing: the combining grapheme joiner, Khmer's inherent vowels. */
const EMPTY_MARKS = new Set(['\u034F', '\u17B4', '\u17B5']);
const SPACE_LIKE = /\p{Zs}/u;
const DASH_LIKE = /\p{Pd}/u;
/** Dots NFKC leaves apart: ideographic full stops, middle dots, bullets' little cousins. */
const DOT_LIKE = new Set(['。', '·', '‧', '∙', '⋅', '・', '･']);
const OTHER_DIGIT = /\p{Nd}/u;

/** The value of a decimal digit of any script (Unicode keeps each script's 0–9 in a row). */
function digitValue(char: string): string {
  const code = char.codePointAt(0)!;
  let zero = code;
  // A row of digits starts at its zero; several rows may follow each other (mathematical digits).
  while (zero > 0 && OTHER_DIGIT.test(String.fromCodePoint(zero - 1)) && code - zero < 60) zero--;
  return String((code - zero) % 10);
}

function plainChar(char: string): string {
  if (char >= '0' && char <= '9') return char;
  if (OTHER_DIGIT.test(char)) return digitValue(char);
  if (SPACE_LIKE.test(char)) return ' ';
  if (DASH_LIKE.test(char)) return '-';
  if (DOT_LIKE.has(char)) return '.';
  return char;
}

/** Folds each character of `text` (NFKC), drops invisible ones and makes digits, spaces, dashes, dots plain. */
function foldCharacters(text: string): Normalised {
  const out: Normalised = { text: '', from: [], to: [] };
  const units: string[] = [];
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    if (char < '\u0080') {
      // Plain ASCII folds to itself (most text): no Unicode work for it.
      units.push(char);
      out.from.push(start);
      out.to.push(index);
      continue;
    }
    if (INVISIBLE.test(char) || EMPTY_MARKS.has(char)) continue;
    // A combining mark joins the letter before it when they make one (Z + ˇ = Ž).
    if (/\p{M}/u.test(char) && units.length) {
      const joined = (units[units.length - 1]! + char).normalize('NFC');
      if (joined.length === 1) {
        units[units.length - 1] = joined;
        out.to[units.length - 1] = index;
        continue;
      }
    }
    for (const folded of char.normalize('NFKC')) {
      for (const unit of plainChar(folded)) {
        units.push(unit);
        out.from.push(start);
        out.to.push(index);
      }
    }
  }
  out.text = units.join('');
  return out;
}

/**
 * Replaces every match of `pattern` in the normalised text with `replace(match)`; each new unit
 * stands for the whole span the match came from. `null` keeps the match as it was.
 */
function rewrite(text: Normalised, pattern: RegExp, replace: (match: string) => string | null): Normalised {
  const out: Normalised = { text: '', from: [], to: [] };
  const parts: string[] = [];
  let last = 0;
  const keep = (start: number, end: number) => {
    parts.push(text.text.slice(start, end));
    out.from.push(...text.from.slice(start, end));
    out.to.push(...text.to.slice(start, end));
  };
  for (const match of text.text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const replacement = replace(match[0]);
    if (replacement === null) continue;
    keep(last, start);
    parts.push(replacement);
    for (let i = 0; i < replacement.length; i++) {
      out.from.push(text.from[start]!);
      out.to.push(text.to[end - 1]!);
    }
    last = end;
  }
  keep(last, text.text.length);
  out.text = parts.join('');
  return out;
}

/** Drops the spaces between letters typed one by one ("o n a @ g m a i l . c o m"). */
function joinSpacedLetters(text: Normalised): Normalised {
  const drop = new Set<number>();
  for (const match of text.text.matchAll(SPACED_LETTERS)) {
    for (let i = match.index; i < match.index + match[0].length; i++) {
      if (/\s/u.test(text.text[i]!)) drop.add(i);
    }
  }
  if (!drop.size) return text;
  const out: Normalised = { text: '', from: [], to: [] };
  const parts: string[] = [];
  for (let i = 0; i < text.text.length; i++) {
    if (drop.has(i)) continue;
    parts.push(text.text[i]!);
    out.from.push(text.from[i]!);
    out.to.push(text.to[i]!);
  }
  out.text = parts.join('');
  return out;
}

export const NOT_WORD_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
export const NOT_WORD_AFTER = String.raw`(?![\p{L}\p{N}])`;

/** Three or more single characters with spaces between them. */
export const SPACED_LETTERS = /(?<!\S)\S(?:[ \t]{1,3}\S){2,300}(?!\S)/gu;

/** Digits spelled out, in English and Lithuanian (with and without the marks). */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  nulis: '0',
  vienas: '1',
  viena: '1',
  du: '2',
  dvi: '2',
  trys: '3',
  keturi: '4',
  keturios: '4',
  penki: '5',
  penkios: '5',
  šeši: '6',
  sesi: '6',
  šešios: '6',
  sesios: '6',
  septyni: '7',
  septynios: '7',
  aštuoni: '8',
  astuoni: '8',
  aštuonios: '8',
  astuonios: '8',
  devyni: '9',
  devynios: '9',
};
export const DIGIT_WORD = new RegExp(
  `${NOT_WORD_BEFORE}(?:${Object.keys(DIGIT_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})${NOT_WORD_AFTER}`,
  'giu',
);

/** The text as the patterns read it. */
export function normalise(text: string): Normalised {
  let out = foldCharacters(text);
  out = rewrite(out, DIGIT_WORD, (word) => DIGIT_WORDS[word.toLowerCase()] ?? null);
  return joinSpacedLetters(out);
}
