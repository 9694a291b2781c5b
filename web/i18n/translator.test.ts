import { describe, expect, test, vi } from 'vitest';
import { createTranslator } from './translator.ts';

function translator(language = 'en') {
  const i18n = createTranslator(language);
  i18n.addResourceBundle('en', 'translation', {
    greeting: 'Hello, {{name}}!',
    nested: { deep: { text: 'Deep {{who.first}}' } },
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    items_zero: 'No items',
    onlyEnglish: 'English only',
    empty: '',
    plain: 'No plural {{count}}',
  });
  i18n.addResourceBundle('lt', 'translation', {
    greeting: 'Labas, {{name}}!',
    items_one: '{{count}} prekė',
    items_few: '{{count}} prekės',
    items_many: '{{count}} prekės dalis',
    items_other: '{{count}} prekių',
    empty: '',
  });
  return i18n;
}
const loose = (i18n: ReturnType<typeof createTranslator>) =>
  i18n.t as unknown as (key: string, options?: object) => string;

describe('translator', () => {
  test("lng translates in another language than the current one (a part hydrating in the server's words)", async () => {
    const i18n = translator('en');
    await i18n.changeLanguage('lt');
    const t = loose(i18n);
    expect(t('greeting', { name: 'Rūta' })).toBe('Labas, Rūta!');
    expect(t('greeting', { name: 'Rūta', lng: 'en' })).toBe('Hello, Rūta!');
    expect(t('items', { count: 2, lng: 'en' })).toBe('2 items');
    expect(t('onlyEnglish', { lng: 'lt' })).toBe('English only');
    expect(i18n.language).toBe('lt');
  });

  test('fills placeholders, nested keys and nested values; a missing value leaves its placeholder', () => {
    const t = loose(translator());
    expect(t('greeting', { name: 'Rūta' })).toBe('Hello, Rūta!');
    expect(t('nested.deep.text', { who: { first: 'Jonas' } })).toBe('Deep Jonas');
    expect(t('greeting')).toBe('Hello, {{name}}!');
  });

  test('plural forms follow the language: en one/other (and zero), lt one/few/many/other', async () => {
    const i18n = translator();
    const t = loose(i18n);
    expect([0, 1, 2].map((count) => t('items', { count }))).toEqual(['No items', '1 item', '2 items']);
    expect(t('plain', { count: 5 })).toBe('No plural 5');
    await i18n.changeLanguage('lt');
    expect([1, 3, 10, 21, 1.5].map((count) => t('items', { count }))).toEqual([
      '1 prekė',
      '3 prekės',
      '10 prekių',
      '21 prekė',
      '1.5 prekės dalis',
    ]);
  });

  test('a key the language lacks (or has empty) is English; one nobody has is the key', async () => {
    const i18n = translator('lt');
    const t = loose(i18n);
    expect(t('onlyEnglish')).toBe('English only');
    expect(t('empty')).toBe('empty');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(i18n.exists('onlyEnglish')).toBe(true);
    expect(i18n.exists('empty')).toBe(false);
    expect(i18n.exists('nested.deep')).toBe(false);
  });

  test('added texts do not overwrite what is there unless asked, and merge deep', () => {
    const i18n = translator();
    i18n.addResourceBundle('en', 'translation', { greeting: 'Other', nested: { more: 'More' } }, true, false);
    expect(loose(i18n)('greeting', { name: 'A' })).toBe('Hello, A!');
    expect(loose(i18n)('nested.more')).toBe('More');
    expect(loose(i18n)('nested.deep.text', { who: { first: 'B' } })).toBe('Deep B');
    i18n.addResourceBundle('en', 'translation', { greeting: 'Other' }, true, true);
    expect(loose(i18n)('greeting')).toBe('Other');
  });

  test('an unknown language is English; every change is told to the listeners', async () => {
    const i18n = translator('de');
    expect(i18n.language).toBe('en');
    const listener = vi.fn();
    const stop = i18n.on('languageChanged', listener);
    await i18n.changeLanguage('lt');
    await i18n.changeLanguage('lt');
    expect(listener.mock.calls).toEqual([['lt'], ['lt']]);
    expect(i18n.resolvedLanguage).toBe('lt');
    stop();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
