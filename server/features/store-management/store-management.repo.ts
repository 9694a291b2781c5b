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
  like,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
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

/** Records (or, with null, takes back) the operator's check of the chef's VMVT number. */
export async function setFoodBusinessCheck(
  db: DbOrTx,
  userId: string,
  check: { at: Date; by: string; number: string } | null,
) {
  await db
    .update(merchantInfos)
    .set({
      foodBusinessCheckedAt: check?.at ?? null,
      foodBusinessCheckedBy: check?.by ?? null,
      foodBusinessCheckedNumber: check?.number ?? null,
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

/**
 * Searches count their matches up to this many: past it the console says "1,000 or more" (an exact
 * count of a million orders reads all of them, and nobody pages that far by number).
 */
export const COUNT_LIMIT = 1000;

/** Where a page starts: after this row of the list's order (keyset), or an offset from the top. */
export interface PageStart {
  offset: number;
  after?: { at: string; id: number };
}

/** A timestamp as text to the microsecond, for a cursor (a JavaScript date keeps milliseconds). */
const exactTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** How many rows `query` finds, counted up to COUNT_LIMIT + 1 (more than COUNT_LIMIT: "at least"). */
async function countUpTo(db: DbOrTx, query: SQLWrapper) {
  const [row] = (
    (await db.execute(
      sql`select count(*)::int as n from (${query} limit ${COUNT_LIMIT + 1}) as found`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, COUNT_LIMIT), totalCapped: n > COUNT_LIMIT };
}

function orderConditions(db: DbOrTx, filters: OrderFilters, now: Date): SQL | undefined {
  // An unpaid order whose hold ended is gone from the console too (orders.repo notAbandoned).
  const conditions: (SQL | undefined)[] = [notAbandoned(now)];
  // The number as pages and mails show it, however it was typed: a prefix of the sID.
  const number = orderNumberPrefix(filters.orderNumber ?? '');
  if (number) {
    conditions.push(ilike(orders.sId, `${likeText(number)}%`));
    // sIDs start with the number in upper case (orderNumberPrefix's case): a case-sensitive prefix
    // of it, which the sID's index answers, finds the same orders.
    const head = number.split('-')[0];
    if (head) conditions.push(like(orders.sId, `${likeText(head)}%`));
  }
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

/**
 * One page of orders matching the filters, the newest first (plus one row to tell whether more
 * follow), and how many match, counted up to COUNT_LIMIT.
 */
export async function searchOrders(
  db: DbOrTx,
  filters: OrderFilters,
  start: PageStart,
  pageSize: number,
  now: Date,
) {
  const where = orderConditions(db, filters, now);
  const after = start.after
    ? sql`(${orders.createdAt}, ${orders.id}) < (${start.after.at}::timestamptz, ${start.after.id})`
    : undefined;
  const rows = await db
    .select({ order: orders, buyerEmail: buyer.email, createdKey: exactTime(orders.createdAt) })
    .from(orders)
    .leftJoin(buyer, eq(buyer.id, orders.buyerUserId))
    .where(and(where, after))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize + 1)
    .offset(start.offset);
  const counted = await countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(orders)
      .leftJoin(buyer, eq(buyer.id, orders.buyerUserId))
      .where(where)
      // In the list's order, so the count reads as the list does (through its index), and stops.
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  );
  return { rows, ...counted };
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

/**
 * Dishes by title or chef, for moderation, the latest changed first (plus one row to tell whether
 * more follow), and how many match, counted up to COUNT_LIMIT; deactivated means taken down by an
 * operator. A search is asked as two halves, dishes by title and dishes of chefs by name or e-mail,
 * each answered through its own trigram index (or the list's order when it finds many), then merged.
 */
export async function searchDishes(
  db: DbOrTx,
  { q, state }: { q?: string; state: 'active' | 'deactivated' },
  start: PageStart,
  pageSize: number,
) {
  const inState =
    state === 'active' ? sql`${products.blockedReason} is null` : isNotNull(products.blockedReason);
  const after = start.after
    ? sql`(${products.updatedAt}, ${products.id}) < (${start.after.at}::timestamptz, ${start.after.id})`
    : undefined;
  const listOrder = [desc(products.updatedAt), desc(products.id)];
  let matches: SQL | undefined;
  let count: SQLWrapper = db
    .select({ one: sql`1` })
    .from(products)
    .where(inState)
    .orderBy(...listOrder);
  if (q) {
    const pattern = `%${likeText(q)}%`;
    const byTitle = ilike(products.titleKey, `%${likeText(searchKey(q))}%`);
    const byChef = or(ilike(users.nickname, pattern), ilike(users.email, pattern))!;
    const half = (match: SQL, from: SQL | undefined, depth: number) =>
      db
        .select({ id: products.id })
        .from(products)
        .innerJoin(users, eq(users.id, products.userId))
        .where(and(inState, from, match))
        .orderBy(...listOrder)
        .limit(depth);
    const depth = start.offset + pageSize + 1;
    matches = sql`${products.id} in ((${half(byTitle, after, depth)}) union (${half(byChef, after, depth)}))`;
    count = sql`(${half(byTitle, undefined, COUNT_LIMIT + 1)}) union (${half(byChef, undefined, COUNT_LIMIT + 1)})`;
  }
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
      updatedKey: exactTime(products.updatedAt),
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(and(inState, after, matches))
    .orderBy(...listOrder)
    .limit(pageSize + 1)
    .offset(start.offset);
  return { rows, ...(await countUpTo(db, count)) };
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
