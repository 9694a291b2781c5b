import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

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
}

/** New events show up within a minute without a reload; the list is small (at most 50). */
const REFETCH_MS = 60_000;

const notificationsKey = (userId: string) => ['notifications', userId] as const;

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

/** POST /secure/notifications-read: the given ids, or all when none are given. */
export function useMarkNotificationsRead(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiPost<{ unreadCount: number }>('/secure/notifications-read', ids ? { ids: JSON.stringify(ids) } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId ?? '') }),
  });
}
