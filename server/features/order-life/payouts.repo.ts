import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, payoutDeductions, payouts } from '../../db/schema.ts';

// The payouts' queries, each taking the transaction it runs in (or the database outside one).

/** Marks the scheduled payouts due by `now` paid and answers them. */
export async function payDuePayouts(tx: DbOrTx, now: Date) {
  return tx
    .update(payouts)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(payouts.status, 'scheduled'), lte(payouts.dueAt, now)))
    .returning();
}

/** The chef's deductions still owed, oldest first, locked while they are drawn on. */
export async function lockOwedDeductions(tx: DbOrTx, sellerUserId: string) {
  return tx
    .select()
    .from(payoutDeductions)
    .where(and(eq(payoutDeductions.sellerUserId, sellerUserId), gt(payoutDeductions.remainingCents, 0)))
    .orderBy(asc(payoutDeductions.createdAt))
    .for('update');
}

export async function setDeductionRemaining(tx: DbOrTx, deductionId: string, remainingCents: number) {
  await tx.update(payoutDeductions).set({ remainingCents }).where(eq(payoutDeductions.id, deductionId));
}

export async function setPayoutDeducted(tx: DbOrTx, payoutId: string, deductedCents: number) {
  await tx.update(payouts).set({ deductedCents }).where(eq(payouts.id, payoutId));
}

export async function itemById(tx: DbOrTx, itemId: number) {
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId));
  return item;
}

/** A chef's latest payouts with their dish and order, newest due first. */
export async function payoutsOfChef(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ payout: payouts, title: orderItems.title, orderId: orders.id, sId: orders.sId })
    .from(payouts)
    .innerJoin(orderItems, eq(orderItems.id, payouts.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(payouts.sellerUserId, userId))
    .orderBy(desc(payouts.dueAt))
    .limit(limit);
}
