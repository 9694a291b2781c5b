import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { orderNumberPrefix } from '#domain/orders/order-number.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notAbandoned } from '../orders/orders.queries.ts';
import { orderItems, orders, payments, payouts, refunds, users } from '../../db/schema.ts';
import { countUpTo, exactTime, likeText, type PageStart } from './console-search.repo.ts';

// The console's orders: the search, one order with its items, payments, refunds and payouts, and
// the payouts by state.

const buyer = aliasedTable(users, 'buyer');
const seller = aliasedTable(users, 'seller');

export interface OrderFilters {
  orderNumber?: string;
  customer?: string;
  chef?: string;
  status?: (typeof orderItems.$inferSelect)['status'];
  paymentStatus?: (typeof orders.$inferSelect)['paymentStatus'];
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
    .select({
      item: orderItems,
      sellerEmail: seller.email,
      sellerFirstName: seller.firstName,
      sellerLastName: seller.lastName,
      sellerNickname: seller.nickname,
    })
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
      sellerFirstName: seller.firstName,
      sellerLastName: seller.lastName,
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
