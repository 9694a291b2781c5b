import { z } from 'zod';
import { COMPLAINT_OUTCOMES, COMPLAINT_STATUSES } from './complaint-limits.ts';

/**
 * A complaint about one delivered item, as its buyer, its chef and the operators see it (timestamps
 * in ms, money in cents): inside an order's items, and the model of the complaint calls.
 */
export const ComplaintViewSchema = z.object({
  id: z.string(),
  orderId: z.number(),
  itemId: z.number(),
  status: z.enum(COMPLAINT_STATUSES),
  text: z.string(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  chefResponse: z.string().nullable(),
  chefResponseTimestamp: z.number().nullable(),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  refundAmount: z.number().nullable(),
  resolutionReason: z.string().nullable(),
  createdTimestamp: z.number(),
  resolvedTimestamp: z.number().nullable(),
});
export type ComplaintView = z.infer<typeof ComplaintViewSchema>;

/** POST /secure/complaint, /secure/complaint-response, /secure/store-management/complaint-resolution. */
export const ComplaintAnswerSchema = z.object({ complaint: ComplaintViewSchema });
export type ComplaintAnswer = z.infer<typeof ComplaintAnswerSchema>;
