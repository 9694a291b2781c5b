import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, sessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByPhone(db: DbOrTx, phoneNumber: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  return user;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function insertAddress(db: DbOrTx, values: typeof addresses.$inferInsert): Promise<void> {
  await db.insert(addresses).values(values);
}

/**
 * The address is proven by a PIN; a password set before it was (by anyone) stops
 * working and every session started with it ends.
 */
export async function verifyAndVoidPassword(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ verified: true, passwordHash: null }).where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** A new password, and every session of the account ended with the old one (ASVS V7.4.3). */
export async function setPasswordHashEndingSessions(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function markVerified(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ verified: true }).where(eq(users.id, userId));
}
