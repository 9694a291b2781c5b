import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { EventRequestDetailAnswer } from '#domain/event-requests/event-request.response.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { anEventRequest, aProposal } from '../event-request-fixtures.ts';
import { RequestDetail } from './request-detail.tsx';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path);

let detail: EventRequestDetailAnswer;
let acceptAnswer: () => Response;

const ONA = aProposal();
const JONAS = aProposal({
  id: 32,
  chef: { userId: 'chef-2', nickname: 'jono-grilis', name: 'Jonas Grilius' },
  price: 48_000,
  durationMinutes: 180,
  includes: ['cooking', 'serving'],
});

beforeEach(() => {
  detail = { request: anEventRequest({ proposalCount: 2 }), proposals: [ONA, JONAS] };
  acceptAnswer = () => json({ success: true, model: { order: { id: 501, sID: 'AB12CD34-rest' } } });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/secure/event-request') return json({ success: true, model: detail });
    if (path === '/secure/event-proposal-accept') return acceptAnswer();
    return json({ success: false }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDetail() {
  const onAccepted = vi.fn();
  const utils = renderWithRouter(<RequestDetail requestId={7} onAccepted={onAccepted} />, {
    path: '/event-requests/7',
  });
  return { ...utils, onAccepted };
}

const card = (name: string) => screen.getByRole('article', { name });

describe("a request's proposals", () => {
  test('side by side, each with its menu, allergens, hours and the whole money breakdown', async () => {
    renderDetail();
    const ona = await screen.findByRole('article', { name: 'Ona Petrauskienė' });
    expect(
      within(screen.getByRole('list', { name: 'Proposals to compare' })).getAllByRole('article'),
    ).toHaveLength(2);
    expect(within(ona).getByText('€540.00', { selector: 'dd' })).toBeInTheDocument();
    expect(within(ona).getByText('€45.00', { selector: 'dd' })).toBeInTheDocument(); // per guest
    expect(within(ona).getByText('4 h')).toBeInTheDocument();
    expect(within(ona).getByText('Allergens: Milk, Eggs')).toBeInTheDocument();
    expect(within(ona).getByText('Cleaning up')).toBeInTheDocument();
    // DESIGN §5 for 540 euro: by card 10 + 2.10 + 270 prepaid + 3% gateway now, 270 to the chef.
    const table = within(ona).getByRole('table', { name: 'What you pay' });
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(row('Service fee')).toHaveTextContent('€10.00€10.00');
    expect(row('Prepayment')).toHaveTextContent('€270.00€0.00');
    expect(row('Pay now by card')).toHaveTextContent(
      `€${(ONA.fees.card.totalAmount / 100).toFixed(2)}€${(ONA.fees.cash.totalAmount / 100).toFixed(2)}`,
    );
    expect(row('Pay the chef on the day')).toHaveTextContent('€270.00€540.00');
    expect(within(ona).getByRole('link', { name: /Ask the chef/ })).toHaveAttribute(
      'href',
      '/messages/new?eventRequestId=7&chefUserId=chef-1',
    );
  });

  test('a revised proposal says what changed, in either language', async () => {
    detail.proposals = [
      aProposal({
        revision: 2,
        changes: [
          { kind: 'price', from: 60_000, to: 54_000 },
          { kind: 'includes', added: ['cleaning'], removed: [] },
          { kind: 'courses', added: 1, removed: 0, changed: 1 },
        ],
      }),
    ];
    renderDetail();
    const ona = await screen.findByRole('article', { name: 'Ona Petrauskienė' });
    expect(within(ona).getByText('Changed in revision 2')).toBeInTheDocument();
    expect(within(ona).getByText('Price: €600.00 → €540.00.')).toBeInTheDocument();
    expect(within(ona).getByText('Now included: Cleaning up.')).toBeInTheDocument();
    expect(within(ona).getByText('1 course added. 1 course changed.')).toBeInTheDocument();
    await i18n.changeLanguage('lt');
    expect(await within(ona).findByText('Pakeista 2 versijoje')).toBeInTheDocument();
    expect(within(ona).getByText('Kaina: 600,00 € → 540,00 €.')).toBeInTheDocument();
  });
});

describe('accepting a proposal', () => {
  test('asks once more, sends the revision the customer saw and hands over the order to pay', async () => {
    const user = userEvent.setup();
    const { onAccepted } = renderDetail();
    const jonas = await screen.findByRole('article', { name: 'Jonas Grilius' });
    await user.click(within(jonas).getByRole('button', { name: 'Accept this menu from Jonas Grilius' }));
    expect(calls('/secure/event-proposal-accept')).toHaveLength(0);
    const yes = within(jonas).getByRole('button', { name: 'Accept and go to payment' });
    expect(yes).toHaveFocus();
    expect(within(jonas).getByRole('group', { name: /^Book / })).toHaveTextContent(
      'Book Jonas Grilius for €480.00?',
    );
    await user.click(yes);

    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith({ id: 501, sID: 'AB12CD34-rest' }));
    const [, init] = calls('/secure/event-proposal-accept')[0]!;
    const body = new URLSearchParams(String(init!.body));
    expect(body.get('proposalId')).toBe('32');
    expect(body.get('revision')).toBe('1');
    expect(body.get('payInCash')).toBe('false');
  });

  test('the customer chooses how to pay, as at the checkout, and reads what is paid now by card', async () => {
    const user = userEvent.setup();
    renderDetail();
    const jonas = await screen.findByRole('article', { name: 'Jonas Grilius' });
    await user.click(within(jonas).getByRole('button', { name: 'Accept this menu from Jonas Grilius' }));
    const choices = within(jonas).getByRole('group', { name: 'How you pay' });
    const prepay = within(choices).getByRole('radio', {
      name: '50% now by card, the rest in cash at the service',
    });
    expect(prepay).toBeChecked();
    const question = within(jonas).getByRole('group', { name: /^Book Jonas Grilius/ });
    const { card, cash } = JONAS.fees;
    expect(question).toHaveTextContent(`next you pay €${(card.totalAmount / 100).toFixed(2)} by card`);
    await user.click(within(choices).getByRole('radio', { name: /^All in cash at the service/ }));
    expect(question).toHaveTextContent(`next you pay €${(cash.totalAmount / 100).toFixed(2)} by card`);
    await user.click(within(jonas).getByRole('button', { name: 'Accept and go to payment' }));
    await waitFor(() => expect(calls('/secure/event-proposal-accept')).toHaveLength(1));
    const [, init] = calls('/secure/event-proposal-accept')[0]!;
    expect(new URLSearchParams(String(init!.body)).get('payInCash')).toBe('true');
  });

  test('409 when the chef revised it meanwhile: the message shows and the proposals are read again', async () => {
    acceptAnswer = () => {
      // The chef's revision is what the next read answers.
      detail = {
        ...detail,
        proposals: [
          aProposal({ revision: 2, price: 60_000, changes: [{ kind: 'price', from: 54_000, to: 60_000 }] }),
          JONAS,
        ],
      };
      return json(
        {
          success: false,
          messages: [{ message: 'The chef changed this proposal.', code: 'eventRequests.proposalRevised' }],
        },
        409,
      );
    };
    const user = userEvent.setup();
    const { onAccepted } = renderDetail();
    const ona = await screen.findByRole('article', { name: 'Ona Petrauskienė' });
    const readsBefore = calls('/secure/event-request').length;
    await user.click(within(ona).getByRole('button', { name: /^Accept this menu/ }));
    await user.click(within(ona).getByRole('button', { name: 'Accept and go to payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The chef changed this proposal.');
    await waitFor(() => expect(calls('/secure/event-request').length).toBeGreaterThan(readsBefore));
    const revised = await screen.findByRole('article', { name: 'Ona Petrauskienė' });
    expect(await within(revised).findByText('€600.00', { selector: 'dd' })).toBeInTheDocument();
    expect(within(revised).getByText('Price: €540.00 → €600.00.')).toBeInTheDocument();
    // Accepting again starts over, with the new revision.
    expect(within(revised).getByRole('button', { name: /^Accept this menu/ })).toBeEnabled();
    expect(onAccepted).not.toHaveBeenCalled();
    expect(card('Jonas Grilius')).toBeInTheDocument();
  });

  test('409 in Lithuanian: a known code reads in Lithuanian', async () => {
    acceptAnswer = () =>
      json(
        {
          success: false,
          messages: [
            {
              message: 'A proposal for this request was already accepted.',
              code: 'eventRequests.alreadyAccepted',
            },
          ],
        },
        409,
      );
    await i18n.changeLanguage('lt');
    const user = userEvent.setup();
    renderDetail();
    const ona = await screen.findByRole('article', { name: 'Ona Petrauskienė' });
    await user.click(within(ona).getByRole('button', { name: /^Priimti šį meniu/ }));
    await user.click(within(ona).getByRole('button', { name: 'Priimti ir mokėti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Vienas šios užklausos pasiūlymas jau priimtas/,
    );
  });

  test('no accept button once the request is booked; the chosen proposal says so', async () => {
    detail = {
      request: anEventRequest({ state: 'accepted' }),
      proposals: [aProposal({ state: 'accepted' }), { ...JONAS, state: 'not-chosen' }],
    };
    renderDetail();
    const ona = await screen.findByRole('article', { name: 'Ona Petrauskienė' });
    expect(within(ona).getByText('Accepted')).toBeInTheDocument();
    expect(within(card('Jonas Grilius')).getByText('Not chosen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept this menu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });
});

describe('a request that ended without the customer', () => {
  const REASON = 'Asks chefs to cook at a venue with no kitchen.';

  test('closed by our team: says so with the operator’s reason, in either language, and offers a new request', async () => {
    detail = { request: anEventRequest({ state: 'closed', closedReason: REASON }), proposals: [ONA] };
    renderDetail();
    await screen.findByText(
      'Our team closed this request, as it does not follow the marketplace rules. Chefs no longer see it.',
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(`The reason: ${REASON}`);
    expect(within(notice).getByRole('link', { name: 'File a new request' })).toHaveAttribute(
      'href',
      '/event-requests/new',
    );
    expect(
      screen.getByText('Our team closed this request: its proposals can no longer be accepted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept this menu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();

    await i18n.changeLanguage('lt');
    expect(await screen.findByText(`Priežastis: ${REASON}`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Mūsų komanda uždarė šią užklausą/);
    expect(screen.getByRole('link', { name: 'Pateikti naują užklausą' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  test('expired with no menu booked: says so and offers a new request; an open one shows no such notice', async () => {
    detail = { request: anEventRequest({ state: 'expired' }), proposals: [] };
    const { unmount } = renderDetail();
    await screen.findByText('This request expired with no menu booked, so chefs no longer see it.');
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('link', { name: 'File a new request' })).toBeInTheDocument();
    unmount();

    detail = { request: anEventRequest(), proposals: [ONA] };
    renderDetail();
    await screen.findByRole('article', { name: 'Ona Petrauskienė' });
    expect(screen.queryByRole('link', { name: 'File a new request' })).toBeNull();
  });
});
