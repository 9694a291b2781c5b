import { describe, expect, test } from 'vitest';
import { toFieldIssues } from '../validation.ts';
import {
  ADDRESS_TYPE,
  ASSET_RATE_EUR,
  AssetPurchaseSchema,
  AssetRequestSchema,
  DEFAULT_BUY_VOLUME,
  destinationProblem,
  purchaseAmountCents,
  transferProblem,
  WithdrawalDecisionSchema,
} from './assets.ts';

function problemsOf(input: Record<string, unknown>) {
  const result = AssetRequestSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(toFieldIssues(result.error).map((i) => [i.field, i.code]));
}

describe('asset rules (spec marketplace §2, §3; DESIGN §4)', () => {
  test('the demo rate is 0.2 euro and the converter starts at 100: 100 assets cost 20.00 EUR', () => {
    expect(ASSET_RATE_EUR).toBe(0.2);
    expect(DEFAULT_BUY_VOLUME).toBe(100);
    expect(purchaseAmountCents(DEFAULT_BUY_VOLUME)).toBe(2000);
    expect(purchaseAmountCents(7)).toBe(140);
  });

  test('address types are the spec codes 0-3; names are accepted too', () => {
    expect(ADDRESS_TYPE).toEqual({ dogecoin: 0, telegram_nick: 1, store_name: 2, email: 3 });
    const byName = AssetRequestSchema.parse({
      volume: '5',
      recipientAddressType: 'email',
      recipientAddress: ' Ona@Example.com ',
    });
    expect(byName).toEqual({ volume: 5, recipientAddressType: 3, recipientAddress: 'ona@example.com' });
    expect(
      AssetRequestSchema.parse({ volume: 1, recipientAddressType: '1', recipientAddress: '@chef_ona' }),
    ).toMatchObject({ recipientAddressType: 1, recipientAddress: 'chef_ona' });
    expect(problemsOf({ volume: 1, recipientAddressType: '7', recipientAddress: 'x' })).toEqual({
      recipientAddressType: 'assets.unknownAddressType',
    });
  });

  test('an e-mail destination that is not an e-mail says "Not valid email"', () => {
    expect(problemsOf({ volume: 1, recipientAddressType: 3, recipientAddress: 'ona@' })).toEqual({
      recipientAddress: 'assets.notValidEmail',
    });
    expect(destinationProblem(3, 'ona@example.com')).toBeUndefined();
  });

  test('each other address type has its own shape', () => {
    expect(destinationProblem(0, 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L')).toBeUndefined();
    expect(destinationProblem(0, '1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe('assets.invalidDogecoinAddress');
    expect(destinationProblem(1, 'ab')).toBe('assets.invalidTelegramNick');
    expect(destinationProblem(2, 'ona-virtuve')).toBeUndefined();
    expect(destinationProblem(2, 'no spaces')).toBe('assets.invalidStoreName');
    expect(destinationProblem(2, '')).toBe('forms.validation.required');
  });

  test.each([
    ['-5', 'assets.mustBePositive'],
    ['0', 'assets.mustBePositive'],
    ['abc', 'assets.notANumber'],
    ['1e3', 'assets.notANumber'],
    ['2.5', 'assets.wholeNumber'],
    ['2000000', 'assets.tooLarge'],
    ['', 'forms.validation.required'],
    [undefined, 'forms.validation.required'],
  ])('the amount %s is refused with %s', (volume, code) => {
    expect(problemsOf({ volume, recipientAddressType: 3, recipientAddress: 'ona@example.com' })).toEqual({
      volume: code,
    });
  });

  test('a purchase is between 5 and 50,000 assets', () => {
    expect(AssetPurchaseSchema.parse({ volume: '100' })).toEqual({ volume: 100 });
    expect(AssetPurchaseSchema.safeParse({ volume: '4' }).success).toBe(false);
    expect(AssetPurchaseSchema.safeParse({ volume: '50001' }).success).toBe(false);
  });

  test('a transfer may not exceed the balance', () => {
    expect(transferProblem(10, 10)).toBeUndefined();
    expect(transferProblem(10, 11)).toBe('assets.insufficientBalance');
  });

  test('a rejected withdrawal needs a reason; a processed one does not', () => {
    const withdrawalId = '7f9c8f4e-4b1a-4c8e-9a53-0c6b0d3e2a11';
    expect(WithdrawalDecisionSchema.safeParse({ withdrawalId, status: 'processed' }).success).toBe(true);
    expect(WithdrawalDecisionSchema.safeParse({ withdrawalId, status: 'rejected' }).success).toBe(false);
    expect(WithdrawalDecisionSchema.safeParse({ withdrawalId, status: 'pending' }).success).toBe(false);
  });
});
