import type { StoredProfile } from '../../lib/storage.ts';
import { avatarInitial, useAvatarUrl } from '../../features/auth/session.ts';

/**
 * The user's uploaded picture, else their initial on a paprika disc (spec accounts §2: first name,
 * else nickname, else U). Decorative: the menu button carries the user's name.
 */
export function Avatar({ profile, size = 'md' }: { profile: StoredProfile | null; size?: 'md' | 'lg' }) {
  const dimension = size === 'lg' ? 'size-16 text-2xl' : 'size-9 text-base';
  const thumbnailUrl = useAvatarUrl();
  if (profile && thumbnailUrl) {
    return (
      <img
        src={thumbnailUrl}
        alt=""
        aria-hidden="true"
        width={size === 'lg' ? 64 : 36}
        height={size === 'lg' ? 64 : 36}
        className={`shrink-0 rounded-full object-cover ${dimension}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-paprika font-bold text-white ${dimension}`}
    >
      {avatarInitial(profile)}
    </span>
  );
}
