import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SellerWorkItem } from '#domain/orders/seller-work.response.ts';
import { resetNow, setNow } from '../../../lib/clock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { makeItem, makeOrder } from '../order-fixtures.ts';
import type { Order } from '../types.ts';
import { OrdersOverview } from './orders-overview.tsx';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function answer(buyer: Order[] | 'fail', seller: Order[], work: SellerWorkItem[] | 'fail' = []) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/secure/orders') {
      return buyer === 'fail'
        ? json({ success: false, messages: [{ message: 'nope', code: 'errors.notFound' }] }, 404)
        : json({ success: true, model: { orders: buyer } });
    }
    if (path === '/secure/seller-orders') return json({ success: true, model: { orders: seller } });
    if (path === '/secure/seller-work') {
      return work === 'fail'
        ? json({ success: false, messages: [{ message: 'down', code: 'errors.unavailable' }] }, 503)
        : json({ success: true, model: { items: work } });
    }
    return json({ success: false }, 404);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetNow();
});

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

  test('a chef with sales opens on the Sell tab; Buy stays chosen once picked', async () => {
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

/** 2026-06-01 12:00 in Vilnius. */
const NOW = Date.UTC(2026, 5, 1, 9);
const HOUR = 3_600_000;

function workItem(overrides: Partial<SellerWorkItem> = {}): SellerWorkItem {
  return {
    orderId: 5,
    sID: 'SELL5AAA-0000-4000-8000-000000000005',
    itemId: 50,
    title: 'Cepelinai',
    volume: 2,
    status: 'delivered',
    serviceDate: NOW - 30 * HOUR,
    paid: true,
    complaint: null,
    review: null,
    ...overrides,
  };
}

describe("the chef's Needs you, at the top of the Sell tab", () => {
  test('her work first, by kind with counts, each entry a link to where she acts on the order page', async () => {
    setNow(() => NOW);
    answer(
      [],
      [makeOrder({ id: 5, sID: 'SELL5AAA-0000-4000-8000-000000000005' })],
      [
        workItem({
          complaint: {
            id: 'c-1',
            status: 'open',
            createdTimestamp: NOW - 2 * HOUR,
            answerBy: NOW + 46 * HOUR,
            answered: false,
          },
          review: { id: 'r-1', rating: 2, createdTimestamp: NOW - 3 * HOUR, replied: false },
        }),
        workItem({
          orderId: 6,
          sID: 'NEW6BBBB-0000-4000-8000-000000000006',
          itemId: 60,
          title: 'Kibinai',
          volume: 1,
          status: 'placed',
          serviceDate: NOW + 50 * HOUR,
        }),
        // Not paid yet, and a dish due next week: neither needs her now.
        workItem({ orderId: 7, itemId: 70, status: 'placed', paid: false }),
        workItem({ orderId: 8, itemId: 80, status: 'confirmed', serviceDate: NOW + 7 * 24 * HOUR }),
      ],
    );
    renderOrders();
    const needs = await screen.findByRole('region', { name: 'Needs you: 3 to do' });
    const panel = screen.getByRole('tabpanel');
    // Before the orders: the first heading of the Sell tab.
    expect(within(panel).getAllByRole('heading')[0]).toHaveTextContent('Needs you');
    expect(
      within(needs)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Complaints to answer: 1', 'Orders to confirm: 1', 'Reviews to reply to: 1']);
    const complaints = within(needs).getByRole('list', { name: 'Complaints to answer: 1' });
    expect(within(complaints).getByRole('link')).toHaveAccessibleName('Answer the complaint about Cepelinai');
    expect(within(complaints).getByRole('link')).toHaveAttribute('href', '/order/5#complaint-c-1');
    // Opened two hours ago: 48 hours from then, in Vilnius time.
    expect(complaints).toHaveTextContent('Answer by 3 Jun 2026, 10:00');
    expect(complaints).toHaveTextContent('Order SELL5AAA');
    expect(within(needs).getByRole('link', { name: 'Confirm order NEW6BBBB' })).toHaveAttribute(
      'href',
      '/order/6#item-60',
    );
    expect(within(needs).getByRole('link', { name: 'Reply to the review of Cepelinai' })).toHaveAttribute(
      'href',
      '/order/5#review-r-1',
    );
    expect(needs).toHaveTextContent('2 of 5 stars');
  });

  test('an overdue complaint says so; dishes due today and tomorrow are listed to deliver', async () => {
    setNow(() => NOW);
    answer(
      [],
      [makeOrder({ id: 5 })],
      [
        workItem({
          complaint: {
            id: 'c-1',
            status: 'open',
            createdTimestamp: NOW - 50 * HOUR,
            answerBy: NOW - 2 * HOUR,
            answered: false,
          },
        }),
        workItem({ itemId: 51, status: 'confirmed', serviceDate: Date.UTC(2026, 5, 1, 15) }),
        workItem({
          itemId: 52,
          title: 'Kibinai',
          status: 'confirmed',
          serviceDate: Date.UTC(2026, 5, 2, 15),
        }),
      ],
    );
    renderOrders();
    const needs = await screen.findByRole('region', { name: 'Needs you: 3 to do' });
    expect(within(needs).getByRole('list', { name: 'Complaints to answer: 1' })).toHaveTextContent(
      'Answer was due 1 Jun 2026, 10:00',
    );
    const deliver = within(needs).getByRole('list', { name: 'Dishes to deliver: 2' });
    expect(
      within(deliver)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Deliver CepelinaiToday, 18:00'),
      expect.stringContaining('Deliver KibinaiTomorrow, 18:00'),
    ]);
  });

  test('nothing to do: a calm note, and her orders below it', async () => {
    setNow(() => NOW);
    answer([], [makeOrder({ id: 5, sID: 'SELL-5' })], [workItem({ status: 'cancelled' })]);
    renderOrders();
    expect(await screen.findByRole('region', { name: 'Nothing needs you right now' })).toHaveTextContent(
      'New orders, dishes due, complaints and reviews show up here first.',
    );
    expect(numbersShown()).toEqual(['Order number SELL']);
  });

  test('when her work cannot be loaded, it says so and tries again on request; the orders still show', async () => {
    const user = userEvent.setup();
    answer([], [makeOrder({ id: 5, sID: 'SELL-5' })], 'fail');
    renderOrders();
    // A server error is tried twice more first (web/lib/query-client.ts).
    expect(
      await screen.findByText('What needs you could not be loaded.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(numbersShown()).toEqual(['Order number SELL']);
    answer([], [makeOrder({ id: 5, sID: 'SELL-5' })], []);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Nothing needs you right now' })).toBeInTheDocument();
  });

  test('a customer without sales sees no Needs you', async () => {
    answer([makeOrder({ id: 1 })], []);
    renderOrders();
    await screen.findByRole('tablist', { name: 'Order lists' });
    expect(screen.queryByRole('region', { name: /Needs you|Nothing needs you/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/secure/seller-work');
  });
});

describe("the customer's Rate on her orders", () => {
  test('a delivered dish not rated yet links to its rating form; a rated or undelivered one does not', async () => {
    answer(
      [
        makeOrder({
          id: 9,
          orderItems: [
            makeItem({
              id: 91,
              status: 'delivered',
              deliveredAt: NOW,
              product: { id: 1, title: 'Cepelinai', description: null, price: 4400 },
            }),
            makeItem({
              id: 92,
              status: 'delivered',
              deliveredAt: NOW,
              review: { id: 'r', rating: 5, replied: false },
              product: { id: 2, title: 'Kibinai', description: null, price: 1500 },
            }),
            makeItem({
              id: 93,
              status: 'confirmed',
              product: { id: 3, title: 'Blynai', description: null, price: 900 },
            }),
          ],
        }),
      ],
      [],
    );
    renderOrders();
    const rate = await screen.findByRole('link', { name: 'Rate: Cepelinai' });
    expect(rate).toHaveAttribute('href', '/order/9#rate-91');
    expect(screen.getAllByRole('link', { name: /^Rate/ })).toHaveLength(1);
  });
});
