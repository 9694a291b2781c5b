import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { countCartItems, formatCartBadge } from '../../features/cart/cart-count.ts';
import { AppProviders } from '../providers.tsx';
import { CartButton } from './cart-button.tsx';

function cart(...volumes: number[]) {
  return JSON.stringify(
    volumes.map((productVolume, index) => ({ productId: index + 1, productVolume, title: `Dish ${index}` })),
  );
}

function renderButton() {
  return render(
    <AppProviders>
      <MemoryRouter>
        <CartButton />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('cart badge (spec accounts §2: capped at 99+)', () => {
  test('counts the sum of productVolume and caps the badge at 99+', () => {
    localStorage.setItem('chef_cart', cart(60, 45));
    renderButton();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99\+$/);
    expect(screen.getByRole('link', { name: 'Cart, 99+ items' })).toHaveAttribute('href', '/cart');
  });

  test('shows 99 itself, and no badge for an empty cart', () => {
    expect(formatCartBadge(99)).toBe('99');
    expect(formatCartBadge(100)).toBe('99+');
    renderButton();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  test('updates on the cart-updated event and on other tabs’ storage events', () => {
    localStorage.setItem('chef_cart', cart(1));
    renderButton();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');

    act(() => {
      localStorage.setItem('chef_cart', cart(2, 3));
      window.dispatchEvent(new Event('cart-updated'));
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();

    act(() => {
      localStorage.setItem('chef_cart', cart(120));
      window.dispatchEvent(new StorageEvent('storage', { key: 'chef_cart' }));
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
  });

  test('a damaged cart counts as empty', () => {
    expect(countCartItems('not json')).toBe(0);
    expect(countCartItems('{"productVolume":3}')).toBe(0);
    expect(countCartItems('[{"productVolume":"2"},{"productVolume":-1},null,{}]')).toBe(2);
  });
});
