import { expect, test } from 'vitest';
import { aProduct } from '../../test/factories/catalog.ts';
import { cartItemFor } from './cart-item.ts';

const kugelis = aProduct({ id: 2, title: 'Kugelis', price: 3300, servingsNumber: 6, preparationMinutes: 90 });

test('a dish becomes the spec cart item, servings = base × quantity', () => {
  expect(cartItemFor(kugelis, 2)).toEqual({
    productId: 2,
    productVolume: 2,
    title: 'Kugelis',
    price: 3300,
    currencyUnit: 'EUR',
    baseServingsNumber: 6,
    servingsNumber: 12,
    preparationMinutes: 90,
    imageSrc: '/repository/users/u/k.jpg',
    hourRate: 2200,
    pricedByTime: true,
  });
});

test('a fixed-price dish is kept as one, so the estimate leaves it out of the prepayment', () => {
  expect(cartItemFor({ ...kugelis, pricedByTime: false }).pricedByTime).toBe(false);
});

test('no servings count as a base of 1; no photo, no image; the quantity is at least 1', () => {
  const item = cartItemFor({ ...kugelis, servingsNumber: null, relatedFiles: [], hourRate: null }, 0);
  expect(item).toMatchObject({
    productVolume: 1,
    baseServingsNumber: 1,
    servingsNumber: 1,
    imageSrc: null,
    hourRate: null,
  });
});
