import { describe, expect, test } from 'vitest';
import { isHttpUrl, MerchantInfoInputSchema, needsCertificate } from './chef-profile.schema.ts';
import { parseKitchenTypes } from './kitchen-types.ts';

describe('isHttpUrl', () => {
  test.each([
    'https://instagram.com/ona',
    'http://ona.lt',
    'https://ona.lt:8443/a?b=1#c',
    'https://vmvt.lt/maisto-tvarkymo-subjektai',
  ])('%s is a URL', (value) => expect(isHttpUrl(value)).toBe(true));
  test.each(['instagram.com/ona', 'ftp://ona.lt', 'javascript:alert(1)', 'https://', 'https://ona .lt'])(
    '%s is not',
    (value) => expect(isHttpUrl(value)).toBe(false),
  );
});

describe('merchant info input', () => {
  test('kitchen types arrive as a list or comma text, at most 3, from the list', () => {
    expect(parseKitchenTypes(' french, asian ,')).toEqual(['french', 'asian']);
    expect(MerchantInfoInputSchema.parse({ kitchenType: 'french,georgian' }).kitchenType).toEqual([
      'french',
      'georgian',
    ]);
    const tooMany = MerchantInfoInputSchema.safeParse({ kitchenType: ['french', 'asian', 'vegan', 'pizza'] });
    expect(tooMany.error?.issues[0]?.message).toBe('forms.validation.maxKitchenTypes');
    const unknown = MerchantInfoInputSchema.safeParse({ kitchenType: ['klingon'] });
    expect(unknown.error?.issues[0]?.message).toBe('forms.validation.invalidKitchenType');
  });
  test('hourRate is positive whole cents', () => {
    expect(MerchantInfoInputSchema.parse({ hourRate: '2500' }).hourRate).toBe(2500);
    expect(MerchantInfoInputSchema.safeParse({ hourRate: '0' }).error?.issues[0]?.message).toBe(
      'forms.validation.mustBeGreaterThanZero',
    );
    expect(MerchantInfoInputSchema.safeParse({ hourRate: '12.5' }).success).toBe(false);
  });
  test('valid cannot be sent: it is not part of the input', () => {
    expect(MerchantInfoInputSchema.parse({ valid: 'true', about: 'x' })).toEqual({ about: 'x' });
  });
  test('an empty video CV id removes it', () => {
    expect(MerchantInfoInputSchema.parse({ videoCVFileId: '' }).videoCVFileId).toBeNull();
  });
  test('certificates belong to options 13 and 14', () => {
    expect([13, 14, 15, 16, null].map(needsCertificate)).toEqual([true, true, false, false, false]);
  });
});
