import { and, asc, desc, eq, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { SearchTerm } from '#domain/catalog/cuisine-words.ts';
import { FOLD_FROM, FOLD_TO } from '#domain/catalog/search-key.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  files,
  merchantInfos,
  orderItems,
  productDetails,
  productFiles,
  products,
  reviews,
  users,
} from '../../db/schema.ts';

export interface MerchantFilter {
  hourRateMaxCents?: number;
  kitchenTypes: string[];
  city?: string;
  /** The search's words (searchTerms): each must be found, as text or as a cuisine it names. */
  searchTerms?: SearchTerm[];
  /** "Available on": chefs to leave out, or the only chefs to list. */
  availability?: { exclude: string[]; only?: string[] };
  limit: number;
  offset: number;
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * How many approved chefs list each kitchen type, within the city and hourly-rate filters: the chef
 * list's chips say which would find nobody. One grouped pass over approved chefs (no text search).
 */
export async function kitchenTypeCounts(
  db: DbOrTx,
  filter: Pick<MerchantFilter, 'hourRateMaxCents' | 'city'>,
) {
  const conditions: (SQL | undefined)[] = [eq(merchantInfos.valid, true)];
  if (filter.hourRateMaxCents) conditions.push(lte(merchantInfos.hourRateCents, filter.hourRateMaxCents));
  if (filter.city) conditions.push(eq(addresses.city, filter.city));
  const type = sql<string>`unnest(${merchantInfos.kitchenTypes})`;
  const rows = await db
    .select({ type, chefs: sql<number>`count(*)::int` })
    .from(merchantInfos)
    .leftJoin(addresses, eq(addresses.userId, merchantInfos.userId))
    .where(and(...conditions))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.type, Number(row.chefs)]));
}

const fold = (value: SQL) => sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`;

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
};

/** Approved chefs matching the filters, one page (plus one row to tell whether more follow). */
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
  if (filter.searchTerms?.length) {
    const terms = filter.searchTerms;
    const like = (stem: string) => `%${stem.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const chefText = fold(
      sql`concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.nickname}, array_to_string(${merchantInfos.kitchenTypes}, ' '))`,
    );
    // A word that names a cuisine ('Desertai', 'pica', 'lietuviška') is also met by the chef's
    // kitchen types: an array overlap, which a GIN index on kitchen_types can answer.
    const orCuisine = (term: SearchTerm, text: SQL) =>
      term.kitchenTypes.length
        ? sql`(${text} like ${like(term.stem)} or ${merchantInfos.kitchenTypes} && ${textArray(term.kitchenTypes)})`
        : sql`${text} like ${like(term.stem)}`;
    // A dish's description counts as well as its title, and every word of the query ('cepelinų' ->
    // 'cepelin') must be in the chef's text or in one live dish's (or be a cuisine the chef lists).
    const dishText = fold(sql`concat_ws(' ', ${products.title}, ${products.description})`);
    conditions.push(
      or(
        and(...terms.map((term) => orCuisine(term, chefText))),
        sql`exists (select 1 from ${products} where ${products.userId} = ${merchantInfos.userId}
              and ${products.active} and ${products.complete}
              and ${and(...terms.map((term) => orCuisine(term, dishText)))})`,
      ),
    );
  }
  return db
    .select(merchantColumns)
    .from(merchantInfos)
    .innerJoin(users, eq(users.id, merchantInfos.userId))
    .leftJoin(addresses, eq(addresses.userId, merchantInfos.userId))
    .where(and(...conditions))
    .orderBy(desc(merchantInfos.decidedAt), asc(merchantInfos.userId))
    .limit(filter.limit)
    .offset(filter.offset);
}

export type MerchantRow = Awaited<ReturnType<typeof listApprovedMerchants>>[number];

export async function findMerchantByNickname(db: DbOrTx, nickname: string) {
  const [row] = await db
    // The certificates an operator checked: the page's badge (domain/chefs/trust-badges.ts).
    .select({ ...merchantColumns, certificatesCheckedFileIds: merchantInfos.certificatesCheckedFileIds })
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
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.label, 'certificate')));
  return rows.map((row) => row.id);
}

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** Average and count of ratings per dish, in one query. */
export async function ratingsOfProducts(
  db: DbOrTx,
  productIds: number[],
): Promise<Map<number, RatingSummary>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: reviews.productId,
      average: sql<string>`round(avg(${reviews.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(inArray(reviews.productId, productIds))
    .groupBy(reviews.productId);
  return new Map(rows.map((row) => [row.productId, { average: Number(row.average), count: row.count }]));
}

export async function ratingOfChef(db: DbOrTx, userId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${reviews.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.sellerUserId, userId));
  return { average: row?.average ? Number(row.average) : null, count: row?.count ?? 0 };
}

export type ReviewRow = Awaited<ReturnType<typeof recentReviews>>[number];

/** The newest reviews of a dish or of a chef, with the reviewer's first name only. */
export async function recentReviews(
  db: DbOrTx,
  where: { productId?: number; sellerUserId?: string },
  limit = 10,
) {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productTitle: products.title,
      rating: reviews.rating,
      comment: reviews.comment,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      repliedAt: reviews.repliedAt,
      reviewer: users.firstName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerUserId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        where.productId === undefined ? undefined : eq(reviews.productId, where.productId),
        where.sellerUserId === undefined ? undefined : eq(reviews.sellerUserId, where.sellerUserId),
      ),
    )
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}

/**
 * The reviews of one order's items that a viewer may read: their own as its buyer, those of their
 * dishes as a chef, all for staff (`viewerId` undefined). With the order item each one rates.
 */
export async function reviewsOfOrder(db: DbOrTx, orderId: number, viewerId: string | undefined) {
  return db
    .select({
      id: reviews.id,
      orderItemId: reviews.orderItemId,
      productId: reviews.productId,
      productTitle: products.title,
      rating: reviews.rating,
      comment: reviews.comment,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      repliedAt: reviews.repliedAt,
      reviewer: users.firstName,
    })
    .from(reviews)
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .innerJoin(users, eq(users.id, reviews.buyerUserId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        viewerId === undefined
          ? undefined
          : or(eq(reviews.buyerUserId, viewerId), eq(reviews.sellerUserId, viewerId)),
      ),
    )
    .orderBy(reviews.orderItemId);
}
