/**
 * The transport: how the app calls the API, and how failures come back (as ApiError). What a
 * call means for the session (idle expiry, activity, a 401) is the auth feature's
 * (features/auth/session-expiry.ts), told through watchCalls; lib/ does not import features/.
 */
import type { MessageParams } from '#domain/i18n/messages.ts';
import { currentLanguage, translateCode } from '../i18n/i18n.ts';
import { now } from './clock.ts';

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
  /** Kept from the session's watcher (neither checked nor counted): the session's own logout. */
  unwatched?: boolean;
}

/** How the session sees the calls (features/auth/session-expiry.ts installs it as the app starts). */
export interface CallWatcher {
  /** Asked before a call leaves: true refuses it as 'session-expired', and nothing is sent. */
  refuses(): boolean;
  /** Told of every answer (when it came), whatever its status; a call that never completed has none. */
  answered(path: string, status: number, at: number): void;
}

let watcher: CallWatcher | undefined;

/** Puts `next` in charge of the session's view of the calls (undefined: nobody watches). */
export function watchCalls(next: CallWatcher | undefined): void {
  watcher = next;
}

/** The watcher, for the other transport (upload-file.ts, which needs XHR for its progress). */
export function callWatcher(): CallWatcher | undefined {
  return watcher;
}

function hasBlob(data: Record<string, FormValue>): boolean {
  return Object.values(data).some((value) => typeof Blob !== 'undefined' && value instanceof Blob);
}

function toText(value: Exclude<FormValue, Blob | null | undefined>): string {
  // DESIGN §3: lists in form bodies are comma-joined.
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** Adds the fields to a form body: files only to a multipart one (FormData). */
function fill<B extends URLSearchParams | FormData>(body: B, data: Record<string, FormValue>): B {
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (!(value instanceof Blob)) body.append(key, toText(value));
    else if (body instanceof FormData) body.append(key, value);
  }
  return body;
}

/** spec accounts §7: form-encoded bodies, or multipart when a file or FormData is present. */
function encodeBody(data: RequestData | undefined): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData || data instanceof URLSearchParams) return data;
  return hasBlob(data) ? fill(new FormData(), data) : fill(new URLSearchParams(), data);
}

function withQuery(path: string, data: RequestData | undefined): string {
  if (data === undefined) return path;
  if (data instanceof FormData) throw new TypeError('A GET request cannot carry FormData');
  const query = (data instanceof URLSearchParams ? data : fill(new URLSearchParams(), data)).toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/**
 * spec accounts §7: the answer's envelope. A bare JSON body of a success is its model; a failure
 * that is not an envelope becomes {success:false, status, statusText, message}.
 */
async function readEnvelope(response: Response): Promise<ApiEnvelope> {
  const text = await response.text().catch(() => '');
  if (response.ok && !text) return { success: true };
  try {
    const parsed: unknown = JSON.parse(text);
    if (isEnvelope(parsed)) return parsed;
    if (response.ok) return { success: true, model: parsed };
  } catch {
    // not JSON: fall through
  }
  return {
    success: false,
    status: response.status,
    statusText: response.statusText,
    message: response.ok
      ? 'Invalid JSON'
      : response.statusText || `Request failed with status ${response.status}`,
  };
}

/** A call that ended before any answer: no network, or refused by the session's watcher. */
function unansweredError(kind: 'network' | 'session-expired', code: string): ApiError {
  const text = translateCode(code);
  return new ApiError(kind, 0, { success: false, messages: [{ message: text, code }] }, text);
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
  const watch = options.unwatched ? undefined : watcher;
  if (watch?.refuses()) throw unansweredError('session-expired', SESSION_EXPIRED_CODE);

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
    throw unansweredError('network', NETWORK_ERROR_CODE);
  }

  watch?.answered(path, response.status, now());
  const envelope = await readEnvelope(response);
  if (response.ok && envelope.success !== false) return envelope as ApiEnvelope<M>;

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

export function apiGet<M = unknown>(path: string, query?: RequestData, signal?: AbortSignal) {
  return apiRequest<M>(path, { method: 'GET', data: query, signal });
}

export function apiPost<M = unknown>(path: string, data?: RequestData, signal?: AbortSignal) {
  return apiRequest<M>(path, { method: 'POST', data, signal });
}
