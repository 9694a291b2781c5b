import type { Role } from '#domain/accounts/roles.ts';
import { isLanguage, type Language } from '#domain/constants.ts';

/**
 * Every browser-storage key the app uses (spec accounts §3), in one typed module. Nothing else
 * touches localStorage/sessionStorage directly. Writes announce themselves with STORAGE_EVENT so
 * components can re-read; changes made in other tabs arrive as the window's `storage` event.
 */
export const STORAGE_KEYS = {
  profile: 'profile',
  role: 'role',
  valid: 'valid',
  legalInfo: 'legalInfo',
  /** The avatar's small size for the user menu; beside the spec's profile, which it leaves as is. */
  avatar: 'avatar',
  cart: 'chef_cart',
  language: 'language',
  /** sessionStorage */
  lastActivity: 'lastActivityTimestamp',
  /** sessionStorage: the checkout being filled in this tab, and the key its order is placed under. */
  checkoutDraft: 'checkout_draft',
  checkoutOrderKey: 'checkout_order_key',
  /** sessionStorage: the event request being filled in this tab. */
  eventRequestDraft: 'event_request_draft',
} as const;

/** What a person typed in this tab (name, phone, address): it leaves with their session. */
const PERSONAL_DRAFTS = [
  STORAGE_KEYS.checkoutDraft,
  STORAGE_KEYS.checkoutOrderKey,
  STORAGE_KEYS.eventRequestDraft,
] as const;

/** Questionnaire drafts (spec accounts §4) live under keys with this prefix. */
export const QA_COMPONENT_PREFIX = 'qaComponent_';

/** Fired on window after this tab writes a key; `detail` is the key. */
export const STORAGE_EVENT = 'app-storage';

/** spec accounts §3 "Stored profile". */
export interface StoredProfile {
  id: string;
  identityKey: string;
  email: string;
  identityType: string;
  role: Role;
  /** first plus last name */
  name: string;
  fn: string;
  ln: string;
  nickname: string;
}

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed frame)
  }
}

function announce(key: string) {
  if (typeof window === 'undefined') return; // the server's first render has no window
  window.dispatchEvent(new CustomEvent<string>(STORAGE_EVENT, { detail: key }));
}

export function readRaw(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: the app keeps working without persistence
  }
  announce(key);
}

export function removeRaw(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // ignore
  }
  announce(key);
}

function readJson(key: string): unknown {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isStoredProfile(value: unknown): value is StoredProfile {
  return typeof value === 'object' && value !== null && typeof (value as StoredProfile).id === 'string';
}

export function getProfile(): StoredProfile | null {
  return profileFrom(readRaw(STORAGE_KEYS.profile));
}

/** The profile in a stored text (the stored one, or the one the server's render read). */
export function profileFrom(raw: string | null): StoredProfile | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredProfile(value) ? value : null;
  } catch {
    return null;
  }
}

export function setProfile(profile: StoredProfile): void {
  writeRaw(STORAGE_KEYS.profile, JSON.stringify(profile));
}

export function getRole(): Role | null {
  const role = readRaw(STORAGE_KEYS.role);
  return role === 'ADMIN' || role === 'CUSTOMER' || role === 'OPERATOR' || role === 'GUEST' ? role : null;
}

export function setRole(role: Role): void {
  writeRaw(STORAGE_KEYS.role, role);
}

/** The stored chef-approval flag; only the text "true" counts (spec accounts §6 gates). */
export function getValid(): boolean {
  return readRaw(STORAGE_KEYS.valid) === 'true';
}

export function setValid(valid: boolean): void {
  writeRaw(STORAGE_KEYS.valid, String(valid));
}

export function getLegalInfo(): unknown {
  return readJson(STORAGE_KEYS.legalInfo);
}

export function setLegalInfo(info: unknown): void {
  writeRaw(STORAGE_KEYS.legalInfo, JSON.stringify(info));
}

export function setAvatar(thumbnailUrl: string | null | undefined): void {
  if (thumbnailUrl) writeRaw(STORAGE_KEYS.avatar, thumbnailUrl);
  else removeRaw(STORAGE_KEYS.avatar);
}

export function getCartRaw(): string | null {
  return readRaw(STORAGE_KEYS.cart);
}

export function getLanguage(): Language | null {
  const language = readRaw(STORAGE_KEYS.language);
  return isLanguage(language) ? language : null;
}

export function setLanguage(language: Language): void {
  writeRaw(STORAGE_KEYS.language, language);
}

export function getLastActivity(): number | null {
  const raw = readRaw(STORAGE_KEYS.lastActivity, 'session');
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function setLastActivity(timestamp: number): void {
  writeRaw(STORAGE_KEYS.lastActivity, String(timestamp), 'session');
}

/** The signed-in user's keys; a 401 from a /secure/ call removes these. */
export function clearProfile(): void {
  for (const key of [
    STORAGE_KEYS.profile,
    STORAGE_KEYS.role,
    STORAGE_KEYS.valid,
    STORAGE_KEYS.legalInfo,
    STORAGE_KEYS.avatar,
  ]) {
    removeRaw(key);
  }
}

/**
 * spec accounts §4: session expiry and logout clear all stored session data: the profile keys,
 * lastActivityTimestamp and the questionnaire drafts. The cart and the language stay.
 */
export function clearSession(): void {
  clearProfile();
  removeRaw(STORAGE_KEYS.lastActivity, 'session');
  for (const key of PERSONAL_DRAFTS) removeRaw(key, 'session');
  const local = area('local');
  if (!local) return;
  const draftKeys: string[] = [];
  for (let index = 0; index < local.length; index += 1) {
    const key = local.key(index);
    if (key?.startsWith(QA_COMPONENT_PREFIX)) draftKeys.push(key);
  }
  for (const key of draftKeys) removeRaw(key);
}

/** Calls `listener` with the changed key (null: everything, e.g. another tab cleared storage). */
export function subscribeStorage(listener: (key: string | null) => void): () => void {
  const own = (event: Event) => listener((event as CustomEvent<string>).detail);
  const otherTab = (event: StorageEvent) => listener(event.key);
  window.addEventListener(STORAGE_EVENT, own);
  window.addEventListener('storage', otherTab);
  return () => {
    window.removeEventListener(STORAGE_EVENT, own);
    window.removeEventListener('storage', otherTab);
  };
}
