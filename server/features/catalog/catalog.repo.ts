import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, merchantInfos, productDetails, productFiles, products, users } from '../../db/schema.ts';

// Dishes as the catalog shows them, with their images, and the chefs' certificates.

const productColumns = {
  id: products.id,
  userId: products.userId,
  title: products.title,
  description: products.description,
  priceCents: products.priceCents,
  fixedPrice: products.fixedPrice,
  measureUnit: products.measureUnit,
  size: products.size,
  videoUrl: products.videoUrl,
  currencyId: products.currencyId,
  parcelRequires: products.parcelRequires,
  active: products.active,
  complete: products.complete,
  blockedReason: products.blockedReason,
  kitchenType: productDetails.kitchenType,
  preparationMinutes: productDetails.preparationMinutes,
  preparationDescription: productDetails.preparationDescription,
  ingredients: productDetails.ingredients,
  calories: productDetails.calories,
  servingsNumber: productDetails.servingsNumber,
  allergens: productDetails.allergens,
  hourRateCents: merchantInfos.hourRateCents,
  chefValid: merchantInfos.valid,
  storeName: users.nickname,
  chefFirstName: users.firstName,
  chefLastName: users.lastName,
};

function productQuery(db: DbOrTx) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .innerJoin(users, eq(users.id, products.userId))
    .leftJoin(merchantInfos, eq(merchantInfos.userId, products.userId));
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>['execute']>>[number];

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await productQuery(db).where(eq(products.id, id));
  return row;
}

/** A chef's dishes; `onlyLive`: those enabled and complete (others are the chef's drafts). */
export async function listChefProducts(db: DbOrTx, userId: string, { onlyLive }: { onlyLive: boolean }) {
  return productQuery(db)
    .where(
      and(
        eq(products.userId, userId),
        onlyLive ? and(eq(products.active, true), eq(products.complete, true)) : undefined,
      ),
    )
    .orderBy(desc(products.active), asc(products.id))
    .limit(500);
}

/** Images of many dishes at once, in the order they were added. */
export async function imagesOf(db: DbOrTx, productIds: number[]) {
  const byProduct = new Map<number, { fileId: string; fileName: string; userId: string }[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productFiles.productId,
      fileId: files.id,
      fileName: files.storedName,
      userId: files.userId,
    })
    .from(productFiles)
    .innerJoin(files, eq(files.id, productFiles.fileId))
    .where(inArray(productFiles.productId, productIds))
    .orderBy(productFiles.createdAt);
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ fileId: row.fileId, fileName: row.fileName, userId: row.userId });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export async function certificateIds(db: DbOrTx, userId: string): Promise<string[]> {
  return (await certificateIdsOf(db, [userId])).get(userId) ?? [];
}

/** The certificates each chef has now (their badge holds only when every one was checked). */
export async function certificateIdsOf(db: DbOrTx, userIds: string[]): Promise<Map<string, string[]>> {
  const byChef = new Map<string, string[]>();
  if (userIds.length === 0) return byChef;
  const rows = await db
    .select({ id: files.id, userId: files.userId })
    .from(files)
    .where(and(inArray(files.userId, userIds), eq(files.label, 'certificate')));
  for (const row of rows) byChef.set(row.userId, [...(byChef.get(row.userId) ?? []), row.id]);
  return byChef;
}
