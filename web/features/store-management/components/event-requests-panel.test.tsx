import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type {
  ConsoleEventRequest,
  ConsoleEventRequestAnswer,
  ProposalView,
} from '#domain/event-requests/event-request.response.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import '../texts.ts';
import { EventRequestsPanel } from './event-requests-panel.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const request: ConsoleEventRequest = {
  id: 41,
  state: 'open',
  serviceDate: Date.UTC(2026, 11, 12, 16),
  city: 'Vilnius',
  address: 'Gedimino pr. 1',
  guests: 12,
  budgetKind: 'perPerson',
  budget: 4500,
  budgetTotal: 54_000,
  cuisines: [],
  allergens: [],
  dietaryNeeds: null,
  occasion: 'birthday',
  note: 'Bring your own stove, we have no kitchen.',
  customerName: null,
  createdTimestamp: Date.UTC(2026, 10, 28, 9),
  expiresTimestamp: Date.UTC(2026, 11, 12, 16),
  proposalCount: 2,
  proposalLimit: 4,
  customer: { userId: 'c1', email: 'ausra@example.com', name: 'Aušra Renginytė' },
  closedReason: null,
};

const fees = { subtotal: 0, serviceFee: 0, vat: 0, totalAmount: 0, amountToPay: 0, cashAtService: 0 };
const proposal = (over: Partial<ProposalView>): ProposalView =>
  ({
    id: 1,
    requestId: 41,
    chef: { userId: 'ch1', nickname: 'ona', name: 'Ona Virėja' },
    state: 'sent',
    revision: 1,
    courses: [],
    includes: ['cooking'],
    price: 54_000,
    pricePerGuest: 4500,
    durationMinutes: 180,
    message: null,
    fees: { card: fees, cash: fees },
    changes: [],
    updatedTimestamp: Date.UTC(2026, 10, 28, 10),
    ...over,
  }) as ProposalView;

const detail: ConsoleEventRequestAnswer = {
  request,
  proposals: [
    proposal({}),
    proposal({
      id: 2,
      chef: { userId: 'ch2', nickname: null, name: 'Jonas Kepėjas' },
      price: 48_000,
      revision: 3,
    }),
  ],
  decisions: [],
};

let listAnswer: { requests: ConsoleEventRequest[]; total: number } = { requests: [request], total: 1 };

beforeEach(() => {
  listAnswer = { requests: [request], total: 1 };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/secure/store-management/event-requests'))
      return json({ success: true, model: { ...listAnswer, totalCapped: false, page: 1, pageSize: 20 } });
    if (path.startsWith('/secure/store-management/event-request-close'))
      return json({
        success: true,
        model: { ...detail, request: { ...request, state: 'closed', closedReason: 'No kitchen.' } },
      });
    return json({ success: true, model: detail });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/secure/store-management/event-requests'));
const closeCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/secure/store-management/event-request-close');

test('the filters come from the address and go back to it; each row names customer, date, city, guests, budget, state and proposals', async () => {
  const user = userEvent.setup();
  const { currentLocation } = renderWithRouter(<EventRequestsPanel />, {
    path: '/store-management?tab=eventRequests&state=open&city=Vilnius',
  });
  const row = (await screen.findByText('Aušra Renginytė · ausra@example.com')).closest('article')!;
  expect(listCalls()[0]).toContain('state=open');
  expect(listCalls()[0]).toContain('city=Vilnius');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('open');
  expect(screen.getByRole('searchbox', { name: 'City' })).toHaveValue('Vilnius');
  for (const text of ['Vilnius', '12', '€45.00 per person', 'Open', '2 proposals', '1 request'])
    expect(within(text === '1 request' ? document.body : row).getByText(text)).toBeInTheDocument();
  expect(within(row).getByText(/12 Dec 2026/)).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Closed by staff');
  await user.clear(screen.getByRole('searchbox', { name: 'City' }));
  await user.type(screen.getByRole('searchbox', { name: 'City' }), 'Kaunas');
  listAnswer = { requests: [], total: 0 };
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No event requests match these filters.')).toBeInTheDocument();
  const search = new URLSearchParams(currentLocation().search);
  expect([search.get('tab'), search.get('state'), search.get('city')]).toEqual([
    'eventRequests',
    'closed',
    'Kaunas',
  ]);
  expect(listCalls().at(-1)).toContain('state=closed');
  expect(listCalls().at(-1)).toContain('city=Kaunas');
});

test('a request opens with its proposals; closing it needs a reason, then sends it', async () => {
  const user = userEvent.setup();
  const { currentLocation } = renderWithRouter(<EventRequestsPanel />, {
    path: '/store-management?tab=eventRequests',
  });
  await user.click(await screen.findByRole('button', { name: 'Details of event request no. 41' }));
  expect(new URLSearchParams(currentLocation().search).get('request')).toBe('41');
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((one) => one.textContent)).toEqual([
    'Ona Virėja · ona€540.00 (€45.00 per guest)1Sent',
    'Jonas Kepėjas€480.00 (€45.00 per guest)3Sent',
  ]);
  expect(screen.getByText('Birthday')).toBeInTheDocument();
  expect(screen.getByText('Bring your own stove, we have no kitchen.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Close request' }));
  expect(
    await screen.findByText('Write why the request is closed: the customer reads it.'),
  ).toBeInTheDocument();
  expect(closeCalls()).toHaveLength(0);

  await user.type(screen.getByLabelText(/^Reason/), 'No kitchen at the venue.');
  await user.click(screen.getByRole('button', { name: 'Close request' }));
  await waitFor(() => expect(closeCalls()).toHaveLength(1));
  const sent = closeCalls()[0]![1]!.body as string;
  expect(Object.fromEntries(new URLSearchParams(sent))).toEqual({
    requestId: '41',
    reason: 'No kitchen at the venue.',
  });
});

test('a closed request shows why, offers no close, and reads in Lithuanian', async () => {
  await i18n.changeLanguage('lt');
  const closed = { ...request, state: 'closed' as const, closedReason: 'Prašo gaminti be virtuvės.' };
  listAnswer = { requests: [closed], total: 1 };
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/secure/store-management/event-requests')
      ? json({ success: true, model: { ...listAnswer, totalCapped: false, page: 1, pageSize: 20 } })
      : json({ success: true, model: { ...detail, request: closed } }),
  );
  renderWithRouter(<EventRequestsPanel />, { path: '/store-management?tab=eventRequests&request=41' });
  const row = (await screen.findByText('2 pasiūlymai')).closest('article')!;
  expect(within(row).getByText('Uždarė komanda')).toBeInTheDocument();
  expect(within(row).getByText(/45,00\s€ asmeniui/)).toBeInTheDocument();
  expect(await screen.findByText('Prašo gaminti be virtuvės.')).toBeInTheDocument();
  expect(screen.getByText('Komanda uždarė, nes')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Uždaryti užklausą' })).toBeNull();
});
