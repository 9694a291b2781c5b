import { describe, expect, test } from 'vitest';
import { checkPhone, detectPhoneCountry } from './phone.ts';

describe('checkPhone (Lithuania: 370 + 8 digits starting 1-9)', () => {
  test.each([
    ['+370 612 34567', '37061234567'],
    ['37061234567', '37061234567'],
    ['61234567', '37061234567'],
    ['8 612 34567', '37061234567'],
    ['00370 5 2123456', '37052123456'],
  ])('%s is saved as %s', (input, normalized) => {
    expect(checkPhone(input, 'lt')).toMatchObject({ ok: true, normalized });
  });

  test('a national part of the wrong length names the limits', () => {
    expect(checkPhone('+370 612 345', 'lt')).toEqual({
      ok: false,
      code: 'forms.phone.wrongLengthExact',
      params: { country: 'Lithuania', digits: 8 },
    });
  });

  test('a number from another country must start with the code', () => {
    expect(checkPhone('+48 601 234 567 89', 'lt')).toMatchObject({
      ok: false,
      code: 'forms.phone.mustStartWithCode',
    });
  });

  test('a national part starting with 0 breaks the pattern', () => {
    expect(checkPhone('37001234567', 'lt')).toMatchObject({ ok: false, code: 'forms.phone.invalidFormat' });
  });

  test('an unknown country is refused', () => {
    expect(checkPhone('61234567', 'pl')).toMatchObject({ ok: false, code: 'forms.phone.invalidCountry' });
  });

  test('detects the country from the number', () => {
    expect(detectPhoneCountry('+37061234567')?.language_tag).toBe('lt');
    expect(detectPhoneCountry('+4912345')).toBeUndefined();
  });
});
