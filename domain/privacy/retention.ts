/**
 * What happens to a person's data when they delete their account, as rules without I/O: what is
 * kept and for how long, what stops a deletion, and what a deleted account is called afterwards.
 * The privacy page (domain/content/privacy.ts) states the same figures from here.
 */

/**
 * Accounting documents and the records behind them are kept for 10 years (Lithuanian law on
 * financial accounting, Buhalterinės apskaitos įstatymas, and the archive rules it points to).
 */
export const ACCOUNTING_RETENTION_YEARS = 10;

/** The records a deletion keeps, for the retention period above (the privacy page lists them). */
export const KEPT_RECORDS = ['orders', 'payments', 'refunds', 'payouts', 'complaints', 'credits'] as const;
export type KeptRecord = (typeof KEPT_RECORDS)[number];

/** What the account holds that stops a deletion until it is settled, as the refusal's message key. */
export const DELETION_OBSTACLES = [
  'staffAccount',
  'liveOrders',
  'openComplaints',
  'refundsPending',
  'payoutsDue',
  'moneyOwed',
  'creditsHeld',
] as const;
export type DeletionObstacle = (typeof DELETION_OBSTACLES)[number];

/** The account's open business, counted when it asks to be deleted. */
export interface AccountStanding {
  role: string;
  /** Order items the user bought or sells that are neither delivered nor cancelled. */
  liveOrderItems: number;
  /** Complaints the user opened, or that name the user as the chef, not yet resolved. */
  openComplaints: number;
  /** Refunds to the user's orders that the payment provider has not completed. */
  pendingRefunds: number;
  /** The chef's payouts scheduled and not yet paid: the portal still owes the chef. */
  scheduledPayouts: number;
  /** What the chef still owes back after complaint refunds (payout deductions), in cents. */
  owedCents: number;
  /** The user's credit balance, and credits on their way out (withdrawals waiting). */
  creditBalance: number;
  pendingWithdrawals: number;
}

/**
 * Why the account cannot be deleted now, each as an obstacle; none: it can. Staff accounts are
 * closed by an administrator taking the role away first (their decisions stay signed by them).
 */
export function deletionObstacles(standing: AccountStanding): DeletionObstacle[] {
  const found: DeletionObstacle[] = [];
  if (standing.role === 'OPERATOR' || standing.role === 'ADMIN') found.push('staffAccount');
  if (standing.liveOrderItems > 0) found.push('liveOrders');
  if (standing.openComplaints > 0) found.push('openComplaints');
  if (standing.pendingRefunds > 0) found.push('refundsPending');
  if (standing.scheduledPayouts > 0) found.push('payoutsDue');
  if (standing.owedCents > 0) found.push('moneyOwed');
  if (standing.creditBalance > 0 || standing.pendingWithdrawals > 0) found.push('creditsHeld');
  return found;
}

/**
 * The e-mail a deleted account is left with: unique, in the reserved `.invalid` domain (RFC 2606),
 * so no mail reaches anyone and the person's own address is free for a new account.
 */
export function tombstoneEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}
