import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isPublicHoliday } from '#domain/availability/days-off.ts';
import { marketplaceDay } from '#domain/orders/settlement.ts';
import { vilniusInstant } from '#domain/availability/vilnius-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import {
  addresses,
  merchantInfos,
  notifications,
  orderItems,
  orders,
  payments,
  payouts,
  products,
  reviews,
  sandboxIntents,
  users,
} from '../schema.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import {
  STORY_ADDRESSES,
  STORY_CUSTOMERS,
  STORY_MEAL_TIMES,
  STORY_ORDERS,
  type ServiceTime,
  type StoryAddress,
  type StoryCustomer,
  type StoryPerson,
} from './demo-story.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** The idempotency key of a story order; the first one found means the story is seeded. */
export const storyOrderKey = (key: string) => `demo-story:${key}`;

/** Who acts in the story: a customer, or a chef on their own dishes. */
export interface StoryBuyer {
  userId: string;
  role: 'CUSTOMER';
  guestOrderIds: number[];
}

/**
 * The marketplace's own services, on the story's clock (server/demo-story-services.ts builds them):
 * the story writes nothing about orders and money itself.
 */
export interface StoryServices {
  place(
    buyer: StoryBuyer,
    details: {
      serviceDeliveryDate: number;
      payInCash: boolean;
      cateringRequired: boolean;
      commentary?: string;
    },
    lines: { productId: number; productVolume: number }[],
    address: StoryAddress & { phone: string },
    idempotencyKey: string,
  ): Promise<{ order: { id: number } }>;
  /** Starts the card payment and pays it with the sandbox's test card. */
  payByCard(buyer: StoryBuyer, orderId: number, amountCents: number): Promise<unknown>;
  changeStatus(
    chef: { id: string; role: 'CUSTOMER' },
    change: { orderId: number; status: 'confirmed' | 'delivered'; handoverCode?: string },
  ): Promise<unknown>;
  rate(buyerId: string, rating: { orderId: number; rating: number; comment: string }): Promise<unknown>;
  reply(chefId: string, reviewId: string, text: string): Promise<unknown>;
  complain(
    buyerId: string,
    complaint: { orderId: number; itemId: number; text: string; photoIds: string[] },
  ): Promise<unknown>;
  /** The payout job's run. */
  runPayouts(): Promise<{ paid: number }>;
}

/**
 * The demo's orders, payments, ratings and replies, payouts, a complaint, a flagged chef
 * and the bell, played through the real services on a clock that walks from five weeks ago to the
 * moment of seeding, so every figure is what the marketplace itself would have written (fees,
 * captures, payouts of delivered items, the rating rule). Runs once: a database whose first story
 * order exists is left alone (a restart, or an older demo database that gets the story once).
 * Answers whether it seeded.
 */
export async function seedDemoStory(
  db: Db,
  servicesAt: (clock: Clock) => StoryServices,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<boolean> {
  const customers = await ensureCustomers(db, now);
  const ruta = customers.ruta;
  const [seeded] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.idempotencyKey, `${ruta}:${storyOrderKey(STORY_ORDERS[0]!.key)}`));
  if (seeded) return false;

  const chefs = [...new Set(STORY_ORDERS.map((order) => order.chef))];
  const dishRows = await db
    .select({ id: products.id, title: products.title, nickname: users.nickname, userId: users.id })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .innerJoin(merchantInfos, eq(merchantInfos.userId, users.id))
    // Only what can be ordered today: a story whose dishes are gone or changed (an older demo
    // database) is not begun, rather than stopping half-way; the next start tries again.
    .where(
      and(
        inArray(users.nickname, chefs),
        eq(products.active, true),
        eq(products.complete, true),
        isNull(products.blockedReason),
        eq(merchantInfos.valid, true),
      ),
    );
  const dishId = (chef: string, title: string) => {
    const found = dishRows.find((row) => row.nickname === chef && row.title === title);
    if (!found) throw new Error(`demo story: ${chef} has no dish "${title}"`);
    return found.id;
  };
  const chefId = (chef: string) => {
    const found = dishRows.find((row) => row.nickname === chef);
    if (!found) throw new Error(`demo story: no demo chef ${chef}`);
    return found.userId!;
  };

  let at = now.getTime();
  const clock: Clock = { now: () => new Date(at) };
  const services = servicesAt(clock);

  const steps: { at: number; label: string; run: () => Promise<unknown> }[] = [];
  const ids = new Map<string, number>();
  for (const story of STORY_ORDERS) {
    const buyerId = customers[story.customer];
    const buyer: StoryBuyer = { userId: buyerId, role: 'CUSTOMER', guestOrderIds: [] };
    const seller = { id: chefId(story.chef), role: 'CUSTOMER' as const };
    const serviceAt = serviceTime(now, story.service);
    const placedAt =
      story.placedHoursAgo !== undefined
        ? now.getTime() - story.placedHoursAgo * HOUR
        : serviceAt.getTime() - (story.placedHoursBefore ?? 48) * HOUR;
    const orderId = () => ids.get(story.key)!;
    const lines = story.dishes.map(([title, volume]) => ({
      productId: dishId(story.chef, title),
      productVolume: volume,
    }));
    const add = (time: number, what: string, run: () => Promise<unknown>) =>
      steps.push({ at: time, label: `${story.key} ${what}`, run });

    add(placedAt, 'placed', async () => {
      const { order } = await services.place(
        buyer,
        {
          serviceDeliveryDate: Math.floor(serviceAt.getTime() / 1000),
          payInCash: story.cash ?? false,
          cateringRequired: false,
          commentary: story.commentary,
        },
        lines,
        { ...STORY_ADDRESSES[story.address], phone: STORY_CUSTOMERS[story.customer].phone },
        storyOrderKey(story.key),
      );
      ids.set(story.key, order.id);
    });
    add(placedAt + 4 * MINUTE, 'paid', async () => {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId()));
      await services.payByCard(buyer, row!.id, row!.amountToPayCents);
    });
    const stage = story.stage ?? 'delivered';
    if (stage === 'paid') continue;
    add(placedAt + 2 * HOUR, 'confirmed', () =>
      services.changeStatus(seller, { orderId: orderId(), status: 'confirmed' }),
    );
    if (stage === 'confirmed') continue;
    const deliveredAt = serviceAt.getTime() + (story.deliveredHoursAfter ?? 2) * HOUR;
    add(deliveredAt, 'delivered', async () => {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId()));
      await services.changeStatus(seller, {
        orderId: orderId(),
        status: 'delivered',
        handoverCode: row!.handoverCode ?? undefined,
      });
    });
    // The payout job, as it runs every minute: what fell due a day after the delivery is paid then.
    const payoutRun = deliveredAt + 24 * HOUR + 20 * MINUTE;
    if (payoutRun < now.getTime()) add(payoutRun, 'payout job', () => services.runPayouts());
    if (story.rating) {
      const { stars, comment, hoursAfterDelivery } = story.rating;
      const ratedAt = deliveredAt + hoursAfterDelivery * HOUR;
      add(ratedAt, 'rated', () => services.rate(buyerId, { orderId: orderId(), rating: stars, comment }));
      if (story.reply) {
        const { text, hoursAfterRating } = story.reply;
        add(ratedAt + hoursAfterRating * HOUR, 'reply', async () => {
          const [review] = await db
            .select({ id: reviews.id })
            .from(reviews)
            .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
            .where(eq(orderItems.orderId, orderId()))
            .orderBy(orderItems.id)
            .limit(1);
          await services.reply(seller.id, review!.id, text);
        });
      }
    }
    if (story.complaint) {
      const { text, hoursAfterDelivery } = story.complaint;
      add(deliveredAt + hoursAfterDelivery * HOUR, 'complaint', async () => {
        const [item] = await db
          .select({ id: orderItems.id })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId()))
          .orderBy(orderItems.id)
          .limit(1);
        await services.complain(buyerId, { orderId: orderId(), itemId: item!.id, text, photoIds: [] });
      });
    }
  }

  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) {
    // Nothing in the story happens after the moment of seeding; only services are booked ahead.
    if (step.at > now.getTime()) throw new Error(`demo story: ${step.label} would happen in the future`);
    at = step.at;
    await step.run();
  }
  await settleTimestamps(db, [...ids.values()], now);
  log.info({ orders: ids.size }, 'demo story seeded');
  return true;
}

/** The story's customers: customer@demo.lt as the demo accounts made it, and the two it adds. */
export async function ensureCustomers(db: Db, now: Date): Promise<Record<StoryCustomer, string>> {
  const ids = {} as Record<StoryCustomer, string>;
  let passwordHash: string | undefined;
  for (const [name, person] of Object.entries(STORY_CUSTOMERS) as [StoryCustomer, StoryPerson][]) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (existing) {
      ids[name] = existing.id;
      await ensureCity(db, existing.id, person.city);
      continue;
    }
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const [created] = await db
      .insert(users)
      .values({
        email: person.email,
        passwordHash,
        role: 'CUSTOMER',
        verified: true,
        firstName: person.firstName,
        lastName: person.lastName,
        ...(person.language ? { language: person.language } : {}),
        termsAcceptedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    ids[name] =
      created?.id ??
      (await db.select({ id: users.id }).from(users).where(eq(users.email, person.email)))[0]!.id;
    await ensureCity(db, ids[name], person.city);
  }
  return ids;
}

/** The profile's address (its city), for an account that has none. */
async function ensureCity(db: Db, userId: string, city: string) {
  const [address] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
  if (!address) await db.insert(addresses).values({ userId, city, country: 'LT', countryPhoneCode: '370' });
}

/**
 * The rows whose creation time the database stamps itself (payments, the sandbox's intents,
 * payouts) get the story's time instead of the seeding's, and the bell's older notices are read.
 */
export async function settleTimestamps(db: Db, orderIds: number[], now: Date) {
  if (!orderIds.length) return;
  await db.execute(sql`
    UPDATE ${payments} SET created_at = o.created_at + interval '4 minutes'
    FROM ${orders} o WHERE o.id = ${payments.orderId} AND o.id IN ${orderIds}`);
  await db.execute(sql`
    UPDATE ${sandboxIntents} SET created_at = p.created_at
    FROM ${payments} p WHERE p.provider_ref = ${sandboxIntents.id} AND p.order_id IN ${orderIds}`);
  await db.execute(sql`
    UPDATE ${payouts} SET created_at = ${payouts.dueAt} - interval '1 day'
    FROM ${orderItems} i WHERE i.id = ${payouts.orderItemId} AND i.order_id IN ${orderIds}`);
  await db
    .update(notifications)
    .set({ readAt: sql`${notifications.createdAt} + interval '3 hours'` })
    .where(
      and(
        inArray(notifications.orderId, orderIds),
        isNull(notifications.readAt),
        lt(notifications.createdAt, new Date(now.getTime() - 2 * 24 * HOUR)),
      ),
    );
}

/** A service time of the story (demo-story.ts `ServiceTime`), at Vilnius wall-clock times. */
export function serviceTime(now: Date, service: ServiceTime): Date {
  if ('mealHoursAgo' in service) {
    const latest = now.getTime() - service.mealHoursAgo * HOUR;
    for (let day = 0; ; day--) {
      for (const at of STORY_MEAL_TIMES) {
        const meal = serviceTime(now, { day, at });
        // Chefs do not cook on public holidays unless they say so: no story meal falls on one.
        if (meal.getTime() <= latest && !isPublicHoliday(marketplaceDay(meal))) return meal;
      }
    }
  }
  // A day that falls on a public holiday moves one further from today (chefs have those off).
  let offset = service.day;
  while (isPublicHoliday(marketplaceDay(new Date(now.getTime() + offset * 24 * HOUR))))
    offset += offset < 0 ? -1 : 1;
  const date = marketplaceDay(new Date(now.getTime() + offset * 24 * HOUR));
  // The story's meal times are daytime hours, which exist on every Vilnius day.
  return new Date(vilniusInstant(date, service.at)!);
}
