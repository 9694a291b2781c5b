import { can } from '#domain/accounts/policies.ts';
import { vilniusDate } from '#domain/availability/vilnius-day.ts';
import {
  defaultAvailability,
  HOLD_MINUTES,
  type ChefAvailability,
} from '#domain/availability/availability-settings.ts';
import { serviceTimeProblem } from '#domain/availability/slots.ts';
import { validateAvailability } from '#domain/availability/availability-validation.ts';
import { MAX_HOLD_RENEWALS } from '#domain/orders/hold-limits.ts';
import type { FieldIssue } from '#domain/validation.ts';
import type { ServiceSlots } from '#domain/availability/availability.response.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChangeChannel } from '../../lib/change-channel.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeptAnswers } from '../../lib/kept-answers.ts';
import * as repo from './availability.repo.ts';
import { SlotOffers } from './slot-offers.ts';

/** The services an order takes: each chef's, at one instant. */
export interface SlotRequest {
  orderId: number;
  chefUserIds: readonly string[];
  serviceAt: Date;
  payInCash: boolean;
}

/** Chefs' settings and their services taken per Vilnius day. */
export interface ChefDays {
  availability: Map<string, ChefAvailability>;
  taken: Map<string, Record<string, number>>;
}

/** What GET /store/service-slots answers (its contract: domain/availability/availability.response.ts). */
export type { ServiceSlots };

/**
 * Chefs' availability: their settings, the times a cart can be booked for, and the slots
 * orders hold and book. The capacity rule holds under concurrency because every order that takes a
 * configured chef's slot locks that chef's availability row (SELECT ... FOR UPDATE) in its
 * transaction before it counts the day's live holds and bookings and writes its own.
 */
export class AvailabilityService {
  private readonly offers: SlotOffers;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /**
     * Slot offers kept a few seconds, emptied by any catalog change (hours, days off, dishes) and by
     * `bookings`, which orders that take a configured chef's service tell (`servicesTaken`).
     */
    private readonly kept?: { offers: KeptAnswers<ServiceSlots>; bookings: ChangeChannel },
  ) {
    this.offers = new SlotOffers(db, clock, kept?.offers);
  }

  /**
   * An order just took services of chefs with availability set (after its commit): every app
   * server's kept offers are forgotten. Orders for chefs who set nothing change no offer and say
   * nothing (an order costs no extra statement; orders.cost.test.ts).
   */
  servicesTaken(): void {
    this.kept?.bookings.changed();
  }

  /**
   * GET /secure/availability: the chef's own settings (the defaults when none are set). Days off
   * already past are left out: they change nothing, and saving them again would be refused.
   */
  async get(userId: string): Promise<ChefAvailability> {
    await this.requireChef(userId);
    const map = await repo.availabilityOf(this.db, [userId]);
    const chef = map.get(userId)!;
    const today = vilniusDate(this.clock.now().getTime());
    return { ...chef, daysOff: chef.daysOff.filter((day) => day >= today) };
  }

  /**
   * Each chef's settings and the services taken on the Vilnius days from `fromDay` to `toDay` (live
   * holds and bookings): whether an event request's time is open for them.
   */
  async chefDays(chefIds: readonly string[], fromDay: string, toDay: string): Promise<ChefDays> {
    const availability = await repo.availabilityOf(this.db, chefIds);
    const configured = [...availability.entries()].filter(([, chef]) => chef.configured).map(([id]) => id);
    const taken = await repo.takenByChefDay(this.db, configured, fromDay, toDay, this.clock.now());
    return { availability, taken };
  }

  /** POST /secure/availability: `text` is the JSON of an Availability. */
  async save(userId: string, text: unknown): Promise<ChefAvailability> {
    await this.requireChef(userId);
    let value: unknown;
    try {
      value = typeof text === 'string' ? JSON.parse(text) : text;
    } catch {
      throw AppError.field(400, 'availability', 'forms.validation.invalidFormat');
    }
    const today = vilniusDate(this.clock.now().getTime());
    const { availability, issues: all } = validateAvailability(value, { today });
    // The first problem of each field, as the other forms answer.
    const issues: FieldIssue[] = all
      .filter((issue, index) => all.findIndex((other) => other.field === issue.field) === index)
      .map(({ field, code, params }) => ({ field, code, params: { field, ...params } }));
    if (issues.length > 0) throw AppError.validation(issues);
    await repo.saveAvailability(this.db, userId, availability, this.clock.now());
    return { configured: true, ...availability };
  }

  /** GET /store/service-slots (SlotOffers.serviceSlots). */
  serviceSlots(productIds: number[], from: string | undefined, days: number): Promise<ServiceSlots> {
    return this.offers.serviceSlots(productIds, from, days);
  }

  /** The next Vilnius date each chef has an open time (SlotOffers.nextAvailableDates). */
  nextAvailableDates(chefIds: readonly string[]): Promise<Map<string, string | null>> {
    return this.offers.nextAvailableDates(chefIds);
  }

  /** The chef list's "available on" filter (SlotOffers.chefFilterOn). */
  chefFilterOn(date: string): Promise<{ exclude: string[]; only?: string[] }> {
    return this.offers.chefFilterOn(date);
  }

  /**
   * Takes each chef's service of a new order (or a chef new to an order) at `serviceAt`, inside the
   * caller's transaction: locks the configured chefs' rows, counts the live services of that Vilnius
   * day, refuses a day off or a holiday the chef does not work (400 chefDayOff), a time outside the
   * hours (400 outsideCookingHours; the default hours for a chef who set none) or a full day (409
   * slotTaken), and writes a hold (until paid or HOLD_MINUTES, cash orders too). Chefs without
   * settings have no limit, but their services are written too, so a limit set later counts them.
   */
  async reserve(tx: DbOrTx, input: SlotRequest) {
    await this.check(tx, input);
    await repo.insertSlots(tx, slotRows({ ...input, now: this.clock.now() }));
  }

  /** `reserve` without the writing: the caller writes the slot rows with its order's own rows. */
  async check(tx: DbOrTx, input: SlotRequest) {
    const now = this.clock.now();
    const day = vilniusDate(input.serviceAt.getTime());
    const availability = await repo.availabilityOf(tx, input.chefUserIds, { lock: true });
    const configured = [...availability.entries()].filter(([, chef]) => chef.configured).map(([id]) => id);
    const taken = await repo.takenByChefDay(tx, configured, day, day, now, input.orderId);
    for (const id of availability.keys()) {
      const problem = serviceTimeProblem(
        availability.get(id)!,
        input.serviceAt.getTime(),
        taken.get(id)?.[day] ?? 0,
      );
      if (problem === 'slotTaken')
        throw AppError.field(409, 'serviceDeliveryDate', 'pages.checkout.slotTaken');
      if (problem) throw AppError.field(400, 'serviceDeliveryDate', `pages.checkout.${problem}`);
    }
  }

  /**
   * A card payment is about to be recorded: the order's holds become bookings. A hold that expired
   * is booked only when its chef's day still has room (the slot was not taken meanwhile); otherwise
   * the answer is 'taken' and the payment must not pay the order (docs/spec-deviations.md).
   */
  async book(tx: DbOrTx, orderId: number): Promise<'booked' | 'taken'> {
    const now = this.clock.now();
    if ((await this.expiredHoldsWithoutRoom(tx, orderId, now)).length > 0) return 'taken';
    await repo.bookSlots(tx, orderId, now);
    return 'booked';
  }

  /**
   * A payment is starting: the order's holds are renewed for HOLD_MINUTES, once at most
   * (MAX_HOLD_RENEWALS: a script restarting the payment must not keep a service for ever), or
   * refused with 409 holdExpired when one expired and its chef's day has filled up since. A hold
   * renewed already is not renewed again; its order can still be paid while the chef's day has room.
   */
  async renewHolds(orderId: number) {
    await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      if ((await this.expiredHoldsWithoutRoom(tx, orderId, now)).length > 0)
        throw AppError.conflict('pages.checkout.holdExpired');
      await repo.renewHolds(
        tx,
        orderId,
        new Date(now.getTime() + HOLD_MINUTES * 60_000),
        now,
        MAX_HOLD_RENEWALS,
      );
    });
  }

  /** Whether one of the order's holds has ended (the order was not paid in time). */
  async hasLapsedHold(orderId: number) {
    const now = this.clock.now();
    const slots = await repo.slotsOfOrder(this.db, orderId);
    return slots.some((slot) => slot.state === 'held' && slot.expiresAt! <= now);
  }

  /** Gives an order's services back (declined or cancelled; one chef's part, or all). */
  async release(tx: DbOrTx, orderId: number, chefUserId?: string) {
    await repo.releaseSlots(tx, orderId, this.clock.now(), chefUserId);
  }

  /** Only a chef has availability to set: anyone else is refused (403). */
  private async requireChef(userId: string) {
    const chef = await repo.isChef(this.db, userId);
    if (!can({ id: userId }, 'availability.edit', { chef })) throw AppError.forbidden();
  }

  /** The order's expired holds whose chef's day is now full (the chefs locked first). */
  private async expiredHoldsWithoutRoom(tx: DbOrTx, orderId: number, now: Date) {
    const slots = await repo.slotsOfOrder(tx, orderId);
    const expired = slots.filter((slot) => slot.state === 'held' && slot.expiresAt! <= now);
    if (expired.length === 0) return [];
    const availability = await repo.availabilityOf(
      tx,
      expired.map((slot) => slot.chefUserId),
      { lock: true },
    );
    const full = [];
    for (const slot of expired) {
      const chef = availability.get(slot.chefUserId)!;
      if (!chef.configured || chef.servicesPerDay === null) continue;
      const taken = await repo.takenByChefDay(
        tx,
        [slot.chefUserId],
        slot.serviceDay,
        slot.serviceDay,
        now,
        orderId,
      );
      if ((taken.get(slot.chefUserId)?.[slot.serviceDay] ?? 0) >= chef.servicesPerDay) full.push(slot);
    }
    return full;
  }
}

/**
 * Why a chef who set no availability cannot serve at `serviceAt` (their default hours and the public
 * holidays), as the error an order answers; checked without the database (such an order is written
 * in one statement).
 */
export function defaultHoursProblem(serviceAt: Date): AppError | undefined {
  const problem = serviceTimeProblem(defaultAvailability(), serviceAt.getTime(), 0);
  return problem ? AppError.field(400, 'serviceDeliveryDate', `pages.checkout.${problem}`) : undefined;
}

/**
 * The slot rows of an order's chefs, held for HOLD_MINUTES until the order is paid. A cash order is
 * held too: its fees are paid online, and until then nobody is told of it (orders tellPaid), so an
 * abandoned one must not keep the chef's service.
 */
export function slotRows(input: {
  orderId: number;
  chefUserIds: readonly string[];
  serviceAt: Date;
  payInCash: boolean;
  now: Date;
}) {
  return [...new Set(input.chefUserIds)].map((chefUserId) => ({
    chefUserId,
    orderId: input.orderId,
    serviceDay: vilniusDate(input.serviceAt.getTime()),
    serviceAt: input.serviceAt,
    state: 'held' as const,
    expiresAt: new Date(input.now.getTime() + HOLD_MINUTES * 60_000),
    createdAt: input.now,
    updatedAt: input.now,
  }));
}
