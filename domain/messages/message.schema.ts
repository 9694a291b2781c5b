import { z } from 'zod';
import { INVALID, recordId, REQUIRED } from '../validation.ts';
import {
  MESSAGE_CODES,
  MESSAGE_TEXT_MAX,
  REPORT_ACTIONS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
} from './message-rules.ts';

/** A thread's or report's id (a UUID); a malformed one is the same "not found" as a stranger's. */
const uuidField = z.uuid({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) });
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * POST /secure/message-thread: a question before ordering (a chef by nickname, or a dish), the
 * thread of an order (with the chef's nickname when the order has dishes of several chefs), or of
 * an event request (its customer names the chef who proposed, by `chefUserId`; a chef opens her own).
 */
export const OpenThreadSchema = z
  .object({
    chefNickname: z.preprocess(blankToUndefined, z.string().trim().min(1).max(60).optional()),
    productId: z.preprocess(blankToUndefined, recordId().optional()),
    orderId: z.preprocess(blankToUndefined, recordId().optional()),
    eventRequestId: z.preprocess(blankToUndefined, recordId().optional()),
    /**
     * With `orderId`: which of the order's chefs (the order page knows their ids, not nicknames);
     * with `eventRequestId`: which of the chefs who proposed.
     */
    chefUserId: z.preprocess(blankToUndefined, z.uuid({ error: INVALID }).optional()),
  })
  .refine((input) => input.chefNickname || input.productId || input.orderId || input.eventRequestId, {
    path: ['chefNickname'],
    message: REQUIRED,
  });
export type OpenThreadInput = z.infer<typeof OpenThreadSchema>;

/** GET /secure/message-thread: a page of a thread, newest first; `before` is the previous page's cursor. */
export const ThreadPageSchema = z.object({
  threadId: uuidField,
  before: z.preprocess(blankToUndefined, recordId().optional()),
});

/** POST /secure/message: text, a photo (an upload's id), or both. */
export const SendMessageSchema = z
  .object({
    threadId: uuidField,
    text: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z.string({ error: INVALID }).trim().max(MESSAGE_TEXT_MAX, MESSAGE_CODES.tooLong),
    ),
    photoId: z.preprocess(blankToUndefined, z.uuid({ error: INVALID }).optional()),
  })
  .refine((input) => input.text.length > 0 || input.photoId, {
    path: ['text'],
    message: MESSAGE_CODES.empty,
  });
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

/** POST /secure/message-read: everything in the thread up to now is read. */
export const ReadThreadSchema = z.object({ threadId: uuidField });

/** POST /secure/message-report. */
export const ReportMessageSchema = z.object({
  messageId: recordId(),
  reason: z.enum(REPORT_REASONS, { error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) }),
  note: z.preprocess(
    blankToUndefined,
    z.string().trim().max(REPORT_NOTE_MAX, 'forms.validation.maxLength').optional(),
  ),
});

/** Console: GET message-reports (the thread a report names is read as a ThreadPageSchema); POST the decision. */
export const ReportListSchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(REPORT_STATUSES).default('open')),
});
export const ResolveReportSchema = z.object({
  reportId: uuidField,
  action: z.enum(REPORT_ACTIONS, { error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) }),
});
