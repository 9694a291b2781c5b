import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, merchantInfos, productDetails, products, users } from '../../db/schema.ts';

// The people an event request names: the chefs it could go to, their cards and dishes, first names.

export interface ChefCard {
  userId: string;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  kitchenTypes: string[];
  approved: boolean;
}

const chefCardColumns = {
  userId: users.id,
  nickname: users.nickname,
  firstName: users.firstName,
  lastName: users.lastName,
  city: addresses.city,
  kitchenTypes: merchantInfos.kitchenTypes,
  approved: merchantInfos.valid,
};

export async function chefCards(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, ChefCard>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(chefCardColumns)
    .from(users)
    .innerJoin(merchantInfos, eq(merchantInfos.userId, users.id))
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/**
 * Approved chefs who cook one of `cuisines` (any chef when none is asked for): those an event
 * request could go to, before their area and hours are looked at.
 */
export async function approvedChefsCooking(db: DbOrTx, cuisines: readonly string[]): Promise<ChefCard[]> {
  return db
    .select(chefCardColumns)
    .from(merchantInfos)
    .innerJoin(users, eq(users.id, merchantInfos.userId))
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .where(
      and(
        eq(merchantInfos.valid, true),
        cuisines.length > 0
          ? sql`${merchantInfos.kitchenTypes} && ${sql`array[${sql.join(
              cuisines.map((cuisine) => sql`${cuisine}`),
              sql`, `,
            )}]::text[]`}`
          : undefined,
      ),
    );
}

/** The chef's own dishes among `ids`, with their titles and declared allergens. */
export async function dishesOfChef(db: DbOrTx, chefId: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      title: products.title,
      allergens: productDetails.allergens,
    })
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .where(and(eq(products.userId, chefId), inArray(products.id, [...new Set(ids)])));
}

/** The first names of some people, read at once. */
export async function firstNamesOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.firstName]));
}

export async function firstNameOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row?.firstName ?? null;
}
