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
