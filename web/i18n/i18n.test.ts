import { describe, expect, test, vi } from 'vitest';
import { messagesEn } from '#domain/i18n/messages.ts';
import en from './en.json';
import lt from './lt.json';
import { i18n, mergeTrees } from './i18n.ts';
import { texts as textsEn } from './texts.en.ts';
import { texts as textsLt } from './texts.lt.ts';

type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [inner, text] of flatten(value, path)) result.set(inner, text);
  }
  return result;
}

/** Keys without plural suffixes: en has _one/_other, lt _one/_few/_many/_other for the same text. */
function baseKeys(map: Map<string, string>): Set<string> {
  return new Set([...map.keys()].map((key) => key.replace(PLURAL, '')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();
}

const uiEn = flatten(en as Tree);
const uiLt = flatten(lt as Tree);
const shellTexts = (texts: typeof textsEn) => mergeTrees(texts.messages as unknown as Tree, texts.ui as Tree);
const mergedEn = flatten(shellTexts(textsEn));
const mergedLt = flatten(shellTexts(textsLt));

/** Feature texts, loaded lazily in the app, are checked here all together. */
const featureFiles = import.meta.glob<Tree>('../features/**/i18n/*.json', { eager: true, import: 'default' });
const featureTexts = (language: 'en' | 'lt') =>
  Object.entries(featureFiles)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .map(([path, tree]) => [path.replace(`/${language}.json`, ''), flatten(tree)] as const);

describe('feature translations', () => {
  test('each feature has the same keys in en and lt', () => {
    const lt = new Map(featureTexts('lt'));
    for (const [feature, enMap] of featureTexts('en')) {
      const ltMap = lt.get(feature);
      expect(ltMap, feature).toBeDefined();
      expect([...baseKeys(ltMap!)].sort(), feature).toEqual([...baseKeys(enMap)].sort());
      for (const [key, text] of enMap) {
        const other = ltMap!.get(key);
        if (other !== undefined) expect(placeholders(other), `${feature} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  test('no feature redefines a key of another feature or of the shared texts', () => {
    const owners = new Map<string, string>();
    for (const key of mergedEn.keys()) owners.set(key, 'shared');
    for (const [feature, map] of featureTexts('en')) {
      for (const key of map.keys()) {
        expect(owners.get(key), `${feature} redefines ${key}`).toBeUndefined();
        owners.set(key, feature);
      }
    }
  });
});

describe('translations', () => {
  test('the UI files have the same keys in en and lt (nothing missing on either side)', () => {
    const enKeys = baseKeys(uiEn);
    const ltKeys = baseKeys(uiLt);
    expect([...enKeys].filter((key) => !ltKeys.has(key))).toEqual([]);
    expect([...ltKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  test('the merged resources (domain messages + UI) have the same keys in both languages', () => {
    expect([...baseKeys(mergedEn)].sort()).toEqual([...baseKeys(mergedLt)].sort());
  });

  test('every plural key has all the plural forms its language needs', () => {
    for (const [language, map] of [
      ['en', mergedEn],
      ['lt', mergedLt],
    ] as const) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const bases = new Set(
        [...map.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
      );
      for (const base of bases) {
        for (const category of categories)
          expect(map.has(`${base}_${category}`), `${language} ${base}_${category}`).toBe(true);
      }
    }
  });

  test('no text is empty and both languages use the same placeholders', () => {
    for (const [key, text] of mergedEn) {
      expect(text.trim(), key).not.toBe('');
      const ltKey = mergedLt.has(key) ? key : `${key.replace(PLURAL, '')}_other`;
      const ltText = mergedLt.get(ltKey);
      expect(ltText?.trim(), `lt ${key}`).toBeTruthy();
      expect(placeholders(ltText ?? ''), key).toEqual(placeholders(text));
    }
  });

  test('the UI files never override a domain message', () => {
    const domainKeys = new Set(flatten(messagesEn as unknown as Tree).keys());
    expect([...uiEn.keys()].filter((key) => domainKeys.has(key))).toEqual([]);
  });

  test('every literal key the web code passes to t() exists in English', () => {
    const sources = import.meta.glob(['../**/*.tsx', '../**/*.ts', '!../**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(match[1]!);
      for (const match of source.matchAll(/(?:titleKey|labelKey|key)[=:]\s*["']([a-z][\w]*\.[\w.]+)["']/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    const keys = baseKeys(mergedEn);
    for (const [, map] of featureTexts('en')) for (const key of baseKeys(map)) keys.add(key);
    expect([...used].filter((key) => !keys.has(key))).toEqual([]);
  });

  test('switching language re-translates and is kept in localStorage and <html lang>', async () => {
    expect(i18n.t('nav.marketplace')).toBe('Marketplace');
    await i18n.changeLanguage('lt');
    expect(i18n.t('nav.marketplace')).toBe('Šefai');
    expect(i18n.t('pages.auth.invalidCredentials')).toBe('Įvesti prisijungimo duomenys neteisingi.');
    expect(localStorage.getItem('language')).toBe('lt');
    expect(document.documentElement.lang).toBe('lt');
  });

  test('<html lang> is left untouched when the language stays (writing it restyles the whole page)', async () => {
    await i18n.changeLanguage('lt');
    const written: string[] = [];
    const observer = new MutationObserver((records) =>
      written.push(...records.map(() => document.documentElement.lang)),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await i18n.changeLanguage('lt');
    await i18n.changeLanguage('en');
    await vi.waitFor(() => expect(written).toEqual(['en']));
    observer.disconnect();
  });

  test('Lithuanian picks the right plural form', async () => {
    await i18n.changeLanguage('lt');
    expect(i18n.t('nav.cartWithCount', { count: 1, badge: '1' })).toBe('Krepšelis, 1 prekė');
    expect(i18n.t('nav.cartWithCount', { count: 3, badge: '3' })).toBe('Krepšelis, 3 prekės');
    expect(i18n.t('nav.cartWithCount', { count: 10, badge: '10' })).toBe('Krepšelis, 10 prekių');
  });
});

describe('feature texts, one language at a time', () => {
  test('a feature brings the reader’s language only; a switch brings the other before it happens', async () => {
    vi.resetModules();
    // A fresh instance, as a phone starts it: English asked for, nothing else.
    const fresh = await import('./i18n.ts');
    await fresh.i18nReady;
    const asked: string[] = [];
    const texts = (language: 'en' | 'lt', word: string) => async () => {
      asked.push(language);
      return { default: { featureProbe: { word } } };
    };
    await fresh.registerFeatureTexts({ en: texts('en', 'Hello'), lt: texts('lt', 'Labas') });
    expect(asked).toEqual(['en']);
    expect(fresh.translateCode('featureProbe.word')).toBe('Hello');

    await fresh.changeLanguage('lt');
    expect(asked).toEqual(['en', 'lt']);
    expect(fresh.translateCode('featureProbe.word')).toBe('Labas');
    // Back and forth downloads nothing again.
    await fresh.changeLanguage('en');
    await fresh.changeLanguage('lt');
    expect(asked).toEqual(['en', 'lt']);
  });
});

describe('the first language', () => {
  test('with no choice kept, the page starts in the language the server drew it in', async () => {
    localStorage.removeItem('language');
    document.documentElement.lang = 'lt';
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    await fresh.i18nReady;
    expect(fresh.currentLanguage()).toBe('lt');
    expect(localStorage.getItem('language')).toBe('lt');
    await fresh.changeLanguage('en');
  });
});
