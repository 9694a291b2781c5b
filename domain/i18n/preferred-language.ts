import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../constants.ts';

/**
 * The interface language a browser asks for in its Accept-Language header: the supported one it
 * ranks highest (by q, then by order), so 'de-DE,lt;q=0.8,en;q=0.5' gets Lithuanian. English
 * when it names neither.
 */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | undefined;
  // A header is a few dozen characters; a hostile one is cut rather than parsed at length.
  for (const part of header.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().slice(0, 2).toLowerCase();
    if (!isLanguage(language)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
