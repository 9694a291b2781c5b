import { expect, test } from 'vitest';
import en from './i18n/en.json';
import lt from './i18n/lt.json';
import accountsEn from './accounts/i18n/en.json';
import accountsLt from './accounts/i18n/lt.json';
import { COMPLAINT_DECISION_ACTIONS } from '#domain/orders/complaint-decisions.ts';
import { textKeys, type TextTree } from '../../test/text-keys.ts';

const sources = import.meta.glob(
  ['./**/*.{ts,tsx}', '../../app/routes/store-management.tsx', '!./**/*.test.*'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

test('English and Lithuanian have the same console texts', () => {
  expect([...textKeys(lt as TextTree)].sort()).toEqual([...textKeys(en as TextTree)].sort());
  expect([...textKeys(accountsLt as TextTree)].sort()).toEqual([...textKeys(accountsEn as TextTree)].sort());
});

test('every storeConsole.* key the code names exists', () => {
  // The admin's account texts load apart (accounts/texts.ts) but are storeConsole.* keys too.
  const english = new Set([...textKeys(en as TextTree), ...textKeys(accountsEn as TextTree)]);
  const used = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/['"`](storeConsole\.[\w.]+)['"`]/g)) used.add(match[1]!);
  }
  expect(used.size).toBeGreaterThan(60);
  expect([...used].filter((key) => !english.has(key))).toEqual([]);
});

test('every decision action the server records has a name in both languages', () => {
  const actions = [
    ...Object.values(COMPLAINT_DECISION_ACTIONS),
    'approved',
    'rejected',
    're-enabled',
    'kept-disabled',
    'deactivated',
    'operator-granted',
    'operator-removed',
    'account-disabled',
    'account-enabled',
    'certificates-checked',
    'certificates-check-withdrawn',
    'food-business-checked',
    'food-business-check-withdrawn',
  ];
  for (const tree of [en, lt]) {
    for (const action of actions) expect(tree.storeConsole.decisions.actions).toHaveProperty(action);
  }
});
