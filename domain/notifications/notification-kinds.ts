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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationParams {
  /** The order number people see everywhere (domain/orders/order-number.ts). */
  orderNumber: string;
  dishes: string;
  amount?: number;
  rating?: number;
  outcome?: 'full' | 'partial' | 'none';
  /** complaintResolved: the operator's reason, and whom the message is for (the words differ). */
  reason?: string;
  audience?: 'buyer' | 'chef';
  [key: string]: string | number | undefined;
}

/** The in-app list shows the latest notifications only. */
export const NOTIFICATIONS_LIST_MAX = 50;
