import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { merchantInfos, productDetails, products } from '../../db/schema.ts';

// The dishes feature's read module for other features (the slot offers read a cart's dishes).

/**
 * The dishes of a cart or order with what decides whether they can be ordered now (shown, complete,
 * not blocked, their chef approved), their chef and their preparation time.
 */
export async function dishesToOffer(db: DbOrTx, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      userId: products.userId,
      active: products.active,
      complete: products.complete,
      blockedReason: products.blockedReason,
      preparationMinutes: productDetails.preparationMinutes,
      chefValid: merchantInfos.valid,
    })
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .leftJoin(merchantInfos, eq(merchantInfos.userId, products.userId))
    .where(inArray(products.id, productIds));
}
