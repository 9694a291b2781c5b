import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportAction, ReportStatus } from '#domain/messages/message-rules.ts';
import type { MessageReports, ThreadPageAnswer } from '#domain/messages/message.response.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** GET /secure/store-management/message-reports: open or resolved. */
export const messageReportsQueryOptions = (status: ReportStatus) =>
  queryOptions({
    queryKey: ['console', 'message-reports', status],
    queryFn: async ({ signal }) =>
      (await apiGet<MessageReports>('/secure/store-management/message-reports', { status }, signal)).model
        ?.reports ?? [],
  });

export function useMessageReports(status: ReportStatus) {
  return useQuery(messageReportsQueryOptions(status));
}

/** GET /secure/store-management/message-thread: the reported thread, read-only (newest page). */
export function useReportedThread(threadId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['console', 'message-thread', threadId],
    queryFn: async ({ signal }) =>
      (await apiGet<ThreadPageAnswer>('/secure/store-management/message-thread', { threadId }, signal)).model
        ?.messages ?? [],
    enabled,
  });
}

/** POST /secure/store-management/message-report-resolution: dismiss, or hide the message. */
export function useResolveMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: string; action: ReportAction }) =>
      apiPost('/secure/store-management/message-report-resolution', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}
