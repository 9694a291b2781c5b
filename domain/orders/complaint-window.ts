import { COMPLAINT_WINDOW_MS } from './complaint-limits.ts';

export { complaintAnswerBy } from './complaint-limits.ts';

/**
 * Whether a buyer may complain about an item now: one rule for the server, which refuses a late
 * complaint, and the order page, which offers the button. Without zod, so the page need not load it.
 */

export type ComplaintWindowProblem =
  'complaints.alreadyComplained' | 'complaints.notDelivered' | 'complaints.windowOver';

/** Until when the buyer may complain about an item delivered at `deliveredAt` (ms), or null before delivery. */
export function complaintUntil(deliveredAt: number | null | undefined): number | null {
  return deliveredAt == null ? null : deliveredAt + COMPLAINT_WINDOW_MS;
}

/**
 * Why the buyer may not complain about the item at `now` (ms), as a message code; undefined when they
 * may. The window includes its last millisecond: a complaint at exactly `complaintUntil` is in time.
 */
export function complaintWindowProblem(input: {
  itemStatus: string;
  complaintUntil: number | null;
  now: number;
  alreadyComplained: boolean;
}): ComplaintWindowProblem | undefined {
  if (input.alreadyComplained) return 'complaints.alreadyComplained';
  if (input.itemStatus !== 'delivered' || input.complaintUntil === null) return 'complaints.notDelivered';
  if (input.now > input.complaintUntil) return 'complaints.windowOver';
  return undefined;
}
