import { useMemo, useSyncExternalStore } from 'react';
import {
  getProfile,
  profileFrom,
  readRaw,
  setAvatar,
  setLegalInfo,
  setProfile,
  setRole,
  setValid,
  STORAGE_KEYS,
  subscribeStorage,
  type StoredProfile,
} from '../../lib/storage.ts';
import { getMe } from './api/get-me.ts';
import type { Authorized } from '#domain/accounts/session.response.ts';

/** spec accounts §3: the stored profile built from `model.authorized`. */
export function toStoredProfile(authorized: Authorized): StoredProfile {
  const info = authorized.userInfo ?? {};
  const fn = info.firstName?.trim() ?? '';
  const ln = info.lastName?.trim() ?? '';
  return {
    id: authorized.id,
    identityKey: authorized.identityKey,
    email: info.email ?? authorized.identityKey,
    identityType: authorized.identityType,
    role: authorized.role,
    name: [fn, ln].filter(Boolean).join(' '),
    fn,
    ln,
    nickname: info.nickname?.trim() ?? '',
  };
}

/** Stores profile, role, valid and legalInfo as after a sign-in (spec accounts §3, §4). */
export function storeAuthorized(authorized: Authorized): StoredProfile {
  const profile = toStoredProfile(authorized);
  setProfile(profile);
  setRole(authorized.role);
  setValid(authorized.legalInfo?.valid === true);
  setAvatar(authorized.userInfo?.thumbnailUrl);
  // spec accounts §3: "legalInfo (legal info or user info)".
  setLegalInfo(authorized.legalInfo ?? authorized.userInfo ?? null);
  return profile;
}

/** On app start a stored profile is refreshed from GET /secure/me (a 401 there clears it). */
export async function refreshStoredSession(): Promise<void> {
  if (!getProfile()) return;
  try {
    storeAuthorized(await getMe());
  } catch {
    // 401: the session watch (session-expiry.ts) already cleared the profile; other failures keep it.
  }
}

/** The stored values behind the page the server drew (web/entry-server.tsx); none for a visitor. */
export type ServerStorage = Partial<Record<'profile' | 'avatar' | 'valid' | 'legalInfo', string>>;

let serverStorage: ServerStorage = {};

/**
 * What the server's render reads as stored: the signed-in user's as /secure/me answers it. The
 * browser sets the same values from the page's data before hydrating, so its first render matches
 * the server's markup; what its own storage holds follows right after.
 */
export function setServerStorage(values: ServerStorage): void {
  serverStorage = values;
}

/** The values a sign-in stores for `authorized` (storeAuthorized), as the server's render reads them. */
export function serverStorageOf(authorized: Authorized): ServerStorage {
  const thumbnail = authorized.userInfo?.thumbnailUrl;
  return {
    profile: JSON.stringify(toStoredProfile(authorized)),
    valid: String(authorized.legalInfo?.valid === true),
    legalInfo: JSON.stringify(authorized.legalInfo ?? authorized.userInfo ?? null),
    ...(thumbnail && { avatar: thumbnail }),
  };
}

function useStoredText(key: keyof ServerStorage): string | null {
  return useSyncExternalStore(
    subscribeStorage,
    () => readRaw(STORAGE_KEYS[key]),
    () => serverStorage[key] ?? null,
  );
}

/** The stored profile, re-read whenever it changes (in this tab or another). Logged in = not null. */
export function useProfile(): StoredProfile | null {
  const raw = useStoredText('profile');
  return useMemo(() => profileFrom(raw), [raw]);
}

/** The signed-in user's avatar thumbnail URL, if they set one. */
export function useAvatarUrl(): string | null {
  return useStoredText('avatar');
}

/** The stored chef-approval flag (spec accounts §6: the create-dish gate). */
export function useValidFlag(): boolean {
  return useStoredText('valid') === 'true';
}

/**
 * Whether the signed-in user is a chef or has applied to be one (the stored legalInfo's
 * applicationStatus is other than 'none'): only they get the chef-profile menu item.
 */
export function useIsChefOrApplicant(): boolean {
  const valid = useValidFlag();
  const raw = useStoredText('legalInfo');
  return useMemo(() => {
    if (valid) return true;
    if (raw === null) return false;
    try {
      const status = (JSON.parse(raw) as { applicationStatus?: unknown } | null)?.applicationStatus;
      return typeof status === 'string' && status !== 'none';
    } catch {
      return false;
    }
  }, [valid, raw]);
}

/** spec accounts §2: the avatar letter is the first letter of the first name, else the nickname, else U. */
export function avatarInitial(profile: Pick<StoredProfile, 'fn' | 'nickname'> | null): string {
  const source = profile?.fn?.trim() || profile?.nickname?.trim() || 'U';
  return source.charAt(0).toLocaleUpperCase();
}
