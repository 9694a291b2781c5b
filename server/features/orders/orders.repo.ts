import { and, asc, desc, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { HoldTaker } from '#domain/orders/hold-limits.ts';
import { prepareInsertTogether, rowsInto, writeTogether, type Db, type DbOrTx } from '../../db/client.ts';
import {
  addresses,
  chefAvailability,
  complaints,
  merchantInfos,
  orderAddresses,
  orderItems,
  orders,
  payments,
  productDetails,
  products,
  refunds,
  reviews,
  slotBookings,
  users,
} from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type AddressRow = typeof orderAddresses.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

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

function chefAvailabilityOf(userId: AnyColumn | SQL) {
  return sql<ChefAvailabilityJson | null>`(select json_build_object('servicesPerDay', ${chefAvailability.servicesPerDay}, 'leadTimeHours', ${chefAvailability.leadTimeHours}, 'serviceArea', ${chefAvailability.serviceArea}) from ${chefAvailability} where ${chefAvailability.userId} = ${userId})`;
}

/** One user's profile city: the first address (profile.repo keeps one per user). */
function chefCityOf(userId: AnyColumn | SQL) {
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

/** Payments started but not authorised: superseded when the order changes. */
export async function cancelUnfinishedPayments(db: DbOrTx, orderId: number, now: Date) {
  await db
    .update(payments)
    .set({ status: 'canceled', lastError: 'superseded', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'requires_payment')));
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

/** A paid order's items for its receipt and notices, each with its chef's names. */
export async function receiptItems(db: DbOrTx, orderId: number) {
  return db
    .select({
      title: orderItems.title,
      volume: orderItems.volume,
      unitPriceCents: orderItems.unitPriceCents,
      sellerUserId: orderItems.sellerUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
    })
    .from(orderItems)
    .innerJoin(users, eq(users.id, orderItems.sellerUserId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

/** The customers of some orders, as their chefs see them named. */
export async function buyersOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
}

export type BuyerRow = Awaited<ReturnType<typeof buyersOf>>[number];

/** The addresses of a customer's latest orders, newest first (checkout offers them again). */
export async function latestAddressesOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      title: orderAddresses.title,
      formatted_address: orderAddresses.formattedAddress,
      city: orderAddresses.city,
      state: orderAddresses.state,
      postalCode: orderAddresses.postalCode,
      phone: orderAddresses.phone,
    })
    .from(orderAddresses)
    .innerJoin(orders, eq(orders.id, orderAddresses.orderId))
    .where(eq(orders.buyerUserId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
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

/** The ratings of these order items (at most one each: reviews_item_unique), and whether replied. */
export async function reviewsOfItems(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      orderItemId: reviews.orderItemId,
      id: reviews.id,
      rating: reviews.rating,
      replied: sql<boolean>`${reviews.reply} is not null`,
    })
    .from(reviews)
    .where(inArray(reviews.orderItemId, itemIds));
}

export type ItemReviewRow = Awaited<ReturnType<typeof reviewsOfItems>>[number];

/**
 * What is left for `userId` in each of these orders (domain/notifications/notice-tasks.ts): as their
 * chef, dishes to confirm, reviews to reply to and open complaints to answer; as their buyer,
 * delivered dishes to rate. Orders with no item answer no row.
 */
export async function openTasksIn(db: DbOrTx, userId: string, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const mine = sql`${orderItems.sellerUserId} = ${userId}`;
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  return db
    .select({
      orderId: orderItems.orderId,
      confirm: counted(sql`${mine} and ${orderItems.status} = 'placed'`),
      rate: counted(
        sql`${orders.buyerUserId} = ${userId} and ${orderItems.status} = 'delivered' and ${reviews.id} is null`,
      ),
      reply: counted(sql`${mine} and ${reviews.id} is not null and ${reviews.reply} is null`),
      answer: counted(sql`${mine} and ${complaints.status} = 'open' and ${complaints.chefResponse} is null`),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .leftJoin(complaints, eq(complaints.orderItemId, orderItems.id))
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
}

const LIST_LIMIT = 200;
/** More than any kitchen has open at once; the soonest services first, so none due is left out. */
const WORK_LIMIT = 500;

/**
 * The chef's items that may need her (GET /secure/seller-work): placed or confirmed, or with an
 * open complaint she has not answered, or a review without her reply. Only her own items, in orders
 * not abandoned; the rule of what needs her now is domain/orders/seller-work.ts.
 */
export async function sellerWorkItems(db: DbOrTx, sellerUserId: string, now: Date) {
  return db
    .select({
      orderId: orderItems.orderId,
      sId: orders.sId,
      itemId: orderItems.id,
      title: orderItems.title,
      volume: orderItems.volume,
      status: orderItems.status,
      serviceDate: orders.serviceDate,
      paymentStatus: orders.paymentStatus,
      complaintId: complaints.id,
      complaintStatus: complaints.status,
      complaintCreatedAt: complaints.createdAt,
      complaintAnswered: sql<boolean>`${complaints.chefResponse} is not null`,
      reviewId: reviews.id,
      reviewRating: reviews.rating,
      reviewCreatedAt: reviews.createdAt,
      reviewReplied: sql<boolean>`${reviews.reply} is not null`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(complaints, eq(complaints.orderItemId, orderItems.id))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(
      and(
        eq(orderItems.sellerUserId, sellerUserId),
        notAbandoned(now),
        or(
          inArray(orderItems.status, ['placed', 'confirmed']),
          and(eq(complaints.status, 'open'), isNull(complaints.chefResponse)),
          and(sql`${reviews.id} is not null`, isNull(reviews.reply)),
        ),
      ),
    )
    .orderBy(asc(orders.serviceDate), asc(orderItems.id))
    .limit(WORK_LIMIT);
}

export type SellerWorkRow = Awaited<ReturnType<typeof sellerWorkItems>>[number];

/**
 * An order nobody paid whose hold ended: its slots no longer count (availability liveSlot), and it
 * is left out of every list (the customer's, the chef's, the console's) as if never placed. An
 * order without slot rows (written before holds existed) is never taken for one.
 */
export function notAbandoned(now: Date) {
  // One look at the order's own slot rows (their index), asked per listed order: as EXISTS under
  // a NOT, the planner may instead hash every slot row of every order first.
  return sql`(${orders.paymentStatus} <> 'pending' or (select bool_or(${slotBookings.state} = 'held' and ${slotBookings.expiresAt} <= ${now})
      and not bool_or(${slotBookings.state} = 'booked' or (${slotBookings.state} = 'held' and ${slotBookings.expiresAt} > ${now}))
    from ${slotBookings} where ${slotBookings.orderId} = ${orders.id}) is not true)`;
}

/** Ends an unpaid order's holds now and frees its retry key: a changed checkout replaced it. */
export async function abandonOrder(db: DbOrTx, orderId: number, now: Date) {
  await db
    .update(slotBookings)
    .set({ expiresAt: now, updatedAt: now })
    .where(and(eq(slotBookings.orderId, orderId), eq(slotBookings.state, 'held')));
  await db.update(orders).set({ idempotencyKey: null, updatedAt: now }).where(eq(orders.id, orderId));
}

export async function buyerOrders(db: DbOrTx, userId: string, now: Date) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerUserId, userId), notAbandoned(now)))
    .orderBy(desc(orders.updatedAt))
    .limit(LIST_LIMIT);
}

/** Orders that hold at least one of the seller's dishes. */
export async function sellerOrders(db: DbOrTx, userId: string, now: Date) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.sellerUserId} = ${userId})`,
        notAbandoned(now),
      ),
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

/**
 * What the service rules need of an order's items: each dish's preparation time as it is
 * now and its chef's city.
 */
export async function serviceLinesOf(db: DbOrTx, orderId: number) {
  return db
    .select({
      title: orderItems.title,
      preparationMinutes: productDetails.preparationMinutes,
      chefCity: chefCityOf(orderItems.sellerUserId),
      chefAvailability: chefAvailabilityOf(orderItems.sellerUserId),
    })
    .from(orderItems)
    .leftJoin(productDetails, eq(productDetails.productId, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
}
