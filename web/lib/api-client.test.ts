import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SESSION_IDLE_MS } from '#domain/constants.ts';
import { i18n } from '../i18n/i18n.ts';
import { apiGet, apiPost, ApiError, installSessionWatch, setNavigator } from './api-client.ts';
import { setNow } from './clock.ts';
import { getToasts } from './toast.ts';

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
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
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
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request encoding (spec accounts §7)', () => {
  test('POST sends a form-encoded body with JSON Accept, the UI language and same-origin cookies', async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    await apiPost('/pw-login', {
      identityKey: 'ona@example.lt',
      password: 'Slaptas 1',
      type: 'email',
      kitchenType: ['french', 'asian'],
      skipped: undefined,
    });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/pw-login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe(
      'identityKey=ona%40example.lt&password=Slaptas+1&type=email&kitchenType=french%2Casian',
    );
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('en');
  });

  test('Accept-Language follows the current interface language', async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    await i18n.changeLanguage('lt');
    await apiPost('/one-time-pin', { identityKey: 'ona@example.lt' });
    expect(lastCall().headers.get('accept-language')).toBe('lt');
  });

  test('a body holding a file goes as multipart (FormData, no hand-set content type)', async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    const file = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    await apiPost('/secure/file-upload', { data: file, metaData: 'certificate' });
    const { init, headers } = lastCall();
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('metaData')).toBe('certificate');
    expect((init.body as FormData).get('data')).toBeInstanceOf(File);
    expect(headers.get('content-type')).toBeNull();
  });

  test('GET carries its input in the query string and has no body', async () => {
    fetchMock.mockResolvedValue(json({ success: true, model: { ok: 1 } }));
    const envelope = await apiGet<{ ok: number }>('/store/product', { productId: 7 });
    const { url, init } = lastCall();
    expect(url).toBe('/store/product?productId=7');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(envelope.model).toEqual({ ok: 1 });
  });
});

describe('failures', () => {
  test('a non-JSON failure becomes {success:false, status, statusText, message}', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>upstream down</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await apiGet('/store/merchants').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).envelope).toEqual({
      success: false,
      status: 502,
      statusText: 'Bad Gateway',
      message: 'Bad Gateway',
    });
  });

  test('a JSON failure keeps the server envelope and its translated first message', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          messages: [
            { message: 'The credentials you entered are not valid.', code: 'pages.auth.invalidCredentials' },
          ],
        },
        401,
        'Unauthorized',
      ),
    );
    await i18n.changeLanguage('lt');
    const error = (await apiPost('/pw-login', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.envelope.messages?.[0]?.code).toBe('pages.auth.invalidCredentials');
    expect(error.message).toBe('Įvesti prisijungimo duomenys neteisingi.');
  });

  test('a network failure maps to pages.auth.networkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiPost('/register', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.firstMessage?.code).toBe('pages.auth.networkError');
    expect(error.message).toBe('Network error. Please check your connection and try again.');
  });

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
    setNavigator(navigate);
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
    expect(localStorage.getItem('chef_cart')).toBe('[{"productId":1,"productVolume":2}]');
    expect(localStorage.getItem('language')).toBe('en');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', code: 'pages.auth.sessionExpired' });
  });

  test('exactly 1444 minutes is not yet expired, and pages without profile/orders/product stay put', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
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
    const uninstall = installSessionWatch();
    signIn(T);
    fetchMock.mockResolvedValue(json({ success: true }));
    setNow(() => T + 60_000);
    window.dispatchEvent(new Event('blur'));
    expect(localStorage.getItem('profile')).not.toBeNull();

    setNow(() => T + SESSION_IDLE_MS + 60_000);
    window.dispatchEvent(new Event('blur'));
    expect(localStorage.getItem('profile')).toBeNull();
    expect(lastCall().url).toBe('/logout');
    uninstall();
  });

  test('without a stored profile nothing expires', async () => {
    sessionStorage.setItem('lastActivityTimestamp', String(T));
    setNow(() => T + 10 * SESSION_IDLE_MS);
    fetchMock.mockResolvedValue(json({ success: true }));
    await expect(apiGet('/store/merchants')).resolves.toMatchObject({ success: true });
  });
});
