/** spec accounts §5, §9: a store name (profile link) is 3 to 50 characters. */
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 50;

/**
 * DESIGN §4: names that are API words under /store/ or route words are never available, so a store
 * URL can never shadow a page or a call.
 */
export const RESERVED_NICKNAMES = new Set([
  'product',
  'products',
  'product-details',
  'merchants',
  'order',
  'order-fees',
  'order-relation-request',
  'relate-order-to-user',
  'add-order-address',
  'mp',
  'cart',
  'checkout',
  'orders',
  'profile',
  'signin',
  'login',
  'assets',
  'admin',
]);

/**
 * A store link is part of a URL people type and say aloud, so it keeps to Latin letters a-z,
 * digits, dots, dashes and underscores: 'Žemaitė' becomes 'Zemaite' when a link is generated, and
 * a typed 'ž' is refused with the rule shown under the field.
 */
const NICKNAME_SHAPE = /^[A-Za-z0-9._-]+$/;
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

/** The reason a nickname can never be used, as a message code; undefined when its shape is fine. */
export function nicknameShapeProblem(nickname: string): string | undefined {
  if (nickname.length < NICKNAME_MIN) return 'forms.validation.nicknameMinLength';
  if (nickname.length > NICKNAME_MAX) return 'forms.validation.nicknameMaxLength';
  if (!NICKNAME_SHAPE.test(nickname)) return 'forms.validation.nicknameFormat';
  if (RESERVED_NICKNAMES.has(nickname.toLowerCase())) return 'forms.validation.nameNotAvailable';
  return undefined;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
