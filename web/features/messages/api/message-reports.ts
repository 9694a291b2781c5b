import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** A message as the console reads it: as written, with the kinds the other side did not see. */
export interface ConsoleMessage {
  id: number;
  senderRole: 'customer' | 'chef';
  text: string;
  hiddenFromOther: string[];
  photoUrl: string | null;
  removed: boolean;
  createdTimestamp: number;
}

interface ConsolePerson {
  name: string | null;
  nickname: string | null;
  email?: string | null;
}

export interface ConsoleThreadHeading {
  id: string;
  chef: ConsolePerson;
  customer: ConsolePerson;
  orderId: number | null;
  orderNumber: string | null;
  product: { id: number; title: string } | null;
}

export interface MessageReport {
  id: string;
  reason: string;
  note: string | null;
  status: 'open' | 'resolved';
  resolution: 'dismiss' | 'hide' | null;
  reporterRole: 'customer' | 'chef';
  resolvedBy: ConsolePerson | null;
  resolvedTimestamp: number | null;
  createdTimestamp: number;
  message: ConsoleMessage;
  thread: ConsoleThreadHeading;
}

/** GET /secure/store-management/message-reports (issue 20 §2): open or resolved. */
export const messageReportsQueryOptions = (status: 'open' | 'resolved') =>
  queryOptions({
    queryKey: ['console', 'message-reports', status],
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ reports: MessageReport[] }>(
          '/secure/store-management/message-reports',
          { status },
          signal,
        )
      ).model?.reports ?? [],
  });

export function useMessageReports(status: 'open' | 'resolved') {
  return useQuery(messageReportsQueryOptions(status));
}

/** GET /secure/store-management/message-thread: the reported thread, read-only (newest page). */
export function useReportedThread(threadId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['console', 'message-thread', threadId],
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ messages: ConsoleMessage[] }>(
          '/secure/store-management/message-thread',
          { threadId },
          signal,
        )
      ).model?.messages ?? [],
    enabled,
  });
}

/** POST /secure/store-management/message-report-resolution: dismiss, or hide the message. */
export function useResolveMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: string; action: 'dismiss' | 'hide' }) =>
      apiPost('/secure/store-management/message-report-resolution', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}
