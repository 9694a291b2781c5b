import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ComplaintStatus } from '#domain/orders/complaints.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  auditDecisions,
  complaintPhotos,
  complaints,
  files,
  orderItems,
  orders,
  payments,
  payoutDeductions,
  payouts,
  refunds,
  users,
} from '../../db/schema.ts';

// Every complaint query, each taking the transaction it runs in (or the database outside one).

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintPhotoRow = { complaintId: string; id: string; userId: string; storedName: string };

/** The complaints about these items, each with its photos in the order the buyer gave them. */
export async function complaintsForItems(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  const rows = await db.select().from(complaints).where(inArray(complaints.orderItemId, itemIds));
  return withPhotos(db, rows);
}

export async function withPhotos(db: DbOrTx, rows: ComplaintRow[]) {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, photos: photos.filter((photo) => photo.complaintId === row.id) }));
}

export async function photosOf(db: DbOrTx, complaintIds: string[]): Promise<ComplaintPhotoRow[]> {
  if (complaintIds.length === 0) return [];
  return db
    .select({
      complaintId: complaintPhotos.complaintId,
      id: files.id,
      userId: files.userId,
      storedName: files.storedName,
    })
    .from(complaintPhotos)
    .innerJoin(files, eq(files.id, complaintPhotos.fileId))
    .where(inArray(complaintPhotos.complaintId, complaintIds))
    .orderBy(asc(complaintPhotos.position));
}

export type ComplaintWithPhotos = Awaited<ReturnType<typeof withPhotos>>[number];

export type OrderItemRow = typeof orderItems.$inferSelect;

/** The order, for a buyer's complaint. */
export async function orderById(tx: DbOrTx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The order's row lock: it serialises refunds of one payment (another complaint, a cancellation). */
export async function lockOrder(tx: DbOrTx, orderId: number) {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/** One item of the order, locked so two complaints about it queue. */
export async function lockOrderItem(tx: DbOrTx, orderId: number, itemId: number) {
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
    .for('update');
  return item;
}

export async function orderItemById(tx: DbOrTx, itemId: number) {
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId));
  return item;
}

export async function complaintIdForItem(tx: DbOrTx, itemId: number) {
  const [existing] = await tx
    .select({ id: complaints.id })
    .from(complaints)
    .where(eq(complaints.orderItemId, itemId));
  return existing?.id;
}

export async function insertComplaint(
  tx: DbOrTx,
  values: typeof complaints.$inferInsert,
  photoIds: string[],
) {
  const [row] = await tx.insert(complaints).values(values).returning({ id: complaints.id });
  if (photoIds.length) {
    await tx
      .insert(complaintPhotos)
      .values(photoIds.map((fileId, position) => ({ complaintId: row!.id, fileId, position })));
  }
  return row!.id;
}

/** The payout job pays only scheduled payouts, so a held one waits for the operator. */
export async function holdScheduledPayout(tx: DbOrTx, itemId: number) {
  await tx
    .update(payouts)
    .set({ status: 'held' })
    .where(and(eq(payouts.orderItemId, itemId), eq(payouts.status, 'scheduled')));
}

/** Records the chef's side on an open complaint not yet answered; false when nothing changed. */
export async function recordChefResponse(
  tx: DbOrTx,
  chefId: string,
  complaintId: string,
  text: string,
  at: Date,
) {
  const updated = await tx
    .update(complaints)
    .set({ chefResponse: text, chefRespondedAt: at })
    .where(
      and(
        eq(complaints.id, complaintId),
        eq(complaints.sellerUserId, chefId),
        eq(complaints.status, 'open'),
        isNull(complaints.chefResponse),
      ),
    )
    .returning({ id: complaints.id });
  return updated.length > 0;
}

export async function complaintById(tx: DbOrTx, complaintId: string) {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, complaintId));
  return row;
}

/** The complaint, locked: a second operator waits, then finds it resolved. */
export async function lockComplaint(tx: DbOrTx, complaintId: string) {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, complaintId)).for('update');
  return row;
}

export async function insertRefund(tx: DbOrTx, values: typeof refunds.$inferInsert) {
  await tx.insert(refunds).values(values);
}

export async function markResolved(
  tx: DbOrTx,
  complaintId: string,
  resolution: Pick<
    typeof complaints.$inferInsert,
    'outcome' | 'refundCents' | 'resolutionReason' | 'resolvedBy' | 'resolvedAt'
  >,
) {
  await tx
    .update(complaints)
    .set({ status: 'resolved', ...resolution })
    .where(eq(complaints.id, complaintId));
}

/** The order's card payment still holding money (authorised or captured). */
export async function cardPaymentOf(tx: DbOrTx, orderId: number) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['authorized', 'captured'])));
  return payment;
}

export async function lockPayoutOfItem(tx: DbOrTx, itemId: number) {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.orderItemId, itemId)).for('update');
  return payout;
}

export async function setPayout(tx: DbOrTx, payoutId: string, status: string, amountCents: number) {
  await tx.update(payouts).set({ status, amountCents }).where(eq(payouts.id, payoutId));
}

export async function insertPayoutDeduction(tx: DbOrTx, values: typeof payoutDeductions.$inferInsert) {
  await tx.insert(payoutDeductions).values(values);
}

/** The buyer's own files among these ids. */
export async function ownFiles(tx: DbOrTx, userId: string, fileIds: string[]) {
  return tx
    .select()
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.id, fileIds)));
}

/** Complaints in one state with photos: open ones oldest first, resolved ones newest first. */
export async function complaintsInState(db: DbOrTx, status: ComplaintStatus, limit: number) {
  return withPhotos(
    db,
    await db
      .select()
      .from(complaints)
      .where(eq(complaints.status, status))
      .orderBy(status === 'open' ? asc(complaints.createdAt) : desc(complaints.resolvedAt))
      .limit(limit),
  );
}

/** What the operator console shows beside a page of complaints. */
export async function operatorContext(
  db: DbOrTx,
  orderIds: number[],
  itemIds: number[],
  userIds: string[],
  complaintIds: string[],
) {
  const [orderRows, itemRows, people, payoutRows, decisions] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, orderIds)),
    db.select().from(orderItems).where(inArray(orderItems.id, itemIds)),
    db.select().from(users).where(inArray(users.id, userIds)),
    db.select().from(payouts).where(inArray(payouts.orderItemId, itemIds)),
    db
      .select({
        subjectId: auditDecisions.subjectId,
        action: auditDecisions.action,
        reason: auditDecisions.reason,
        createdAt: auditDecisions.createdAt,
        decidedBy: auditDecisions.decidedBy,
        email: users.email,
      })
      .from(auditDecisions)
      .innerJoin(users, eq(users.id, auditDecisions.decidedBy))
      .where(
        and(eq(auditDecisions.subjectType, 'complaint'), inArray(auditDecisions.subjectId, complaintIds)),
      )
      .orderBy(asc(auditDecisions.createdAt)),
  ]);
  return { orderRows, itemRows, people, payoutRows, decisions };
}

/** One complaint with its photos. */
export async function complaintWithPhotos(db: DbOrTx, complaintId: string) {
  const [row] = await withPhotos(
    db,
    await db.select().from(complaints).where(eq(complaints.id, complaintId)),
  );
  return row;
}
