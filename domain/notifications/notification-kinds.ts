/**
 * What a notification is about. The in-app list and the e-mail are written
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
  // Event requests: the customer chose another chef's proposal; a request a chef can take.
  'proposalNotChosen',
  'newEventRequest',
  // An operator closed the customer's request (it broke the rules); `reason` says why. The chefs
  // with a live proposal on it hear it too, in their own words and without the reason.
  'eventRequestClosed',
  'proposalRequestClosed',
  // The customer withdrew her request: the chefs with a live proposal on it are thanked.
  'proposalRequestCancelled',
  // The customer's request reached its expiry with no menu booked (the expiry job marked it).
  'eventRequestExpired',
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
   * proposalNotChosen, proposalRequestClosed, proposalRequestCancelled, eventRequestClosed and eventRequestExpired: the request
   * it answered (or the customer's own) (its id), its service instant (ms) and guests, and the
   * occasion (domain/event-requests/event-request-rules.ts OCCASIONS).
   */
  requestId?: number;
  serviceDate?: number;
  guests?: number;
  occasion?: string;
  /** newEventRequest: the request's city, and how many new requests the chef's one mail tells of. */
  city?: string;
  count?: number;
  [key: string]: string | number | undefined;
}

/**
 * Where a notice leads, in the app and from its mail: its order, or for an event request's notice
 * the reader's view of that request (a chef still sees it after another menu was chosen).
 */
export function noticePath(
  kind: string,
  params: Readonly<Record<string, unknown>>,
  orderId: number | null | undefined,
): string | null {
  if (orderId) return `/order/${orderId}`;
  if (typeof params.requestId !== 'number') return null;
  if (
    kind === 'newEventRequest' ||
    kind === 'proposalNotChosen' ||
    kind === 'proposalRequestClosed' ||
    kind === 'proposalRequestCancelled'
  )
    return `/open-requests/${params.requestId}`;
  if (kind === 'eventRequestClosed' || kind === 'eventRequestExpired')
    return `/event-requests/${params.requestId}`;
  return null;
}

/** The in-app list shows the latest notifications only. */
export const NOTIFICATIONS_LIST_MAX = 50;
