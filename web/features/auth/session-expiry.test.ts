import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SESSION_IDLE_MS } from '#domain/constants.ts';
import { apiGet, apiPost, ApiError } from '../../lib/api-client.ts';
import { setNow } from '../../lib/clock.ts';
import { getToasts } from '../../lib/toast.ts';
import { uploadFile } from '../../lib/upload-file.ts';
import { installSessionWatch, setExpiryNavigator } from './session-expiry.ts';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200, statusText = 'OK') {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init! };
}

const PROFILE = {
  id: 'u1',
  identityKey: 'ona@example.lt',
  email: 'ona@example.lt',
  identityType: 'email',
  role: 'CUSTOMER',
  name: 'Ona Kaz',
  fn: 'Ona',
  ln: 'Kaz',
  nickname: '',
};

function signIn(lastActivity: number) {
  localStorage.setItem('profile', JSON.stringify(PROFILE));
  localStorage.setItem('role', 'CUSTOMER');
  localStorage.setItem('valid', 'false');
  localStorage.setItem('legalInfo', '{"valid":false}');
  localStorage.setItem('qaComponent_chef_registration_1_1', '{"answers":[]}');
  localStorage.setItem('chef_cart', '[{"productId":1,"productVolume":2}]');
  localStorage.setItem('language', 'en');
  sessionStorage.setItem('lastActivityTimestamp', String(lastActivity));
  sessionStorage.setItem('checkout_draft', '{"cart":"1x2","values":{"phone":"+37060000000"}}');
  sessionStorage.setItem('checkout_order_key', 'key-1');
  sessionStorage.setItem('event_request_draft', '{"values":{"city":"Vilnius"}}');
}

let uninstall: () => void;
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/');
  uninstall = installSessionWatch();
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
});

describe('a 401 (spec accounts §4)', () => {
  test('a 401 from a /secure/ call clears the stored profile; a 401 elsewhere does not', async () => {
    signIn(1_000);
    setNow(() => 2_000);
    fetchMock.mockResolvedValue(
      json({ success: false, messages: [{ message: 'x', code: 'pages.auth.invalidCredentials' }] }, 401),
    );
    await expect(apiPost('/pw-login', {})).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('profile')).not.toBeNull();

    fetchMock.mockResolvedValue(
      json({ success: false, messages: [{ message: 'x', code: 'pages.auth.loginRequired' }] }, 401),
    );
    await expect(apiGet('/secure/me')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('profile')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('chef_cart')).not.toBeNull();
  });
});

describe('session rules (spec accounts §4)', () => {
  const T = 1_700_000_000_000;

  test('any completed call refreshes lastActivityTimestamp, even a failed one', async () => {
    setNow(() => T);
    fetchMock.mockResolvedValue(json({ success: true }));
    await apiGet('/secure/me');
    expect(sessionStorage.getItem('lastActivityTimestamp')).toBe(String(T));

    setNow(() => T + 5_000);
    fetchMock.mockResolvedValue(json({ success: false }, 400));
    await expect(apiPost('/register', {})).rejects.toBeInstanceOf(ApiError);
    expect(sessionStorage.getItem('lastActivityTimestamp')).toBe(String(T + 5_000));
  });

  test('a call that never completes does not count as activity', async () => {
    setNow(() => T);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/secure/me')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStorage.getItem('lastActivityTimestamp')).toBeNull();
  });

  test('after 1444 idle minutes the call fails, storage is cleared, /logout is called and the user leaves /profile', async () => {
    const navigate = vi.fn();
    setExpiryNavigator(navigate);
    window.history.replaceState(null, '', '/profile?chefProfile=true');
    signIn(T);
    setNow(() => T + SESSION_IDLE_MS + 1);
    fetchMock.mockResolvedValue(json({ success: true }));

    await expect(apiGet('/secure/orders')).rejects.toMatchObject({
      kind: 'session-expired',
      message: 'Session expired - redirecting to login',
    });

    // Only the logout went out, not the call itself.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastCall().url).toBe('/logout');
    expect(lastCall().init.method).toBe('POST');
    for (const key of ['profile', 'role', 'valid', 'legalInfo', 'qaComponent_chef_registration_1_1']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(sessionStorage.getItem('lastActivityTimestamp')).toBeNull();
    // What the person typed in this tab (name, phone, address) leaves with the session.
    for (const key of ['checkout_draft', 'checkout_order_key', 'event_request_draft']) {
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem('chef_cart')).toBe('[{"productId":1,"productVolume":2}]');
    expect(localStorage.getItem('language')).toBe('en');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', code: 'pages.auth.sessionExpired' });
  });

  test('exactly 1444 minutes is not yet expired, and pages without profile/orders/product stay put', async () => {
    const navigate = vi.fn();
    setExpiryNavigator(navigate);
    window.history.replaceState(null, '', '/mp');
    signIn(T);
    setNow(() => T + SESSION_IDLE_MS);
    fetchMock.mockResolvedValue(json({ success: true }));
    await apiGet('/secure/me');
    expect(localStorage.getItem('profile')).not.toBeNull();

    setNow(() => T + 2 * SESSION_IDLE_MS + 1);
    await expect(apiGet('/secure/me')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(navigate).not.toHaveBeenCalled();
  });

  test('the expiry is also checked when the window loses focus', () => {
    signIn(T);
    fetchMock.mockResolvedValue(json({ success: true }));
    setNow(() => T + 60_000);
    window.dispatchEvent(new Event('blur'));
    expect(localStorage.getItem('profile')).not.toBeNull();

    setNow(() => T + SESSION_IDLE_MS + 60_000);
    window.dispatchEvent(new Event('blur'));
    expect(localStorage.getItem('profile')).toBeNull();
    expect(lastCall().url).toBe('/logout');
  });

  test('without a stored profile nothing expires', async () => {
    sessionStorage.setItem('lastActivityTimestamp', String(T));
    setNow(() => T + 10 * SESSION_IDLE_MS);
    fetchMock.mockResolvedValue(json({ success: true }));
    await expect(apiGet('/store/merchants')).resolves.toMatchObject({ success: true });
  });
});

describe('uploads keep the same session rules', () => {
  const T = 1_700_000_000_000;
  const photo = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });

  test('an idle session refuses the upload before it leaves', async () => {
    const open = vi.fn();
    vi.stubGlobal(
      'XMLHttpRequest',
      vi.fn(() => ({ open })),
    );
    signIn(T);
    setNow(() => T + SESSION_IDLE_MS + 1);
    fetchMock.mockResolvedValue(json({ success: true }));
    await expect(uploadFile(photo)).rejects.toMatchObject({ code: 'pages.auth.sessionExpired' });
    expect(open).not.toHaveBeenCalled();
    expect(localStorage.getItem('profile')).toBeNull();
  });

  test('an answered upload is activity, and its 401 ends the stored profile', async () => {
    class AnsweringXhr extends EventTarget {
      upload = new EventTarget();
      status = 401;
      statusText = 'Unauthorized';
      responseText = '';
      withCredentials = false;
      open() {}
      setRequestHeader() {}
      send() {
        queueMicrotask(() => this.dispatchEvent(new Event('load')));
      }
    }
    vi.stubGlobal('XMLHttpRequest', AnsweringXhr);
    signIn(T);
    setNow(() => T + 5_000);
    await expect(uploadFile(photo)).rejects.toMatchObject({ status: 401 });
    expect(sessionStorage.getItem('lastActivityTimestamp')).toBe(String(T + 5_000));
    expect(localStorage.getItem('profile')).toBeNull();
  });
});
