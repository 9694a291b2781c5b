import { describe, expect, test } from 'vitest';
import {
  fillsChefFields,
  isHttpUrl,
  MerchantInfoInputSchema,
  needsCertificate,
  profileLinkProblem,
} from './chef-profile.schema.ts';
import { parseKitchenTypes } from './kitchen-types.ts';

describe('chef fields need a profile link (spec accounts §5)', () => {
  test.each([
    [{ hourRate: 2500 }, true],
    [{ kitchenType: ['grill'] }, true],
    [{ about: 'I bake.' }, true],
    [{ personalTaxNumber: '123' }, true],
    [{ govRegistryURL: 'https://registrucentras.lt/1' }, true],
    [{ allowedInternetAddress: 'ona.lt' }, true],
    [{ socialNetworkURL: 'https://instagram.com/ona' }, true],
    [{ website: 'https://ona.lt' }, true],
    [{ foodBusinessNumber: 'LT-123' }, true],
    [{ culinaryTraining: 13 }, true],
    [{ professionalExperience: 20 }, true],
    [{ videoCVFileId: '0b6c8a52-0f5d-4c8e-9d43-6b0f2b8e2a11' }, true],
    [{}, false],
    [{ about: '', socialNetworkURL: null, kitchenType: [], videoCVFileId: '' }, false],
    [{ about: '   ' }, false],
    [{ metadata: '{}', additionalNotes: '{}' }, false],
  ])('%j fills chef fields: %s', (values, fills) => {
    expect(fillsChefFields(values)).toBe(fills);
  });

  test.each([
    [true, undefined, 'forms.validation.required'],
    [true, null, 'forms.validation.required'],
    [true, '', 'forms.validation.required'],
    [true, '   ', 'forms.validation.required'],
    [true, 'onos-virtuve', undefined],
    [false, undefined, undefined],
    [false, '', undefined],
  ])('chef fields %s, profile link %j: %s', (fills, profileLink, problem) => {
    expect(profileLinkProblem({ fillsChefFields: fills, profileLink })).toBe(problem);
  });

  test('the merchant info may bring the profile link, shaped as in the user info', () => {
    expect(MerchantInfoInputSchema.parse({ hourRate: '2500', nickname: ' onos-virtuve ' })).toMatchObject({
      hourRate: 2500,
      nickname: 'onos-virtuve',
    });
    expect(MerchantInfoInputSchema.safeParse({ nickname: 'ab' }).error?.issues[0]?.message).toBe(
      'forms.validation.nicknameMinLength',
    );
  });
});

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
