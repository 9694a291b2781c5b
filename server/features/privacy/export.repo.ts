import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  assetEntries,
  assetPurchases,
  assetWithdrawals,
  assistantMessages,
  complaints,
  eventProposals,
  eventRequests,
  files,
  merchantInfos,
  messages,
  messageThreads,
  notifications,
  orderAddresses,
  orderItems,
  orders,
  payments,
  payouts,
  refunds,
  reviews,
  users,
} from '../../db/schema.ts';

/**
 * The reads behind a person's data export: only rows that are the caller's own, or the parts of
 * shared rows their own screens show. Each list is bounded (newest first past the bound), so one
 * export stays a few megabytes at most.
 */
export const EXPORT_LIMIT = 5000;

export async function user(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export function ownAddresses(db: DbOrTx, userId: string) {
  return db
    .select({ city: addresses.city, country: addresses.country, createdAt: addresses.createdAt })
    .from(addresses)
    .where(eq(addresses.userId, userId));
}

export async function ownMerchantInfo(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(merchantInfos).where(eq(merchantInfos.userId, userId));
  return row;
}

export async function ordersAsCustomer(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ order: orders, address: orderAddresses })
    .from(orders)
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(eq(orders.buyerUserId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(EXPORT_LIMIT);
  const ids = rows.map((row) => row.order.id);
  if (!ids.length) return { rows, items: [], payments: [], refunds: [] };
  const [items, paid, refunded] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db
      .select({
        orderId: payments.orderId,
        provider: payments.provider,
        amountCents: payments.amountCents,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(inArray(payments.orderId, ids)),
    db
      .select({
        orderId: refunds.orderId,
        amountCents: refunds.amountCents,
        status: refunds.status,
        createdAt: refunds.createdAt,
        completedAt: refunds.completedAt,
      })
      .from(refunds)
      .where(inArray(refunds.orderId, ids)),
  ]);
  return { rows, items, payments: paid, refunds: refunded };
}

/** The chef's items and their orders' public facts; never the customer's address or contacts. */
export function itemsAsChef(db: DbOrTx, userId: string) {
  return db
    .select({
      orderId: orders.id,
      sId: orders.sId,
      serviceDate: orders.serviceDate,
      payInCash: orders.payInCash,
      createdAt: orders.createdAt,
      city: orderAddresses.city,
      item: orderItems,
      payout: {
        amountCents: payouts.amountCents,
        deductedCents: payouts.deductedCents,
        status: payouts.status,
        dueAt: payouts.dueAt,
        paidAt: payouts.paidAt,
      },
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .leftJoin(payouts, eq(payouts.orderItemId, orderItems.id))
    .where(eq(orderItems.sellerUserId, userId))
    .orderBy(desc(orders.createdAt), asc(orderItems.id))
    .limit(EXPORT_LIMIT);
}

export async function threadsWithMessages(db: DbOrTx, userId: string) {
  const threads = await db
    .select()
    .from(messageThreads)
    .where(or(eq(messageThreads.customerUserId, userId), eq(messageThreads.chefUserId, userId)))
    .orderBy(desc(messageThreads.createdAt))
    .limit(EXPORT_LIMIT);
  const ids = threads.map((thread) => thread.id);
  const rows = ids.length
    ? await db
        .select({
          id: messages.id,
          threadId: messages.threadId,
          senderUserId: messages.senderUserId,
          body: messages.body,
          maskedBody: messages.maskedBody,
          maskedKinds: messages.maskedKinds,
          maskVersion: messages.maskVersion,
          hiddenAt: messages.hiddenAt,
          createdAt: messages.createdAt,
          photoStoredName: files.storedName,
          photoOwnerId: files.userId,
        })
        .from(messages)
        .leftJoin(files, eq(files.id, messages.photoFileId))
        .where(inArray(messages.threadId, ids))
        .orderBy(desc(messages.id))
        .limit(EXPORT_LIMIT * 4)
    : [];
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, nickname: users.nickname })
    .from(users)
    .where(
      inArray(users.id, [
        ...new Set(threads.flatMap((thread) => [thread.customerUserId, thread.chefUserId])),
        userId,
      ]),
    );
  return { threads, messages: rows, people: new Map(people.map((person) => [person.id, person])) };
}

export function ownNotifications(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(EXPORT_LIMIT);
}

export async function eventRequestsAndProposals(db: DbOrTx, userId: string) {
  const requests = await db
    .select()
    .from(eventRequests)
    .where(eq(eventRequests.customerUserId, userId))
    .orderBy(desc(eventRequests.createdAt))
    .limit(EXPORT_LIMIT);
  const requestIds = requests.map((request) => request.id);
  const [received, sent] = await Promise.all([
    requestIds.length
      ? db.select().from(eventProposals).where(inArray(eventProposals.requestId, requestIds))
      : [],
    db
      .select()
      .from(eventProposals)
      .where(eq(eventProposals.chefUserId, userId))
      .orderBy(desc(eventProposals.createdAt))
      .limit(EXPORT_LIMIT),
  ]);
  return { requests, received, sent };
}

export function reviewsOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(reviews)
    .where(or(eq(reviews.buyerUserId, userId), eq(reviews.sellerUserId, userId)))
    .orderBy(desc(reviews.createdAt))
    .limit(EXPORT_LIMIT);
}

export function complaintsOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(complaints)
    .where(or(eq(complaints.buyerUserId, userId), eq(complaints.sellerUserId, userId)))
    .orderBy(desc(complaints.createdAt))
    .limit(EXPORT_LIMIT);
}

export async function credits(db: DbOrTx, userId: string) {
  const [entries, purchases, withdrawals] = await Promise.all([
    db
      .select({ delta: assetEntries.delta, kind: assetEntries.kind, createdAt: assetEntries.createdAt })
      .from(assetEntries)
      .where(eq(assetEntries.userId, userId))
      .orderBy(desc(assetEntries.createdAt))
      .limit(EXPORT_LIMIT),
    db
      .select()
      .from(assetPurchases)
      .where(eq(assetPurchases.userId, userId))
      .orderBy(desc(assetPurchases.createdAt))
      .limit(EXPORT_LIMIT),
    db
      .select()
      .from(assetWithdrawals)
      .where(eq(assetWithdrawals.userId, userId))
      .orderBy(desc(assetWithdrawals.createdAt))
      .limit(EXPORT_LIMIT),
  ]);
  return { entries, purchases, withdrawals };
}

export function ownAssistantMessages(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.userId, userId))
    .orderBy(desc(assistantMessages.createdAt))
    .limit(EXPORT_LIMIT);
}

export function ownFiles(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(files)
    .where(and(eq(files.userId, userId)))
    .orderBy(desc(files.createdAt))
    .limit(EXPORT_LIMIT);
}
