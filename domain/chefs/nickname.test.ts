import { describe, expect, test } from 'vitest';
import {
  guessNamesFromNickname,
  isAutoNickname,
  nicknameFromNames,
  nicknameShapeProblem,
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
    ['Checkout', 'forms.validation.nameNotAvailable'],
    ['order-fees', 'forms.validation.nameNotAvailable'],
  ])('%s -> %s', (nickname, code) => {
    expect(nicknameShapeProblem(nickname)).toBe(code);
  });
  test('a good one passes', () => {
    expect(nicknameShapeProblem('onos-virtuve')).toBeUndefined();
  });
});
