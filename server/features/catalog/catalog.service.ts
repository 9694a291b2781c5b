import { can } from '#domain/accounts/policies.ts';
import type { Role } from '#domain/accounts/roles.ts';
import type { ChefSort } from '#domain/catalog/chef-list.ts';
import { searchTerms } from '#domain/catalog/cuisine-words.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { KITCHEN_TYPES } from '#domain/chefs/kitchen-types.ts';
import { trustBadges } from '#domain/chefs/trust-badges.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { formatEuro } from '#domain/money.ts';
import { isDishLive } from '#domain/dishes/completeness.ts';
import type {
  MerchantsAnswer,
  ProductAnswer,
  ProductDetailsAnswer,
  StoreAnswer,
} from '#domain/catalog/catalog.response.ts';
import type { Db } from '../../db/client.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  decodeCursor,
  encodeCursor,
  TIMESTAMP_PATTERN,
  UUID_PATTERN,
  type PartRule,
} from '../../lib/keyset-cursor.ts';
import {
  fileUrl,
  presentDish,
  presentMerchant,
  presentProduct,
  presentReliability,
  presentReview,
} from './catalog.presenter.ts';
import * as repo from './catalog.repo.ts';
import * as chefListRepo from './chef-list.repo.ts';
import * as reviewsRepo from './catalog-reviews.repo.ts';
import type { ChefSignalsService } from './chef-signals.service.ts';

export const PAGE_SIZE = 12;
/**
 * Page numbers count past every earlier chef, so they stop here (DESIGN §7 pages from 1); the
 * answer's `nextCursor` goes on from any page as deep as the list goes, at the cost of the first.
 */
export const MAX_PAGE = 500;

export interface Viewer {
  id: string;
  role: Role;
}

export interface MerchantQuery {
  page: number;
  hourRate?: number;
  kitchenType: string[];
  city?: string;
  q?: string;
  /** 'YYYY-MM-DD', only chefs with an open time that day. */
  availableOn?: string;
  /** A previous answer's `nextCursor`: the page after it (then `page` only names it). */
  cursor?: string;
  sort?: ChefSort;
  /** Only chefs whose average rating is at least this. */
  minRating?: number;
}

/**
 * A chef list cursor, per order: the last chef's sort key (or null) and id. The newest-first list's
 * cursor is the key and id alone (as before the other orders came); the others name their order
 * first, so a cursor of one order is refused by another.
 */
const MERCHANT_CURSORS: Record<ChefSort, PartRule[]> = {
  newest: [{ nullable: TIMESTAMP_PATTERN }, UUID_PATTERN],
  rating: [/^rating$/, { nullable: /^\d\.\d$/ }, UUID_PATTERN],
  nextAvailable: [/^nextAvailable$/, { nullable: /^\d{4}-\d{2}-\d{2}$/ }, UUID_PATTERN],
};

function cursorOf(sort: ChefSort, key: string | null, userId: string) {
  return encodeCursor(sort === 'newest' ? [key, userId] : [sort, key, userId]);
}

function readCursor(sort: ChefSort, text: string): chefListRepo.MerchantCursor {
  const parts = decodeCursor(text, MERCHANT_CURSORS[sort]);
  const [key, userId] = sort === 'newest' ? parts : parts.slice(1);
  return { key: key as string | null, userId: userId as string };
}

/** The browsing half: chef list, chef page, dish and dish details (spec marketplace §2, §7). */
export class CatalogService {
  constructor(
    private readonly db: Db,
    private readonly availability?: AvailabilityService,
    private readonly signals?: ChefSignalsService,
  ) {}

  /** POST /store/merchants: approved chefs only, whatever `valid` the caller sends (DESIGN §4). */
  async merchants(query: MerchantQuery): Promise<MerchantsAnswer> {
    const sort = query.sort ?? 'newest';
    const after = query.cursor ? readCursor(sort, query.cursor) : undefined;
    const page = after ? query.page : Math.min(query.page, MAX_PAGE);
    // A query of no words ('%') is looked for as it is, so it finds nothing rather than everything.
    const terms = query.q ? searchTerms(query.q) : [];
    const hourRateMaxCents = query.hourRate ? query.hourRate * 100 : undefined;
    // The next dates a change left stale are worked out before they are listed (none: one
    // statement; a bulk load's thousands are left to the job after the first batch).
    await this.signals?.refreshStale(1);
    const rows = await chefListRepo.listApprovedMerchants(this.db, {
      hourRateMaxCents,
      kitchenTypes: query.kitchenType,
      city: query.city,
      searchTerms: terms.length ? terms : undefined,
      availability:
        query.availableOn && this.availability
          ? await this.availability.chefFilterOn(query.availableOn)
          : undefined,
      minRating: query.minRating,
      sort,
      limit: PAGE_SIZE + 1,
      offset: after ? 0 : (page - 1) * PAGE_SIZE,
      after,
    });
    const pageRows = rows.slice(0, PAGE_SIZE);
    const ids = pageRows.map((row) => row.userId);
    const last = pageRows.at(-1);
    const more = rows.length > PAGE_SIZE;
    const [covers, certificates, chefsPerType] = await Promise.all([
      chefListRepo.coverImages(this.db, ids),
      repo.certificateIdsOf(this.db, ids),
      chefListRepo.kitchenTypeCounts(this.db, { hourRateMaxCents, city: query.city }),
    ]);
    return {
      merchants: pageRows.map((row) =>
        presentMerchant(row, covers.get(row.userId), certificates.get(row.userId) ?? []),
      ),
      page,
      pageSize: PAGE_SIZE,
      hasMore: more && (after !== undefined || page < MAX_PAGE),
      nextCursor: more && last ? cursorOf(sort, last.sortKey, last.userId) : null,
      kitchenTypeCounts: Object.fromEntries(KITCHEN_TYPES.map((type) => [type, chefsPerType.get(type) ?? 0])),
    };
  }

  /** POST /store/products: a chef's page; the owner also sees it before approval and sees inactive dishes. */
  async store(nickname: string, viewer: Viewer | null): Promise<StoreAnswer> {
    const merchant = await chefListRepo.findMerchantByNickname(this.db, nickname);
    if (!merchant || (!merchant.valid && !can(viewer, 'chef.seeUnapproved', merchant)))
      throw AppError.notFound('chefs.notFound');
    const isOwner = can(viewer, 'chef.seeHiddenDishes', merchant);
    const [rows, certificates, covers, nextDates] = await Promise.all([
      repo.listChefProducts(this.db, merchant.userId, { onlyLive: !isOwner }),
      repo.certificateIds(this.db, merchant.userId),
      chefListRepo.coverImages(this.db, [merchant.userId]),
      this.nextDates([merchant.userId]),
    ]);
    const visible = isOwner ? rows : rows.filter((row) => !row.blockedReason);
    const ids = visible.map((row) => row.id);
    const [images, ratings, reviews, byStar] = await Promise.all([
      repo.imagesOf(this.db, ids),
      reviewsRepo.ratingsOfProducts(this.db, ids),
      reviewsRepo.recentReviews(this.db, { sellerUserId: merchant.userId }, 5),
      reviewsRepo.ratingsByStar(this.db, merchant.userId),
    ]);
    return {
      merchant: {
        // The page works its own chef's next date out as it is now.
        ...presentMerchant(
          merchant,
          covers.get(merchant.userId),
          certificates,
          nextDates.get(merchant.userId) ?? merchant.nextAvailableDate,
        ),
        badges: {
          culinaryTraining: merchant.culinaryTraining,
          ...trustBadges({
            certificateIds: certificates,
            checkedCertificateIds: merchant.certificatesCheckedFileIds,
          }),
          videoCvUrl: merchant.videoCvFileId
            ? await this.videoUrl(merchant.userId, merchant.videoCvFileId)
            : null,
        },
        recentReviews: reviews.map(presentReview),
        reliability: presentReliability(merchant.trustFigures, merchant.memberSince, byStar),
      },
      products: visible.map((row) => {
        const product = presentProduct(row, images.get(row.id) ?? [], ratings.get(row.id));
        return { product, relatedFiles: product.relatedFiles };
      }),
      isOwner,
    };
  }

  /** Each chef's next date with an open time (null: none in the next 62 days). */
  private async nextDates(userIds: string[]): Promise<Map<string, string | null>> {
    if (!this.availability || userIds.length === 0) return new Map();
    return this.availability.nextAvailableDates(userIds);
  }

  /** GET /store/product: inactive dishes, and dishes of chefs not approved, only for their owner (and staff). */
  async product(productId: number, viewer: Viewer | null): Promise<ProductAnswer> {
    const row = await this.visibleProduct(productId, viewer);
    const [images, ratings] = await Promise.all([
      repo.imagesOf(this.db, [row.id]),
      reviewsRepo.ratingsOfProducts(this.db, [row.id]),
    ]);
    const product = presentProduct(row, images.get(row.id) ?? [], ratings.get(row.id));
    return { product, relatedFiles: product.relatedFiles, userId: row.userId, hourRate: row.hourRateCents };
  }

  /** GET /store/reviews: the newest reviews of a dish anyone may see. */
  async productReviews(productId: number, viewer: Viewer | null) {
    await this.visibleProduct(productId, viewer);
    return { reviews: (await reviewsRepo.recentReviews(this.db, { productId }, 20)).map(presentReview) };
  }

  /**
   * GET /secure/order-reviews: the reviews on an order page, each with the item it rates, so the
   * buyer sees what they wrote and the chef can reply. Others' reviews are never included.
   */
  async orderReviews(orderId: number, viewer: Viewer) {
    const rows = await reviewsRepo.reviewsOfOrder(
      this.db,
      orderId,
      can(viewer, 'order.readEveryReview') ? undefined : viewer.id,
    );
    return { reviews: rows.map((row) => ({ ...presentReview(row), orderItemId: row.orderItemId })) };
  }

  /** GET /store/product-details. */
  async productDetails(productId: number, viewer: Viewer | null): Promise<ProductDetailsAnswer> {
    return { dish: presentDish(await this.visibleProduct(productId, viewer)) };
  }

  /** What a shared link to a chef page shows; undefined when the chef is not public. */
  async storePreview(nickname: string, origin: string) {
    const merchant = await chefListRepo.findMerchantByNickname(this.db, nickname);
    if (!merchant?.valid) return undefined;
    const covers = await chefListRepo.coverImages(this.db, [merchant.userId]);
    const cover = covers.get(merchant.userId);
    const name = chefDisplayName({
      firstName: merchant.firstName,
      lastName: merchant.lastName,
      nickname: merchant.storeName,
    });
    return {
      title: `${name} · ${BRAND_NAME}`,
      description: preview(merchant.about ?? `${name}, ${merchant.city ?? ''}`),
      image: cover ? `${origin}${fileUrl(merchant.userId, cover)}?w=1200` : undefined,
      url: `${origin}/store/${merchant.storeName}`,
    };
  }

  /** What a shared link to a dish shows; undefined when the dish is not public. */
  async productPreview(productId: number, origin: string) {
    const row = await repo.findProduct(this.db, productId);
    if (!row || !isDishLive(row)) return undefined;
    const images = await repo.imagesOf(this.db, [row.id]);
    const image = images.get(row.id)?.[0];
    const price = presentProduct(row, []).price;
    return {
      title: `${row.title} · ${BRAND_NAME}`,
      description: preview(`${formatEuro(price)} · ${row.description}`),
      image: image ? `${origin}${fileUrl(image.userId, image.fileName)}?w=1200` : undefined,
      url: `${origin}/product-detail/${row.id}`,
    };
  }

  private async visibleProduct(productId: number, viewer: Viewer | null) {
    const row = await repo.findProduct(this.db, productId);
    const isPublic = row && isDishLive(row);
    if (!row || (!isPublic && !can(viewer, 'dish.seeHidden', row))) {
      throw AppError.notFound('dishes.notFound');
    }
    return row;
  }

  private async videoUrl(userId: string, fileId: string) {
    const [file] = await this.db.query.files.findMany({ where: (f, { eq }) => eq(f.id, fileId), limit: 1 });
    return file ? fileUrl(userId, file.storedName) : null;
  }
}

/** Share texts stay short: the first 160 characters. */
function preview(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 160 ? `${clean.slice(0, 157)}...` : clean;
}
