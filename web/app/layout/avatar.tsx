import type { StoredProfile } from '../../lib/storage.ts';
import { avatarInitial } from '../../features/auth/session.ts';

/** The user's initial on a paprika disc (spec accounts §2: first name, else nickname, else U). */
export function Avatar({ profile, size = 'md' }: { profile: StoredProfile | null; size?: 'md' | 'lg' }) {
  const dimension = size === 'lg' ? 'size-16 text-2xl' : 'size-9 text-base';
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-paprika font-bold text-white ${dimension}`}
    >
      {avatarInitial(profile)}
    </span>
  );
}
