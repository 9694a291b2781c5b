/** The console's answers (server/features/store-management and the complaints and assets features). */

/** One staff decision as every console list shows it: who, when, what, why. */
export interface Decision {
  id?: string;
  action: string;
  reason: string | null;
  who: string | null;
  at: number;
}

export interface ConsoleDecision {
  id: string;
  action: string;
  reason: string | null;
  decidedBy: { userId: string; email: string };
  createdTimestamp: number;
}

export interface Counts {
  applications: number;
  flaggedChefs: number;
  payoutsScheduled: number;
}

export interface ChefSummary {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  city: string | null;
}

export interface QueueEntry extends ChefSummary {
  submittedTimestamp: number | null;
  waitingMs: number;
  updatedTimestamp: number;
}

export interface ConsoleFile {
  id: string;
  name: string;
  contentType: string;
  url: string;
  kind: 'image' | 'video';
}

export interface RenderedAnswer {
  questionId: number;
  question: string;
  options: { optionId: number; title: string }[];
  text: string | null;
  files: ConsoleFile[];
  answered: boolean;
}

export interface Application extends ChefSummary {
  phoneNumber: string | null;
  applicationStatus: 'draft' | 'submitted' | 'approved' | 'rejected';
  valid: boolean;
  submittedTimestamp: number | null;
  waitingMs: number;
  updatedTimestamp: number;
  decisionReason: string | null;
  store: {
    hourRate: number | null;
    kitchenType: string[];
    about: string | null;
    website: string | null;
    socialNetworkURL: string | null;
  };
  foodBusinessNumber: string | null;
  registryUrl: string;
  answers: RenderedAnswer[];
  certificates: ConsoleFile[];
  videoCv: ConsoleFile | null;
  decisions: ConsoleDecision[];
}

export interface FlaggedChef extends ChefSummary {
  flaggedTimestamp: number;
  waitingMs: number;
  waitedWorkingDays: number;
  dueTimestamp: number;
  overdue: boolean;
  updatedTimestamp: number;
  averageRating: number | null;
  ratings: {
    id: string;
    rating: number;
    comment: string | null;
    productTitle: string;
    createdTimestamp: number;
  }[];
  decisions: ConsoleDecision[];
}

export type ItemStatus = 'placed' | 'confirmed' | 'delivered' | 'cancelled';
export type PaymentStatus = 'pending' | 'authorized' | 'captured' | 'released' | 'refunded';

export interface PersonRef {
  userId: string;
  email: string | null;
  nickname: string | null;
}

export interface OrderSummary {
  id: number;
  sID: string;
  buyerEmail: string | null;
  createdTimestamp: number;
  serviceTimestamp: number;
  payInCash: boolean;
  paymentStatus: PaymentStatus;
  amountToPay: number;
  subtotal: number;
  itemStatuses: ItemStatus[];
  chefs: PersonRef[];
}

export interface Payout {
  id: string;
  orderItemId: number;
  amount: number;
  status: string;
  dueTimestamp: number;
  paidTimestamp: number | null;
}

export interface OrderDetail extends OrderSummary {
  items: {
    id: number;
    title: string;
    quantity: number;
    total: number;
    status: ItemStatus;
    chef: PersonRef;
  }[];
  payments: { id: string; provider: string; amount: number; status: string; createdTimestamp: number }[];
  refunds: { id: string; amount: number; reason: string; status: string; createdTimestamp: number }[];
  payouts: Payout[];
  decisions: ConsoleDecision[];
}

export interface OrdersPage {
  orders: OrderSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PayoutRow extends Payout {
  order: { id: number; sID: string };
  itemTitle: string;
  chef: PersonRef;
}

export interface DishRow {
  id: number;
  title: string;
  active: boolean;
  blockedReason: string | null;
  chef: PersonRef;
  decisions: ConsoleDecision[];
}

export interface DishesPage {
  dishes: DishRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StaffAccount {
  id: string;
  email: string;
  role: 'ADMIN' | 'OPERATOR';
  firstName: string | null;
  lastName: string | null;
}

/** The complaints feature's operator list (GET /secure/store-management/complaints): the domain's contract. */
export type { OperatorComplaint as Complaint } from '#domain/orders/complaint.response.ts';

/** The assets feature's operator list (GET /secure/store-management/withdrawals). */
export interface Withdrawal {
  id: string;
  userId: string;
  email: string;
  addressType: number;
  addressTypeName?: string;
  destination: string;
  volume: number;
  status: 'pending' | 'processed' | 'rejected';
  createdTimestamp: number;
  decidedTimestamp: number | null;
  reason: string | null;
  decisions?: {
    id: string;
    action: string;
    reason: string | null;
    decidedBy?: string;
    createdTimestamp: number;
  }[];
}
