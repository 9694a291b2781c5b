import { aliasedTable, and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  auditDecisions,
  files,
  merchantInfos,
  payouts,
  products,
  reviews,
  users,
} from '../../db/schema.ts';

// The console's chefs (applications, checks, flagged ones and their reviews), its audit trail,
// its counts, and staff accounts. Orders and dishes are in console-orders.repo.ts and
// console-dishes.repo.ts.

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

/** One account as the console shows it (never a deleted one: its row is a name-less tombstone). */
export async function consoleAccount(db: DbOrTx, by: { userId: string } | { email: string }) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
      disabledReason: users.disabledReason,
      disabledBy: users.disabledBy,
    })
    .from(users)
    .where(
      and(
        'userId' in by ? eq(users.id, by.userId) : eq(users.email, by.email.toLowerCase()),
        isNull(users.deletedAt),
      ),
    );
  return row;
}
export type ConsoleAccountRow = NonNullable<Awaited<ReturnType<typeof consoleAccount>>>;

/** The account's row, locked while an admin disables or enables it. */
export async function accountForUpdate(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      disabledClosedStore: users.disabledClosedStore,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return row;
}

/** Disables the account (with the reason and who decided), or with null enables it again. */
export async function setDisabled(
  db: DbOrTx,
  userId: string,
  disabled: { at: Date; reason: string; by: string; closedStore: boolean } | null,
) {
  await db
    .update(users)
    .set({
      disabledAt: disabled?.at ?? null,
      disabledReason: disabled?.reason ?? null,
      disabledBy: disabled?.by ?? null,
      disabledClosedStore: disabled?.closedStore ?? false,
    })
    .where(eq(users.id, userId));
}

/**
 * Closes the account's store if it is open (`merchant_infos.valid`: listed, its dishes offered and
 * ordered). Answers whether it was open.
 */
export async function closeStore(db: DbOrTx, userId: string, at: Date): Promise<boolean> {
  const closed = await db
    .update(merchantInfos)
    .set({ valid: false, updatedAt: at })
    .where(and(eq(merchantInfos.userId, userId), eq(merchantInfos.valid, true)))
    .returning({ userId: merchantInfos.userId });
  return closed.length > 0;
}

/**
 * Opens again the store that disabling the account closed, unless an operator has decided on the
 * chef since (an application or rating decision stands).
 */
export async function reopenStore(db: DbOrTx, userId: string, disabledAt: Date, at: Date): Promise<boolean> {
  const reopened = await db
    .update(merchantInfos)
    .set({ valid: true, updatedAt: at })
    .where(
      and(
        eq(merchantInfos.userId, userId),
        eq(merchantInfos.valid, false),
        or(isNull(merchantInfos.decidedAt), lte(merchantInfos.decidedAt, disabledAt)),
      ),
    )
    .returning({ userId: merchantInfos.userId });
  return reopened.length > 0;
}
