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

/** A complaint in the operators' list, with what deciding it needs (the order, the item, the payout). */
export const OperatorComplaintSchema = ComplaintViewSchema.extend({
  order: z.object({
    id: z.number(),
    sID: z.string(),
    serviceDate: z.number(),
    payInCash: z.boolean(),
    amountToPay: z.number(),
  }),
  item: z.object({
    id: z.number(),
    /** Null on an accepted event proposal's line (its menu, not a dish). */
    productId: z.number().nullable(),
    productName: z.string(),
    quantity: z.number(),
    total: z.number(),
    deliveredAt: z.number().nullable(),
    /** The most a refund can be now (cents): what is left of the card payment for the dish. */
    refundableMax: z.number(),
  }),
  buyer: z.object({
    userId: z.string().nullable(),
    email: z.string().nullable(),
    name: z.string().nullable(),
  }),
  chef: z.object({
    userId: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    nickname: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** The item's payout: scheduled, held while the complaint is open, paid or cancelled. */
  payout: z.object({ status: z.string(), amount: z.number() }).nullable(),
  decisions: z.array(
    z.object({
      who: z.object({ userId: z.string(), email: z.string().nullable() }),
      when: z.number(),
      action: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});
export type OperatorComplaint = z.infer<typeof OperatorComplaintSchema>;

/** GET /secure/store-management/complaints. */
export const OperatorComplaintListSchema = z.object({ complaints: z.array(OperatorComplaintSchema) });
export type OperatorComplaintList = z.infer<typeof OperatorComplaintListSchema>;
