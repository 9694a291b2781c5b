import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadNotices } from '#domain/notifications/notification.response.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { notificationsKey } from './notifications.ts';

/** POST /secure/notifications-read: the given ids, or all when none are given. */
export function useMarkNotificationsRead(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiPost<UnreadNotices>('/secure/notifications-read', ids ? { ids: JSON.stringify(ids) } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId ?? '') }),
  });
}
