import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CartItem } from '#domain/cart/cart.ts';
import { CART_UPDATED_EVENT, countCartItems } from './cart-count.ts';
import { addToCart, changeCartQuantity, clearCart, readCart, removeFromCart, useCart } from './cart-store.ts';

function item(productId: number, productVolume = 1): CartItem {
  return {
    productId,
    productVolume,
    title: `Dish ${productId}`,
    price: 2000,
    currencyUnit: 'EUR',
    baseServingsNumber: 3,
    servingsNumber: 3 * productVolume,
    preparationMinutes: 45,
    imageSrc: '/repository/users/u/1.jpg',
    hourRate: 2400,
  };
}

const stored = () => JSON.parse(localStorage.getItem('chef_cart') ?? 'null') as CartItem[];

describe('cart store (spec marketplace §3: chef_cart, cart-updated on every change)', () => {
  const listener = vi.fn();
  window.addEventListener(CART_UPDATED_EVENT, listener);
  afterEach(() => listener.mockClear());

  test('add, change quantity, remove and clear write chef_cart and emit cart-updated each time', () => {
    addToCart(item(1));
    addToCart(item(2, 2));
    expect(stored().map((line) => line.productId)).toEqual([1, 2]);
    expect(countCartItems(localStorage.getItem('chef_cart'))).toBe(3);

    addToCart(item(1, 4));
    expect(stored().map((line) => [line.productId, line.productVolume])).toEqual([
      [1, 4],
      [2, 2],
    ]);

    changeCartQuantity(2, 0);
    expect(stored()[1]).toMatchObject({ productVolume: 1, servingsNumber: 3 });

    removeFromCart(1);
    expect(stored().map((line) => line.productId)).toEqual([2]);

    clearCart();
    expect(stored()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(6);
  });

  test('a damaged or missing key reads as an empty cart, and the next write repairs it', () => {
    expect(readCart()).toEqual([]);
    localStorage.setItem('chef_cart', '{not json');
    expect(readCart()).toEqual([]);
    localStorage.setItem('chef_cart', JSON.stringify([item(5), { junk: true }]));
    expect(readCart().map((line) => line.productId)).toEqual([5]);
    addToCart(item(6));
    expect(stored().map((line) => line.productId)).toEqual([5, 6]);
  });

  test('useCart follows changes made here and in other tabs', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current).toEqual([]);
    act(() => {
      addToCart(item(1, 2));
    });
    expect(result.current.map((line) => line.productVolume)).toEqual([2]);
    act(() => {
      localStorage.setItem('chef_cart', JSON.stringify([item(9)]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'chef_cart' }));
    });
    expect(result.current.map((line) => line.productId)).toEqual([9]);
  });
});
