import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { getToasts } from '../../lib/toast.ts';
import type { ProfileMode } from './profile-values.ts';
import type { ProfileApi } from './save-profile.ts';
import { aLegalInfo, aMerchantInfo, anAddress, aUserInfo } from '../../test/factories/accounts.ts';
import { okAnswer } from '../../test/factories/build.ts';
import { REDIRECT_AFTER_SAVE_MS, useProfileForm } from './use-profile-form.ts';

const fetchMock = vi.fn<typeof fetch>();
const REGISTRATION: ProfileMode = { chef: true, registration: true };
const CHEF: ProfileMode = { chef: true, registration: false };

const USER = aUserInfo();
const ADDRESS = anAddress();
const MERCHANT = aMerchantInfo();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The three save calls, each answering as the server would. */
function fakeApi(): ProfileApi & { [K in keyof ProfileApi]: ReturnType<typeof vi.fn> } {
  return {
    saveMerchantInfo: vi.fn(async () => aLegalInfo({ applicationStatus: 'submitted' })),
    updateUserInfo: vi.fn(async () => USER),
    saveAddress: vi.fn(async () => ADDRESS),
  } as never;
}

function renderForm(mode: ProfileMode, api: ProfileApi, onSaved = vi.fn()) {
  // Outside registration the chef's link is their own (nothing generates it).
  const user = mode.registration ? USER : { ...USER, nickname: 'ona-kitchen' };
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/profile']}>{children}</MemoryRouter>
    </AppProviders>
  );
  return renderHook(
    () => ({
      profile: useProfileForm({ mode, user, address: ADDRESS, merchant: MERCHANT, onSaved, api }),
      location: useLocation(),
    }),
    { wrapper },
  );
}

function nameFree(free: boolean) {
  fetchMock.mockImplementation(async () => json(okAnswer({ nameAvailability: free })));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  nameFree(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the profile link in registration mode (spec accounts §4)', () => {
  test('it follows the names; with merchant fields filled and no link, saving is blocked', () => {
    const { result } = renderForm(REGISTRATION, fakeApi());
    expect(result.current.profile.values.nickname).toBe('OnaPetraite');
    act(() => result.current.profile.form.setValue('firstName', 'Rūta'));
    act(() => result.current.profile.followNames());
    expect(result.current.profile.values.nickname).toBe('RutaPetraite');

    act(() => result.current.profile.form.setValue('about', 'Home cooking'));
    expect(result.current.profile.isSaveBlocked).toBe(false);
    act(() => result.current.profile.form.setValue('nickname', ''));
    expect(result.current.profile.isSaveBlocked).toBe(true);
  });

  test('a taken name stops the save before any call, on the link field', async () => {
    nameFree(false);
    const api = fakeApi();
    const { result } = renderForm(REGISTRATION, api);
    await act(() => result.current.profile.onSubmit());
    expect(result.current.profile.form.getFieldState('nickname').error?.message).toBe(
      'forms.validation.nameNotAvailable',
    );
    expect(result.current.profile.banner).toEqual({ code: 'errors.validationFailed' });
    expect(result.current.profile.status).toBe('idle');
    expect(api.saveMerchantInfo).not.toHaveBeenCalled();
  });
});

describe('saving (spec accounts §4 "Profile form submit")', () => {
  test('success: the toast, the notice, onSaved; an approved chef moves on to /product after 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('valid', 'true');
    const onSaved = vi.fn();
    const api = fakeApi();
    const { result } = renderForm(CHEF, api, onSaved);
    await act(() => result.current.profile.onSubmit());

    expect(result.current.profile.status).toBe('success');
    expect(result.current.profile.notice).toBe('toDishes');
    expect(getToasts().at(-1)).toMatchObject({ kind: 'success', code: 'profileForm.status.updated' });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(api.saveMerchantInfo).toHaveBeenCalledOnce();

    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_SAVE_MS - 500));
    expect(result.current.location.pathname).toBe('/profile');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(result.current.location.pathname).toBe('/product'));
  });

  test('cancel after a save stays on the page and returns to the saved values', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('valid', 'true');
    const { result } = renderForm(CHEF, fakeApi());
    await act(() => result.current.profile.onSubmit());
    expect(result.current.profile.status).toBe('success');
    act(() => result.current.profile.form.setValue('about', 'Changed my mind'));
    act(() => result.current.profile.cancel());

    expect(result.current.profile.status).toBe('idle');
    expect(result.current.profile.notice).toBeUndefined();
    expect(result.current.profile.values.about).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_SAVE_MS + 1000));
    expect(result.current.location.pathname).toBe('/profile');
  });

  test('a save that cannot reach the server is an error with the no-connection banner', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    api.saveMerchantInfo.mockRejectedValue(new ApiError('network', 0, { success: false }, 'offline'));
    const { result } = renderForm(CHEF, api);
    await act(() => result.current.profile.onSubmit());

    expect(result.current.profile.status).toBe('error');
    expect(result.current.profile.banner).toEqual({ code: 'profileForm.errors.network' });
    expect(api.updateUserInfo).not.toHaveBeenCalled();
  });
});
