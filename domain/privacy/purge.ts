import { vilniusDate } from '../availability/vilnius-day.ts';
import { ACCOUNTING_RETENTION_YEARS } from './retention.ts';

/**
 * When the records a deletion keeps (retention.ts) are deleted in their turn. Years are calendar
 * years on the marketplace's clock (Vilnius), as the accounts are kept. The purge job
 * (server/features/privacy/retention-purge.repo.ts) compares every date with one instant,
 * `retentionCutoff(now)`, and deletes:
 * - an order with its money records once every account in it (the customer, each chef of its
 *   items; a guest is not an account) is deleted and both its last money event and each deletion
 *   fell before the cut-off. While one party keeps an account it is that person's history and stays;
 * - a deleted chef's personal tax number and VMVT food-business numbers once the deletion and the
 *   chef's last payout did, whether or not the customers still have accounts (the numbers are the
 *   chef's alone);
 * - a deleted account's credits ledger row by row; a transfer once its sender and recipient are.
 */

/**
 * The accounting year of an instant: its calendar year on the marketplace's clock (Vilnius). A
 * record's year is that of its last money event; a deleted account's, that of the deletion.
 */
export function accountingYear(at: Date): number {
  return Number(vilniusDate(at.getTime()).slice(0, 4));
}

const HOUR_MS = 3_600_000;

/**
 * The instant a Vilnius calendar year starts (its first midnight): 1 January at 00:00 UTC less
 * Vilnius's offset then (2 hours in winter; the others tried in case the zone's rules change).
 * Any year, not only those a booking can name.
 */
function yearStart(year: number): Date {
  const midnightAsUtc = Date.UTC(year, 0, 1);
  for (const hours of [2, 3, 1, 0, 4]) {
    const instant = midnightAsUtc - hours * HOUR_MS;
    if (accountingYear(new Date(instant)) === year && accountingYear(new Date(instant - 1000)) === year - 1)
      return new Date(instant);
  }
  throw new Error(`no Vilnius midnight found for ${year}`);
}

/**
 * Until when what happened at `at` is kept: the end of the tenth year after the end of its
 * accounting year, that is the first Vilnius midnight of the eleventh year after it. From this
 * instant on it may be deleted (the privacy page: "after 10 years from the end of the year of the
 * deletion, they are deleted too").
 */
export function keptUntil(at: Date): Date {
  return yearStart(accountingYear(at) + ACCOUNTING_RETENTION_YEARS + 1);
}

/**
 * The cut-off at `now`: whatever happened before this instant has passed its retention
 * (`keptUntil(at) <= now` exactly when `at < retentionCutoff(now)`), so the purge's queries compare
 * each date with this one instant. The start of the Vilnius year ten years before now's.
 */
export function retentionCutoff(now: Date): Date {
  return yearStart(accountingYear(now) - ACCOUNTING_RETENTION_YEARS);
}
