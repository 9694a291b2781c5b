import { z } from 'zod';
import { COMPLAINT_STATUSES } from './complaint-limits.ts';
import { ITEM_STATUSES } from './order-status.ts';

/**
 * One of the signed-in chef's items that may need her (GET /secure/seller-work): still to confirm
 * or deliver, or with a complaint or review waiting for her words. Timestamps in ms. What among
 * them needs her now is `sellerWork` (domain/orders/seller-work.ts).
 */
export const SellerWorkItemSchema = z.object({
  orderId: z.number(),
  sID: z.string(),
  itemId: z.number(),
  title: z.string(),
  volume: z.number(),
  status: z.enum(ITEM_STATUSES),
  serviceDate: z.number(),
  /** A card payment holds the order's money: only then may the chef confirm (orders.unpaid). */
  paid: z.boolean(),
  complaint: z
    .object({
      id: z.string(),
      status: z.enum(COMPLAINT_STATUSES),
      createdTimestamp: z.number(),
      /** Until when she is asked to state her side (complaint-window.ts `complaintAnswerBy`). */
      answerBy: z.number(),
      /** Whether the chef stated her side. */
      answered: z.boolean(),
    })
    .nullable(),
  review: z
    .object({
      id: z.string(),
      rating: z.number(),
      createdTimestamp: z.number(),
      replied: z.boolean(),
    })
    .nullable(),
});
export type SellerWorkItem = z.infer<typeof SellerWorkItemSchema>;

/** GET /secure/seller-work: the chef's own items only. */
export const SellerWorkAnswerSchema = z.object({ items: z.array(SellerWorkItemSchema) });
export type SellerWorkAnswer = z.infer<typeof SellerWorkAnswerSchema>;
