/**
 * View-only types of the console. Its answers are the domain's contracts: the console's own in
 * `#domain/store-management/console.response.ts`, the complaints' in `#domain/orders/complaint.response.ts`,
 * the withdrawals' in `#domain/assets/assets.response.ts`.
 */

/** One staff decision as every console list shows it: who, when, what, why. */
export interface Decision {
  id?: string;
  action: string;
  reason: string | null;
  who: string | null;
  at: number;
}
