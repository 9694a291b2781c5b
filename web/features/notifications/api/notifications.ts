import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface AppNotification {
  id: string;
  kind: string;
  params: Record<string, string | number>;
  orderId: number | null;
  createdTimestamp: number;
  readTimestamp: number | null;
}

export interface NotificationsModel {
  notifications: AppNotification[];
  unreadCount: number;
  /** Issue 20: unread messages in the user's conversations (the bell counts them too). */
  unreadMessages?: number;
}

/** New events show up within a minute without a reload; the list is small (at most 50). */
const REFETCH_MS = 60_000;

export const notificationsKey = (userId: string) => ['notifications', userId] as const;

/** GET /secure/notifications, for the signed-in user only (`userId` null: nothing is fetched). */
export function useNotifications(userId: string | null) {
  return useQuery({
    queryKey: notificationsKey(userId ?? ''),
    queryFn: async ({ signal }) => {
      const envelope = await apiGet<NotificationsModel>('/secure/notifications', undefined, signal);
      return envelope.model ?? { notifications: [], unreadCount: 0 };
    },
    enabled: userId !== null,
    refetchInterval: REFETCH_MS,
    staleTime: 15_000,
  });
}
