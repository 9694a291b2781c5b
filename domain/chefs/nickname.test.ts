import { describe, expect, test } from 'vitest';
import {
  guessNamesFromNickname,
  isAutoNickname,
  nicknameFromNames,
  nicknameShapeProblem,
  normalizeNickname,
  reservedNicknamesOf,
} from './nickname.ts';

describe('nicknameFromNames', () => {
  test.each([
    ['Ona', 'Virėja', 'OnaVireja'],
    ['Jean-Luc', "O'Neil", 'JeanLucONeil'],
    ['  Rūta ', 'K. Kazlauskienė', 'RutaKKazlauskiene'],
    ['Žemaitė', 'Šimkutė', 'ZemaiteSimkute'],
    ['Łukasz', 'Groß', 'LukaszGross'],
    ['Гоша', 'Ёлкин', ''],
    ['', 'Solo', 'Solo'],
  ])('%s + %s = %s', (first, last, expected) => {
    expect(nicknameFromNames(first, last)).toBe(expected);
  });

  test('is cut to 50 characters', () => {
    expect(nicknameFromNames('a'.repeat(40), 'b'.repeat(40))).toHaveLength(50);
  });
});

describe('isAutoNickname', () => {
  test('stays automatic in either order and when empty', () => {
    expect(isAutoNickname('', 'Ona', 'Virėja')).toBe(true);
    expect(isAutoNickname('OnaVireja', 'Ona', 'Virėja')).toBe(true);
    expect(isAutoNickname('OnaVirėja', 'Ona', 'Virėja')).toBe(true);
    expect(isAutoNickname('virėjaona', 'Ona', 'Virėja')).toBe(true);
  });
  test('stops once edited away from both orders', () => {
    expect(isAutoNickname('OnosVirtuve', 'Ona', 'Virėja')).toBe(false);
  });
});

describe('guessNamesFromNickname', () => {
  test.each([
    ['ona.vireja', { firstName: 'Ona', lastName: 'Vireja' }],
    ['OnaVirėja', { firstName: 'Ona', lastName: 'Virėja' }],
    ['chef_tomas_2', { firstName: 'Chef', lastName: 'Tomas' }],
    ['tomas', { firstName: 'Tomas' }],
  ])('%s', (nickname, expected) => {
    expect(guessNamesFromNickname(nickname)).toEqual(expected);
  });
});

describe('nicknameShapeProblem', () => {
  test.each([
    ['ab', 'forms.validation.nicknameMinLength'],
    ['x'.repeat(51), 'forms.validation.nicknameMaxLength'],
    ['ona virėja', 'forms.validation.nicknameFormat'],
    ['onos-virtuvė', 'forms.validation.nicknameFormat'],
    ['Žemaitė', 'forms.validation.nicknameFormat'],
    ['../etc', 'forms.validation.nicknameFormat'],
    ['ona.virtuve', 'forms.validation.nicknameFormat'],
    ['ona_virtuve', 'forms.validation.nicknameFormat'],
    ['-onos-virtuve', 'forms.validation.nicknameFormat'],
    ['onos-virtuve-', 'forms.validation.nicknameFormat'],
    ['\u043Enos-virtuve', 'forms.validation.nicknameFormat'],
    ['rasa-zali\u03B1', 'forms.validation.nicknameFormat'],
    ['\u212Aepeja', 'forms.validation.nicknameFormat'],
    ['Checkout', 'forms.validation.nameNotAvailable'],
    ['store-management', 'forms.validation.nameNotAvailable'],
    ['console', 'forms.validation.nameNotAvailable'],
    ['api', 'forms.validation.nameNotAvailable'],
  ])('%s -> %s', (nickname, code) => {
    expect(nicknameShapeProblem(nickname)).toBe(code);
  });
  test('good ones pass: lower-case letters, digits and inner hyphens, and capitals to be lowered', () => {
    for (const nickname of ['onos-virtuve', 'chef-12-ab3de', 'OnaPetraite', 'a-b'])
      expect(nicknameShapeProblem(nickname), nickname).toBeUndefined();
    expect(normalizeNickname('  OnaPetraite ')).toBe('onapetraite');
    expect(normalizeNickname('\u212Aepeja')).toBe('\u212Aepeja');
  });
  test('the reserved words come from paths: every first segment and every word under /store/', () => {
    const words = reservedNicknamesOf([
      '/store/reviews',
      '/store/:nickname',
      '/secure/order',
      '/messages/*',
      '/',
    ]);
    expect([...words]).toEqual(expect.arrayContaining(['store', 'reviews', 'secure', 'messages', 'admin']));
    expect(words.has(':nickname')).toBe(false);
    expect(words.has('order')).toBe(false);
    expect(nicknameShapeProblem('reviews', words)).toBe('forms.validation.nameNotAvailable');
  });
});
