import { vilniusDate } from '../availability/vilnius-day.ts';
import { ACCOUNTING_RETENTION_YEARS } from './retention.ts';

/**
 * When the records a deletion keeps (retention.ts) are deleted in their turn, as rules without I/O:
 * the purge job (server/features/privacy/retention-purge.service.ts) asks these with its clock's
 * time. Years are calendar years on the marketplace's clock (Vilnius), as the accounts are kept.
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

/**
 * A kept record shared by the accounts of an order (the customer, each chef of its items) or of a
 * credit transfer (its sender and recipient). `null`: that account still exists.
 */
export interface KeptRecordParties {
  /** The record's last money event: placed, paid, refunded, paid out, a complaint resolved. */
  lastMoneyEventAt: Date;
  /** When each account party was deleted; a guest with no account is not a party. */
  partiesDeletedAt: (Date | null)[];
}

/**
 * Whether a kept record may be deleted at `now`: every account it involves is deleted, and the
 * retention of both its own accounting year and each deletion's year is over. The record belongs
 * to every party: while one of them keeps an account, it is that person's history and stays (the
 * deleted party is only a name-less id in it). A record with no account party is not one a
 * deletion left behind, so this rule never deletes it.
 */
export function mayPurge(record: KeptRecordParties, now: Date): boolean {
  if (record.partiesDeletedAt.length === 0) return false;
  const over = (at: Date) => keptUntil(at).getTime() <= now.getTime();
  return (
    over(record.lastMoneyEventAt) &&
    record.partiesDeletedAt.every((deletedAt) => deletedAt !== null && over(deletedAt))
  );
}

/**
 * Whether a deleted chef's personal tax number may be erased at `now`: it is kept for the payout
 * records, so until the retention of the deletion's year and of the chef's last payout is over,
 * whether or not the customers of those orders still have accounts (the number is the chef's
 * alone; the orders' other parties never see it).
 */
export function mayEraseTaxNumber(deletedAt: Date | null, lastPayoutAt: Date | null, now: Date): boolean {
  if (deletedAt === null) return false;
  const over = (at: Date) => keptUntil(at).getTime() <= now.getTime();
  return over(deletedAt) && (lastPayoutAt === null || over(lastPayoutAt));
}
