import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  complaints,
  orderItems,
  orders,
  payments,
  payoutDeductions,
  payouts,
  refunds,
} from '../../db/schema.ts';
import { claimRows } from '../../jobs/claims.ts';

// The order life's queries, each taking the transaction it runs in (or the database outside one).

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function orderById(db: DbOrTx, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The order, locked: two requests changing one order are serialised. */
export async function lockOrder(tx: DbOrTx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** The order's items, in the order they were placed. */
export async function itemsOf(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/** The order's payment still holding money (authorised or captured). */
export async function holdingPayment(db: DbOrTx, orderId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['authorized', 'captured'])));
  return payment;
}

export async function setItemsStatus(
  tx: DbOrTx,
  itemIds: number[],
  values: Partial<typeof orderItems.$inferInsert>,
) {
  await tx.update(orderItems).set(values).where(inArray(orderItems.id, itemIds));
}

/** One more wrong hand-over PIN for the (locked) order; answers the count now. */
export async function countWrongHandover(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx
    .update(orders)
    .set({ handoverWrongTries: sql`${orders.handoverWrongTries} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ wrongTries: orders.handoverWrongTries });
  return row!.wrongTries;
}

export async function updateOrder(tx: DbOrTx, orderId: number, values: Partial<typeof orders.$inferInsert>) {
  await tx.update(orders).set(values).where(eq(orders.id, orderId));
}

export async function insertPayouts(tx: DbOrTx, rows: (typeof payouts.$inferInsert)[]) {
  await tx.insert(payouts).values(rows);
}

export async function insertRefund(tx: DbOrTx, values: typeof refunds.$inferInsert) {
  await tx.insert(refunds).values(values);
}

/** Claims the due requested refunds (of one order, or all) for this app server until `lockedUntil`. */
export async function claimDueRefunds(db: Db, now: Date, lockedUntil: Date, orderId?: number) {
  return claimRows(db, refunds, refunds.id, {
    ready: and(
      eq(refunds.status, 'requested'),
      or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, now)),
      or(isNull(refunds.lockedUntil), lt(refunds.lockedUntil, now)),
      inArray(
        refunds.paymentId,
        db.select({ id: payments.id }).from(payments).where(eq(payments.status, 'captured')),
      ),
      orderId === undefined ? undefined : eq(refunds.orderId, orderId),
    )!,
    set: { lockedUntil, attempts: sql`${refunds.attempts} + 1` },
    limit: 50,
    order: refunds.createdAt,
  });
}

/** The provider's reference of each of these payments. */
export async function providerRefsOf(db: DbOrTx, paymentIds: string[]) {
  const rows = await db
    .select({ id: payments.id, providerRef: payments.providerRef })
    .from(payments)
    .where(inArray(payments.id, paymentIds));
  return new Map(rows.map((payment) => [payment.id, payment.providerRef]));
}

/** A refund the provider paid (only while still requested: a second answer changes nothing). */
export async function markRefundSucceeded(db: DbOrTx, refundId: string, providerRef: string, at: Date) {
  await db
    .update(refunds)
    .set({ status: 'succeeded', providerRef, completedAt: at, lockedUntil: null, lastError: null })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')));
}

/** A refund the provider refused: it stays requested, due again at `retryAt`. */
export async function scheduleRefundRetry(db: DbOrTx, refundId: string, error: string, retryAt: Date) {
  await db
    .update(refunds)
    .set({ lockedUntil: null, nextAttemptAt: retryAt, lastError: error })
    .where(eq(refunds.id, refundId));
}

/** What the order's refundable figure depends on: earlier refunds of the payment, items, payouts, deductions. */
export async function refundLedger(db: DbOrTx, paymentId: string, orderId: number) {
  const [recorded, items] = await Promise.all([
    db.select({ amountCents: refunds.amountCents }).from(refunds).where(eq(refunds.paymentId, paymentId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
  ]);
  const itemIds = items.map((item) => item.id);
  const [owed, deducted] = await Promise.all([
    itemIds.length
      ? db.select().from(payouts).where(inArray(payouts.orderItemId, itemIds))
      : Promise.resolve([]),
    itemIds.length
      ? db
          .select({ orderItemId: complaints.orderItemId, amountCents: payoutDeductions.amountCents })
          .from(payoutDeductions)
          .innerJoin(complaints, eq(complaints.id, payoutDeductions.complaintId))
          .where(inArray(complaints.orderItemId, itemIds))
      : Promise.resolve([]),
  ]);
  return { recorded, items, owed, deducted };
}
