/**
 * What a notification is about (issue: order life §6). The in-app list and the e-mail are written
 * from the kind and its params: orderNumber, dishes (names, comma separated), and per kind amount
 * (cents), rating or outcome.
 */
export const NOTIFICATION_KINDS = [
  'orderPlaced',
  'orderReceived',
  'itemConfirmed',
  'itemDeclined',
  'itemDelivered',
  'handoverLocked',
  'orderCancelled',
  'reviewReceived',
  'reviewReplied',
  'complaintOpened',
  'complaintResolved',
  'payoutMade',
  // Event requests (issue 31): the customer chose another chef's proposal.
  'proposalNotChosen',
  // An operator closed the customer's request (it broke the rules); `reason` says why.
  'eventRequestClosed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationParams {
  /** The order number people see everywhere (domain/orders/order-number.ts); every order's notice has it. */
  orderNumber?: string;
  /** The dishes the notice is about; every order's notice has them. */
  dishes?: string;
  amount?: number;
  rating?: number;
  outcome?: 'full' | 'partial' | 'none';
  /** complaintResolved: the operator's reason, and whom the message is for (the words differ). */
  reason?: string;
  audience?: 'buyer' | 'chef';
  /**
   * proposalNotChosen and eventRequestClosed: the request it answered (or the customer's own) (its id), its service instant (ms) and guests, and
   * the occasion (domain/event-requests/event-request-rules.ts OCCASIONS).
   */
  requestId?: number;
  serviceDate?: number;
  guests?: number;
  occasion?: string;
  [key: string]: string | number | undefined;
}

/** The in-app list shows the latest notifications only. */
export const NOTIFICATIONS_LIST_MAX = 50;
