/** GET /secure/payouts (server/features/order-life/payouts.service.ts): money in cents, times in ms. */
export interface Payout {
  id: string | number;
  orderItemId: number;
  orderId: number;
  sID: string;
  /** The dish's title as ordered. */
  title: string;
  amount: number;
  status: 'scheduled' | 'paid' | 'held' | string;
  dueTimestamp: number;
  paidTimestamp: number | null;
  /** Withheld from this payment to settle complaint refunds (cents). */
  deducted?: number | null;
}

export interface PayoutsSummary {
  upcomingCents: number;
  paidCents: number;
  heldCents: number;
  payouts: Payout[];
}
