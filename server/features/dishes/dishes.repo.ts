import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, merchantInfos, productDetails, productFiles, products } from '../../db/schema.ts';

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
  await db.update(files).set({ label: 'product-image' }).where(eq(files.id, fileId));
}

/** Removes the image from the owner's dish; answers whether there was one to remove. */
export async function unrelateOwnFile(db: DbOrTx, userId: string, fileId: string): Promise<boolean> {
  const owned = await db
    .select({ productId: productFiles.productId })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(and(eq(productFiles.fileId, fileId), eq(products.userId, userId)));
  if (owned.length === 0) return false;
  await db.delete(productFiles).where(eq(productFiles.fileId, fileId));
  return true;
}
