import { SCREEN_PATHS } from '../screen-paths.ts';

/** spec accounts §5, §9: a store name (profile link) is 3 to 50 characters. */
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 50;

/**
 * Words kept from store links beyond the routes of today: the console's and the API's likely
 * homes, the marketplace's own name for its list, and names a visitor would take for the site's own.
 */
export const KEPT_NICKNAMES = [
  'admin',
  'api',
  'console',
  'mp',
  'app',
  'www',
  'static',
  'help',
  'support',
  'about',
  'account',
  'settings',
  'me',
  'null',
  'undefined',
] as const;

/**
 * DESIGN §4: store links that are route words are never available, so a store URL can never
 * shadow a page or a call: the first segment of every path in `paths` (a screen's or an API
 * route's) and the second of every /store/ path, parameters left out.
 */
export function reservedNicknamesOf(paths: Iterable<string>): Set<string> {
  const words = new Set<string>(KEPT_NICKNAMES);
  for (const path of paths) {
    const [first, second] = path.toLowerCase().split('/').filter(Boolean);
    for (const word of first === 'store' ? [first, second] : [first]) {
      if (word && !word.startsWith(':') && !word.includes('*')) words.add(word);
    }
  }
  return words;
}

/**
 * The reserved words the web app knows by itself (its screens and the kept words); the server adds
 * its route table (server/features/profile/profile.service.ts), which is where a store link is
 * decided.
 */
export const RESERVED_NICKNAMES: ReadonlySet<string> = reservedNicknamesOf(SCREEN_PATHS);

/**
 * A store link is part of a URL people type and say aloud, so it keeps to Latin letters a-z,
 * digits and hyphens, starting and ending with a letter or a digit: 'Žemaitė' becomes 'Zemaite'
 * when a link is generated, and a typed 'ž', a Cyrillic 'о' that looks like a Latin one, a dot or an
 * underscore is refused with the rule shown under the field. Capitals are taken and kept in lower
 * case ({@link normalizeNickname}), so a link reads one way in every URL. No `u` flag: the ASCII
 * letters only, never a sign (K, the Kelvin sign) that case-folds to one.
 */
const NICKNAME_SHAPE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * The store link as stored: trimmed, its ASCII capitals in lower case. Only ASCII ones: a sign that
 * lower-cases to an ASCII letter (K, the Kelvin sign) stays as typed, and is refused by the shape.
 */
export function normalizeNickname(nickname: string): string {
  return nickname.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
const NOT_ALPHANUMERIC = /[^A-Za-z0-9]/g;
/** Letters that do not come apart into a base letter and a mark (NFD leaves them whole). */
const WHOLE_LETTERS: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', ß: 'ss', đ: 'd', Đ: 'D' };

/** Latin letters without their marks: 'Žemaitė' -> 'Zemaite'. */
export function transliterate(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁøØßđĐ]/g, (letter) => WHOLE_LETTERS[letter]!);
}

/** spec accounts §4: first and last name concatenated with non-alphanumerics removed. */
export function nicknameFromNames(firstName: string | undefined, lastName: string | undefined): string {
  return transliterate(`${firstName ?? ''}${lastName ?? ''}`)
    .replace(NOT_ALPHANUMERIC, '')
    .slice(0, NICKNAME_MAX);
}

/**
 * Auto-generation continues until the user edits the nickname away from both orders
 * (first+last or last+first).
 */
export function isAutoNickname(
  nickname: string,
  firstName: string | undefined,
  lastName: string | undefined,
): boolean {
  if (!nickname) return true;
  const normalized = transliterate(nickname).replace(NOT_ALPHANUMERIC, '').toLowerCase();
  return (
    normalized === nicknameFromNames(firstName, lastName).toLowerCase() ||
    normalized === nicknameFromNames(lastName, firstName).toLowerCase()
  );
}

/** spec accounts §4: a missing first or last name is guessed from the nickname by splitting on non-letters. */
export function guessNamesFromNickname(nickname: string): { firstName?: string; lastName?: string } {
  const parts = nickname.split(/[^\p{L}]+/u).filter(Boolean);
  if (parts.length >= 2)
    return { firstName: capitalize(parts[0]!), lastName: capitalize(parts.slice(1).join(' ')) };
  // "OnaVirėja": split where a lower-case letter meets an upper-case one.
  const camel = nickname.match(/\p{Lu}?\p{Ll}+/gu);
  if (camel && camel.length >= 2) return { firstName: camel[0], lastName: camel.slice(1).join(' ') };
  return parts[0] ? { firstName: capitalize(parts[0]) } : {};
}

/**
 * The reason a nickname can never be used, as a message code; undefined when its shape is fine.
 * `reserved`: the words no store link may be (the server passes its route table's as well).
 */
export function nicknameShapeProblem(
  nickname: string,
  reserved: ReadonlySet<string> = RESERVED_NICKNAMES,
): string | undefined {
  if (nickname.length < NICKNAME_MIN) return 'forms.validation.nicknameMinLength';
  if (nickname.length > NICKNAME_MAX) return 'forms.validation.nicknameMaxLength';
  if (!NICKNAME_SHAPE.test(nickname)) return 'forms.validation.nicknameFormat';
  if (reserved.has(nickname.toLowerCase())) return 'forms.validation.nameNotAvailable';
  return undefined;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
