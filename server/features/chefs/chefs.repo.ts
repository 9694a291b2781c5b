import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { merchantInfos, moderationDecisions, users } from '../../db/schema.ts';

export type MerchantRow = typeof merchantInfos.$inferSelect;
export type MerchantValues = Partial<Omit<typeof merchantInfos.$inferInsert, 'userId'>>;

export async function findMerchant(db: DbOrTx, userId: string, { lock = false } = {}) {
  const query = db.select().from(merchantInfos).where(eq(merchantInfos.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Creates the chef's row on first save; afterwards changes only the given columns. */
export async function upsertMerchant(db: DbOrTx, userId: string, values: MerchantValues, now: Date) {
  const [row] = await db
    .insert(merchantInfos)
    .values({ ...values, userId, updatedAt: now })
    .onConflictDoUpdate({ target: merchantInfos.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

export async function recordDecision(db: DbOrTx, values: typeof moderationDecisions.$inferInsert) {
  await db.insert(moderationDecisions).values(values);
}

/** The first time the chef declared the right to earn income in Lithuania; a later answer keeps it. */
export async function recordRightToEarn(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(users)
    .set({ authorizedToEarnAt: now })
    .where(and(eq(users.id, userId), isNull(users.authorizedToEarnAt)));
}

export async function findUserContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
