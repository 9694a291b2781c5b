import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema.ts';

// The payments' queries, each taking the transaction it runs in (or the database outside one).

export type PaymentRow = typeof payments.$inferSelect;

/** A payment that is being paid, holds the money or took it: at most one per order. */
const OPEN_STATUSES = ['requires_payment', 'authorized', 'captured'];

const byProviderRef = (provider: string, providerRef: string) =>
  and(eq(payments.provider, provider), eq(payments.providerRef, providerRef));

export async function paymentsOfOrder(db: DbOrTx, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** Writes the order's new payment unless another start wrote one first; false when it lost. */
export async function insertPaymentOnce(db: DbOrTx, values: typeof payments.$inferInsert) {
  const written = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return written.length > 0;
}

/** The order's open payment (being paid, holding or captured). */
export async function openPaymentOf(db: DbOrTx, orderId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, OPEN_STATUSES)));
  return payment;
}

export async function statusByProviderRef(db: DbOrTx, provider: string, providerRef: string) {
  const [payment] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(byProviderRef(provider, providerRef));
  return payment?.status;
}

export async function recordDecline(
  db: DbOrTx,
  provider: string,
  providerRef: string,
  error: string,
  at: Date,
) {
  await db
    .update(payments)
    .set({ lastError: error, updatedAt: at })
    .where(byProviderRef(provider, providerRef));
}

/** Remembers the provider's event; false when it was seen before (a retry or a replay). */
export async function firstSightOfEvent(tx: DbOrTx, eventId: string, provider: string) {
  const fresh = await tx
    .insert(paymentEvents)
    .values({ eventId, provider })
    .onConflictDoNothing()
    .returning();
  return fresh.length > 0;
}

export async function orderIdOfPayment(tx: DbOrTx, provider: string, providerRef: string) {
  const [known] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(byProviderRef(provider, providerRef));
  return known?.orderId;
}

/** The order, locked first, as every change of an order does. */
export async function lockOrder(tx: DbOrTx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

export async function lockPayment(tx: DbOrTx, provider: string, providerRef: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(byProviderRef(provider, providerRef))
    .for('update');
  return payment;
}

export async function setPaymentStatus(
  tx: DbOrTx,
  paymentId: string,
  status: string,
  lastError: string | null,
  at: Date,
) {
  await tx.update(payments).set({ status, lastError, updatedAt: at }).where(eq(payments.id, paymentId));
}

/** The hold is in place: authorised now, for the whole amount. */
export async function markPaymentAuthorized(tx: DbOrTx, paymentId: string, at: Date) {
  await tx
    .update(payments)
    .set({ status: 'authorized', lastError: null, authorizedAt: at, updatedAt: at })
    .where(eq(payments.id, paymentId));
}

/** A payment still being paid whose intent the provider canceled: it can never pay the order. */
export async function cancelUnpaid(
  db: DbOrTx,
  provider: string,
  providerRef: string,
  reason: string,
  at: Date,
) {
  await db
    .update(payments)
    .set({ status: 'canceled', lastError: reason, updatedAt: at })
    .where(and(byProviderRef(provider, providerRef), eq(payments.status, 'requires_payment')));
}
