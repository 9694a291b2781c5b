import { z } from 'zod';
import { MASK_KINDS } from './contact-masking.ts';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES } from './message-rules.ts';

/**
 * The conversations' answers (server/features/messages), timestamps in ms. A thread
 * page is polled and kept in memory (server/lib/kept-answers.ts) as this type, so these schemas are
 * plain objects: no transforms or refinements, the serializer only walks them.
 */

/** A side of a conversation as the other side sees them (no e-mail, no phone). */
export const PersonSchema = z.object({
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

export const READER_ROLES = ['customer', 'chef', 'operator'] as const;
export const SENDER_ROLES = ['customer', 'chef'] as const;

/** A thread's heading for its reader (GET /secure/message-thread `thread`, and each inbox row). */
export const ThreadHeadingSchema = z.object({
  id: z.string(),
  role: z.enum(READER_ROLES),
  counterpart: PersonSchema,
  chef: PersonSchema,
  customer: PersonSchema,
  orderId: z.number().nullable(),
  orderNumber: z.string().nullable(),
  product: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** The event request the thread is about (one thread per request and chef), if any. */
  eventRequestId: z.number().nullable(),
  contactsVisible: z.boolean(),
  createdTimestamp: z.number(),
});
export type ThreadHeading = z.infer<typeof ThreadHeadingSchema>;

/** One message for its reader: masked for the other side until contacts are visible. */
export const ChatMessageSchema = z.object({
  id: z.number(),
  senderRole: z.enum(SENDER_ROLES),
  fromMe: z.boolean(),
  text: z.string(),
  /** Kinds of contact details hidden from the reader. */
  hiddenFromMe: z.array(z.enum(MASK_KINDS)),
  /** Kinds the other side does not see of what the reader wrote (or, for an operator, of any). */
  hiddenFromOther: z.array(z.enum(MASK_KINDS)),
  photoUrl: z.string().nullable(),
  removed: z.boolean(),
  createdTimestamp: z.number(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const InboxThreadSchema = ThreadHeadingSchema.extend({
  lastMessage: ChatMessageSchema.nullable(),
  unreadCount: z.number(),
  lastTimestamp: z.number(),
});
export type InboxThread = z.infer<typeof InboxThreadSchema>;

/** GET /secure/message-threads. */
export const InboxSchema = z.object({ threads: z.array(InboxThreadSchema), unreadTotal: z.number() });
export type Inbox = z.infer<typeof InboxSchema>;

/** POST /secure/message-thread. */
export const OpenedThreadSchema = z.object({ thread: ThreadHeadingSchema });
export type OpenedThread = z.infer<typeof OpenedThreadSchema>;

/**
 * GET /secure/message-thread and, read-only, GET /secure/store-management/message-thread: the
 * heading and a page of messages, newest first (`nextCursor` is the `before` of the earlier page).
 */
export const ThreadPageAnswerSchema = z.object({
  thread: ThreadHeadingSchema,
  messages: z.array(ChatMessageSchema),
  nextCursor: z.number().nullable(),
  unreadCount: z.number(),
});
export type ThreadPageAnswer = z.infer<typeof ThreadPageAnswerSchema>;

/** POST /secure/message. */
export const SentMessageSchema = z.object({ message: ChatMessageSchema });
export type SentMessage = z.infer<typeof SentMessageSchema>;

/** POST /secure/message-read. */
export const UnreadTotalSchema = z.object({ unreadTotal: z.number() });
export type UnreadTotal = z.infer<typeof UnreadTotalSchema>;

/** POST /secure/message-report (reporting twice answers the same report). */
export const ReportedMessageSchema = z.object({
  report: z.object({
    id: z.string(),
    messageId: z.number(),
    reason: z.enum(REPORT_REASONS),
    status: z.enum(REPORT_STATUSES),
  }),
});
export type ReportedMessage = z.infer<typeof ReportedMessageSchema>;

/** A report as the console lists it, with the message as written and its thread's heading. */
export const MessageReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.enum(REPORT_ACTIONS).nullable(),
  reporterRole: z.enum(SENDER_ROLES),
  reporter: PersonSchema,
  /** The operator who decided (an audit of who resolved it). */
  resolvedBy: PersonSchema.extend({ email: z.string().nullable() }).nullable(),
  resolvedTimestamp: z.number().nullable(),
  createdTimestamp: z.number(),
  message: ChatMessageSchema,
  thread: ThreadHeadingSchema,
});
export type MessageReport = z.infer<typeof MessageReportSchema>;

/** GET /secure/store-management/message-reports. */
export const MessageReportsSchema = z.object({ reports: z.array(MessageReportSchema) });
export type MessageReports = z.infer<typeof MessageReportsSchema>;

/** POST /secure/store-management/message-report-resolution. */
export const ReportResolutionSchema = z.object({ reportId: z.string(), action: z.enum(REPORT_ACTIONS) });
export type ReportResolution = z.infer<typeof ReportResolutionSchema>;
