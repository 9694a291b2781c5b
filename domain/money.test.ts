import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { centsToInput, formatEuro, parseEuros, perServing, percentOf, sum } from './money.ts';

describe('formatEuro (spec marketplace §9)', () => {
  test.each([
    [4336, 'en', '€43.36'],
    [4336, 'lt', '43,36 €'],
    [0, 'en', '€0.00'],
    [0, 'lt', '0,00 €'],
    [5, 'en', '€0.05'],
    [1250, 'lt', '12,50 €'],
    [123456, 'en', '€1234.56'],
    [123456, 'lt', '1234,56 €'],
  ] as const)('%i cents in %s is %s', (cents, language, text) => {
    expect(formatEuro(cents, language)).toBe(text);
  });

  test('English by default', () => expect(formatEuro(1000)).toBe('€10.00'));
});

describe('parseEuros', () => {
  test.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,5', 1250],
    ['12,50', 1250],
    ['12.05', 1205],
    [' 12,50 € ', 1250],
    ['€12.50', 1250],
    ['€ 12.50', 1250],
    ['0.1', 10],
    [' 19.99 ', 1999],
    ['0', 0],
    ['007', 700],
    ['10000', 1_000_000],
  ])('%j is %i cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  test.each([
    '',
    '   ',
    '€',
    '-5',
    '-0,50',
    '12,345',
    '1.999',
    '12.',
    '.5',
    ',50',
    '12,5,0',
    '1 000',
    '1e3',
    '0x10',
    'abc',
    '12abc',
    'Infinity',
    'NaN',
    '99999999999999999999',
  ])('%j is not an amount', (text) => {
    expect(parseEuros(text)).toBeNull();
  });

  test('a formatted amount reads back as itself', () => {
    for (const cents of [0, 5, 1250, 4336, 123456]) {
      expect(parseEuros(formatEuro(cents, 'en'))).toBe(cents);
      expect(parseEuros(formatEuro(cents, 'lt'))).toBe(cents);
    }
  });
});

describe('centsToInput: a stored amount as the text its field is filled with', () => {
  test.each([
    [1250, '12.50', '12.50'],
    [1200, '12.00', '12'],
    [1205, '12.05', '12.05'],
    [5, '0.05', '0.05'],
    [0, '0.00', '0'],
    [123456, '1234.56', '1234.56'],
  ])('%i cents: %s as a price, %s with bare whole euros', (cents, price, bare) => {
    expect(centsToInput(cents)).toBe(price);
    expect(centsToInput(cents, { bareWholeEuros: true })).toBe(bare);
  });

  test('what it writes reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (cents, bareWholeEuros) => {
        expect(parseEuros(centsToInput(cents, { bareWholeEuros }))).toBe(cents);
      }),
    );
  });
});

describe('percentOf and sum', () => {
  test.each([
    [1000, 21, 210],
    [1210, 3, 36],
    [4336, 50, 2168],
    [1, 50, 1],
    [3, 50, 2],
    [0, 21, 0],
  ])('%i cents × %f %% = %i (half up)', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  test('sum adds cents, nothing is 0', () => {
    expect(sum([1000, 210, 36])).toBe(1246);
    expect(sum([])).toBe(0);
  });
});

describe('perServing: a serving to the cent, rounded half up', () => {
  test('€93.33 for 8 servings is about €11.67 each; €93.36 is exactly €11.67', () => {
    expect(perServing(9333, 8)).toEqual({ cents: 1167, exact: false });
    expect(perServing(9336, 8)).toEqual({ cents: 1167, exact: true });
    expect(perServing(1001, 2)).toEqual({ cents: 501, exact: false });
    expect(perServing(4200, 0)).toEqual({ cents: 4200, exact: true });
  });

  test('servings × price is within half a cent per serving of the total, and exact only when equal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 500 }),
        (total, servings) => {
          const { cents, exact } = perServing(total, servings);
          expect(Math.abs(cents * servings - total) * 2).toBeLessThanOrEqual(servings);
          expect(exact).toBe(cents * servings === total);
          expect(exact).toBe(total % servings === 0);
        },
      ),
    );
  });
});
