import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#domain/constants.ts';
import {
  EventRequestInputSchema,
  ProposalAcceptSchema,
  ProposalInputSchema,
  type EventRequestInput,
  type ProposalAccept,
  type ProposalInput,
} from '#domain/event-requests/event-request.schema.ts';
import { OrderAddressSchema, type OrderAddress } from '#domain/orders/checkout.schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../client.ts';
import { eventRequests, notifications, orderItems, orders, products, reviews, users } from '../schema.ts';
import { DEMO_EVENTS, type DemoEvent } from './demo-events.ts';
import { STORY_ADDRESSES, STORY_CUSTOMERS } from './demo-story.ts';
import { inBothLanguages } from './demo-texts-lt.ts';
import {
  ensureCustomers,
  serviceTime,
  settleTimestamps,
  type StoryBuyer,
  type StoryServices,
} from './seed-demo-story.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

/** The marketplace's event-request services and order life, on the seeding's clock (demo-story-services.ts). */
export interface EventStoryServices extends Pick<
  StoryServices,
  'payByCard' | 'changeStatus' | 'rate' | 'reply' | 'runPayouts'
> {
  file(customerId: string, language: Language, input: EventRequestInput): Promise<{ id: number }>;
  propose(chefId: string, requestId: number, input: ProposalInput): Promise<{ id: number; revision: number }>;
  accept(customerId: string, input: ProposalAccept, address: OrderAddress): Promise<{ id: number }>;
  /** Why the chef cannot take a request like this now (the chefs' lists' rule), or undefined. */
  whyCannotTake(
    chefId: string,
    request: { serviceAt: Date; city: string; cuisines: string[] },
  ): Promise<string | undefined>;
}

/**
 * The demo's event requests (demo-events.ts), played through the real services on a clock that
 * walks from a month ago to the moment of seeding: filed, proposed for by chefs who can take them
 * (the services refuse anyone else), one accepted and run to a paid, delivered and rated order.
 * After the chefs' hours are seeded, since who can take a request depends on them. Runs once: a
 * database holding any of the demo's requests is left alone. Answers whether it seeded.
 */
export async function seedDemoEvents(
  db: Db,
  servicesAt: (clock: Clock) => EventStoryServices,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<boolean> {
  const customers = await ensureCustomers(db, now);
  const [seeded] = await db
    .select({ id: eventRequests.id })
    .from(eventRequests)
    .where(
      and(
        inArray(eventRequests.customerUserId, Object.values(customers)),
        inArray(
          eventRequests.note,
          DEMO_EVENTS.map((event) => event.note),
        ),
      ),
    )
    .limit(1);
  if (seeded) return false;

  const nicknames = [...new Set(DEMO_EVENTS.flatMap((event) => event.proposals.map((p) => p.chef)))];
  const chefRows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.nickname, nicknames));
  const chefId = (nickname: string) => {
    const found = chefRows.find((row) => row.nickname === nickname);
    if (!found) throw new Error(`demo events: no demo chef ${nickname}`);
    return found.id;
  };
  const dishRows = await db
    .select({ id: products.id, title: products.title, userId: products.userId })
    .from(products)
    .where(
      inArray(
        products.userId,
        chefRows.map((row) => row.id),
      ),
    );
  const dishId = (nickname: string, title: string) => {
    const found = dishRows.find((row) => row.userId === chefId(nickname) && row.title === title);
    if (!found) throw new Error(`demo events: ${nickname} has no dish "${title}"`);
    return found.id;
  };
  const languages = new Map(
    (
      await db
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(inArray(users.id, Object.values(customers)))
    ).map((row) => [row.id, row.language as Language]),
  );

  let at = now.getTime();
  const clock: Clock = { now: () => new Date(at) };
  const services = servicesAt(clock);
  const steps: { at: number; label: string; run: () => Promise<unknown> }[] = [];
  const orderIds: number[] = [];

  for (const event of DEMO_EVENTS) {
    const customerId = customers[event.customer];
    const buyer: StoryBuyer = { userId: customerId, role: 'CUSTOMER', guestOrderIds: [] };
    const address = STORY_ADDRESSES[event.address];
    const filedAt = now.getTime() - event.filedHoursAgo * HOUR;
    at = filedAt;
    const serviceAt = await serviceTimeOf(event, now, (serviceAt) =>
      Promise.all(
        event.proposals.map((proposal) =>
          services.whyCannotTake(chefId(proposal.chef), {
            serviceAt,
            city: address.city,
            cuisines: event.cuisines,
          }),
        ),
      ),
    );
    let requestId = 0;
    const proposals = new Map<string, { id: number; revision: number }>();
    let orderId = 0;
    const add = (time: number, what: string, run: () => Promise<unknown>) =>
      steps.push({ at: time, label: `${event.key} ${what}`, run });

    add(filedAt, 'filed', async () => {
      const request = await services.file(
        customerId,
        languages.get(customerId) ?? 'lt',
        EventRequestInputSchema.parse({
          serviceDate: Math.floor(serviceAt.getTime() / 1000),
          city: address.city,
          address: address.formatted_address,
          guests: event.guests,
          budgetKind: event.budgetKind,
          budget: event.budgetEuros * 100,
          cuisines: event.cuisines,
          allergens: event.allergens,
          dietaryNeeds: event.dietaryNeeds,
          occasion: event.occasion,
          note: event.note,
        }),
      );
      requestId = request.id;
    });
    for (const proposal of event.proposals) {
      add(filedAt + proposal.hoursAfterFiling * HOUR, `${proposal.chef} proposes`, async () => {
        const sent = await services.propose(
          chefId(proposal.chef),
          requestId,
          ProposalInputSchema.parse({
            courses: proposal.courses.map((course) =>
              'dish' in course
                ? { dishId: dishId(proposal.chef, course.dish) }
                : { ...course, description: inBothLanguages(course.description) },
            ),
            includes: proposal.includes,
            price: proposal.priceEuros * 100,
            durationMinutes: proposal.durationMinutes,
            message: inBothLanguages(proposal.message),
          }),
        );
        proposals.set(proposal.chef, sent);
      });
    }
    const accepted = event.accepted;
    if (!accepted) continue;
    const menu = event.proposals.find((proposal) => proposal.chef === accepted.chef)!;
    const seller = { id: chefId(accepted.chef), role: 'CUSTOMER' as const };
    const acceptedAt = filedAt + accepted.hoursAfterFiling * HOUR;
    add(acceptedAt, 'accepted', async () => {
      const chosen = proposals.get(accepted.chef)!;
      const order = await services.accept(
        customerId,
        ProposalAcceptSchema.parse({ proposalId: chosen.id, revision: chosen.revision }),
        OrderAddressSchema.parse({ ...address, phone: STORY_CUSTOMERS[event.customer].phone }),
      );
      orderId = order.id;
      orderIds.push(order.id);
    });
    add(acceptedAt + 4 * MINUTE, 'paid', async () => {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      await services.payByCard(buyer, orderId, row!.amountToPayCents);
    });
    add(acceptedAt + 2 * HOUR, 'confirmed', () =>
      services.changeStatus(seller, { orderId, status: 'confirmed' }),
    );
    // Marked delivered when the chef's time at the table is over.
    const deliveredAt = serviceAt.getTime() + menu.durationMinutes * MINUTE;
    add(deliveredAt, 'delivered', async () => {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      await services.changeStatus(seller, {
        orderId,
        status: 'delivered',
        handoverCode: row!.handoverCode ?? undefined,
      });
    });
    const payoutRun = deliveredAt + DAY + 20 * MINUTE;
    if (payoutRun < now.getTime()) add(payoutRun, 'payout job', () => services.runPayouts());
    const ratedAt = deliveredAt + accepted.rating.hoursAfterDelivery * HOUR;
    add(ratedAt, 'rated', () =>
      services.rate(customerId, {
        orderId,
        rating: accepted.rating.stars,
        comment: accepted.rating.comment,
      }),
    );
    add(ratedAt + accepted.reply.hoursAfterRating * HOUR, 'reply', async () => {
      const [review] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
        .where(eq(orderItems.orderId, orderId));
      await services.reply(seller.id, review!.id, accepted.reply.text);
    });
  }

  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) {
    if (step.at > now.getTime()) throw new Error(`demo events: ${step.label} would happen in the future`);
    at = step.at;
    await step.run();
  }
  await settleTimestamps(db, orderIds, now);
  // The chefs not chosen weeks ago have read that by now.
  await db
    .update(notifications)
    .set({ readAt: sql`${notifications.createdAt} + interval '3 hours'` })
    .where(
      and(
        inArray(
          notifications.userId,
          chefRows.map((row) => row.id),
        ),
        eq(notifications.kind, 'proposalNotChosen'),
        isNull(notifications.readAt),
        lt(notifications.createdAt, new Date(now.getTime() - 2 * DAY)),
      ),
    );
  log.info({ requests: DEMO_EVENTS.length, orders: orderIds.length }, 'demo event requests seeded');
  return true;
}

/**
 * The event's service time: the story's, or the first day from `fromDay` on at `at` on which
 * every proposing chef can take it (`reasons` answers each chef's reason not to, by the rule).
 */
async function serviceTimeOf(
  event: DemoEvent,
  now: Date,
  reasons: (serviceAt: Date) => Promise<(string | undefined)[]>,
): Promise<Date> {
  const service = event.service;
  if (!('fromDay' in service)) return serviceTime(now, service);
  const tried: string[] = [];
  for (let day = service.fromDay; day < service.fromDay + 28; day++) {
    const candidate = serviceTime(now, { day, at: service.at });
    const why = await reasons(candidate);
    if (why.every((reason) => reason === undefined)) return candidate;
    tried.push(`${candidate.toISOString()}: ${why.join(', ')}`);
  }
  throw new Error(
    `demo events: no day all of the ${event.key} request's chefs can take\n${tried.join('\n')}`,
  );
}
