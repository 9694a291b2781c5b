import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { CartItem } from '#domain/cart/cart.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import en from './i18n/en.json';
import lt from './i18n/lt.json';
import { CartPageContent } from './cart-page.tsx';

const item = (productId: number, overrides: Partial<CartItem> = {}): CartItem => ({
  productId,
  productVolume: 1,
  title: `Dish ${productId}`,
  price: 4400,
  currencyUnit: 'EUR',
  baseServingsNumber: 4,
  servingsNumber: 4,
  preparationMinutes: 120,
  imageSrc: `/repository/users/u/${productId}.jpg`,
  hourRate: 2200,
  ...overrides,
});

const stored = () => JSON.parse(localStorage.getItem('chef_cart') ?? '[]') as CartItem[];

function renderCart(items: CartItem[]) {
  localStorage.setItem('chef_cart', JSON.stringify(items));
  return renderWithRouter(<CartPageContent />, { path: '/cart' });
}

beforeEach(() => localStorage.clear());

describe('/cart (spec marketplace §2 "Cart")', () => {
  test('an empty cart offers to continue shopping', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/mp');
  });

  test('a serving price that does not divide the line total says it is rounded, so it never contradicts the total', () => {
    renderCart([
      item(1, { price: 9333, servingsNumber: 8, baseServingsNumber: 8 }),
      item(2, { price: 9336, servingsNumber: 8, baseServingsNumber: 8 }),
    ]);
    const first = screen.getByRole('link', { name: 'Dish 1' }).closest('article')!;
    expect(within(first).getByText('€93.33')).toBeInTheDocument();
    expect(
      within(first).getByText('about €11.67 per serving (€93.33 for 8, rounded to the cent)'),
    ).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Dish 2' }).closest('article')!;
    expect(within(second).getByText('€11.67 per serving')).toBeInTheDocument();
  });

  test('each line shows its prices, servings, hour rate and preparation time; the stepper keeps at least 1 and recalculates servings', async () => {
    const user = userEvent.setup();
    renderCart([
      item(1),
      item(2, {
        price: 1500,
        preparationMinutes: null,
        hourRate: null,
        baseServingsNumber: 1,
        servingsNumber: 1,
      }),
    ]);
    const first = screen.getByRole('link', { name: 'Dish 1' }).closest('article')!;
    expect(within(first).getByText('€44.00')).toBeInTheDocument();
    expect(within(first).getByText('€11.00 per serving')).toBeInTheDocument();
    expect(within(first).getByText('4 servings')).toBeInTheDocument();
    expect(within(first).getByText('€22.00/h')).toBeInTheDocument();
    expect(within(first).getByText('120 min')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dish 1' })).toHaveAttribute('href', '/product-detail/1');

    const decrease = within(first).getByRole('button', { name: 'Decrease quantity of Dish 1' });
    expect(decrease).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: 'Increase quantity of Dish 1' }));
    expect(stored()[0]).toMatchObject({ productVolume: 2, servingsNumber: 8 });
    expect(within(first).getByText('8 servings')).toBeInTheDocument();
    expect(within(first).getByText('€88.00')).toBeInTheDocument();
    expect(decrease).toBeEnabled();
    // subtotal: 2 × 44.00 + 15.00
    expect(screen.getByText('€103.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });

  test('remove takes a line out and keeps the focus on the page; clear cart asks first', async () => {
    const user = userEvent.setup();
    renderCart([item(1), item(2)]);
    await user.click(screen.getByRole('button', { name: 'Remove Dish 1' }));
    expect(stored().map((line) => line.productId)).toEqual([2]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();

    // The question takes the focus from the button it replaces, each time it is asked.
    const keep = () => screen.getByRole('button', { name: 'Keep the dishes' });
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(keep()).toHaveFocus());
    await user.click(keep());
    expect(stored()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(keep()).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Yes, clear the cart' }));
    expect(stored()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  test('Lithuanian money and plural forms', async () => {
    await i18n.changeLanguage('lt');
    renderCart([item(1, { productVolume: 3, servingsNumber: 12 })]);
    expect(screen.getByText('132,00 €', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('12 porcijų')).toBeInTheDocument();
    expect(screen.getByText('3 patiekalai')).toBeInTheDocument();
  });

  test('its texts have the same keys in both languages', () => {
    const keys = (tree: object): string[] =>
      Object.keys((tree as { cartPage: object }).cartPage)
        .map((key) => key.replace(/_(one|few|many|other)$/, ''))
        .filter((key, index, all) => all.indexOf(key) === index)
        .sort();
    expect(keys(lt)).toEqual(keys(en));
  });
});
