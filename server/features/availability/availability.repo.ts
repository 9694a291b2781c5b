import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import {
  defaultAvailability,
  type Availability,
  type ChefAvailability,
} from '#domain/availability/availability-settings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chefAvailability, merchantInfos, slotBookings } from '../../db/schema.ts';

export type AvailabilityRow = typeof chefAvailability.$inferSelect;

/** A stored row as the domain's ChefAvailability; no row: the defaults (configured: false). */
export function asChefAvailability(row: AvailabilityRow | undefined | null): ChefAvailability {
  if (!row) return defaultAvailability();
  return {
    configured: true,
    weeklyHours: row.weeklyHours,
    daysOff: row.daysOff,
    servicesPerDay: row.servicesPerDay,
    leadTimeHours: row.leadTimeHours,
    serviceArea: row.serviceArea,
    workHolidays: row.workHolidays,
  };
}

/** The availability of each chef (the defaults for those who set none), by user id. */
export async function availabilityOf(
  db: DbOrTx,
  userIds: readonly string[],
  { lock = false } = {},
): Promise<Map<string, ChefAvailability>> {
  const ids = [...new Set(userIds)].sort();
  const found = new Map<string, ChefAvailability>();
  if (ids.length > 0) {
    const query = db
      .select()
      .from(chefAvailability)
      .where(inArray(chefAvailability.userId, ids))
      .orderBy(chefAvailability.userId);
    // Locked in user id order, so two orders naming the same chefs cannot deadlock.
    const rows = lock ? await query.for('update') : await query;
    for (const row of rows) found.set(row.userId, asChefAvailability(row));
  }
  return new Map(ids.map((id) => [id, found.get(id) ?? defaultAvailability()]));
}

/** Every chef's settings (the chef list's "available on" filter: one row per chef who set any). */
export async function allAvailability(db: DbOrTx): Promise<AvailabilityRow[]> {
  return db.select().from(chefAvailability);
}

export async function saveAvailability(db: DbOrTx, userId: string, value: Availability, now: Date) {
  const columns = {
    weeklyHours: value.weeklyHours,
    daysOff: value.daysOff,
    servicesPerDay: value.servicesPerDay,
    leadTimeHours: value.leadTimeHours,
    serviceArea: value.serviceArea,
    workHolidays: value.workHolidays,
    updatedAt: now,
  };
  await db
    .insert(chefAvailability)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: chefAvailability.userId, set: columns });
}

export async function isChef(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: merchantInfos.userId })
    .from(merchantInfos)
    .where(eq(merchantInfos.userId, userId));
  return Boolean(row);
}

/** A slot row that counts against the chef's capacity: booked, or held and not expired. */
export function liveSlot(now: Date) {
  return or(
    eq(slotBookings.state, 'booked'),
    and(eq(slotBookings.state, 'held'), gt(slotBookings.expiresAt, now)),
  );
}

/** Services taken per chef and Vilnius day, for days in [fromDay, toDay]. */
export async function takenByChefDay(
  db: DbOrTx,
  chefIds: readonly string[],
  fromDay: string,
  toDay: string,
  now: Date,
  exceptOrderId?: number,
): Promise<Map<string, Record<string, number>>> {
  const result = new Map<string, Record<string, number>>();
  if (chefIds.length === 0) return result;
  const rows = await db
    .select({
      chef: slotBookings.chefUserId,
      day: slotBookings.serviceDay,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(slotBookings)
    .where(
      and(
        inArray(slotBookings.chefUserId, [...new Set(chefIds)]),
        sql`${slotBookings.serviceDay} between ${fromDay} and ${toDay}`,
        sql`${slotBookings.state} <> 'released'`,
        liveSlot(now),
        exceptOrderId === undefined ? undefined : sql`${slotBookings.orderId} <> ${exceptOrderId}`,
      ),
    )
    .groupBy(slotBookings.chefUserId, slotBookings.serviceDay);
  for (const row of rows) {
    const days = result.get(row.chef) ?? {};
    days[row.day] = row.n;
    result.set(row.chef, days);
  }
  return result;
}

export type SlotRow = typeof slotBookings.$inferSelect;

export async function slotsOfOrder(db: DbOrTx, orderId: number): Promise<SlotRow[]> {
  return db.select().from(slotBookings).where(eq(slotBookings.orderId, orderId)).orderBy(slotBookings.id);
}

export async function insertSlots(db: DbOrTx, rows: (typeof slotBookings.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(slotBookings).values(rows).onConflictDoNothing();
}

/** Turns an order's held slots into bookings (paid). */
export async function bookSlots(db: DbOrTx, orderId: number, now: Date) {
  await db
    .update(slotBookings)
    .set({ state: 'booked', expiresAt: null, updatedAt: now })
    .where(and(eq(slotBookings.orderId, orderId), eq(slotBookings.state, 'held')));
}

/** Renews an order's holds (a payment started again) that were renewed fewer than `maxRenewals` times. */
export async function renewHolds(
  db: DbOrTx,
  orderId: number,
  expiresAt: Date,
  now: Date,
  maxRenewals: number,
) {
  await db
    .update(slotBookings)
    .set({ expiresAt, renewals: sql`${slotBookings.renewals} + 1`, updatedAt: now })
    .where(
      and(
        eq(slotBookings.orderId, orderId),
        eq(slotBookings.state, 'held'),
        lt(slotBookings.renewals, maxRenewals),
      ),
    );
}

/**
 * Gives an order's slots back (declined or cancelled), for all of its chefs or one (a chef who
 * declines their part).
 */
export async function releaseSlots(db: DbOrTx, orderId: number, now: Date, chefUserId?: string) {
  await db
    .update(slotBookings)
    .set({ state: 'released', expiresAt: null, updatedAt: now })
    .where(
      and(
        eq(slotBookings.orderId, orderId),
        sql`${slotBookings.state} <> 'released'`,
        chefUserId ? eq(slotBookings.chefUserId, chefUserId) : undefined,
      ),
    );
}
