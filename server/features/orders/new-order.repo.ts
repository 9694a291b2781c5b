import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { HoldTaker } from '#domain/orders/hold-limits.ts';
import { prepareInsertTogether, rowsInto, writeTogether, type Db, type DbOrTx } from '../../db/client.ts';
import {
  addresses,
  chefAvailability,
  merchantInfos,
  orderAddresses,
  orderItems,
  orders,
  productDetails,
  products,
  slotBookings,
  users,
} from '../../db/schema.ts';

// What placing an order reads and writes: the dishes at today's prices with their chefs' terms, the
// new order's rows in one statement, and the locks and counts of the buyer's unpaid orders.

/** What the price rule needs of a dish, as it is now. */
const dishForOrderColumns = {
  id: products.id,
  userId: products.userId,
  title: products.title,
  description: products.description,
  priceCents: products.priceCents,
  fixedPrice: products.fixedPrice,
  active: products.active,
  complete: products.complete,
  blockedReason: products.blockedReason,
  preparationMinutes: productDetails.preparationMinutes,
  servingsNumber: productDetails.servingsNumber,
  hourRateCents: merchantInfos.hourRateCents,
  chefValid: merchantInfos.valid,
  /** The chef's profile city, which bounds where they serve; null: anywhere. */
  chefCity: chefCityOf(products.userId),
  /** The chef's availability settings, or null: none set (open any time, no limit). */
  chefAvailability: chefAvailabilityOf(products.userId),
};

/** What an order needs of a chef's availability row, as JSON (one subquery, no extra statement). */
export interface ChefAvailabilityJson {
  servicesPerDay: number | null;
  leadTimeHours: number;
  serviceArea: { cities: string[]; radiusKm: number | null };
}

export function chefAvailabilityOf(userId: AnyColumn | SQL) {
  return sql<ChefAvailabilityJson | null>`(select json_build_object('servicesPerDay', ${chefAvailability.servicesPerDay}, 'leadTimeHours', ${chefAvailability.leadTimeHours}, 'serviceArea', ${chefAvailability.serviceArea}) from ${chefAvailability} where ${chefAvailability.userId} = ${userId})`;
}

/** One user's profile city: the first address (profile.repo keeps one per user). */
export function chefCityOf(userId: AnyColumn | SQL) {
  return sql<
    string | null
  >`(select ${addresses.city} from ${addresses} where ${addresses.userId} = ${userId} order by ${addresses.createdAt} limit 1)`;
}

/** The dishes being ordered, with what their chefs' records say of them (rate, approval, city). */
export async function dishesForOrder(db: DbOrTx, productIds: number[]) {
  if (productIds.length === 0) return [];
  return withDishJoins(db.select(dishForOrderColumns).from(products).$dynamic()).where(
    inArray(products.id, productIds),
  );
}

export type DishForOrder = Awaited<ReturnType<typeof dishesForOrder>>[number];

function withDishJoins<T extends PgSelect>(query: T) {
  return query
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .leftJoin(merchantInfos, eq(merchantInfos.userId, products.userId));
}

type ColumnsOf<T extends { $inferSelect: object }> = keyof T['$inferSelect'];

/** A row of a table with the columns a new order writes (the rest take their defaults). */
type Written<T extends { $inferInsert: object }, C extends readonly PropertyKey[]> = Pick<
  T['$inferInsert'],
  C[number] & keyof T['$inferInsert']
>;

/** Everything a new order writes, all at once (`NewOrderStatements.write`). */
export interface NewOrderRows {
  order: Written<typeof orders, typeof NEW_ORDER_COLUMNS> & { id: number };
  items: Written<typeof orderItems, typeof NEW_ITEM_COLUMNS>[];
  address?: Written<typeof orderAddresses, typeof ADDRESS_COLUMNS>;
  /** Each chef's service of the order (held or booked). */
  slots: Written<typeof slotBookings, typeof SLOT_COLUMNS>[];
}

/**
 * The two statements of a new order (OrdersService.place), prepared once per database. It is the
 * marketplace's busiest write, and building its queries anew for each order cost more than running
 * them (docs/performance.md).
 * - `dishesWithNewOrderId`: the dishes, and the id the order will have, taken from the orders' own
 *   sequence (evaluated once, however many dishes), so that everything naming the order can be
 *   written in the same statement as the order. A refused order leaves a gap in the ids, as a
 *   rolled-back insert does; `orderId` is undefined when none of the dishes exists.
 * - `write`: the order, its items and its address in one statement, all or
 *   none; the foreign keys are checked at its end.
 */
export function newOrderStatements(db: Db) {
  const dishes = withDishJoins(
    db
      .select({
        ...dishForOrderColumns,
        newOrderId: sql<number>`(select nextval(pg_get_serial_sequence('orders', 'id')))`.mapWith(Number),
      })
      .from(products)
      .$dynamic(),
  )
    .where(sql`${products.id} = any(${sql.placeholder('productIds')})`)
    .prepare('dishes_with_new_order_id');
  const write = prepareInsertTogether(db, 'new_order', [
    rowsInto(orders, NEW_ORDER_COLUMNS, { overridingSystemValue: true }),
    rowsInto(orderItems, NEW_ITEM_COLUMNS),
    rowsInto(orderAddresses, ADDRESS_COLUMNS),
    rowsInto(slotBookings, SLOT_COLUMNS),
  ]);
  return {
    async dishesWithNewOrderId(productIds: number[]) {
      const rows = await dishes.execute({ productIds });
      return { dishes: rows as DishForOrder[], orderId: rows[0]?.newOrderId };
    },
    write: (rows: NewOrderRows) =>
      write([[rows.order], rows.items, rows.address ? [rows.address] : [], rows.slots]),
  };
}

export type NewOrderStatements = ReturnType<typeof newOrderStatements>;

const NEW_ORDER_COLUMNS = [
  'id',
  'sId',
  'buyerUserId',
  'payInCash',
  'cateringRequired',
  'commentary',
  'serviceDate',
  'subtotalCents',
  'serviceFeeCents',
  'governmentFeeCents',
  'chefIncentiveCents',
  'prepaymentCents',
  'gatewayFeeCents',
  'amountToPayCents',
  'payToChefCents',
  'idempotencyKey',
  'handoverCode',
  'placedByBrowser',
  'placedFrom',
  'createdAt',
  'updatedAt',
] as const satisfies readonly ColumnsOf<typeof orders>[];
const NEW_ITEM_COLUMNS = [
  'orderId',
  'productId',
  'sellerUserId',
  'title',
  'description',
  'unitPriceCents',
  'pricedByTime',
  'volume',
  'baseServings',
] as const satisfies readonly ColumnsOf<typeof orderItems>[];
const ADDRESS_COLUMNS = [
  'orderId',
  'title',
  'postalCode',
  'state',
  'city',
  'phone',
  'formattedAddress',
  'countryPhoneCode',
  'placeType',
] as const satisfies readonly ColumnsOf<typeof orderAddresses>[];

const SLOT_COLUMNS = [
  'chefUserId',
  'orderId',
  'serviceDay',
  'serviceAt',
  'state',
  'expiresAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly ColumnsOf<typeof slotBookings>[];

/**
 * A new order's rows written inside the caller's transaction (an order that takes a
 * configured chef's slot, after the chef's row is locked and the day counted). The prepared
 * statement of `newOrderStatements` cannot join a transaction.
 */
export async function writeNewOrderIn(
  tx: DbOrTx,
  // Any item column: an accepted event proposal's line names its proposal (OrdersService.placeForProposal).
  rows: Omit<NewOrderRows, 'items'> & { items: (typeof orderItems.$inferInsert)[] },
) {
  // One round trip: the order first, then the rows naming it (checked at the statement's end).
  await writeTogether(tx, [
    tx.insert(orders).overridingSystemValue().values(rows.order),
    tx.insert(orderItems).values(rows.items),
    ...(rows.address ? [tx.insert(orderAddresses).values(rows.address)] : []),
    ...(rows.slots.length ? [tx.insert(slotBookings).values(rows.slots)] : []),
  ]);
}

/** An id for a new order written in a transaction by `writeNewOrderIn` (from the orders' own sequence). */
export async function takeOrderId(tx: DbOrTx): Promise<number> {
  const { rows } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return Number(rows[0]!.id);
}

/** What the service rules need of one chef: their profile city and availability (null: none set). */
export async function chefServiceTerms(db: DbOrTx, chefUserId: string) {
  // The id as a parameter: a query without joins names its columns unqualified, and `"id"` inside
  // the subqueries would be the address's own id (no city found, so no address was served).
  const chef = sql`${chefUserId}::uuid`;
  const [row] = await db
    .select({ chefCity: chefCityOf(chef), chefAvailability: chefAvailabilityOf(chef) })
    .from(users)
    .where(eq(users.id, chefUserId));
  return row ?? { chefCity: null, chefAvailability: null };
}

/** Who placed a new order, as its unpaid holds are counted (domain/orders/hold-limits.ts). */
export type HoldTakers = Partial<Record<HoldTaker, string>>;

/**
 * Takes each taker's lock until the transaction ends (PostgreSQL advisory locks, so every app server
 * waits on them), in one fixed order so two orders naming the same takers cannot deadlock. Counted
 * after this, a taker's unpaid orders cannot change until the new order is written or refused.
 */
export async function lockHoldTakers(tx: DbOrTx, takers: HoldTakers) {
  const keys = Object.entries(takers)
    .map(([taker, id]) => `unpaid-holds:${taker}:${id}`)
    .sort();
  if (keys.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(h) from (select hashtextextended(k, 0) as h from unnest(${sql.param(keys)}::text[]) as k order by k) as locks`,
  );
}

/**
 * Each taker's unpaid orders placed since `since`, and when the oldest of them was placed (a
 * refusal says when to try again). One index per taker (orders_unpaid_*_idx).
 */
export async function unpaidOrdersOf(
  db: DbOrTx,
  takers: HoldTakers,
  since: Date,
): Promise<Partial<Record<HoldTaker, { count: number; oldest: Date | null }>>> {
  const column = {
    guestBrowser: orders.placedByBrowser,
    account: orders.buyerUserId,
    address: orders.placedFrom,
  };
  const parts = (Object.entries(takers) as [HoldTaker, string][]).map(
    ([taker, id]) =>
      sql`select ${taker}::text as taker, count(*)::int as n, (extract(epoch from min(${orders.createdAt})) * 1000)::float8 as oldest from ${orders}
        where ${column[taker]} = ${id} and ${orders.paymentStatus} = 'pending' and ${orders.createdAt} > ${since}`,
  );
  if (parts.length === 0) return {};
  type Rows = { rows: { taker: HoldTaker; n: number; oldest: number | string | null }[] };
  const { rows } = (await db.execute(sql.join(parts, sql` union all `))) as unknown as Rows;
  return Object.fromEntries(
    rows.map((row) => [
      row.taker,
      { count: Number(row.n), oldest: row.oldest === null ? null : new Date(Number(row.oldest)) },
    ]),
  );
}
