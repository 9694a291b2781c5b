import { useQuery } from '@tanstack/react-query';
import type { NotificationsAnswer } from '#domain/notifications/notification.response.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_KEY } from '../../../lib/shared-query-keys.ts';

/** New events show up within a minute without a reload; the list is small (at most 50). */
const REFETCH_MS = 60_000;

export const notificationsKey = (userId: string) => [...NOTIFICATIONS_KEY, userId] as const;

/** GET /secure/notifications, for the signed-in user only (`userId` null: nothing is fetched). */
export function useNotifications(userId: string | null) {
  return useQuery({
    queryKey: notificationsKey(userId ?? ''),
    queryFn: async ({ signal }) => {
      const envelope = await apiGet<NotificationsAnswer>('/secure/notifications', undefined, signal);
      return envelope.model ?? { notifications: [], unreadCount: 0, unreadMessages: 0 };
    },
    enabled: userId !== null,
    refetchInterval: REFETCH_MS,
    staleTime: 15_000,
  });
}
