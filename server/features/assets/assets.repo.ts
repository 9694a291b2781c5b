import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ADDRESS_TYPE, type WithdrawalStatus } from '#domain/assets/assets.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  assetEntries,
  assetPurchases,
  assetTransfers,
  assetWithdrawals,
  auditDecisions,
  users,
} from '../../db/schema.ts';

export type TransferRow = typeof assetTransfers.$inferSelect;
export type WithdrawalRow = typeof assetWithdrawals.$inferSelect;
export type PurchaseRow = typeof assetPurchases.$inferSelect;
export type EntryValues = typeof assetEntries.$inferInsert;

/** The balance: the sum of the user's ledger rows. */
export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${assetEntries.delta}), 0)` })
    .from(assetEntries)
    .where(eq(assetEntries.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * Serialises the changes that take assets from one account: the account's users row is locked for
 * the transaction. NO KEY UPDATE, so that rows referencing the user (another sender's transfer to
 * them) are not blocked and two accounts sending to each other cannot deadlock.
 */
export async function lockAccount(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length === 1;
}

export async function insertEntries(db: DbOrTx, entries: EntryValues[]) {
  await db.insert(assetEntries).values(entries);
}

/** The latest rows of a user's ledger, with what a screen needs to say what each was. */
export async function recentEntries(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: assetEntries.id,
      delta: assetEntries.delta,
      kind: assetEntries.kind,
      createdAt: assetEntries.createdAt,
      counterpartyNickname: users.nickname,
      transferAddressType: assetTransfers.addressType,
      transferAddress: assetTransfers.recipientAddress,
      withdrawalStatus: assetWithdrawals.status,
    })
    .from(assetEntries)
    .leftJoin(users, eq(users.id, assetEntries.counterpartyUserId))
    .leftJoin(assetTransfers, eq(assetTransfers.id, assetEntries.transferId))
    .leftJoin(assetWithdrawals, eq(assetWithdrawals.id, assetEntries.withdrawalId))
    .where(eq(assetEntries.userId, userId))
    .orderBy(desc(assetEntries.createdAt), desc(assetEntries.id))
    .limit(limit);
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByStoreName(db: DbOrTx, storeName: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.nickname}) = lower(${storeName})`);
  return row;
}

export async function findContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertTransfer(db: DbOrTx, values: typeof assetTransfers.$inferInsert) {
  const [row] = await db.insert(assetTransfers).values(values).returning();
  return row!;
}

export async function findTransfer(db: DbOrTx, transferId: string, { lock = false } = {}) {
  const query = db.select().from(assetTransfers).where(eq(assetTransfers.id, transferId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The transfer a PIN without a request id confirms: the sender's latest one still waiting. */
export async function latestRequestedTransfer(db: DbOrTx, senderUserId: string) {
  const [row] = await db
    .select()
    .from(assetTransfers)
    .where(and(eq(assetTransfers.senderUserId, senderUserId), eq(assetTransfers.status, 'requested')))
    .orderBy(desc(assetTransfers.createdAt))
    .limit(1);
  return row;
}

export async function deleteTransfer(db: DbOrTx, transferId: string) {
  await db.delete(assetTransfers).where(eq(assetTransfers.id, transferId));
}

export async function completeTransfer(db: DbOrTx, transferId: string, now: Date) {
  await db
    .update(assetTransfers)
    .set({ status: 'completed', completedAt: now })
    .where(eq(assetTransfers.id, transferId));
}

/**
 * A confirmed transfer to an e-mail without an account: the sender is debited and the volume waits
 * in this row (status `held`) for the address's sign-up, which claims it.
 */
export async function holdTransfer(db: DbOrTx, transferId: string, now: Date) {
  await db
    .update(assetTransfers)
    .set({ status: 'held', completedAt: now })
    .where(eq(assetTransfers.id, transferId));
}

/** The held transfers to `email` (stored lower-case, as the address is normalized). */
export async function heldTransfersTo(db: DbOrTx, email: string) {
  return db
    .select({ id: assetTransfers.id })
    .from(assetTransfers)
    .where(
      and(
        eq(assetTransfers.status, 'held'),
        eq(assetTransfers.addressType, ADDRESS_TYPE.email),
        eq(assetTransfers.recipientAddress, email.toLowerCase()),
      ),
    );
}

export async function claimTransfer(db: DbOrTx, transferId: string, recipientUserId: string, now: Date) {
  await db
    .update(assetTransfers)
    .set({ status: 'completed', recipientUserId, completedAt: now })
    .where(eq(assetTransfers.id, transferId));
}

export async function insertWithdrawal(db: DbOrTx, values: typeof assetWithdrawals.$inferInsert) {
  const [row] = await db.insert(assetWithdrawals).values(values).returning();
  return row!;
}

export async function findWithdrawal(db: DbOrTx, withdrawalId: string, { lock = false } = {}) {
  const query = db.select().from(assetWithdrawals).where(eq(assetWithdrawals.id, withdrawalId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function decideWithdrawal(
  db: DbOrTx,
  withdrawalId: string,
  values: Pick<WithdrawalRow, 'status' | 'reason' | 'decidedBy' | 'decidedAt'>,
) {
  const [row] = await db
    .update(assetWithdrawals)
    .set(values)
    .where(eq(assetWithdrawals.id, withdrawalId))
    .returning();
  return row!;
}

/** The operator's list: withdrawals in one status, oldest pending first, latest decided first. */
export async function listWithdrawals(db: DbOrTx, status: WithdrawalStatus, limit = 200) {
  return db
    .select({ withdrawal: assetWithdrawals, email: users.email })
    .from(assetWithdrawals)
    .innerJoin(users, eq(users.id, assetWithdrawals.userId))
    .where(eq(assetWithdrawals.status, status))
    .orderBy(status === 'pending' ? assetWithdrawals.createdAt : desc(assetWithdrawals.decidedAt))
    .limit(limit);
}

export async function withdrawalDecisions(db: DbOrTx, withdrawalIds: string[]) {
  if (withdrawalIds.length === 0) return [];
  return db
    .select()
    .from(auditDecisions)
    .where(
      and(eq(auditDecisions.subjectType, 'withdrawal'), inArray(auditDecisions.subjectId, withdrawalIds)),
    )
    .orderBy(auditDecisions.createdAt);
}

export async function insertPurchase(db: DbOrTx, values: typeof assetPurchases.$inferInsert) {
  const [row] = await db.insert(assetPurchases).values(values).returning();
  return row!;
}

export async function findPurchaseByRef(db: DbOrTx, provider: string, providerRef: string) {
  const [row] = await db
    .select()
    .from(assetPurchases)
    .where(and(eq(assetPurchases.provider, provider), eq(assetPurchases.providerRef, providerRef)))
    .for('update');
  return row;
}

export async function findOwnPurchase(db: DbOrTx, userId: string, purchaseId: string) {
  const [row] = await db
    .select()
    .from(assetPurchases)
    .where(and(eq(assetPurchases.id, purchaseId), eq(assetPurchases.userId, userId)));
  return row;
}

export async function markPurchasePaid(db: DbOrTx, purchaseId: string, now: Date) {
  await db
    .update(assetPurchases)
    .set({ status: 'succeeded', paidAt: now })
    .where(eq(assetPurchases.id, purchaseId));
}
