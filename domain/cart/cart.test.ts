import { describe, expect, test } from 'vitest';
import {
  addItem,
  changeQuantity,
  clampVolume,
  clearCart,
  parseCart,
  removeItem,
  type CartItem,
} from './cart.ts';

function item(productId: number | string, productVolume = 1, baseServingsNumber = 2): CartItem {
  return {
    productId,
    productVolume,
    title: `Dish ${productId}`,
    price: 1500,
    currencyUnit: 'EUR',
    baseServingsNumber,
    servingsNumber: baseServingsNumber * productVolume,
    preparationMinutes: 60,
    imageSrc: null,
    hourRate: 1500,
  };
}

const ids = (cart: CartItem[]) =>
  cart.map((line) => [line.productId, line.productVolume, line.servingsNumber]);

describe('addItem (spec marketplace §3: replaces the same productId or appends)', () => {
  test.each([
    ['to an empty cart', [], item(1), [[1, 1, 2]]],
    [
      'a new product appends',
      [item(1)],
      item(2, 3),
      [
        [1, 1, 2],
        [2, 3, 6],
      ],
    ],
    [
      'the same product replaces in place',
      [item(1), item(2)],
      item(1, 4),
      [
        [1, 4, 8],
        [2, 1, 2],
      ],
    ],
    ['ids match across number and text', [item(7)], item('7', 2), [['7', 2, 4]]],
    ['a quantity below 1 is stored as 1', [], item(3, 0), [[3, 1, 2]]],
    ['servings are recomputed from the base', [], { ...item(4, 3), servingsNumber: 99 }, [[4, 3, 6]]],
  ])('%s', (_name, cart, added, expected) => {
    expect(ids(addItem(cart, added))).toEqual(expected);
  });

  test('does not change the cart it was given', () => {
    const cart = [item(1)];
    addItem(cart, item(1, 5));
    expect(cart[0]!.productVolume).toBe(1);
  });
});

describe('removeItem', () => {
  test.each([
    ['removes the product', [item(1), item(2)], 1, [[2, 1, 2]]],
    ['by text id too', [item(1), item(2)], '2', [[1, 1, 2]]],
    ['an unknown id changes nothing', [item(1)], 9, [[1, 1, 2]]],
    ['an empty cart stays empty', [], 1, []],
  ])('%s', (_name, cart, productId, expected) => {
    expect(ids(removeItem(cart, productId))).toEqual(expected);
  });
});

describe('changeQuantity (below 1 becomes 1, servings recalculated)', () => {
  test.each([
    ['raises', 3, [3, 6]],
    ['lowers to 1', 1, [1, 2]],
    ['0 becomes 1', 0, [1, 2]],
    ['negative becomes 1', -4, [1, 2]],
    ['NaN becomes 1', Number.NaN, [1, 2]],
    ['fractions are cut', 2.7, [2, 4]],
  ])('%s', (_name, volume, [productVolume, servingsNumber]) => {
    const [line] = changeQuantity([item(1, 2)], 1, volume);
    expect([line!.productVolume, line!.servingsNumber]).toEqual([productVolume, servingsNumber]);
  });

  test('a dish without servings counts a base of 1', () => {
    const [line] = changeQuantity([{ ...item(1), baseServingsNumber: 1, servingsNumber: 1 }], 1, 5);
    expect(line!.servingsNumber).toBe(5);
  });

  test('other lines and unknown ids are left alone', () => {
    expect(ids(changeQuantity([item(1), item(2)], 2, 3))).toEqual([
      [1, 1, 2],
      [2, 3, 6],
    ]);
    expect(ids(changeQuantity([item(1)], 5, 3))).toEqual([[1, 1, 2]]);
  });
});

test('clearCart empties the cart', () => {
  expect(clearCart()).toEqual([]);
});

test('clampVolume keeps whole quantities of at least 1', () => {
  expect([clampVolume(5), clampVolume(0), clampVolume(Infinity), clampVolume(1.9)]).toEqual([5, 1, 1, 1]);
});

describe('parseCart', () => {
  test.each([
    ['null', null, 0],
    ['an object', { productId: 1 }, 0],
    ['a string', 'cart', 0],
    ['an empty array', [], 0],
  ])('%s is an empty cart', (_name, value, length) => {
    expect(parseCart(value)).toHaveLength(length);
  });

  test('keeps good items, fills defaults and drops broken entries', () => {
    const cart = parseCart([
      item(1),
      null,
      { productId: 2, productVolume: 0, title: 'x', price: 1, servingsNumber: 1 },
      { productId: 3, productVolume: 2, title: 'Minimal', price: 800, servingsNumber: 2 },
    ]);
    expect(cart.map((line) => line.productId)).toEqual([1, 3]);
    expect(cart[1]).toMatchObject({ currencyUnit: 'EUR', baseServingsNumber: 1, imageSrc: null });
  });
});
