import { addDays, vilniusDate } from '#domain/availability/vilnius-day.ts';
import { offerWindow } from '#domain/availability/booking-horizon.ts';
import {
  defaultAvailability,
  SLOT_HORIZON_DAYS,
  type ChefAvailability,
} from '#domain/availability/availability-settings.ts';
import { nextAvailableDate, noticeMinutesFor, openTimes } from '#domain/availability/slots.ts';
import { MIN_SERVICE_DATE_SECONDS } from '#domain/orders/checkout-rules.ts';
import type { ServiceSlots } from '#domain/availability/availability.response.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeptAnswers } from '../../lib/kept-answers.ts';
import { dishesToOffer } from '../dishes/dishes.queries.ts';
import * as repo from './availability.repo.ts';

/** One chef's part of an order or cart: the chef and the longest preparation of their dishes. */
export interface ChefPart {
  chefUserId: string;
  preparationMinutes: number;
}

const FLOOR_MS = MIN_SERVICE_DATE_SECONDS * 1000;

/** The times chefs can be booked for: a cart's offer, each chef's next open date, the chef list's filter. */
export class SlotOffers {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Slot offers kept a few seconds (AvailabilityService says when they are forgotten). */
    private readonly kept?: KeptAnswers<ServiceSlots>,
  ) {}

  /**
   * GET /store/service-slots: the days from `from` (at most `days`) with the times a customer may
   * choose for all the chefs of `productIds` (each chef's hours, days off, capacity left, lead time
   * plus their dishes' preparation, and the spec's date floor).
   */
  async serviceSlots(productIds: number[], from: string | undefined, days: number): Promise<ServiceSlots> {
    const now = this.clock.now();
    // Never past the booking horizon (an order dated later is refused too).
    const { start, days: shown } = offerWindow(from, days, vilniusDate(now.getTime()));
    if (shown === 0) return { timeZone: 'Europe/Vilnius', days: [] };
    const compute = () => this.computeServiceSlots(productIds, start, shown, now);
    if (!this.kept) return compute();
    // A checkout asks again as its customer moves through the month; anyone with the same dishes
    // gets the same offer (a taken time is still refused when the order is placed).
    const key = `${[...new Set(productIds)].sort((a, b) => a - b).join(',')} ${start} ${shown}`;
    return this.kept.read(key, compute);
  }

  private async computeServiceSlots(
    productIds: number[],
    start: string,
    days: number,
    now: Date,
  ): Promise<ServiceSlots> {
    const dishes = await dishesToOffer(this.db, productIds);
    const orderable = dishes.filter(
      (dish) => dish.active && dish.complete && dish.chefValid && !dish.blockedReason,
    );
    const parts = chefParts(
      orderable.map((dish) => ({
        chefUserId: dish.userId,
        preparationMinutes: dish.preparationMinutes ?? 0,
      })),
    );
    if (parts.length === 0 || orderable.length !== new Set(productIds).size) {
      return { timeZone: 'Europe/Vilnius', days: [] };
    }
    const end = addDays(start, days - 1);
    const availability = await repo.availabilityOf(
      this.db,
      parts.map((part) => part.chefUserId),
    );
    const taken = await repo.takenByChefDay(
      this.db,
      parts.map((part) => part.chefUserId),
      start,
      end,
      now,
    );
    const result: ServiceSlots = { timeZone: 'Europe/Vilnius', days: [] };
    for (let i = 0; i < days; i++) {
      const date = addDays(start, i);
      let times: string[] | undefined;
      for (const part of parts) {
        const chef = availability.get(part.chefUserId)!;
        const open = openTimes({
          availability: chef,
          date,
          earliestMs: earliestFor(chef, part, now.getTime()),
          taken: taken.get(part.chefUserId)?.[date] ?? 0,
        });
        times = times ? times.filter((time) => open.includes(time)) : open;
        if (times.length === 0) break;
      }
      if (times && times.length > 0) result.days.push({ date, times });
    }
    return result;
  }

  /** The next Vilnius date each chef has an open time (lead time only; no dish chosen yet). */
  async nextAvailableDates(chefIds: readonly string[]): Promise<Map<string, string | null>> {
    const now = this.clock.now();
    const ids = [...new Set(chefIds)];
    const result = new Map<string, string | null>();
    if (ids.length === 0) return result;
    const today = vilniusDate(now.getTime());
    const availability = await repo.availabilityOf(this.db, ids);
    const configured = ids.filter((id) => availability.get(id)!.configured);
    const taken = await repo.takenByChefDay(
      this.db,
      configured,
      today,
      addDays(today, SLOT_HORIZON_DAYS),
      now,
    );
    for (const id of ids) {
      const chef = availability.get(id)!;
      result.set(
        id,
        nextAvailableDate({
          availability: chef,
          nowMs: now.getTime(),
          earliestMs: earliestFor(chef, { chefUserId: id, preparationMinutes: 0 }, now.getTime()),
          takenByDate: taken.get(id),
        }),
      );
    }
    return result;
  }

  /**
   * The chef list's "available on" filter: which chefs have no open time on `date`. Only chefs with
   * availability set can differ from the defaults, so they are looked at one by one; the rest share
   * the defaults' answer (open, unless the date is past or too late today for the lead time).
   */
  async chefFilterOn(date: string): Promise<{ exclude: string[]; only?: string[] }> {
    const now = this.clock.now();
    const open = (chef: ChefAvailability, id: string, taken: number) =>
      openTimes(
        {
          availability: chef,
          date,
          earliestMs: earliestFor(chef, { chefUserId: id, preparationMinutes: 0 }, now.getTime()),
          taken,
        },
        1,
      ).length > 0;
    const rows = await repo.allAvailability(this.db);
    const taken = await repo.takenByChefDay(
      this.db,
      rows.map((row) => row.userId),
      date,
      date,
      now,
    );
    const closed: string[] = [];
    const opened: string[] = [];
    for (const row of rows) {
      const chef = repo.asChefAvailability(row);
      (open(chef, row.userId, taken.get(row.userId)?.[date] ?? 0) ? opened : closed).push(row.userId);
    }
    const defaults = defaultAvailability();
    return open(defaults, '', 0) ? { exclude: closed } : { exclude: [], only: opened };
  }
}

/** One part per chef, with the longest preparation of their dishes. */
export function chefParts(lines: readonly ChefPart[]): ChefPart[] {
  const byChef = new Map<string, number>();
  for (const line of lines) {
    byChef.set(line.chefUserId, Math.max(byChef.get(line.chefUserId) ?? 0, line.preparationMinutes));
  }
  return [...byChef.entries()].map(([chefUserId, preparationMinutes]) => ({
    chefUserId,
    preparationMinutes,
  }));
}

/** The earliest instant a chef can serve: now plus their lead time and preparation, and the floor. */
function earliestFor(chef: ChefAvailability, part: ChefPart, nowMs: number) {
  // A service strictly after now (service-rules: "now" is in the past).
  return Math.max(FLOOR_MS, nowMs + 1, nowMs + noticeMinutesFor(chef, part.preparationMinutes) * 60_000);
}
