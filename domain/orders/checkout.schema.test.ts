import { describe, expect, test } from 'vitest';
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
