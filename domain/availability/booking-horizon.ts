import { SLOT_HORIZON_DAYS } from './availability-settings.ts';
import { addDays, isIsoDate, vilniusDate } from './vilnius-day.ts';

/**
 * How far ahead a chef can be booked: the slot offer looks SLOT_HORIZON_DAYS Vilnius days ahead from
 * today (today included), and an order may not name a later day. Without the bound an unpaid order
 * dated years ahead held a chef's day nobody could see in the offer.
 */

/** The last Vilnius date a service may be booked for, seen on `today`. */
export function lastBookableDay(today: string): string {
  return addDays(today, SLOT_HORIZON_DAYS - 1);
}

/** Whether the Vilnius date `day` is past the booking horizon seen on `today`. */
export function isBeyondHorizon(day: string, today: string): boolean {
  return day > lastBookableDay(today);
}

/** Whether a service at `serviceMs` is past the booking horizon at `nowMs` (both instants). */
export function serviceBeyondHorizon(serviceMs: number, nowMs: number): boolean {
  return isBeyondHorizon(vilniusDate(serviceMs), vilniusDate(nowMs));
}

/**
 * The days a slot offer asked from `from` for `days` days may show, seen on `today`: from today when
 * `from` is missing, not a date or past, and never beyond the last bookable day (`days` 0 when `from`
 * is past it: such an offer is empty).
 */
export function offerWindow(
  from: string | undefined,
  days: number,
  today: string,
): { start: string; days: number } {
  const start = from && isIsoDate(from) && from > today ? from : today;
  const last = lastBookableDay(today);
  if (start > last) return { start, days: 0 };
  const left =
    Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  return { start, days: Math.max(0, Math.min(days, left)) };
}
