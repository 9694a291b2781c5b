import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { searchKey } from '#domain/catalog/search-key.ts';
import { orderNumberPrefix } from '#domain/orders/order-number.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notAbandoned } from '../orders/orders.queries.ts';
import {
  addresses,
  auditDecisions,
  files,
  merchantInfos,
  orderItems,
  orders,
  payments,
  payouts,
  products,
  refunds,
  reviews,
  users,
} from '../../db/schema.ts';

const chefColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  nickname: users.nickname,
  language: users.language,
  city: addresses.city,
};

/** Submitted applications, the oldest first (the queue). */
export function applicationsQueue(db: DbOrTx) {
  return db
    .select({ ...chefColumns, submittedAt: merchantInfos.submittedAt, updatedAt: merchantInfos.updatedAt })
    .from(merchantInfos)
    .innerJoin(users, eq(users.id, merchantInfos.userId))
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .where(eq(merchantInfos.applicationStatus, 'submitted'))
    .orderBy(asc(merchantInfos.submittedAt), asc(users.id))
    .limit(500);
}

export async function chefWithProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ ...chefColumns, phoneNumber: users.phoneNumber, merchant: merchantInfos })
    .from(merchantInfos)
    .innerJoin(users, eq(users.id, merchantInfos.userId))
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .where(eq(merchantInfos.userId, userId))
    .limit(1);
  return row;
}

export function labelledFiles(db: DbOrTx, userId: string, label: string) {
  return db
    .select()
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.label, label)))
    .orderBy(asc(files.createdAt));
}

/** The chef's row, locked for the certificate check (one operator's check at a time). */
export async function merchantForUpdate(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(merchantInfos).where(eq(merchantInfos.userId, userId)).for('update');
  return row;
}

/** Records (or, with nulls, takes back) the operator's check of the chef's certificates. */
export async function setCertificatesCheck(
  db: DbOrTx,
  userId: string,
  check: { at: Date; by: string; fileIds: string[] } | null,
) {
  await db
    .update(merchantInfos)
    .set({
      certificatesCheckedAt: check?.at ?? null,
      certificatesCheckedBy: check?.by ?? null,
      certificatesCheckedFileIds: check?.fileIds ?? null,
    })
    .where(eq(merchantInfos.userId, userId));
}

export async function fileById(db: DbOrTx, fileId: string) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row;
}

/** Chefs the rating rule disabled and no operator has decided on yet, the longest waiting first. */
export function flaggedChefs(db: DbOrTx) {
  return db
    .select({ ...chefColumns, flaggedAt: merchantInfos.flaggedAt, updatedAt: merchantInfos.updatedAt })
    .from(merchantInfos)
    .innerJoin(users, eq(users.id, merchantInfos.userId))
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .where(and(eq(merchantInfos.valid, false), isNotNull(merchantInfos.flaggedAt)))
    .orderBy(asc(merchantInfos.flaggedAt))
    .limit(500);
}

export function latestReviews(db: DbOrTx, sellerId: string, limit: number) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      productId: reviews.productId,
      productTitle: products.title,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.sellerUserId, sellerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

const decider = aliasedTable(users, 'decider');

/** The audit of the given items, oldest first (nothing is ever deleted from it). */
export function decisionsFor(db: DbOrTx, subjectType: string, subjectIds: string[]) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: auditDecisions.id,
      subjectType: auditDecisions.subjectType,
      subjectId: auditDecisions.subjectId,
      action: auditDecisions.action,
      reason: auditDecisions.reason,
      details: auditDecisions.details,
      createdAt: auditDecisions.createdAt,
      deciderId: decider.id,
      deciderEmail: decider.email,
    })
    .from(auditDecisions)
    .innerJoin(decider, eq(decider.id, auditDecisions.decidedBy))
    .where(and(eq(auditDecisions.subjectType, subjectType), inArray(auditDecisions.subjectId, subjectIds)))
    .orderBy(asc(auditDecisions.createdAt), asc(auditDecisions.id));
}
export type DecisionRow = Awaited<ReturnType<typeof decisionsFor>>[number];

const buyer = aliasedTable(users, 'buyer');
const seller = aliasedTable(users, 'seller');

export interface OrderFilters {
  orderNumber?: string;
  customer?: string;
  chef?: string;
  status?: (typeof orderItems.$inferSelect)['status'];
  paymentStatus?: (typeof orders.$inferSelect)['paymentStatus'];
}

/** LIKE patterns from user text: the wildcards they type are taken literally. */
function likeText(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function orderConditions(db: DbOrTx, filters: OrderFilters, now: Date): SQL | undefined {
  // An unpaid order whose hold ended is gone from the console too (orders.repo notAbandoned).
  const conditions: (SQL | undefined)[] = [notAbandoned(now)];
  // The number as pages and mails show it, however it was typed: a prefix of the sID.
  const number = orderNumberPrefix(filters.orderNumber ?? '');
  if (number) conditions.push(ilike(orders.sId, `${likeText(number)}%`));
  if (filters.customer) conditions.push(ilike(buyer.email, `%${likeText(filters.customer)}%`));
  if (filters.paymentStatus) conditions.push(eq(orders.paymentStatus, filters.paymentStatus));
  const itemConditions: SQL[] = [];
  if (filters.status) itemConditions.push(eq(orderItems.status, filters.status));
  if (filters.chef) {
    const pattern = `%${likeText(filters.chef)}%`;
    itemConditions.push(or(ilike(seller.email, pattern), ilike(seller.nickname, pattern))!);
  }
  if (itemConditions.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(orderItems)
          .innerJoin(seller, eq(seller.id, orderItems.sellerUserId))
          .where(and(eq(orderItems.orderId, orders.id), ...itemConditions)),
      ),
    );
  }
  return and(...conditions);
}

/** One page of orders matching the filters, the newest first, with the total count. */
export async function searchOrders(
  db: DbOrTx,
  filters: OrderFilters,
  page: number,
  pageSize: number,
  now: Date,
) {
  const where = orderConditions(db, filters, now);
  const rows = await db
    .select({ order: orders, buyerEmail: buyer.email })
    .from(orders)
    .leftJoin(buyer, eq(buyer.id, orders.buyerUserId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ value: count() })
    .from(orders)
    .leftJoin(buyer, eq(buyer.id, orders.buyerUserId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function orderById(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ order: orders, buyerEmail: buyer.email })
    .from(orders)
    .leftJoin(buyer, eq(buyer.id, orders.buyerUserId))
    .where(eq(orders.id, orderId));
  return row;
}

export function itemsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ item: orderItems, sellerEmail: seller.email, sellerNickname: seller.nickname })
    .from(orderItems)
    .innerJoin(seller, eq(seller.id, orderItems.sellerUserId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

export function paymentsOf(db: DbOrTx, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
}

export function refundsOf(db: DbOrTx, orderId: number) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

export function payoutsOfItems(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db.select().from(payouts).where(inArray(payouts.orderItemId, itemIds)).orderBy(asc(payouts.dueAt));
}

/** Payouts in one state with their order and chef; scheduled ones by due date, paid ones newest first. */
export function payoutsByStatus(db: DbOrTx, status: string) {
  return db
    .select({
      payout: payouts,
      orderId: orders.id,
      sId: orders.sId,
      itemTitle: orderItems.title,
      sellerEmail: seller.email,
      sellerNickname: seller.nickname,
    })
    .from(payouts)
    .innerJoin(orderItems, eq(orderItems.id, payouts.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(seller, eq(seller.id, payouts.sellerUserId))
    .where(eq(payouts.status, status))
    .orderBy(status === 'paid' ? desc(payouts.paidAt) : asc(payouts.dueAt))
    .limit(500);
}

export async function countsByStatus(db: DbOrTx) {
  const [applications] = await db
    .select({ value: count() })
    .from(merchantInfos)
    .where(eq(merchantInfos.applicationStatus, 'submitted'));
  const [flagged] = await db
    .select({ value: count() })
    .from(merchantInfos)
    .where(and(eq(merchantInfos.valid, false), isNotNull(merchantInfos.flaggedAt)));
  const [payoutsDue] = await db
    .select({ value: count() })
    .from(payouts)
    .where(eq(payouts.status, 'scheduled'));
  return {
    applications: applications?.value ?? 0,
    flaggedChefs: flagged?.value ?? 0,
    payoutsScheduled: payoutsDue?.value ?? 0,
  };
}

/** Dishes by title or chef, for moderation; deactivated means taken down by an operator. */
export async function searchDishes(
  db: DbOrTx,
  { q, state }: { q?: string; state: 'active' | 'deactivated' },
  page: number,
  pageSize: number,
) {
  const conditions: (SQL | undefined)[] = [
    state === 'active' ? sql`${products.blockedReason} is null` : isNotNull(products.blockedReason),
  ];
  if (q) {
    const pattern = `%${likeText(q)}%`;
    conditions.push(
      or(
        ilike(products.titleKey, `%${likeText(searchKey(q))}%`),
        ilike(users.nickname, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      active: products.active,
      blockedReason: products.blockedReason,
      updatedAt: products.updatedAt,
      userId: users.id,
      email: users.email,
      nickname: users.nickname,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(where)
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ value: count() })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function dishForUpdate(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      userId: products.userId,
      blockedReason: products.blockedReason,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

export async function deactivateDish(db: DbOrTx, productId: number, reason: string, now: Date) {
  await db
    .update(products)
    .set({ active: false, blockedReason: reason, updatedAt: now })
    .where(eq(products.id, productId));
}

export async function userContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function userForRoleChange(db: DbOrTx, by: { userId?: string; email?: string }) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(by.userId ? eq(users.id, by.userId) : eq(users.email, by.email!.toLowerCase()))
    .for('update');
  return row;
}

export async function setRole(db: DbOrTx, userId: string, role: 'OPERATOR' | 'CUSTOMER') {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

export function staffAccounts(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.role, ['OPERATOR', 'ADMIN']))
    .orderBy(asc(users.role), asc(users.email));
}
