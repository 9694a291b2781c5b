import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { makeOrder } from '../order-fixtures.ts';
import type { Order } from '../types.ts';
import { OrdersOverview } from './orders-overview.tsx';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function answer(buyer: Order[] | 'fail', seller: Order[]) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/secure/orders') {
      return buyer === 'fail'
        ? json({ success: false, messages: [{ message: 'nope', code: 'errors.notFound' }] }, 404)
        : json({ success: true, model: { orders: buyer } });
    }
    if (path === '/secure/seller-orders') return json({ success: true, model: { orders: seller } });
    return json({ success: false }, 404);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderOrders(query = '', signedIn = true) {
  return renderWithRouter(<OrdersOverview signedIn={signedIn} />, {
    path: `/orders${query}`,
    routes: [{ path: '/mp', element: <h1>Marketplace</h1> }],
  });
}

const numbersShown = () =>
  screen.getAllByRole('heading', { level: 2, name: /^Order number/ }).map((heading) => heading.textContent);

describe('/orders (spec marketplace §2, §4)', () => {
  test('without a stored profile: Login required, with a way to sign in', () => {
    renderOrders('', false);
    expect(screen.getByRole('heading', { name: 'Login required' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to view your orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/signin/),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('buy orders newest first by update time, else create time; no Sell tab without seller orders, even when asked', async () => {
    answer(
      [
        makeOrder({
          id: 1,
          sID: 'OLD-1',
          createTimestamp: 1_700_000_000_000,
          updateTimestamp: 1_700_000_000_000,
        }),
        makeOrder({
          id: 2,
          sID: 'NEWEST-2',
          createTimestamp: 1_700_000_000_000,
          updateTimestamp: 1_800_000_000_000,
        }),
        makeOrder({ id: 3, sID: 'MIDDLE-3', createTimestamp: 1_750_000_000_000, updateTimestamp: 0 }),
      ],
      [],
    );
    renderOrders('?tab=sell');
    await screen.findByRole('tablist', { name: 'Order lists' });
    expect(numbersShown()).toEqual(['Order number NEWEST', 'Order number MIDDLE', 'Order number OLD']);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(1);
    expect(tabs[0]).toHaveAccessibleName('Buy, 3 orders');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Buy, 3 orders');
  });

  test('a chef with sales opens on the Sell tab (issue 19); Buy stays chosen once picked', async () => {
    const user = userEvent.setup();
    answer([makeOrder({ id: 1, sID: 'BUY-1' })], [makeOrder({ id: 5, sID: 'SELL-5' })]);
    const { currentLocation } = renderOrders();
    const sell = await screen.findByRole('tab', { name: 'Sell, 1 order' });
    expect(sell).toHaveAttribute('aria-selected', 'true');
    expect(numbersShown()).toEqual(['Order number SELL']);
    await user.click(screen.getByRole('tab', { name: 'Buy, 1 order' }));
    await waitFor(() => expect(numbersShown()).toEqual(['Order number BUY']));
    expect(currentLocation().search).toBe('?tab=buy');
  });

  test('Sell tab with its count when seller orders exist; arrow keys move between the tabs', async () => {
    const user = userEvent.setup();
    answer(
      [makeOrder({ id: 1, sID: 'BUY-1' })],
      [
        makeOrder({ id: 5, sID: 'SELL-5', updateTimestamp: 5 }),
        makeOrder({ id: 6, sID: 'SELL-6', updateTimestamp: 6 }),
      ],
    );
    renderOrders('?tab=buy');
    const sell = await screen.findByRole('tab', { name: 'Sell, 2 orders' });
    const buy = screen.getByRole('tab', { name: 'Buy, 1 order' });
    expect(buy).toHaveAttribute('aria-selected', 'true');
    expect(sell).toHaveAttribute('tabindex', '-1');

    buy.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Sell, 2 orders' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tab', { name: 'Sell, 2 orders' })).toHaveFocus();
    expect(numbersShown()).toEqual(['Order number SELL', 'Order number SELL']);
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('link', { name: /View invoice/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/order/6', '/order/5']);

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Buy, 1 order' })).toHaveFocus());
    expect(numbersShown()).toEqual(['Order number BUY']);
  });

  test('no orders: an empty state with Start shopping', async () => {
    answer([], []);
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'You have no orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/mp');
  });

  test('a load failure says so, with a back action', async () => {
    const user = userEvent.setup();
    answer('fail', []);
    renderOrders();
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Marketplace' })).toBeInTheDocument();
  });
});
