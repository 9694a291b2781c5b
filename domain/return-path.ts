/** The longest return path kept; a longer one is not a page of this site. */
export const RETURN_PATH_MAX = 2000;

/** Whitespace, C0/C1 controls, bidi controls and backslashes: none belongs in a path of ours. */
const UNSAFE = /[\s\p{Cc}\p{Bidi_Control}\\]/u;

/** How many times a path is percent-decoded while looking for a hidden '//' or control. */
const DECODE_ROUNDS = 3;

/**
 * A return path (`returnTo`, where sign-in sends the user on) that stays on this site: a
 * same-origin relative path starting with one '/', never '//host' or '/\host' (which browsers
 * read as another host), a scheme, whitespace or a control (a tab or a line break is dropped by
 * URL parsing and can turn '/\t/evil' into '//evil'), and none of that hidden behind
 * percent-encoding either (each decoding is checked again). Anything else is undefined: the caller
 * falls back to its default page. The path is answered as given.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > RETURN_PATH_MAX) return undefined;
  let text = value;
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (!isPlainPath(text)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return undefined;
    }
    if (decoded === text) return value;
    text = decoded;
  }
  // Still changing after several decodings: nobody links like that.
  return undefined;
}

function isPlainPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && !UNSAFE.test(path);
}
