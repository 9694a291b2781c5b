import { and, desc, eq, ilike, isNotNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { searchKey } from '#domain/catalog/search-key.ts';
import type { DbOrTx } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { COUNT_LIMIT, countUpTo, exactTime, likeText, type PageStart } from './console-search.repo.ts';

// Dish moderation: the search and taking a dish down.

/**
 * Dishes by title or chef, for moderation, the latest changed first (plus one row to tell whether
 * more follow), and how many match, counted up to COUNT_LIMIT; deactivated means taken down by an
 * operator. A search is asked as two halves, dishes by title and dishes of chefs by name or e-mail,
 * each answered through its own trigram index (or the list's order when it finds many), then merged.
 */
export async function searchDishes(
  db: DbOrTx,
  { q, state }: { q?: string; state: 'active' | 'deactivated' },
  start: PageStart,
  pageSize: number,
) {
  const inState =
    state === 'active' ? sql`${products.blockedReason} is null` : isNotNull(products.blockedReason);
  const after = start.after
    ? sql`(${products.updatedAt}, ${products.id}) < (${start.after.at}::timestamptz, ${start.after.id})`
    : undefined;
  const listOrder = [desc(products.updatedAt), desc(products.id)];
  let matches: SQL | undefined;
  let count: SQLWrapper = db
    .select({ one: sql`1` })
    .from(products)
    .where(inState)
    .orderBy(...listOrder);
  if (q) {
    const pattern = `%${likeText(q)}%`;
    const byTitle = ilike(products.titleKey, `%${likeText(searchKey(q))}%`);
    const byChef = or(ilike(users.nickname, pattern), ilike(users.email, pattern))!;
    const half = (match: SQL, from: SQL | undefined, depth: number) =>
      db
        .select({ id: products.id })
        .from(products)
        .innerJoin(users, eq(users.id, products.userId))
        .where(and(inState, from, match))
        .orderBy(...listOrder)
        .limit(depth);
    const depth = start.offset + pageSize + 1;
    matches = sql`${products.id} in ((${half(byTitle, after, depth)}) union (${half(byChef, after, depth)}))`;
    count = sql`(${half(byTitle, undefined, COUNT_LIMIT + 1)}) union (${half(byChef, undefined, COUNT_LIMIT + 1)})`;
  }
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      active: products.active,
      blockedReason: products.blockedReason,
      updatedAt: products.updatedAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
      updatedKey: exactTime(products.updatedAt),
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(and(inState, after, matches))
    .orderBy(...listOrder)
    .limit(pageSize + 1)
    .offset(start.offset);
  return { rows, ...(await countUpTo(db, count)) };
}

export async function dishForUpdate(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      userId: products.userId,
      blockedReason: products.blockedReason,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

export async function deactivateDish(db: DbOrTx, productId: number, reason: string, now: Date) {
  await db
    .update(products)
    .set({ active: false, blockedReason: reason, updatedAt: now })
    .where(eq(products.id, productId));
}
