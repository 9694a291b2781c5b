import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  complaints,
  orderAddresses,
  orderItems,
  orders,
  payments,
  productDetails,
  refunds,
  reviews,
  slotBookings,
  users,
} from '../../db/schema.ts';
import { chefAvailabilityOf, chefCityOf } from './new-order.repo.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type AddressRow = typeof orderAddresses.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

// Orders once placed: found, changed while unpaid, and read for their buyer's and chefs' lists.

/** At least one item. Await it, or send it with other writes (`writeTogether`). */
export function insertItems(db: DbOrTx, values: (typeof orderItems.$inferInsert)[]) {
  return db.insert(orderItems).values(values);
}

/** Await it, or send it with other writes (`writeTogether`). */
export function upsertAddress(db: DbOrTx, values: typeof orderAddresses.$inferInsert) {
  const { orderId: _key, ...rest } = values;
  return db
    .insert(orderAddresses)
    .values(values)
    .onConflictDoUpdate({ target: orderAddresses.orderId, set: rest });
}

export async function findOrder(db: DbOrTx, id: number, { lock = false } = {}) {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findByIdempotencyKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

/** Payments started but not authorised: superseded when the order changes. */
export async function cancelUnfinishedPayments(db: DbOrTx, orderId: number, now: Date) {
  await db
    .update(payments)
    .set({ status: 'canceled', lastError: 'superseded', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'requires_payment')));
}

export async function updateOrder(db: DbOrTx, id: number, values: Partial<typeof orders.$inferInsert>) {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

export async function itemsOf(db: DbOrTx, orderIds: number[], sellerUserId?: string) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.orderId, orderIds),
        sellerUserId ? eq(orderItems.sellerUserId, sellerUserId) : undefined,
      ),
    )
    .orderBy(orderItems.id);
}

/** A paid order's items for its receipt and notices, each with its chef's names. */
export async function receiptItems(db: DbOrTx, orderId: number) {
  return db
    .select({
      title: orderItems.title,
      volume: orderItems.volume,
      unitPriceCents: orderItems.unitPriceCents,
      sellerUserId: orderItems.sellerUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
    })
    .from(orderItems)
    .innerJoin(users, eq(users.id, orderItems.sellerUserId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

/** The customers of some orders, as their chefs see them named. */
export async function buyersOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
}

export type BuyerRow = Awaited<ReturnType<typeof buyersOf>>[number];

/** The addresses of a customer's latest orders, newest first (checkout offers them again). */
export async function latestAddressesOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      title: orderAddresses.title,
      formatted_address: orderAddresses.formattedAddress,
      city: orderAddresses.city,
      state: orderAddresses.state,
      postalCode: orderAddresses.postalCode,
      phone: orderAddresses.phone,
    })
    .from(orderAddresses)
    .innerJoin(orders, eq(orders.id, orderAddresses.orderId))
    .where(eq(orders.buyerUserId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function addressesOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderAddresses).where(inArray(orderAddresses.orderId, orderIds));
}

export async function paymentsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(payments.createdAt);
}

export async function refundsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(refunds.createdAt);
}

/** The ratings of these order items (at most one each: reviews_item_unique), and whether replied. */
export async function reviewsOfItems(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      orderItemId: reviews.orderItemId,
      id: reviews.id,
      rating: reviews.rating,
      replied: sql<boolean>`${reviews.reply} is not null`,
    })
    .from(reviews)
    .where(inArray(reviews.orderItemId, itemIds));
}

export type ItemReviewRow = Awaited<ReturnType<typeof reviewsOfItems>>[number];

/**
 * What is left for `userId` in each of these orders (domain/notifications/notice-tasks.ts): as their
 * chef, dishes to confirm, reviews to reply to and open complaints to answer; as their buyer,
 * delivered dishes to rate. Orders with no item answer no row.
 */
export async function openTasksIn(db: DbOrTx, userId: string, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const mine = sql`${orderItems.sellerUserId} = ${userId}`;
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  return db
    .select({
      orderId: orderItems.orderId,
      confirm: counted(sql`${mine} and ${orderItems.status} = 'placed'`),
      rate: counted(
        sql`${orders.buyerUserId} = ${userId} and ${orderItems.status} = 'delivered' and ${reviews.id} is null`,
      ),
      reply: counted(sql`${mine} and ${reviews.id} is not null and ${reviews.reply} is null`),
      answer: counted(sql`${mine} and ${complaints.status} = 'open' and ${complaints.chefResponse} is null`),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .leftJoin(complaints, eq(complaints.orderItemId, orderItems.id))
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
}

const LIST_LIMIT = 200;
/** More than any kitchen has open at once; the soonest services first, so none due is left out. */
const WORK_LIMIT = 500;

/**
 * The chef's items that may need her (GET /secure/seller-work): placed or confirmed, or with an
 * open complaint she has not answered, or a review without her reply. Only her own items, in orders
 * not abandoned; the rule of what needs her now is domain/orders/seller-work.ts.
 */
export async function sellerWorkItems(db: DbOrTx, sellerUserId: string, now: Date) {
  return db
    .select({
      orderId: orderItems.orderId,
      sId: orders.sId,
      itemId: orderItems.id,
      title: orderItems.title,
      volume: orderItems.volume,
      status: orderItems.status,
      serviceDate: orders.serviceDate,
      paymentStatus: orders.paymentStatus,
      complaintId: complaints.id,
      complaintStatus: complaints.status,
      complaintCreatedAt: complaints.createdAt,
      complaintAnswered: sql<boolean>`${complaints.chefResponse} is not null`,
      reviewId: reviews.id,
      reviewRating: reviews.rating,
      reviewCreatedAt: reviews.createdAt,
      reviewReplied: sql<boolean>`${reviews.reply} is not null`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(complaints, eq(complaints.orderItemId, orderItems.id))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(
      and(
        eq(orderItems.sellerUserId, sellerUserId),
        notAbandoned(now),
        or(
          inArray(orderItems.status, ['placed', 'confirmed']),
          and(eq(complaints.status, 'open'), isNull(complaints.chefResponse)),
          and(sql`${reviews.id} is not null`, isNull(reviews.reply)),
        ),
      ),
    )
    .orderBy(asc(orders.serviceDate), asc(orderItems.id))
    .limit(WORK_LIMIT);
}

export type SellerWorkRow = Awaited<ReturnType<typeof sellerWorkItems>>[number];

/**
 * An order nobody paid whose hold ended: its slots no longer count (availability liveSlot), and it
 * is left out of every list (the customer's, the chef's, the console's) as if never placed. An
 * order without slot rows (written before holds existed) is never taken for one.
 */
export function notAbandoned(now: Date) {
  // One look at the order's own slot rows (their index), asked per listed order: as EXISTS under
  // a NOT, the planner may instead hash every slot row of every order first.
  return sql`(${orders.paymentStatus} <> 'pending' or (select bool_or(${slotBookings.state} = 'held' and ${slotBookings.expiresAt} <= ${now})
      and not bool_or(${slotBookings.state} = 'booked' or (${slotBookings.state} = 'held' and ${slotBookings.expiresAt} > ${now}))
    from ${slotBookings} where ${slotBookings.orderId} = ${orders.id}) is not true)`;
}

/** Its card payment was authorised (the payments feature recorded it). */
export async function markAuthorized(tx: DbOrTx, orderId: number, at: Date) {
  await tx.update(orders).set({ paymentStatus: 'authorized', updatedAt: at }).where(eq(orders.id, orderId));
}

/** Ends an unpaid order's holds now and frees its retry key: a changed checkout replaced it. */
export async function abandonOrder(db: DbOrTx, orderId: number, now: Date) {
  await db
    .update(slotBookings)
    .set({ expiresAt: now, updatedAt: now })
    .where(and(eq(slotBookings.orderId, orderId), eq(slotBookings.state, 'held')));
  await db.update(orders).set({ idempotencyKey: null, updatedAt: now }).where(eq(orders.id, orderId));
}

export async function buyerOrders(db: DbOrTx, userId: string, now: Date) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerUserId, userId), notAbandoned(now)))
    .orderBy(desc(orders.updatedAt))
    .limit(LIST_LIMIT);
}

/** Orders that hold at least one of the seller's dishes. */
export async function sellerOrders(db: DbOrTx, userId: string, now: Date) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.sellerUserId} = ${userId})`,
        notAbandoned(now),
      ),
    )
    .orderBy(desc(orders.updatedAt))
    .limit(LIST_LIMIT);
}

export async function isSellerIn(db: DbOrTx, orderId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sellerUserId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * What the service rules need of an order's items: each dish's preparation time as it is
 * now and its chef's city.
 */
export async function serviceLinesOf(db: DbOrTx, orderId: number) {
  return db
    .select({
      title: orderItems.title,
      preparationMinutes: productDetails.preparationMinutes,
      chefCity: chefCityOf(orderItems.sellerUserId),
      chefAvailability: chefAvailabilityOf(orderItems.sellerUserId),
    })
    .from(orderItems)
    .leftJoin(productDetails, eq(productDetails.productId, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
}
