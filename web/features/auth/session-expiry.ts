import { SESSION_IDLE_MS } from '#domain/constants.ts';
import { apiRequest, SESSION_EXPIRED_CODE, watchCalls } from '../../lib/api-client.ts';
import { now } from '../../lib/clock.ts';
import {
  clearProfile,
  clearSession,
  getLastActivity,
  getProfile,
  setLastActivity,
} from '../../lib/storage.ts';
import { showToast } from '../../lib/toast.ts';

/** How the app leaves a page when the session expires; the app plugs in its router. */
let navigate: (path: string) => void = (path) => window.location.assign(path);

export function setExpiryNavigator(fn: (path: string) => void): void {
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
  // Unwatched: this is no activity of the user's, and its answer changes nothing here.
  void apiRequest('/logout', { method: 'POST', unwatched: true }).catch(() => undefined);
  showToast('error', SESSION_EXPIRED_CODE);
  if (LEAVE_ON_EXPIRY.test(window.location.pathname)) navigate('/');
  return true;
}

/** spec accounts §4: any answered call is activity; a 401 from a /secure/ call ends the stored profile. */
function onAnswered(path: string, status: number, at: number): void {
  setLastActivity(at);
  if (status === 401 && path.startsWith('/secure/')) clearProfile();
}

/**
 * The session rules of spec accounts §4 over every API call (the idle check before it, activity
 * and a 401 after it) and when the window loses focus. Installed once as the app starts; returns
 * the uninstaller.
 */
export function installSessionWatch(): () => void {
  watchCalls({ refuses: expireSessionIfIdle, answered: onAnswered });
  const onBlur = () => {
    expireSessionIfIdle();
  };
  window.addEventListener('blur', onBlur);
  return () => {
    watchCalls(undefined);
    window.removeEventListener('blur', onBlur);
  };
}
