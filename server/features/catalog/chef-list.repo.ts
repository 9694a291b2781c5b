import { and, asc, eq, exists, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ChefSort } from '#domain/catalog/chef-list.ts';
import type { SearchTerm } from '#domain/catalog/cuisine-words.ts';
import { KITCHEN_TYPES } from '#domain/chefs/kitchen-types.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  files,
  kitchenTypeCounts as kitchenTypeCountsTable,
  merchantInfos,
  productFiles,
  products,
  users,
} from '../../db/schema.ts';

// The approved chefs as the marketplace lists, filters, searches and finds them.

export interface MerchantFilter {
  hourRateMaxCents?: number;
  kitchenTypes: string[];
  city?: string;
  /** The search's words (searchTerms): each must be found, as text or as a cuisine it names. */
  searchTerms?: SearchTerm[];
  /** "Available on": chefs to leave out, or the only chefs to list. */
  availability?: { exclude: string[]; only?: string[] };
  /** Only chefs whose average rating is at least this (unrated chefs are left out). */
  minRating?: number;
  /** The list's order (domain/catalog/chef-list.ts). */
  sort?: ChefSort;
  limit: number;
  /** Rows to skip from the top (the spec's page numbers), or none when `after` is given. */
  offset: number;
  /** Keyset pagination: the list goes on after this chef (the last one of the page before). */
  after?: MerchantCursor;
}

/**
 * A chef's place in the list's order: the sort's key as text (the approval time to the
 * microsecond, the average rating, or the next date; null when the chef has none) and the id.
 */
export interface MerchantCursor {
  key: string | null;
  userId: string;
}

/**
 * Each order's key, its direction and where chefs without one go, as the keyset indexes hold them
 * (migrations 0024 and 0031): the newest approval first (nulls first, as PostgreSQL sorts them
 * descending), the best rated first, the soonest available first (the unrated and the unavailable
 * last).
 */
const ORDERS = {
  newest: { column: merchantInfos.decidedAt, type: 'timestamptz', descending: true, nullsFirst: true },
  rating: { column: merchantInfos.ratingAverage, type: 'numeric', descending: true, nullsFirst: false },
  nextAvailable: {
    column: merchantInfos.nextAvailableDate,
    type: 'date',
    descending: false,
    nullsFirst: false,
  },
} as const;

/** The text a sort key is carried as in a cursor (to the microsecond for times). */
const SORT_KEYS = {
  newest: sql<
    string | null
  >`to_char(${merchantInfos.decidedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  rating: sql<string | null>`${merchantInfos.ratingAverage}::text`,
  nextAvailable: sql<string | null>`${merchantInfos.nextAvailableDate}::text`,
};

function listOrder(sort: ChefSort): SQL[] {
  const { column, descending, nullsFirst } = ORDERS[sort];
  return [
    sql`${column} ${sql.raw(descending ? 'desc' : 'asc')} ${sql.raw(nullsFirst ? 'nulls first' : 'nulls last')}`,
    asc(merchantInfos.userId),
  ];
}

/** Chefs after `cursor` in the sort's order: what its keyset index reads on from. */
function afterChef(sort: ChefSort, cursor: MerchantCursor): SQL {
  const { column, type, descending, nullsFirst } = ORDERS[sort];
  const id = merchantInfos.userId;
  if (cursor.key === null) {
    const sameKey = sql`(${column} is null and ${id} > ${cursor.userId})`;
    return nullsFirst ? sql`(${sameKey} or ${column} is not null)` : sameKey;
  }
  const key = sql`${cursor.key}::${sql.raw(type)}`;
  const beyond = sql`(${column} ${sql.raw(descending ? '<' : '>')} ${key} or (${column} = ${key} and ${id} > ${cursor.userId}))`;
  return nullsFirst ? beyond : sql`(${beyond} or ${column} is null)`;
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * How many approved chefs list each kitchen type, within the city and hourly-rate filters: the chef
 * list's chips say which would find nobody. A sum over the counts the database keeps per kitchen
 * type, city and whole-euro rate (kitchen_type_counts, migration 0024), never a pass over chefs.
 */
export async function kitchenTypeCounts(
  db: DbOrTx,
  filter: Pick<MerchantFilter, 'hourRateMaxCents' | 'city'>,
) {
  const conditions: (SQL | undefined)[] = [];
  // A rate in cents is within a whole-euro ceiling exactly when its euros, rounded up, are.
  if (filter.hourRateMaxCents)
    conditions.push(lte(kitchenTypeCountsTable.rateEuros, Math.floor(filter.hourRateMaxCents / 100)));
  if (filter.city) conditions.push(eq(kitchenTypeCountsTable.city, filter.city));
  const rows = await db
    .select({
      type: kitchenTypeCountsTable.kitchenType,
      chefs: sql<number>`sum(${kitchenTypeCountsTable.chefs})::int`,
    })
    .from(kitchenTypeCountsTable)
    .where(and(...conditions))
    .groupBy(kitchenTypeCountsTable.kitchenType);
  return new Map(rows.map((row) => [row.type, Number(row.chefs)]));
}

const merchantColumns = {
  userId: merchantInfos.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  storeName: users.nickname,
  avatarVersion: users.avatarVersion,
  about: merchantInfos.about,
  hourRateCents: merchantInfos.hourRateCents,
  kitchenTypes: merchantInfos.kitchenTypes,
  metadata: merchantInfos.metadata,
  culinaryTraining: merchantInfos.culinaryTraining,
  videoCvFileId: merchantInfos.videoCvFileId,
  valid: merchantInfos.valid,
  foodBusinessNumber: merchantInfos.foodBusinessNumber,
  city: addresses.city,
  // The trust signals, kept on the chef's row (migration 0031).
  ratingAverage: merchantInfos.ratingAverage,
  ratingCount: merchantInfos.ratingCount,
  nextAvailableDate: merchantInfos.nextAvailableDate,
  certificatesCheckedAt: merchantInfos.certificatesCheckedAt,
  certificatesCheckedFileIds: merchantInfos.certificatesCheckedFileIds,
  foodBusinessCheckedNumber: merchantInfos.foodBusinessCheckedNumber,
  foodBusinessCheckedAt: merchantInfos.foodBusinessCheckedAt,
  reliableSince: merchantInfos.reliableSince,
  quickToAnswerSince: merchantInfos.quickToAnswerSince,
};

const like = (stem: string) => `%${stem.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A term is met by a chef's own text (names, store name) or by the kitchen types the chef lists:
 * those its word names ('pica' -> pizza) and those whose key holds it ('georg' -> georgian), as
 * when the keys were part of the chef's text.
 */
function chefMeets(term: SearchTerm): SQL {
  const types = [
    ...new Set([...term.kitchenTypes, ...KITCHEN_TYPES.filter((type) => type.includes(term.stem))]),
  ];
  const text = sql`${users.searchKey} like ${like(term.stem)}`;
  return types.length ? sql`(${text} or ${merchantInfos.kitchenTypes} && ${textArray(types)})` : text;
}

/** A term is met by one live dish's title or description, or by a cuisine of its chef it names. */
function dishMeets(term: SearchTerm): SQL {
  const text = sql`${products.searchKey} like ${like(term.stem)}`;
  return term.kitchenTypes.length
    ? sql`(${text} or ${merchantInfos.kitchenTypes} && ${textArray(term.kitchenTypes)})`
    : text;
}

/**
 * Approved chefs matching the filters, one page (plus one row to tell whether more follow), in the
 * list's order, from the top (`offset`) or after a chef (`after`).
 *
 * A search finds a chef whose own text meets every word, or one of whose live dishes does. The two
 * are asked apart and their pages merged: each half can then be answered through its own index,
 * the trigram index of the chefs' or the dishes' search keys when the words are rare, the
 * listing's order when they are common (which the planner tells from the keys' statistics). As one
 * OR across both tables, only a pass over every chef could answer it.
 */
export async function listApprovedMerchants(db: DbOrTx, filter: MerchantFilter) {
  const conditions: (SQL | undefined)[] = [eq(merchantInfos.valid, true)];
  if (filter.hourRateMaxCents) conditions.push(lte(merchantInfos.hourRateCents, filter.hourRateMaxCents));
  if (filter.kitchenTypes.length) {
    conditions.push(sql`${merchantInfos.kitchenTypes} && ${textArray(filter.kitchenTypes)}`);
  }
  if (filter.city) conditions.push(eq(addresses.city, filter.city));
  // "Available on": the chefs with set availability who are not open that day are left
  // out, or, on a day nobody unconfigured can be booked (too late today), only those who are open.
  if (filter.availability?.exclude.length)
    conditions.push(notInArray(merchantInfos.userId, filter.availability.exclude));
  if (filter.availability?.only) {
    conditions.push(
      filter.availability.only.length ? inArray(merchantInfos.userId, filter.availability.only) : sql`false`,
    );
  }
  if (filter.minRating !== undefined)
    conditions.push(sql`${merchantInfos.ratingAverage} >= ${filter.minRating}`);
  const sort = filter.sort ?? 'newest';
  if (filter.after) conditions.push(afterChef(sort, filter.after));
  const terms = filter.searchTerms ?? [];
  if (terms.length) {
    // Each half's page reaches as deep as the merged page: the rows skipped and the rows shown.
    const depth = filter.offset + filter.limit;
    const byChef = db
      .select({ userId: merchantInfos.userId })
      .from(merchantInfos)
      .innerJoin(users, eq(users.id, merchantInfos.userId))
      .leftJoin(addresses, eq(addresses.userId, merchantInfos.userId))
      .where(and(...conditions, ...terms.map(chefMeets)))
      .orderBy(...listOrder(sort))
      .limit(depth);
    const byDish = db
      .select({ userId: merchantInfos.userId })
      .from(merchantInfos)
      .leftJoin(addresses, eq(addresses.userId, merchantInfos.userId))
      .where(
        and(
          ...conditions,
          exists(
            db
              .select({ one: sql`1` })
              .from(products)
              .where(
                and(
                  eq(products.userId, merchantInfos.userId),
                  eq(products.active, true),
                  eq(products.complete, true),
                  ...terms.map(dishMeets),
                ),
              ),
          ),
        ),
      )
      .orderBy(...listOrder(sort))
      .limit(depth);
    conditions.push(sql`${merchantInfos.userId} in ((${byChef}) union (${byDish}))`);
  }
  return db
    .select({
      ...merchantColumns,
      sortKey: SORT_KEYS[sort],
    })
    .from(merchantInfos)
    .innerJoin(users, eq(users.id, merchantInfos.userId))
    .leftJoin(addresses, eq(addresses.userId, merchantInfos.userId))
    .where(and(...conditions))
    .orderBy(...listOrder(sort))
    .limit(filter.limit)
    .offset(filter.offset);
}

export type MerchantRow = Omit<Awaited<ReturnType<typeof listApprovedMerchants>>[number], 'sortKey'>;

export async function findMerchantByNickname(db: DbOrTx, nickname: string) {
  const [row] = await db
    .select({ ...merchantColumns, trustFigures: merchantInfos.trustFigures, memberSince: users.createdAt })
    .from(merchantInfos)
    .innerJoin(users, eq(users.id, merchantInfos.userId))
    .leftJoin(addresses, eq(addresses.userId, merchantInfos.userId))
    .where(sql`lower(${users.nickname}) = lower(${nickname})`)
    .limit(1);
  return row;
}

/** The first image of each chef's first active dish: the cover of their card, in one query. */
export async function coverImages(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectDistinctOn([products.userId], { userId: products.userId, storedName: files.storedName })
    .from(products)
    .innerJoin(productFiles, eq(productFiles.productId, products.id))
    .innerJoin(files, eq(files.id, productFiles.fileId))
    .where(and(inArray(products.userId, userIds), eq(products.active, true), eq(products.complete, true)))
    .orderBy(products.userId, products.id, productFiles.createdAt);
  return new Map(rows.map((row) => [row.userId, row.storedName]));
}
