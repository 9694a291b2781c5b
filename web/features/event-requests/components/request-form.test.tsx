import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { setNow } from '../../../lib/clock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { anEventRequest } from '../event-request-fixtures.ts';
import { readRequestDraft } from '../request-draft.ts';
import { RequestForm } from './request-form.tsx';

const fetchMock = vi.fn<typeof fetch>();
// 10:00 in Vilnius on 1 June 2026.
const NOW = Date.parse('2026-06-01T07:00:00Z');

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const posts = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => new URLSearchParams(String(init!.body)));

let answer: () => Response;

beforeEach(() => {
  setNow(() => NOW);
  answer = () => json({ success: true, model: { request: anEventRequest({ id: 91 }) } });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/secure/event-request' ? answer() : json({ success: false }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm({ signedIn = true } = {}) {
  const onSaved = vi.fn();
  const onNeedsSignIn = vi.fn();
  const utils = renderWithRouter(
    <RequestForm signedIn={signedIn} onSaved={onSaved} onNeedsSignIn={onNeedsSignIn} />,
    { path: '/event-requests/new' },
  );
  return { ...utils, onSaved, onNeedsSignIn };
}

/** A request that passes every check of the form: 12 guests in Vilnius on 20 June at 18:00. */
function fillValid({ language = 'en' }: { language?: 'en' | 'lt' } = {}) {
  const label = (en: string, lt: string) => (language === 'en' ? en : lt);
  fireEvent.input(screen.getByLabelText(label('Date', 'Data')), { target: { value: '2026-06-20' } });
  fireEvent.input(screen.getByLabelText(label('City', 'Miestas')), { target: { value: 'Vilnius' } });
  fireEvent.input(screen.getByLabelText(label('Number of guests', 'Svečių skaičius')), {
    target: { value: '12' },
  });
  fireEvent.input(screen.getByLabelText(label('Budget per person (€)', 'Biudžetas vienam asmeniui (€)')), {
    target: { value: '45' },
  });
  fireEvent.change(screen.getByLabelText(label('Occasion', 'Proga')), { target: { value: 'birthday' } });
}

describe('filing an event request', () => {
  test('a complete request is sent with the service instant in Vilnius time and the lists as JSON', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    fillValid();
    await user.click(screen.getByRole('checkbox', { name: 'Lithuanian' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tree nuts' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 91 })));
    const [body] = posts('/secure/event-request');
    // 18:00 in Vilnius in June (UTC+3) is 15:00 UTC.
    expect(body!.get('serviceDate')).toBe(String(Date.parse('2026-06-20T15:00:00Z') / 1000));
    expect(body!.get('guests')).toBe('12');
    expect(body!.get('budgetKind')).toBe('perPerson');
    expect(body!.get('budget')).toBe('4500');
    expect(JSON.parse(body!.get('cuisines')!)).toEqual(['lithuanian']);
    expect(JSON.parse(body!.get('allergens')!)).toEqual(['nuts']);
    expect(body!.get('occasion')).toBe('birthday');
  });

  test('an empty form names what is missing, in English and in Lithuanian, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('button', { name: 'Fix 5 errors' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
      expect.stringContaining('Date is required'),
    );
    expect(screen.getByLabelText('Date')).toHaveFocus();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(
      expect.stringContaining('City is required'),
    );
    expect(screen.getByLabelText('Number of guests')).toHaveAccessibleDescription(
      expect.stringContaining('Number of guests is required'),
    );
    expect(screen.getByLabelText('Occasion')).toHaveAccessibleDescription(
      expect.stringContaining('Occasion is required'),
    );

    await i18n.changeLanguage('lt');
    expect(await screen.findByLabelText('Data')).toHaveAccessibleDescription(
      expect.stringContaining('Privalomas laukas: Data'),
    );
    expect(screen.getByLabelText('Svečių skaičius')).toHaveAccessibleDescription(
      expect.stringContaining('Privalomas laukas: Svečių skaičius'),
    );
    expect(screen.getByRole('button', { name: 'Ištaisykite 5 klaidas' })).toBeInTheDocument();
    expect(posts('/secure/event-request')).toHaveLength(0);
  });

  test('the form refuses 0 guests, a budget of -1 and a date less than a day ahead, as the server does', async () => {
    const user = userEvent.setup();
    renderForm();
    fillValid();
    fireEvent.input(screen.getByLabelText('Number of guests'), { target: { value: '0' } });
    fireEvent.input(screen.getByLabelText('Budget per person (€)'), { target: { value: '-1' } });
    fireEvent.input(screen.getByLabelText('Date'), { target: { value: '2026-05-31' } });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Enter from 1 to 100 guests.')).toBeInTheDocument();
    expect(screen.getByText('Enter a budget above zero.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a date and time in the future.'),
    );
    // Today at 18:00 is in the future, but not a day ahead.
    fireEvent.input(screen.getByLabelText('Date'), { target: { value: '2026-06-01' } });
    await user.click(screen.getByRole('button', { name: /Fix/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
        expect.stringContaining('Chefs need at least 24 hours'),
      ),
    );
    expect(posts('/secure/event-request')).toHaveLength(0);
  });

  test("the server's 400 naming a field shows beside that field in the reader's language", async () => {
    answer = () =>
      json(
        {
          success: false,
          messages: [
            {
              message: 'No chef serves Nida yet.',
              code: 'eventRequests.noChefServesCity',
              params: { city: 'Nida' },
            },
            {
              message: 'No chef serves Nida yet.',
              code: 'eventRequests.noChefServesCity',
              field: 'city',
              params: { field: 'city', city: 'Nida' },
            },
          ],
          fieldErrors: { city: 'invalid' },
        },
        400,
      );
    const user = userEvent.setup();
    await i18n.changeLanguage('lt');
    const { onSaved } = renderForm();
    fillValid({ language: 'lt' });
    fireEvent.input(screen.getByLabelText('Miestas'), { target: { value: 'Nida' } });
    await user.click(screen.getByRole('button', { name: 'Siųsti užklausą' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Miestas')).toHaveAccessibleDescription(
        expect.stringContaining('Mieste Nida dar nedirba nė vienas šefas.'),
      ),
    );
    expect(screen.getByLabelText('Miestas')).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
    // The server's date field (serviceDate) is the form's date input.
    answer = () =>
      json(
        {
          success: false,
          messages: [
            { message: 'x', code: 'eventRequests.serviceDateTooSoon', params: { hours: 24 } },
            {
              message: 'x',
              code: 'eventRequests.serviceDateTooSoon',
              field: 'serviceDate',
              params: { field: 'serviceDate', hours: 24 },
            },
          ],
        },
        400,
      );
    await i18n.changeLanguage('en');
    fireEvent.input(screen.getByLabelText('City'), { target: { value: 'Vilnius' } });
    await user.click(screen.getByRole('button', { name: /Send request|Fix/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
        expect.stringContaining('Chefs need at least 24 hours to plan a menu and shop'),
      ),
    );
  });
});

describe('a guest files a request', () => {
  test('sending keeps the request and asks to sign in; back signed in, it is sent once', async () => {
    const user = userEvent.setup();
    const guest = renderForm({ signedIn: false });
    expect(screen.getByText(/sign in with a one-time PIN/)).toBeInTheDocument();
    fillValid();
    await user.click(screen.getByRole('button', { name: 'Sign in and send' }));
    await waitFor(() => expect(guest.onNeedsSignIn).toHaveBeenCalledTimes(1));
    expect(posts('/secure/event-request')).toHaveLength(0);
    expect(readRequestDraft()).toMatchObject({
      sendAfterSignIn: true,
      values: { city: 'Vilnius', guests: '12' },
    });
    guest.unmount();

    const back = renderForm({ signedIn: true });
    await waitFor(() => expect(back.onSaved).toHaveBeenCalledTimes(1));
    expect(posts('/secure/event-request')).toHaveLength(1);
    expect(posts('/secure/event-request')[0]!.get('city')).toBe('Vilnius');
    back.unmount();
    // Sent: a later visit starts empty and sends nothing by itself.
    renderForm({ signedIn: true });
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(posts('/secure/event-request')).toHaveLength(1);
  });
});
