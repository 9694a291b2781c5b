import { and, eq, sql } from 'drizzle-orm';
import { isDishComplete } from '#domain/dishes/completeness.ts';
import type { DbOrTx } from '../../db/client.ts';
import { merchantInfos, productDetails, productFiles, products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;

export async function isApprovedChef(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ valid: merchantInfos.valid })
    .from(merchantInfos)
    .where(eq(merchantInfos.userId, userId));
  return row?.valid ?? false;
}

export async function findProductForUpdate(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function insertProduct(db: DbOrTx, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(db: DbOrTx, id: number, values: Partial<typeof products.$inferInsert>) {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row!;
}

export async function upsertDetails(db: DbOrTx, values: typeof productDetails.$inferInsert) {
  const { productId: _key, ...rest } = values;
  await db
    .insert(productDetails)
    .values(values)
    .onConflictDoUpdate({ target: productDetails.productId, set: rest });
}

export async function countImages(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productFiles)
    .where(eq(productFiles.productId, productId));
  return row?.n ?? 0;
}

export async function relateFile(db: DbOrTx, productId: number, fileId: string) {
  await db.insert(productFiles).values({ productId, fileId }).onConflictDoNothing();
}

/** Removes the image from the owner's dish; answers the dishes it was removed from (none: not theirs). */
export async function unrelateOwnFile(db: DbOrTx, userId: string, fileId: string): Promise<number[]> {
  const owned = await db
    .select({ productId: productFiles.productId })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(and(eq(productFiles.fileId, fileId), eq(products.userId, userId)));
  if (owned.length === 0) return [];
  await db.delete(productFiles).where(eq(productFiles.fileId, fileId));
  return owned.map((row) => row.productId);
}

/**
 * Recomputes whether the dish is complete (domain/dishes/completeness.ts) from what is stored now;
 * called in the transaction of every write that can change it. Answers the new value.
 */
export async function refreshComplete(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db
    .select({
      storedPriceCents: products.priceCents,
      fixedPrice: products.fixedPrice,
      preparationMinutes: productDetails.preparationMinutes,
      allergens: productDetails.allergens,
      imageCount: sql<number>`(select count(*)::int from ${productFiles} where ${productFiles.productId} = ${products.id})`,
    })
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .where(eq(products.id, productId));
  if (!row) return false;
  const complete = isDishComplete(row);
  await db.update(products).set({ complete }).where(eq(products.id, productId));
  return complete;
}
