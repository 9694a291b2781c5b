import { and, count, eq, inArray, or, sum } from 'drizzle-orm';
import type { AccountStanding } from '#domain/privacy/retention.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  assetEntries,
  assetWithdrawals,
  assistantMessages,
  complaints,
  eventProposals,
  eventRequests,
  files,
  mailOutbox,
  merchantInfos,
  messageThreadReads,
  notifications,
  orderAddresses,
  orderItems,
  orders,
  payoutDeductions,
  payouts,
  pins,
  products,
  refunds,
  sessions,
  users,
} from '../../db/schema.ts';

/** The account, its row locked until the transaction ends: two deletions at once go one after the other. */
export async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function findUser(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

const counted = async (query: Promise<{ n: number | string | null }[]>) => Number((await query)[0]?.n ?? 0);

/** The account's open business (domain/privacy/retention.ts), read inside the deleting transaction. */
export async function standing(db: DbOrTx, userId: string, role: string): Promise<AccountStanding> {
  const live = inArray(orderItems.status, ['placed', 'confirmed']);
  const [liveOrderItems, openComplaints, pendingRefunds, scheduledPayouts, owedCents, credit, withdrawals] =
    await Promise.all([
      counted(
        db
          .select({ n: count() })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(live, or(eq(orders.buyerUserId, userId), eq(orderItems.sellerUserId, userId)))),
      ),
      counted(
        db
          .select({ n: count() })
          .from(complaints)
          .where(
            and(
              eq(complaints.status, 'open'),
              or(eq(complaints.buyerUserId, userId), eq(complaints.sellerUserId, userId)),
            ),
          ),
      ),
      counted(
        db
          .select({ n: count() })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(and(eq(orders.buyerUserId, userId), eq(refunds.status, 'requested'))),
      ),
      counted(
        db
          .select({ n: count() })
          .from(payouts)
          .where(and(eq(payouts.sellerUserId, userId), inArray(payouts.status, ['scheduled', 'held']))),
      ),
      counted(
        db
          .select({ n: sum(payoutDeductions.remainingCents) })
          .from(payoutDeductions)
          .where(eq(payoutDeductions.sellerUserId, userId)),
      ),
      counted(
        db
          .select({ n: sum(assetEntries.delta) })
          .from(assetEntries)
          .where(eq(assetEntries.userId, userId)),
      ),
      counted(
        db
          .select({ n: count() })
          .from(assetWithdrawals)
          .where(and(eq(assetWithdrawals.userId, userId), eq(assetWithdrawals.status, 'pending'))),
      ),
    ]);
  return {
    role,
    liveOrderItems,
    openComplaints,
    pendingRefunds,
    scheduledPayouts,
    owedCents,
    creditBalance: credit,
    pendingWithdrawals: withdrawals,
  };
}

/** The user's uploaded files, so the store's copies can go once the rows have. */
export function fileIds(db: DbOrTx, userId: string) {
  return db.select({ id: files.id }).from(files).where(eq(files.userId, userId));
}

/**
 * Erases or anonymises everything personal of the account (docs/spec-deviations.md lists each
 * choice), keeping the orders, payments, refunds, payouts, complaints and credit ledger.
 */
export async function eraseAccount(tx: DbOrTx, userId: string, email: string, tombstone: string, at: Date) {
  await tx
    .update(users)
    .set({
      email: tombstone,
      passwordHash: null,
      verified: false,
      firstName: null,
      lastName: null,
      nickname: null,
      phoneNumber: null,
      phoneCountry: null,
      avatarVersion: null,
      deletedAt: at,
    })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  await tx.delete(pins).where(eq(pins.email, email));
  // Mails waiting for, or kept in the outbox of, the erased address.
  await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, email));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(assistantMessages).where(eq(assistantMessages.userId, userId));
  await tx.delete(messageThreadReads).where(eq(messageThreadReads.userId, userId));
  // Files' rows: dish photos, message photos, certificates, the video CV and complaint photos with them.
  await tx.delete(files).where(eq(files.userId, userId));
  // The store comes down: not listed, no dish offered, nothing of the application left but its status.
  await tx
    .update(merchantInfos)
    .set({
      valid: false,
      about: null,
      govRegistryUrl: null,
      allowedInternetAddress: null,
      socialNetworkUrl: null,
      website: null,
      metadata: null,
      additionalNotes: null,
      videoCvFileId: null,
      updatedAt: at,
    })
    .where(eq(merchantInfos.userId, userId));
  await tx.update(products).set({ active: false, updatedAt: at }).where(eq(products.userId, userId));
  // The delivery details the customer typed into their own orders; the order and its money stay.
  const ownOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.buyerUserId, userId));
  await tx
    .update(orderAddresses)
    .set({ title: '', postalCode: '', state: '', phone: '', formattedAddress: '' })
    .where(inArray(orderAddresses.orderId, ownOrders));
  await tx
    .update(orders)
    .set({ commentary: null, placedFrom: null, placedByBrowser: null })
    .where(eq(orders.buyerUserId, userId));
  // Event requests stay as the chefs' history, without the address and notes; open ones end.
  await tx
    .update(eventRequests)
    .set({ address: null, note: null, dietaryNeeds: null })
    .where(eq(eventRequests.customerUserId, userId));
  await tx
    .update(eventRequests)
    .set({ state: 'cancelled', closedReason: 'account-deleted', updatedAt: at })
    .where(and(eq(eventRequests.customerUserId, userId), eq(eventRequests.state, 'open')));
  await tx
    .update(eventProposals)
    .set({ state: 'withdrawn', updatedAt: at })
    .where(and(eq(eventProposals.chefUserId, userId), eq(eventProposals.state, 'sent')));
}
