import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Whether another user holds this nickname (case-insensitive, like the unique index). */
export async function nicknameTakenByOther(db: DbOrTx, nickname: string, userId: string | undefined) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.nickname}) = lower(${nickname})`, userId ? ne(users.id, userId) : undefined),
    );
  return Boolean(row);
}

export async function phoneTakenByOther(db: DbOrTx, phoneNumber: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), ne(users.id, userId)));
  return Boolean(row);
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

export async function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.createdAt);
}

/** One address per user for now: the first is updated, or one is created. */
export async function saveAddress(
  db: DbOrTx,
  userId: string,
  values: Partial<typeof addresses.$inferInsert>,
) {
  const [existing] = await listAddresses(db, userId);
  if (existing) {
    const [row] = await db.update(addresses).set(values).where(eq(addresses.id, existing.id)).returning();
    return row!;
  }
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return row!;
}
