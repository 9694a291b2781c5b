import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import type { ProfileMode } from '../profile-values.ts';
import type { MerchantInfo } from '#domain/chefs/merchant-info.response.ts';
import { aLegalInfo, aMerchantInfo, anAddress, aUserInfo } from '../../../test/factories/accounts.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import { ProfileForm } from './profile-form.tsx';

const fetchMock = vi.fn<typeof fetch>();
const REGISTRATION: ProfileMode = { chef: true, registration: true };
const SAVE_PATHS = ['/secure/merchant-info', '/secure/user-info', '/secure/address'];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const USER = aUserInfo();
const ADDRESS = anAddress();
const merchant = aMerchantInfo;

/** Answers like the server; `failUserInfo` makes POST /secure/user-info refuse the nickname. */
function serve({ failUserInfo = false } = {}) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/check-name') return json(okAnswer({ nameAvailability: true }));
    if (path === '/secure/merchant-info')
      return json(okAnswer({ legalInfo: aLegalInfo({ applicationStatus: 'submitted' }) }));
    if (path === '/secure/user-info' && failUserInfo) {
      return json(
        {
          success: false,
          messages: [
            { message: 'This profile link is already taken.', code: 'forms.validation.nicknameAlreadyTaken' },
            {
              message: 'This profile link is already taken.',
              code: 'forms.validation.nicknameAlreadyTaken',
              field: 'nickname',
              params: { field: 'nickname' },
            },
          ],
          fieldErrors: { nickname: 'already taken' },
        },
        409,
      );
    }
    if (path === '/secure/user-info') return json(okAnswer({ userInfo: USER }));
    if (path === '/secure/address') return json(okAnswer({ address: ADDRESS }));
    return json({ success: false, messages: [{ message: 'Not found.', code: 'errors.notFound' }] }, 404);
  });
}

function savePaths(): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => SAVE_PATHS.includes(path));
}

function bodyOf(path: string): URLSearchParams {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === path)!;
  return new URLSearchParams(String(call[1]!.body));
}

function renderForm(mode: ProfileMode = REGISTRATION, info: MerchantInfo | null = merchant()) {
  const onSaved = vi.fn();
  const utils = renderWithRouter(
    <ProfileForm mode={mode} user={USER} address={ADDRESS} merchant={info} onSaved={onSaved} />,
    { path: '/profile', routes: [{ path: '/mp', element: <h1>Marketplace page</h1> }] },
  );
  return { ...utils, onSaved };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  serve();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('nickname auto-generation in registration mode (spec accounts §4)', () => {
  test('generated from the names on load, it follows them until the chef edits it away', async () => {
    const user = userEvent.setup();
    renderForm();
    const nickname = screen.getByLabelText('Profile link');
    expect(nickname).toHaveValue('OnaPetraite');

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Rūta');
    expect(nickname).toHaveValue('RutaPetraite');

    // A typed letter outside a-z is refused with the rule, not quietly changed.
    await user.clear(nickname);
    await user.type(nickname, 'rūta-virtuvė');
    await user.tab();
    expect(
      await screen.findByText(
        'Use Latin letters without accents (a-z), digits and hyphens only, starting and ending with a letter or digit',
      ),
    ).toBeInTheDocument();

    await user.clear(nickname);
    await user.type(nickname, 'ruta-kitchen');
    await user.type(screen.getByLabelText('Last name'), 's');
    expect(nickname).toHaveValue('ruta-kitchen');
  });

  test('the live check says when the name is taken', async () => {
    fetchMock.mockImplementation(async () => json(okAnswer({ nameAvailability: false })));
    renderForm();
    expect(await screen.findByText('Name not available.')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile link')).toHaveAttribute('aria-invalid', 'true');
  });

  test('Save is disabled when merchant fields are filled but there is no profile link', async () => {
    const user = userEvent.setup();
    renderForm(REGISTRATION, merchant({ personalTaxNumber: 'LT123' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.clear(screen.getByLabelText('Profile link'));
    expect(save).toBeDisabled();
  });
});

describe('saving (spec accounts §4 "Profile form submit")', () => {
  test('merchant info, then user info, then address; then "Saved successfully"', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await user.clear(screen.getByLabelText('Hourly rate'));
    await user.type(screen.getByLabelText('Hourly rate'), '18,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(savePaths()).toEqual(SAVE_PATHS);
    expect(bodyOf('/secure/merchant-info').get('hourRate')).toBe('1850');
    expect(bodyOf('/secure/merchant-info').get('kitchenType')).toBe('french');
    expect(bodyOf('/secure/user-info').get('nickname')).toBe('OnaPetraite');
    expect(bodyOf('/secure/user-info').get('phoneNumber')).toBe('37061234567');
    expect(bodyOf('/secure/address').get('city')).toBe('Vilnius');
    expect(onSaved).toHaveBeenCalledOnce();
    // Not approved yet: the chef stays and is told why (no dish editor before moderation).
    expect(screen.getByText(/awaits moderation/)).toBeInTheDocument();
  });

  test('a server field error stops the chain and lands on its field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ failUserInfo: true });
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error saving')).toBeInTheDocument();
    expect(savePaths()).toEqual(['/secure/merchant-info', '/secure/user-info']);
    const nickname = screen.getByLabelText('Profile link');
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This profile link is already taken.').length).toBeGreaterThan(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('visible fields are validated first: nothing is sent while a chef field is wrong', async () => {
    const user = userEvent.setup();
    renderForm(REGISTRATION, merchant({ hourRate: null, kitchenType: [] }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hourly rate is required')).toBeInTheDocument();
    expect(screen.getByText('Select at least one kitchen type')).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(savePaths()).toEqual([]);
  });

  test('without chefProfile it saves user and address only, then goes to /mp after 6 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { currentLocation } = renderForm({ chef: false, registration: false }, null);
    expect(screen.queryByLabelText('Profile link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(savePaths()).toEqual(['/secure/user-info', '/secure/address']);

    await vi.advanceTimersByTimeAsync(5000);
    expect(currentLocation().pathname).toBe('/profile');
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(currentLocation().pathname).toBe('/mp'));
  });
});
