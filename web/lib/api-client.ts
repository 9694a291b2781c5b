import { SESSION_IDLE_MS } from '#domain/constants.ts';
import type { MessageParams } from '#domain/i18n/messages.ts';
import { currentLanguage, translateCode } from '../i18n/i18n.ts';
import { now } from './clock.ts';
import { clearProfile, clearSession, getLastActivity, getProfile, setLastActivity } from './storage.ts';
import { showToast } from './toast.ts';

/** DESIGN §3: every answer is this envelope; spec accounts §7: a non-JSON failure becomes the last four fields. */
export interface ApiMessage {
  message: string;
  code?: string;
  field?: string;
  params?: MessageParams;
}

export interface ApiEnvelope<M = unknown> {
  success: boolean;
  model?: M;
  messages?: ApiMessage[];
  fieldErrors?: Record<string, string>;
  status?: number;
  statusText?: string;
  message?: string;
}

export type ApiErrorKind = 'http' | 'network' | 'session-expired';

export const NETWORK_ERROR_CODE = 'pages.auth.networkError';
export const SESSION_EXPIRED_CODE = 'pages.auth.sessionExpired';

/** A call that did not succeed: an HTTP failure, `success: false`, no network, or an expired session. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly envelope: ApiEnvelope,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The general message (messages[0]), if the server sent one. */
  get firstMessage(): ApiMessage | undefined {
    return this.envelope.messages?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type FormValue = string | number | boolean | Blob | readonly (string | number)[] | null | undefined;
export type RequestData = Record<string, FormValue> | FormData | URLSearchParams;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  data?: RequestData;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of order creation (DESIGN §4). */
  headers?: Record<string, string>;
}

/** How the app leaves a page when the session expires; main.tsx plugs in the router. */
let navigate: (path: string) => void = (path) => window.location.assign(path);

export function setNavigator(fn: (path: string) => void): void {
  navigate = fn;
}

/** spec accounts §2: after an expiry the user is sent to / from these pages. */
const LEAVE_ON_EXPIRY = /profile|orders|product/;

/** spec accounts §4: a stored profile whose last call is older than 1444 minutes has expired. */
export function isSessionIdle(at: number = now()): boolean {
  if (!getProfile()) return false;
  const last = getLastActivity();
  // A new tab has no lastActivityTimestamp yet (sessionStorage is per tab); the server decides then.
  return last !== null && at - last > SESSION_IDLE_MS;
}

/**
 * Checks the idle rule; on expiry clears the stored session, ends the server session, tells the
 * user and leaves pages that need a session. Runs before every call and when the window loses focus.
 */
export function expireSessionIfIdle(): boolean {
  if (!isSessionIdle()) return false;
  clearSession();
  void fetch('/logout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
  }).catch(() => undefined);
  showToast('error', SESSION_EXPIRED_CODE);
  if (LEAVE_ON_EXPIRY.test(window.location.pathname)) navigate('/');
  return true;
}

/** Installs the "window loses focus" half of the idle check; returns the uninstaller. */
export function installSessionWatch(): () => void {
  const onBlur = () => {
    expireSessionIfIdle();
  };
  window.addEventListener('blur', onBlur);
  return () => window.removeEventListener('blur', onBlur);
}

function hasBlob(data: Record<string, FormValue>): boolean {
  return Object.values(data).some((value) => typeof Blob !== 'undefined' && value instanceof Blob);
}

function toText(value: Exclude<FormValue, Blob | null | undefined>): string {
  // DESIGN §3: lists in form bodies are comma-joined.
  return Array.isArray(value) ? value.join(',') : String(value);
}

function toSearchParams(data: Record<string, FormValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null || value instanceof Blob) continue;
    params.append(key, toText(value));
  }
  return params;
}

function toFormData(data: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, toText(value));
  }
  return form;
}

/** spec accounts §7: form-encoded bodies, or multipart when a file or FormData is present. */
function encodeBody(data: RequestData | undefined): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData || data instanceof URLSearchParams) return data;
  return hasBlob(data) ? toFormData(data) : toSearchParams(data);
}

function withQuery(path: string, data: RequestData | undefined): string {
  if (data === undefined) return path;
  if (data instanceof FormData) throw new TypeError('A GET request cannot carry FormData');
  const query = (data instanceof URLSearchParams ? data : toSearchParams(data)).toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/** spec accounts §7: a non-ok answer is read as JSON, or becomes {success:false, status, statusText, message}. */
async function readEnvelope(response: Response): Promise<ApiEnvelope> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (isEnvelope(parsed)) return parsed;
  } catch {
    // not JSON: fall through
  }
  return {
    success: false,
    status: response.status,
    statusText: response.statusText,
    message: response.statusText || `Request failed with status ${response.status}`,
  };
}

function sessionExpiredError(): ApiError {
  const text = translateCode(SESSION_EXPIRED_CODE);
  return new ApiError(
    'session-expired',
    0,
    {
      success: false,
      messages: [{ message: text, code: SESSION_EXPIRED_CODE }],
    },
    text,
  );
}

function networkError(): ApiError {
  const text = translateCode(NETWORK_ERROR_CODE);
  return new ApiError(
    'network',
    0,
    { success: false, messages: [{ message: text, code: NETWORK_ERROR_CODE }] },
    text,
  );
}

/** Where requests go: the browser's fetch, or the server itself while it renders a first screen. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** For the server's first render (web/entry-server.tsx): requests answered without the network. */
export function setTransport(transport: typeof fetch): void {
  send = transport;
}

/**
 * The app's one way to call the API (spec accounts §4 and §7). Resolves with the envelope of a
 * successful answer; rejects with an ApiError for an HTTP failure, `success: false`, a network
 * failure (pages.auth.networkError) or an expired session (pages.auth.sessionExpired).
 */
export async function apiRequest<M = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<M>> {
  const method = options.method ?? 'GET';
  if (expireSessionIfIdle()) throw sessionExpiredError();

  const isGet = method === 'GET';
  const url = isGet ? withQuery(path, options.data) : path;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  let response: Response;
  try {
    response = await send(url, {
      method,
      headers,
      body: isGet ? undefined : encodeBody(options.data),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }

  // spec accounts §4: any completed call refreshes the activity timestamp.
  setLastActivity(now());
  const envelope = response.ok ? await readOkEnvelope(response) : await readEnvelope(response);
  if (response.ok && envelope.success !== false) return envelope as ApiEnvelope<M>;

  if (response.status === 401 && path.startsWith('/secure/')) clearProfile();
  const first = envelope.messages?.[0];
  const text = first?.code
    ? translateCode(first.code, first.params, first.message)
    : (first?.message ?? envelope.message);
  throw new ApiError(
    'http',
    response.status,
    envelope,
    text ?? `Request failed with status ${response.status}`,
  );
}

async function readOkEnvelope(response: Response): Promise<ApiEnvelope> {
  const text = await response.text().catch(() => '');
  if (!text) return { success: true };
  try {
    const parsed: unknown = JSON.parse(text);
    return isEnvelope(parsed) ? parsed : { success: true, model: parsed };
  } catch {
    return {
      success: false,
      status: response.status,
      statusText: response.statusText,
      message: 'Invalid JSON',
    };
  }
}

export function apiGet<M = unknown>(path: string, query?: RequestData, signal?: AbortSignal) {
  return apiRequest<M>(path, { method: 'GET', data: query, signal });
}

export function apiPost<M = unknown>(path: string, data?: RequestData, signal?: AbortSignal) {
  return apiRequest<M>(path, { method: 'POST', data, signal });
}
