import { z } from 'zod';
import { formBoolean, INVALID, optionalText, recordId, REQUIRED, requiredText } from '../validation.ts';
import { EMAIL_MAX_LENGTH } from '../constants.ts';

/** Every console decision carries a reason of at most this length. */
export const DECISION_REASON_MAX = 1000;
export const ORDERS_PAGE_SIZE = 20;
export const DISHES_PAGE_SIZE = 20;

const timestamp = z.coerce.number({ error: INVALID }).int(INVALID).nonnegative(INVALID);
const page = z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(10_000, INVALID).default(1);
/** A search answer's `nextCursor`: the page after it, read on from where that one ended. */
const cursor = optionalText(200);

/** GET .../application?userId= */
export const ApplicationQuerySchema = z.object({ userId: z.uuid(INVALID) });

/** POST .../flagged-chef: re-enable (valid true) or keep disabled, always with a reason. */
export const FlaggedDecisionSchema = z.object({
  userId: z.uuid(INVALID),
  valid: formBoolean,
  reason: requiredText(DECISION_REASON_MAX),
  updatedTimestamp: timestamp,
});
export type FlaggedDecision = z.infer<typeof FlaggedDecisionSchema>;

/**
 * POST .../certificates-check: the operator records that they looked at the chef's certificates
 * (checked true), or takes that back (checked false), which needs a reason.
 */
export const CertificatesCheckSchema = z
  .object({
    userId: z.uuid(INVALID),
    checked: formBoolean,
    reason: optionalText(DECISION_REASON_MAX),
  })
  .refine((input) => input.checked || input.reason, { path: ['reason'], message: REQUIRED });
export type CertificatesCheckInput = z.infer<typeof CertificatesCheckSchema>;

/** POST .../food-business-check: the same, for the chef's VMVT number as found in the register. */
export const FoodBusinessCheckSchema = CertificatesCheckSchema;
export type FoodBusinessCheckInput = CertificatesCheckInput;

export const ITEM_STATUSES = ['placed', 'confirmed', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'authorized', 'captured', 'released', 'refunded'] as const;

/** GET .../orders: every filter optional; `orderNumber` is the shown number or a prefix of it (order-number.ts). */
export const OrdersQuerySchema = z.object({
  orderNumber: optionalText(100),
  customer: optionalText(EMAIL_MAX_LENGTH),
  chef: optionalText(EMAIL_MAX_LENGTH),
  status: z.enum(ITEM_STATUSES, { error: INVALID }).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: INVALID }).optional(),
  page,
  cursor,
});
export type OrdersQuery = z.infer<typeof OrdersQuerySchema>;

export const OrderQuerySchema = z.object({
  orderId: recordId(INVALID),
});

export const PAYOUT_STATUSES = ['scheduled', 'held', 'paid'] as const;
export const PayoutsQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, { error: INVALID }).default('scheduled'),
});

/** GET .../dishes: title or chef search, active ones first. */
export const DishesQuerySchema = z.object({
  q: optionalText(100),
  state: z.enum(['active', 'deactivated'], { error: INVALID }).default('active'),
  page,
  cursor,
});
export type DishesQuery = z.infer<typeof DishesQuerySchema>;

export const DishDeactivationSchema = z.object({
  productId: recordId(INVALID),
  reason: requiredText(DECISION_REASON_MAX),
});

/** POST .../user-role (ADMIN): grant OPERATOR, or take it away (back to CUSTOMER). */
export const ASSIGNABLE_ROLES = ['OPERATOR', 'CUSTOMER'] as const;
export const UserRoleSchema = z
  .object({
    userId: z.uuid(INVALID).optional(),
    email: optionalText(EMAIL_MAX_LENGTH),
    role: z.enum(ASSIGNABLE_ROLES, { error: INVALID }),
    reason: optionalText(DECISION_REASON_MAX),
  })
  .refine((input) => input.userId || input.email, { path: ['email'], message: REQUIRED });
export type UserRoleInput = z.infer<typeof UserRoleSchema>;

/** GET .../decisions: the audit of one item. */
export const DecisionsQuerySchema = z.object({
  subjectType: requiredText(40),
  subjectId: requiredText(100),
});

/** GET .../account?email= (ADMIN): one account as staff see it, to disable or enable it. */
export const AccountQuerySchema = z.object({ email: requiredText(EMAIL_MAX_LENGTH) });

/**
 * POST .../account-disable (ADMIN): the account's sessions end and no sign-in finds it. The reason
 * is required and bounded: the person may ask why, and the next admin reads it in the console.
 */
export const AccountDisableSchema = z.object({
  userId: z.uuid(INVALID),
  reason: requiredText(DECISION_REASON_MAX),
});
export type AccountDisableInput = z.infer<typeof AccountDisableSchema>;

/** POST .../account-enable (ADMIN): the account signs in again; a reason may be noted. */
export const AccountEnableSchema = z.object({
  userId: z.uuid(INVALID),
  reason: optionalText(DECISION_REASON_MAX),
});
export type AccountEnableInput = z.infer<typeof AccountEnableSchema>;
