/** A complaint's limits and states, without zod (complaints.ts has the schemas). */

/** A complaint may be opened within 48 hours of the item's delivery. */
export const COMPLAINT_WINDOW_HOURS = 48;
export const COMPLAINT_WINDOW_MS = COMPLAINT_WINDOW_HOURS * 60 * 60 * 1000;
/**
 * How long the chef is given to state their side of a complaint, from its opening. Not a refusal:
 * the chef may still answer while it is open, but past it the operator may decide without her side
 * (docs/spec-deviations.md), so her list of work shows it and says when it is overdue.
 */
export const COMPLAINT_ANSWER_HOURS = 48;
export const COMPLAINT_ANSWER_MS = COMPLAINT_ANSWER_HOURS * 60 * 60 * 1000;

/** Until when (ms) the chef is asked to state her side of a complaint opened at `openedAt` (ms). */
export function complaintAnswerBy(openedAt: number): number {
  return openedAt + COMPLAINT_ANSWER_MS;
}
export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 2000;
export const COMPLAINT_PHOTOS_MAX = 5;
export const COMPLAINT_RESPONSE_MAX = 2000;
export const COMPLAINT_REASON_MAX = 2000;

export const COMPLAINT_STATUSES = ['open', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_OUTCOMES = ['full', 'partial', 'none'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];
