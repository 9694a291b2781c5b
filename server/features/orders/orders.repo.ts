import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  merchantInfos,
  orderAddresses,
  orderItems,
  orders,
  payments,
  productDetails,
  products,
  refunds,
  users,
} from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type AddressRow = typeof orderAddresses.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * The dishes being ordered, with what the price rule needs, as they are now, and their chefs'
 * address and language for the notices of a new order (so no second read for them).
 */
export async function dishesForOrder(db: DbOrTx, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: products.id,
      userId: products.userId,
      title: products.title,
      description: products.description,
      priceCents: products.priceCents,
      active: products.active,
      blockedReason: products.blockedReason,
      preparationMinutes: productDetails.preparationMinutes,
      servingsNumber: productDetails.servingsNumber,
      hourRateCents: merchantInfos.hourRateCents,
      chefValid: merchantInfos.valid,
      chefEmail: users.email,
      chefLanguage: users.language,
    })
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .leftJoin(merchantInfos, eq(merchantInfos.userId, products.userId))
    .leftJoin(users, eq(users.id, products.userId))
    .where(inArray(products.id, productIds));
}

export type DishForOrder = Awaited<ReturnType<typeof dishesForOrder>>[number];

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

/** At least one item. Await it, or send it with other writes (`writeTogether`). */
export function insertItems(db: DbOrTx, values: (typeof orderItems.$inferInsert)[]) {
  return db.insert(orderItems).values(values);
}

/** Await it, or send it with other writes (`writeTogether`). */
export function upsertAddress(db: DbOrTx, values: typeof orderAddresses.$inferInsert) {
  const { orderId: _key, ...rest } = values;
  return db
    .insert(orderAddresses)
    .values(values)
    .onConflictDoUpdate({ target: orderAddresses.orderId, set: rest });
}

export async function findOrder(db: DbOrTx, id: number, { lock = false } = {}) {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findByIdempotencyKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

export async function updateOrder(db: DbOrTx, id: number, values: Partial<typeof orders.$inferInsert>) {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

export async function itemsOf(db: DbOrTx, orderIds: number[], sellerUserId?: string) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.orderId, orderIds),
        sellerUserId ? eq(orderItems.sellerUserId, sellerUserId) : undefined,
      ),
    )
    .orderBy(orderItems.id);
}

export async function addressesOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderAddresses).where(inArray(orderAddresses.orderId, orderIds));
}

export async function paymentsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(payments.createdAt);
}

export async function refundsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(refunds.createdAt);
}

const LIST_LIMIT = 200;

export async function buyerOrders(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.buyerUserId, userId))
    .orderBy(desc(orders.updatedAt))
    .limit(LIST_LIMIT);
}

/** Orders that hold at least one of the seller's dishes. */
export async function sellerOrders(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(orders)
    .where(
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.sellerUserId} = ${userId})`,
    )
    .orderBy(desc(orders.updatedAt))
    .limit(LIST_LIMIT);
}

export async function isSellerIn(db: DbOrTx, orderId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sellerUserId, userId)))
    .limit(1);
  return Boolean(row);
}
