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
  'orderCancelled',
  'reviewReceived',
  'reviewReplied',
  'complaintOpened',
  'complaintResolved',
  'payoutMade',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationParams {
  /** The part of the order's sID before the first dash: what people call the order number. */
  orderNumber: string;
  dishes: string;
  amount?: number;
  rating?: number;
  outcome?: 'full' | 'partial' | 'none';
  [key: string]: string | number | undefined;
}

/** spec marketplace §3: the order number people see is the sID up to its first dash. */
export function orderNumberOf(sId: string): string {
  return sId.split('-')[0] ?? sId;
}

/** The in-app list shows the latest notifications only. */
export const NOTIFICATIONS_LIST_MAX = 50;
