import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, payments, refunds } from '../../db/schema.ts';

// The queries of card holds (card-holds.service.ts), each taking the transaction it runs in.

/**
 * Holds that need the provider: a chef confirmed (a capture that failed is tried again), no item
 * is left, or nobody confirmed before `releaseBefore` (or the service came). Not those another app
 * server holds a claim on.
 */
export async function dueHolds(db: Db, now: Date, authorisedBefore: Date, limit = 50) {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'authorized'),
        or(isNull(payments.lockedUntil), lt(payments.lockedUntil, now)),
        or(
          sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${payments.orderId} and ${orderItems.status} in ('confirmed', 'delivered'))`,
          sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${payments.orderId} and ${orderItems.status} <> 'cancelled')`,
          lte(sql`coalesce(${payments.authorizedAt}, ${payments.updatedAt})`, authorisedBefore),
          lte(orders.serviceDate, now),
        ),
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The order's hold (an authorised payment), if it has one. */
export async function holdOfOrder(db: DbOrTx, orderId: number) {
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'authorized')));
  return payment?.id;
}

export async function holdByProviderRef(db: DbOrTx, providerRef: string) {
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerRef, providerRef), eq(payments.status, 'authorized')));
  return payment?.id;
}

/** Claims the hold for this app server until `until`: one server asks the provider about it at a time. */
export async function claimHold(db: Db, paymentId: string, now: Date, until: Date) {
  const [payment] = await db
    .update(payments)
    .set({ lockedUntil: until })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'authorized'),
        or(isNull(payments.lockedUntil), lt(payments.lockedUntil, now)),
      ),
    )
    .returning();
  return payment;
}

/** Lets go of the claim; `retryAt` keeps others off until then (a provider that failed). */
export async function unclaimHold(db: Db, paymentId: string, retryAt: Date | null) {
  await db.update(payments).set({ lockedUntil: retryAt }).where(eq(payments.id, paymentId));
}

/** The payment, still a hold, under the order's lock (undefined once it moved on). */
export async function lockedHold(tx: DbOrTx, paymentId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'authorized')))
    .for('update');
  return payment;
}

export async function refundsOfPayment(tx: DbOrTx, paymentId: string) {
  return tx
    .select({ id: refunds.id, amountCents: refunds.amountCents })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
}

export async function insertRefundReturningId(tx: DbOrTx, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).returning({ id: refunds.id });
  return row!.id;
}

/**
 * Refunds given back by not taking them (the capture took less, or the hold was let go): done,
 * with the hold's reference, as nothing is sent for them.
 */
export async function markRefundsReleased(tx: DbOrTx, refundIds: string[], holdRef: string, at: Date) {
  if (!refundIds.length) return;
  await tx
    .update(refunds)
    .set({ status: 'succeeded', providerRef: holdRef, completedAt: at, lockedUntil: null, lastError: null })
    .where(and(inArray(refunds.id, refundIds), eq(refunds.status, 'requested')));
}

/** The hold was captured (`cents` of it) or let go (0): the payment and its order say so together. */
export async function settlePayment(
  tx: DbOrTx,
  payment: { id: string; orderId: number },
  outcome: { status: 'captured'; cents: number } | { status: 'released'; reason: string | null },
  at: Date,
) {
  await tx
    .update(payments)
    .set(
      outcome.status === 'captured'
        ? { status: 'captured', capturedCents: outcome.cents, lockedUntil: null, updatedAt: at }
        : {
            status: 'released',
            capturedCents: 0,
            lastError: outcome.reason,
            lockedUntil: null,
            updatedAt: at,
          },
    )
    .where(eq(payments.id, payment.id));
  await tx
    .update(orders)
    .set({ paymentStatus: outcome.status, updatedAt: at })
    .where(eq(orders.id, payment.orderId));
}

export type HoldRow = typeof payments.$inferSelect;
