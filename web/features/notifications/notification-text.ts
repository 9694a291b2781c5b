import type { TFunction } from 'i18next';
import { NOTIFICATION_KINDS } from '#domain/notifications/notification-kinds.ts';
import type { AppNotification } from '#domain/notifications/notification.response.ts';

const KNOWN = new Set<string>(NOTIFICATION_KINDS);

/**
 * The sentence for one notification in the interface language: the kind picks the text (a variant
 * when money moved), the params fill it, amounts in euros.
 */
export function notificationText(
  t: TFunction,
  notification: Pick<AppNotification, 'kind' | 'params'>,
  euro: (cents: number) => string,
): string {
  const { kind, params } = notification;
  const amount = typeof params.amount === 'number' ? params.amount : 0;
  let key = KNOWN.has(kind) ? kind : 'other';
  if ((kind === 'itemDeclined' || kind === 'orderCancelled') && amount > 0) key = `${kind}Refund`;
  if (kind === 'complaintResolved') {
    // Who got the money back, in the reader's own words; older notices name no reader.
    if (params.outcome === 'none' || amount === 0) key = 'complaintRejected';
    else if (params.audience === 'buyer') key = 'complaintRefundedToYou';
    else if (params.audience === 'chef') key = 'complaintRefundedToCustomer';
  }
  const loose = t as unknown as (code: string, options: object) => string;
  return loose(`notifications.kinds.${key}`, { ...params, amount: euro(amount) });
}

/** "5 minutes ago", "yesterday": the time since `timestamp`, in the interface language. */
export function relativeTime(timestamp: number, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.round((timestamp - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
    ['week', 4.35],
    ['month', 12],
    ['year', Infinity],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
