import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { apiGet, apiPost, ApiError, watchCalls } from './api-client.ts';
import { setNow } from './clock.ts';

const T = 1_700_000_000_000;

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

  test('a success answers its envelope; a bare JSON body is its model; an empty body is a success', async () => {
    fetchMock.mockResolvedValue(json([1, 2]));
    await expect(apiGet('/store/products')).resolves.toEqual({ success: true, model: [1, 2] });
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    await expect(apiPost('/logout')).resolves.toEqual({ success: true });
  });

  test('a 200 that is not JSON fails as "Invalid JSON"; a 200 saying success:false fails too', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200, statusText: 'OK' }));
    const error = (await apiGet('/store/merchants').catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.envelope).toEqual({
      success: false,
      status: 200,
      statusText: 'OK',
      message: 'Invalid JSON',
    });

    fetchMock.mockResolvedValue(
      json({ success: false, messages: [{ message: 'Not found.', code: 'errors.notFound' }] }),
    );
    await expect(apiGet('/store/product', { productId: 1 })).rejects.toMatchObject({ status: 200 });
  });

  test('a network failure maps to pages.auth.networkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiPost('/register', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.firstMessage?.code).toBe('pages.auth.networkError');
    expect(error.message).toBe('Network error. Please check your connection and try again.');
  });
});

describe('the call watcher (the session rules live in features/auth/session-expiry.ts)', () => {
  test('a refused call rejects as session-expired and nothing is sent', async () => {
    watchCalls({ refuses: () => true, answered: vi.fn() });
    try {
      await expect(apiGet('/secure/orders')).rejects.toMatchObject({
        kind: 'session-expired',
        message: 'Session expired - redirecting to login',
      });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      watchCalls(undefined);
    }
  });

  test('every answer is told with its path and status; a call that never completed is not', async () => {
    const answered = vi.fn();
    setNow(() => T);
    watchCalls({ refuses: () => false, answered });
    try {
      fetchMock.mockResolvedValue(json({ success: true }));
      await apiGet('/secure/me');
      fetchMock.mockResolvedValue(json({ success: false }, 401, 'Unauthorized'));
      await expect(apiPost('/pw-login', {})).rejects.toBeInstanceOf(ApiError);
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(apiGet('/secure/me')).rejects.toMatchObject({ kind: 'network' });
      expect(answered.mock.calls).toEqual([
        ['/secure/me', 200, T],
        ['/pw-login', 401, T],
      ]);
    } finally {
      watchCalls(undefined);
    }
  });

  test('without a watcher every call goes out', async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    await expect(apiGet('/store/merchants')).resolves.toMatchObject({ success: true });
  });
});
