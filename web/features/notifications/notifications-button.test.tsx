import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NotificationsButton } from '../../app/layout/notifications-button.tsx';
import { resetNow, setNow } from '../../lib/clock.ts';
import { okAnswer } from '../../test/factories/build.ts';
import { aNotification, aNotificationList, anUnreadNotices } from '../../test/factories/content.ts';
import { renderWithRouter } from '../../test/render.tsx';

const NOW = Date.UTC(2026, 5, 3, 12);
const PROFILE = {
  id: 'u1',
  identityKey: 'ona@example.lt',
  email: 'ona@example.lt',
  role: 'CUSTOMER',
  fn: 'Ona',
};
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

let unread = ['n1'];
function answer() {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/secure/notifications') {
      return json(
        okAnswer(
          aNotificationList({
            unreadCount: unread.length,
            notifications: [
              aNotification({
                id: 'n1',
                kind: 'complaintResolved',
                params: { orderNumber: 'AB12CD34', dishes: 'Cepelinai', outcome: 'partial', amount: 1250 },
                createdTimestamp: NOW - 5 * 60_000,
                readTimestamp: unread.includes('n1') ? null : NOW,
              }),
              aNotification({
                id: 'n2',
                kind: 'itemDelivered',
                createdTimestamp: NOW - 26 * 3_600_000,
                readTimestamp: NOW - 3_600_000,
                done: true,
              }),
              aNotification({
                id: 'n3',
                kind: 'newEventRequest',
                orderId: null,
                params: { requestId: 31, guests: 12, city: 'Vilnius', occasion: 'birthday', count: 1 },
                createdTimestamp: NOW - 48 * 3_600_000,
                readTimestamp: NOW - 3_600_000,
              }),
            ],
          }),
        ),
      );
    }
    if (path === '/secure/notifications-read' && init?.method === 'POST') {
      unread = [];
      return json(okAnswer(anUnreadNotices()));
    }
    return json({ success: false });
  });
}

beforeEach(() => {
  unread = ['n1'];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setNow(() => NOW);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetNow();
  localStorage.clear();
});

describe('the notifications button', () => {
  test('a visitor sees the empty state and nothing is fetched', async () => {
    renderWithRouter(<NotificationsButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/You have no notifications yet/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('the unread count is in the label; opening lists the texts and marks the unread ones read', async () => {
    localStorage.setItem('profile', JSON.stringify(PROFILE));
    answer();
    renderWithRouter(<NotificationsButton />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    const first = within(list).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '/order/7');
    expect(first).toHaveTextContent(
      'The complaint about Cepelinai is resolved: €12.50 refunded (order AB12CD34).',
    );
    expect(first).toHaveTextContent('5 minutes ago');
    expect(within(list).getAllByRole('link')[1]).toHaveTextContent('yesterday');
    // The rating it asked for is given: it says Done; a notice that only tells never does.
    expect(within(list).getAllByRole('link')[1]).toHaveTextContent(
      'Cepelinai (order AB12CD34) is delivered. Rate it when you are ready.Done',
    );
    expect(first).not.toHaveTextContent('Done');
    // A new event request leads to the chef's view of it.
    const request = within(list).getAllByRole('link')[2]!;
    expect(request).toHaveAttribute('href', '/open-requests/31');
    expect(request).toHaveTextContent(
      'A new event request you can take: 12 guests in Vilnius (request no. 31). Send your menu and price.',
    );
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/secure/notifications-read',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    const sent = fetchMock.mock.calls.find(([url]) => url === '/secure/notifications-read')![1]!.body;
    expect(String(sent)).toContain(encodeURIComponent('["n1"]'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  test('following a notice closes the panel', async () => {
    localStorage.setItem('profile', JSON.stringify(PROFILE));
    answer();
    renderWithRouter(<NotificationsButton />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });
});
