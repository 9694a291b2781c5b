import { CARD_BADGES } from '#domain/chefs/trust-badges.ts';
import { z } from 'zod';
import { MONEY_STATES } from '../orders/money-state-names.ts';
import { ROLES } from '../accounts/roles.ts';
import { ASSIGNABLE_ROLES, ITEM_STATUSES, PAYMENT_STATUSES } from './console.schema.ts';

/**
 * The operator console's answers (server/features/store-management), timestamps in ms and
 * money in cents. The complaints, withdrawals and merchant-status calls answer from their features.
 */

/** A chef's application, as the database keeps it. */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Who decided, when, what and why: the audit entry of any console decision. */
export const ConsoleDecisionSchema = z.object({
  id: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  action: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  decidedBy: z.object({ userId: z.string(), email: z.string() }),
  createdTimestamp: z.number(),
});
export type ConsoleDecision = z.infer<typeof ConsoleDecisionSchema>;

/** GET /secure/store-management/summary. */
export const ConsoleCountsSchema = z.object({
  counts: z.object({
    applications: z.number(),
    flaggedChefs: z.number(),
    payoutsScheduled: z.number(),
  }),
});
export type ConsoleCounts = z.infer<typeof ConsoleCountsSchema>;
export type Counts = ConsoleCounts['counts'];

const ChefSummarySchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  city: z.string().nullable(),
});
export type ChefSummary = z.infer<typeof ChefSummarySchema>;

/** One chef waiting for a decision on their application. */
export const QueueEntrySchema = ChefSummarySchema.extend({
  submittedTimestamp: z.number().nullable(),
  waitingMs: z.number(),
  updatedTimestamp: z.number(),
});
export type QueueEntry = z.infer<typeof QueueEntrySchema>;

/** GET /secure/store-management/applications. */
export const ApplicationsAnswerSchema = z.object({ applications: z.array(QueueEntrySchema) });
export type ApplicationsAnswer = z.infer<typeof ApplicationsAnswerSchema>;

/** A certificate or video CV the operator opens. */
export const ConsoleFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  url: z.string(),
  kind: z.enum(['image', 'video']),
});
export type ConsoleFile = z.infer<typeof ConsoleFileSchema>;

/** A questionnaire answer rendered in the operator's language. */
export const RenderedAnswerSchema = z.object({
  questionId: z.number(),
  question: z.string(),
  options: z.array(z.object({ optionId: z.number(), title: z.string() })),
  text: z.string().nullable(),
  files: z.array(ConsoleFileSchema),
  answered: z.boolean(),
});
export type RenderedAnswer = z.infer<typeof RenderedAnswerSchema>;

/**
 * The operator's record that they looked at the chef's certificates (domain/chefs/trust-badges.ts):
 * who and when, and whether it still covers every certificate (`state` 'outdated' when one was added).
 */
export const CertificatesCheckSchema = z.object({
  state: z.enum(['none', 'unchecked', 'checked', 'outdated']),
  checkedTimestamp: z.number().nullable(),
  checkedBy: z.object({ userId: z.string(), email: z.string() }).nullable(),
});
export type CertificatesCheck = z.infer<typeof CertificatesCheckSchema>;

/** POST /secure/store-management/certificates-check. */
export const CertificatesCheckAnswerSchema = z.object({ certificatesCheck: CertificatesCheckSchema });
export type CertificatesCheckAnswer = z.infer<typeof CertificatesCheckAnswerSchema>;

/**
 * The operator's record that they found the chef's VMVT number in the register
 * (domain/chefs/food-business-check.ts): the same shape, 'outdated' when the chef changed the number.
 */
export const FoodBusinessCheckSchema = CertificatesCheckSchema;
export type FoodBusinessCheck = CertificatesCheck;

/** POST /secure/store-management/food-business-check. */
export const FoodBusinessCheckAnswerSchema = z.object({ foodBusinessCheck: FoodBusinessCheckSchema });
export type FoodBusinessCheckAnswer = z.infer<typeof FoodBusinessCheckAnswerSchema>;

/** Why the chef holds or lacks a badge (domain/chefs/badge-standing.ts). */
export const BadgeStandingSchema = z.object({
  kind: z.enum(CARD_BADGES),
  earned: z.boolean(),
  reason: z.string(),
  figures: z.record(z.string(), z.number()),
});

/**
 * One chef's application as the operator reviews it: contacts, staff only. It carries only what the
 * review screen shows; the chef's personal tax number and registry link stay on the chef's own profile.
 */
export const ApplicationSchema = ChefSummarySchema.extend({
  phoneNumber: z.string().nullable(),
  language: z.string(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  valid: z.boolean(),
  submittedTimestamp: z.number().nullable(),
  waitingMs: z.number(),
  updatedTimestamp: z.number(),
  decisionReason: z.string().nullable(),
  store: z.object({
    hourRate: z.number().nullable(),
    kitchenType: z.array(z.string()),
    about: z.string().nullable(),
    website: z.string().nullable(),
    socialNetworkURL: z.string().nullable(),
  }),
  foodBusinessNumber: z.string().nullable(),
  foodBusinessCheck: FoodBusinessCheckSchema,
  registryUrl: z.string(),
  badgeStanding: z.array(BadgeStandingSchema),
  /** When the computed badges were last judged; null before the first judgement. */
  badgesJudgedTimestamp: z.number().nullable(),
  answers: z.array(RenderedAnswerSchema),
  certificates: z.array(ConsoleFileSchema),
  certificatesCheck: CertificatesCheckSchema,
  videoCv: ConsoleFileSchema.nullable(),
  decisions: z.array(ConsoleDecisionSchema),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** GET /secure/store-management/application. */
export const ApplicationAnswerSchema = z.object({ application: ApplicationSchema });
export type ApplicationAnswer = z.infer<typeof ApplicationAnswerSchema>;

/** A chef disabled by their ratings, waiting for an operator. */
export const FlaggedChefSchema = ChefSummarySchema.extend({
  flaggedTimestamp: z.number(),
  waitingMs: z.number(),
  waitedWorkingDays: z.number(),
  dueTimestamp: z.number(),
  overdue: z.boolean(),
  updatedTimestamp: z.number(),
  averageRating: z.number().nullable(),
  ratings: z.array(
    z.object({
      id: z.string(),
      rating: z.number(),
      comment: z.string().nullable(),
      reply: z.string().nullable(),
      /** Null for the rating of an event menu (an accepted proposal's order). */
      productId: z.number().nullable(),
      productTitle: z.string(),
      createdTimestamp: z.number(),
    }),
  ),
  decisions: z.array(ConsoleDecisionSchema),
});
export type FlaggedChef = z.infer<typeof FlaggedChefSchema>;

/** GET /secure/store-management/flagged-chefs. */
export const FlaggedChefsAnswerSchema = z.object({ chefs: z.array(FlaggedChefSchema) });
export type FlaggedChefsAnswer = z.infer<typeof FlaggedChefsAnswerSchema>;

/** A chef's standing after a decision (spec accounts §3 `valid` / `legalInfo`, as the chefs feature presents it). */
export const LegalInfoSchema = z.object({
  valid: z.boolean(),
  applicationStatus: z.enum([...APPLICATION_STATUSES, 'none']),
  /** A Date on the server: JSON sends it as an ISO string. */
  submittedAt: z.union([z.date(), z.iso.datetime()]).nullable(),
  decisionReason: z.string().nullable(),
});
export type LegalInfo = z.infer<typeof LegalInfoSchema>;

/** POST /secure/store-management/flagged-chef. */
export const FlaggedDecisionAnswerSchema = z.object({ legalInfo: LegalInfoSchema });
export type FlaggedDecisionAnswer = z.infer<typeof FlaggedDecisionAnswerSchema>;

export type ItemStatus = (typeof ITEM_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A user named on an order, a payout or a dish (as the database has them; the console names them
 * with `chefDisplayName`, domain/chefs/display-name.ts).
 */
export const PersonRefSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
});
export type PersonRef = z.infer<typeof PersonRefSchema>;

export const OrderSummarySchema = z.object({
  id: z.number(),
  sID: z.string(),
  buyerEmail: z.string().nullable(),
  createdTimestamp: z.number(),
  serviceTimestamp: z.number(),
  payInCash: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  amountToPay: z.number(),
  subtotal: z.number(),
  itemStatuses: z.array(z.enum(ITEM_STATUSES)),
  chefs: z.array(PersonRefSchema),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/**
 * Where a page of a console search stands: how many in all (counted up to 1,000: `totalCapped`
 * says there are more), which page, how many a page, and where the next page starts (`nextCursor`,
 * sent back as `cursor`; null on the last page).
 */
const PageOfSearchSchema = z.object({
  total: z.number(),
  totalCapped: z.boolean().optional(),
  page: z.number(),
  pageSize: z.number(),
  nextCursor: z.string().nullable().optional(),
});

/** GET /secure/store-management/orders: one page of a search. */
export const OrdersPageSchema = PageOfSearchSchema.extend({ orders: z.array(OrderSummarySchema) });
export type OrdersPage = z.infer<typeof OrdersPageSchema>;

/** A chef's payout for one item (scheduled, held while a complaint is open, paid or cancelled). */
export const PayoutSchema = z.object({
  id: z.string(),
  orderItemId: z.number(),
  amount: z.number(),
  status: z.string(),
  dueTimestamp: z.number(),
  paidTimestamp: z.number().nullable(),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const OrderDetailSchema = OrderSummarySchema.extend({
  fees: z.object({
    serviceFee: z.number(),
    governmentFee: z.number(),
    chefIncentive: z.number(),
    prepayment: z.number(),
    paymentGatewayFee: z.number(),
    payToChef: z.number(),
  }),
  cashReceivedTimestamp: z.number().nullable(),
  items: z.array(
    z.object({
      id: z.number(),
      /** Null on an accepted event proposal's line (its menu, not a dish). */
      productId: z.number().nullable(),
      title: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      total: z.number(),
      status: z.enum(ITEM_STATUSES),
      chef: PersonRefSchema,
      confirmedTimestamp: z.number().nullable(),
      deliveredTimestamp: z.number().nullable(),
      cancelledTimestamp: z.number().nullable(),
      /** The dish's money in one word (domain/orders/money-state.ts), as the order pages show it. */
      moneyState: z.enum(MONEY_STATES),
      /** What the customer pays the chef for it in cash at the service (cents). */
      cashAtService: z.number(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      amount: z.number(),
      status: z.string(),
      lastError: z.string().nullable(),
      createdTimestamp: z.number(),
      updatedTimestamp: z.number(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      reason: z.string(),
      status: z.string(),
      createdTimestamp: z.number(),
      completedTimestamp: z.number().nullable(),
    }),
  ),
  payouts: z.array(PayoutSchema),
  decisions: z.array(ConsoleDecisionSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** GET /secure/store-management/order. */
export const OrderDetailAnswerSchema = z.object({ order: OrderDetailSchema });
export type OrderDetailAnswer = z.infer<typeof OrderDetailAnswerSchema>;

export const PayoutRowSchema = PayoutSchema.extend({
  order: z.object({ id: z.number(), sID: z.string() }),
  itemTitle: z.string(),
  chef: PersonRefSchema,
});
export type PayoutRow = z.infer<typeof PayoutRowSchema>;

/** GET /secure/store-management/payouts: the payouts of one status and their sum. */
export const PayoutsAnswerSchema = z.object({ total: z.number(), payouts: z.array(PayoutRowSchema) });
export type PayoutsAnswer = z.infer<typeof PayoutsAnswerSchema>;

export const DishRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  active: z.boolean(),
  blockedReason: z.string().nullable(),
  updatedTimestamp: z.number(),
  chef: PersonRefSchema,
  decisions: z.array(ConsoleDecisionSchema),
});
export type DishRow = z.infer<typeof DishRowSchema>;

/** GET /secure/store-management/dishes. */
export const DishesPageSchema = PageOfSearchSchema.extend({ dishes: z.array(DishRowSchema) });
export type DishesPage = z.infer<typeof DishesPageSchema>;

/** POST /secure/store-management/dish-deactivation. */
export const DishDeactivationAnswerSchema = z.object({
  dish: z.object({ productId: z.number(), active: z.boolean(), blockedReason: z.string() }),
});
export type DishDeactivationAnswer = z.infer<typeof DishDeactivationAnswerSchema>;

/** GET /secure/store-management/decisions. */
export const DecisionsAnswerSchema = z.object({ decisions: z.array(ConsoleDecisionSchema) });
export type DecisionsAnswer = z.infer<typeof DecisionsAnswerSchema>;

export const StaffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

/** GET /secure/store-management/staff (ADMIN). */
export const StaffAnswerSchema = z.object({ staff: z.array(StaffAccountSchema) });
export type StaffAnswer = z.infer<typeof StaffAnswerSchema>;

/** POST /secure/store-management/user-role (ADMIN). */
export const UserRoleAnswerSchema = z.object({
  user: z.object({ userId: z.string(), email: z.string(), role: z.enum(ASSIGNABLE_ROLES) }),
});
export type UserRoleAnswer = z.infer<typeof UserRoleAnswerSchema>;

/** An account as an admin sees it before disabling or enabling it, with its decisions. */
export const ConsoleAccountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdTimestamp: z.number(),
  /** Null while the account may sign in. */
  disabled: z
    .object({
      timestamp: z.number(),
      reason: z.string(),
      by: z.object({ userId: z.string(), email: z.string() }).nullable(),
    })
    .nullable(),
  decisions: z.array(ConsoleDecisionSchema),
});
export type ConsoleAccount = z.infer<typeof ConsoleAccountSchema>;

/** GET .../account, POST .../account-disable and .../account-enable (ADMIN). */
export const AccountAnswerSchema = z.object({ account: ConsoleAccountSchema });
export type AccountAnswer = z.infer<typeof AccountAnswerSchema>;
