import { STORAGE_KEYS } from '../../lib/storage.ts';
import { REQUEST_DEFAULTS, REQUEST_FIELD_ORDER, type RequestValues } from './request-values.ts';

/**
 * The new request being filled in this tab, kept in sessionStorage so a reload, or the trip
 * through sign-in a guest makes before it can be sent, loses nothing. `sendAfterSignIn` marks a
 * request the guest already sent: back from signing in, the form sends it once. Per tab, like the
 * history it serves.
 */
const DRAFT_KEY = STORAGE_KEYS.eventRequestDraft;

interface Draft {
  values: Partial<RequestValues>;
  sendAfterSignIn?: boolean;
}

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage blocked (private modes, sandboxed frames): the form then lives in memory only.
    return undefined;
  }
}

function read(): Draft | undefined {
  try {
    const raw = session()?.getItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as unknown) : undefined;
    return typeof draft === 'object' && draft !== null && 'values' in draft ? (draft as Draft) : undefined;
  } catch {
    return undefined;
  }
}

/** The fields kept in this tab, each of its own type (anything else in storage is ignored). */
export function readRequestDraft(): { values: Partial<RequestValues>; sendAfterSignIn: boolean } {
  const draft = read();
  const values: Partial<RequestValues> = {};
  for (const name of REQUEST_FIELD_ORDER) {
    const value = draft?.values?.[name];
    const expected = REQUEST_DEFAULTS[name];
    const fits = Array.isArray(expected)
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : typeof value === typeof expected;
    if (fits) Object.assign(values, { [name]: value });
  }
  return { values, sendAfterSignIn: draft?.sendAfterSignIn === true };
}

export function saveRequestDraft(values: Partial<RequestValues>, { sendAfterSignIn = false } = {}): void {
  try {
    session()?.setItem(DRAFT_KEY, JSON.stringify({ values, sendAfterSignIn } satisfies Draft));
  } catch {
    // Quota or blocked storage: the form keeps working, only without the copy.
  }
}

/** Once the request is sent (or sending it once is all the sign-in trip asked for). */
export function clearSendAfterSignIn(): void {
  const draft = read();
  if (draft) saveRequestDraft(draft.values);
}

export function clearRequestDraft(): void {
  try {
    session()?.removeItem(DRAFT_KEY);
  } catch {
    // ignore
  }
}
