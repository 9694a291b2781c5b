/**
 * The rules of the conversations between a customer and a chef, without zod, so the
 * screens can use them (the web bundle budget).
 */

/** The longest message, in characters after trimming. */
export const MESSAGE_TEXT_MAX = 2000;
/** Messages per page, newest page first. */
export const MESSAGES_PAGE_SIZE = 30;
/**
 * At most one e-mail from one sender to one recipient in this many minutes, in whichever of their
 * threads (the rest wait in the bell). The sending limits are in domain/sending-limits.ts.
 */
export const MESSAGE_MAIL_BATCH_MINUTES = 15;
/** How often an open thread and the inbox ask for news. */
export const MESSAGES_POLL_MS = 15_000;

/** Why a message is reported; the operator sees the reason and the reporter's note. */
export const REPORT_REASONS = ['contactDetails', 'abuse', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The longest note with a report. */
export const REPORT_NOTE_MAX = 500;

/** What the operator decides about a report: nothing wrong, or the message is hidden from both sides. */
export const REPORT_ACTIONS = ['dismiss', 'hide'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** A report waits for an operator, or has been decided. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Codes of the message errors: the app's existing sentences (domain/i18n messages.*.ts), so the
 * conversations add no words to the texts every page loads (the web budget); the screens say more.
 */
export const MESSAGE_CODES = {
  empty: 'forms.validation.required',
  tooLong: 'forms.validation.maxLength',
  threadNotFound: 'errors.notFound',
  messageNotFound: 'errors.notFound',
  photoNotYours: 'complaints.photoNotYours',
  photoNotImage: 'complaints.photoNotImage',
  ownKitchen: 'pages.auth.forbidden',
  reportNotFound: 'errors.notFound',
  reportResolved: 'console.changedReload',
} as const;

/**
 * The issue with a message's text before it is sent, as a code (null when it may be sent): empty
 * is allowed only with a photo; the length counts the trimmed text.
 */
export function messageTextIssue(text: string, hasPhoto: boolean): string | null {
  const trimmed = text.trim();
  if (!trimmed && !hasPhoto) return MESSAGE_CODES.empty;
  if (trimmed.length > MESSAGE_TEXT_MAX) return MESSAGE_CODES.tooLong;
  return null;
}
