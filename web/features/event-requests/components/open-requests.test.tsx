import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { OpenEventRequestsPage } from '#domain/event-requests/event-request.response.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { anEventRequest } from '../event-request-fixtures.ts';
import { OpenRequests } from './open-requests.tsx';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Requests `from` to `to` (ids) for 10 more guests than their id, a day apart. */
const requests = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) =>
    anEventRequest({
      id: from + i,
      guests: 10 + from + i,
      serviceDate: Date.parse('2026-06-20T15:00:00Z') + (from + i) * 86_400_000,
    }),
  );

/** The cursors the screen asked the API for, in order (none: the first page). */
const cursorsAsked = () =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('cursor'));

let secondPage: () => Response;

beforeEach(() => {
  secondPage = () =>
    json({
      success: true,
      model: { requests: requests(21, 25), nextCursor: null } satisfies OpenEventRequestsPage,
    });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const address = new URL(String(url), 'http://localhost');
    if (address.pathname !== '/secure/open-event-requests') return json({ success: false }, 404);
    if (address.searchParams.get('cursor') === 'after-20') return secondPage();
    const first: OpenEventRequestsPage = { requests: requests(1, 20), nextCursor: 'after-20' };
    return json({ success: true, model: first });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const cards = () => screen.getAllByRole('article');

describe("a chef's open requests, 20 at a time", () => {
  test('"Show more" adds the next page below, focus moves to the first new request, and it goes once all are shown', async () => {
    const user = userEvent.setup();
    renderWithRouter(<OpenRequests />, { path: '/open-requests' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(cursorsAsked()).toEqual([null]);

    // By keyboard: Enter on the button.
    const more = screen.getByRole('button', { name: 'Show more requests' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(cursorsAsked()).toEqual([null, 'after-20']);
    // The 21st request's heading has focus: reading on starts with the first new one.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Birthday for 31 guests' })),
    );
    expect(screen.getByRole('status')).toHaveTextContent('25 requests shown');
    expect(screen.queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument();
    // Still in order, none twice.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Birthday for ${i + 11} guests`),
    );
  });

  test('a next page that fails keeps what is shown and offers to try again, focus on the button', async () => {
    const user = userEvent.setup();
    // A 503 is tried again twice (web/lib/query-client.ts) before the page says so.
    secondPage = () => json({ success: false, messages: [{ message: 'down' }] }, 503);
    renderWithRouter(<OpenRequests />, { path: '/open-requests' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Show more requests' }));
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('We couldn’t load more requests.')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    await waitFor(() => expect(document.activeElement).toBe(retry));

    secondPage = () => json({ success: true, model: { requests: requests(21, 25), nextCursor: null } });
    await user.click(retry);
    await waitFor(() => expect(cards()).toHaveLength(25));
  });
});
