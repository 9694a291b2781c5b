import { describe, expect, test } from 'vitest';
import { formatMessage, messagesEn, messagesLt } from '../i18n/messages.ts';
import { toFieldIssues } from '../validation.ts';
import { CheckoutFormSchema, OrderLinesSchema, toMillis } from './checkout.schema.ts';

const good = {
  title: 'Home',
  postalCode: 'LT-01100',
  state: 'Vilniaus apskritis',
  city: 'Vilnius',
  phone: '+37061234567',
  formatted_address: 'Gedimino pr. 1, Vilnius',
  serviceDeliveryDate: String(1_900_000_000),
  payInCash: 'true',
};
const firstCode = (input: object) => CheckoutFormSchema.safeParse(input).error?.issues[0]?.message;

describe('checkout (spec marketplace §5)', () => {
  test('a complete form passes, trimmed, paying in cash by default', () => {
    const parsed = CheckoutFormSchema.parse({ ...good, title: '  Home  ', payInCash: undefined });
    expect(parsed).toMatchObject({
      title: 'Home',
      payInCash: true,
      cateringRequired: false,
      serviceDeliveryDate: 1_900_000_000,
    });
  });
  test.each([
    ['postalCode', '   ', 'pages.checkout.postalCodeRequired'],
    ['state', '', 'pages.checkout.stateRequired'],
    ['city', undefined, 'pages.checkout.cityRequired'],
    ['phone', ' ', 'pages.checkout.phoneRequired'],
    ['formatted_address', '', 'pages.checkout.addressRequired'],
    ['title', '', 'pages.checkout.titleRequired'],
    ['title', 'x'.repeat(71), 'forms.validation.maxLength'],
    ['commentary', 'x'.repeat(1001), 'forms.validation.maxLength'],
    ['serviceDeliveryDate', '', 'pages.checkout.serviceDateRequired'],
    ['serviceDeliveryDate', '1713463884', 'pages.checkout.serviceDateTooEarly'],
  ])('%s = %j -> %s', (field, value, code) => {
    expect(firstCode({ ...good, [field]: value })).toBe(code);
  });
  test('the limits themselves pass', () => {
    expect(
      firstCode({
        ...good,
        title: 'x'.repeat(70),
        commentary: 'y'.repeat(1000),
        serviceDeliveryDate: '1713463885',
      }),
    ).toBeUndefined();
  });
});

describe('phone and postal code, as the profile checks them', () => {
  /** The field's error as each language shows it. */
  const shown = (field: string, value: string) => {
    const parsed = CheckoutFormSchema.safeParse({ ...good, [field]: value });
    const issue = parsed.success ? undefined : toFieldIssues(parsed.error).find((i) => i.field === field);
    if (!issue) return undefined;
    return {
      en: formatMessage(messagesEn, issue.code, issue.params),
      lt: formatMessage(messagesLt, issue.code, issue.params),
    };
  };
  test("a phone without a number in it is refused with the profile's message", () => {
    expect(shown('phone', 'call me')).toEqual({
      en: 'Lithuania phone numbers must be 8 digits',
      lt: 'Lithuania telefono numeriai turi būti iš 8 skaitmenų',
    });
    expect(shown('phone', '+370 01234567')).toEqual({
      en: 'Invalid Lithuania phone number format',
      lt: 'Neteisingas Lithuania telefono numerio formatas',
    });
  });
  test.each(['+37061234567', '861234567', '612 34567', '00370 612 34567'])('phone %j passes', (phone) => {
    expect(shown('phone', phone)).toBeUndefined();
  });
  test('a postal code that is not five digits is refused in both languages', () => {
    expect(shown('postalCode', 'ABC')).toEqual({
      en: 'Enter a Lithuanian postal code: 5 digits, e.g. LT-01100',
      lt: 'Įveskite Lietuvos pašto kodą: 5 skaitmenys, pvz., LT-01100',
    });
    expect(shown('postalCode', '1234')).toBeDefined();
    expect(shown('postalCode', 'LT-123456')).toBeDefined();
  });
  test.each(['LT-01100', '01100', 'lt-01100', 'LT01100', ' 01100 '])('postal code %j passes', (code) => {
    expect(shown('postalCode', code)).toBeUndefined();
  });
});

describe('order lines', () => {
  test('arrive as JSON text; volumes 1 to 100; one line per dish', () => {
    expect(OrderLinesSchema.parse('[{"productId":3,"productVolume":2}]')).toEqual([
      { productId: 3, productVolume: 2 },
    ]);
    for (const bad of [
      '[]',
      '[{"productId":3,"productVolume":0}]',
      '[{"productId":3,"productVolume":101}]',
      'nope',
      '[{"productId":3,"productVolume":1},{"productId":3,"productVolume":2}]',
      '[{"productId":-1,"productVolume":1}]',
    ]) {
      expect(OrderLinesSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

test('timestamps in seconds or milliseconds', () => {
  expect(toMillis(1_900_000_000)).toBe(1_900_000_000_000);
  expect(toMillis(1_900_000_000_000)).toBe(1_900_000_000_000);
});
