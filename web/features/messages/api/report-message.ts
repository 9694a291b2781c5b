import { useMutation } from '@tanstack/react-query';
import type { ReportReason } from '#domain/messages/message-rules.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /secure/message-report: a side reports the other side's message to the operators. */
export function useReportMessage() {
  return useMutation({
    mutationFn: (input: { messageId: number; reason: ReportReason; note: string }) =>
      apiPost('/secure/message-report', {
        messageId: input.messageId,
        reason: input.reason,
        ...(input.note.trim() ? { note: input.note.trim() } : {}),
      }),
  });
}
