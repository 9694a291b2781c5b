import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#domain/constants.ts';

/**
 * The app's translations at run time: nested texts per language, `t` with `{{name}}` placeholders
 * and plural forms by `count` (Intl.PluralRules: en one/other, lt one/few/many/other), English for
 * a key the current language lacks, the key itself for one nobody has.
 *
 * It is what the app used of i18next, written out: i18next's 15 KB gzip (and the evaluation of its
 * every option) were an eighth of the landing page's JavaScript. i18next stays for
 * its types only: `t` is its typed TFunction, so a key that no text file has fails the typecheck.
 */
type Tree = { [key: string]: string | Tree };
type Options = Record<string, unknown>;

export interface Translator {
  /** The current language, always one of LANGUAGES. */
  readonly language: Language;
  /** The same as `language` (i18next's name for the language texts are taken from). */
  readonly resolvedLanguage: Language;
  t: TFunction;
  /** Whether a text exists for `key` in the current language or in English. */
  exists(key: string): boolean;
  changeLanguage(language: string): Promise<void>;
  /**
   * Adds texts to a language, deep: with `overwrite` false a text already there stays (a feature's
   * texts may arrive before the shell's, or twice).
   */
  addResourceBundle(
    language: Language,
    namespace: 'translation',
    texts: object,
    deep?: boolean,
    overwrite?: boolean,
  ): void;
  getResourceBundle(language: Language, namespace: 'translation'): object | undefined;
  on(event: 'languageChanged', listener: (language: Language) => void): () => void;
}

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null;
}

function extend(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isTree(existing) && isTree(value)) extend(existing, value, overwrite);
    else if (existing === undefined || overwrite)
      target[key] = isTree(value) ? structuredClone(value) : value;
  }
}

function lookup(tree: Tree | undefined, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** `{{name}}` (or `{{a.b}}`) from the options; a placeholder without a value stays as it is. */
function interpolate(text: string, options: Options): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = lookup(options as Tree, name.trim());
    if (value === undefined) return match;
    return value === null ? '' : String(value);
  });
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

export function createTranslator(initial: string): Translator {
  const supported = (language: string): Language =>
    (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
  const texts = new Map<Language, Tree>();
  const listeners = new Set<(language: Language) => void>();
  let language = supported(initial);

  /**
   * The text for `key`: with `count`, its plural form first (`_zero` for 0, then the language's); in
   * the current language, or in `lng` when given (i18next's option), as a screen drawn in it asks.
   */
  function resolve(key: string, options: Options): string | undefined {
    const count = options.count;
    const wanted = typeof options.lng === 'string' ? supported(options.lng) : language;
    for (const from of wanted === DEFAULT_LANGUAGE ? [wanted] : [wanted, DEFAULT_LANGUAGE]) {
      const tree = texts.get(from);
      if (!tree) continue;
      const candidates =
        typeof count === 'number'
          ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(from, count)}`, key]
          : [key];
      for (const candidate of candidates) {
        const text = lookup(tree, candidate);
        // An empty text counts as missing, as with i18next's returnEmptyString: false.
        if (typeof text === 'string' && text !== '') return text;
      }
    }
    return undefined;
  }

  function t(key: string, options: Options = {}): string {
    const text = resolve(key, options);
    return text === undefined ? key : interpolate(text, options);
  }

  return {
    get language() {
      return language;
    },
    get resolvedLanguage() {
      return language;
    },
    t: t as unknown as TFunction,
    exists: (key) => resolve(key, {}) !== undefined,
    changeLanguage(next) {
      // Told to the listeners even when it is the same language: the first call reflects it.
      language = supported(next);
      for (const listener of [...listeners]) listener(language);
      return Promise.resolve();
    },
    addResourceBundle(to, _namespace, added, _deep = true, overwrite = false) {
      let tree = texts.get(to);
      if (!tree) texts.set(to, (tree = {}));
      extend(tree, added as Tree, overwrite);
    },
    getResourceBundle: (of) => texts.get(of),
    on(_event, listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
