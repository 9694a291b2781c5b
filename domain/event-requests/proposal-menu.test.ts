import { expect, test } from 'vitest';
import { MENU_TITLE_MAX, menuDescription, menuTitle } from './proposal-menu.ts';

test('a menu is named by its courses in order', () => {
  expect(menuTitle(['Šaltibarščiai', ' Cepelinai ', 'Tinginys'])).toBe(
    'Šaltibarščiai · Cepelinai · Tinginys',
  );
});

test('a long menu is cut to the title limit with an ellipsis', () => {
  const title = menuTitle(Array.from({ length: 12 }, (_, i) => `Course ${i} ${'x'.repeat(100)}`));
  expect(title.length).toBeLessThanOrEqual(MENU_TITLE_MAX);
  expect(title.length).toBeGreaterThan(MENU_TITLE_MAX - 5);
  expect(title.endsWith('…')).toBe(true);
  expect(title.startsWith('Course 0 ')).toBe(true);
});

test('the description lists each course, with its words when it has them', () => {
  expect(
    menuDescription([
      { title: 'Kibinai', description: 'With lamb' },
      { title: 'Cepelinai', description: null },
    ]),
  ).toBe('Kibinai: With lamb\nCepelinai');
});
