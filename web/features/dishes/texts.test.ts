import { expect, test } from 'vitest';
import en from './i18n/en.json';
import { textKeys, type TextTree } from '../../test/text-keys.ts';

/** The shared i18n test checks literal keys against the shared texts only: the editor's are here. */
test('every dishEditor.* key the code uses exists', () => {
  const sources = import.meta.glob(['./**/*.{ts,tsx}', '../../app/routes/*.tsx', '!./**/*.test.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;
  const used = new Set<string>();
  for (const source of Object.values(sources))
    for (const match of source.matchAll(/['"`](dishEditor\.[\w.]+)['"`]/g)) used.add(match[1]!);
  expect(used.size).toBeGreaterThan(40);
  const english = textKeys(en as TextTree);
  expect([...used].filter((key) => !english.has(key))).toEqual([]);
});
