/**
 * View-only types of the console. Its answers are the domain's contracts: the console's own in
 * `#domain/store-management/console.response.ts`, the complaints' in `#domain/orders/complaint.response.ts`.
 */

/** One staff decision as every console list shows it: who, when, what, why. */
export interface Decision {
  id?: string;
  action: string;
  reason: string | null;
  who: string | null;
  at: number;
}

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
