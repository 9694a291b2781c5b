import { missingDishParts } from '#domain/dishes/completeness.ts';
import { dishUnitPrice, isPricedByTime } from '#domain/dishes/dish-price.ts';
import type { RatingSummary, ReviewRow } from './catalog-reviews.repo.ts';
import type { ProductRow } from './catalog.repo.ts';
import type { MerchantRow } from './chef-list.repo.ts';
import { ingredientsAsSpecJson, toIngredientList } from '#domain/dishes/dish.schema.ts';
import type { PublicReview } from '#domain/catalog/review.response.ts';
import type { ChefReliability, DishDetails, Merchant, Product } from '#domain/catalog/catalog.response.ts';
import type { TrustFigures } from '#domain/chefs/trust-badges.ts';
import { earnedBadges } from '#domain/chefs/trust-badges.ts';
import { avatarUrl, fileUrl } from '../../lib/file-urls.ts';

/** A review as the public sees it: the reviewer's first name only. */
export function presentReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    productId: row.productId,
    productTitle: row.productTitle,
    occasion: row.occasion,
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    reviewer: row.reviewer,
    createTimestamp: row.createdAt.getTime(),
    replyTimestamp: row.repliedAt?.getTime() ?? null,
  };
}

export { avatarUrl, fileUrl };

/**
 * A chef on a card or a store page; never the tax number, registry data or application notes. The
 * rating, next date and badges are those kept on the chef's row (migration 0031); `certificateIds`
 * are the chef's certificates now, which the operator's check must cover for its badge.
 */
export function presentMerchant(
  row: MerchantRow,
  coverFile: string | undefined,
  certificateIds: readonly string[],
  nextAvailableDate: string | null = row.nextAvailableDate,
): Merchant {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    storeName: row.storeName,
    about: row.about,
    city: row.city,
    avatarUrl: avatarUrl(row, 'avatar'),
    thumbnailUrl: avatarUrl(row, 'thumbnail'),
    coverImageUrl: coverFile ? fileUrl(row.userId, coverFile) : null,
    /** The VMVT food-business number, public only once an operator approved the chef. */
    foodBusinessNumber: row.valid ? row.foodBusinessNumber : null,
    merchantInfo: {
      hourRate: row.hourRateCents,
      kitchenType: row.kitchenTypes,
      about: row.about,
      valid: row.valid,
    },
    nextAvailableDate,
    rating: {
      average: row.ratingCount > 0 && row.ratingAverage !== null ? Number(row.ratingAverage) : null,
      count: row.ratingCount,
    },
    earnedBadges: earnedBadges({
      certificateIds,
      checkedCertificateIds: row.certificatesCheckedFileIds,
      certificatesCheckedAt: row.certificatesCheckedAt,
      foodBusinessNumber: row.valid ? row.foodBusinessNumber : null,
      foodBusinessCheckedNumber: row.foodBusinessCheckedNumber,
      foodBusinessCheckedAt: row.foodBusinessCheckedAt,
      culinaryTraining: row.culinaryTraining,
      hasVideo: row.videoCvFileId !== null,
      reliableSince: row.reliableSince,
      quickToAnswerSince: row.quickToAnswerSince,
    }),
  };
}

/**
 * spec marketplace §3 "Product"; DESIGN §4: `price` is the unit price the customer pays (the
 * time-based one when it applies) and the chef's `hourRate` comes with it.
 */
export function presentProduct(
  row: ProductRow,
  images: { fileId: string; fileName: string; userId: string }[],
  rating: RatingSummary = { average: null, count: 0 },
): Product {
  const relatedFiles = images.map((image) => ({
    fileId: image.fileId,
    fileName: image.fileName,
    url: fileUrl(image.userId, image.fileName),
  }));
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    price: dishUnitPrice({
      storedPriceCents: row.priceCents,
      preparationMinutes: row.preparationMinutes,
      hourRateCents: row.hourRateCents,
      fixedPrice: row.fixedPrice,
    }),
    storedPrice: row.priceCents,
    fixedPrice: row.fixedPrice,
    pricedByTime: isPricedByTime({
      preparationMinutes: row.preparationMinutes,
      hourRateCents: row.hourRateCents,
      fixedPrice: row.fixedPrice,
    }),
    measureUnit: row.measureUnit,
    size: row.size,
    serviceDeliveryDate: null,
    parcelRequires: row.parcelRequires,
    videoURL: row.videoUrl,
    currencyId: row.currencyId,
    currencyUnit: 'EUR',
    active: row.active,
    /** Complete: what it still lacks before it can be shown, for its owner's editor and page. */
    complete: row.complete,
    missing: missingDishParts({
      storedPriceCents: row.priceCents,
      fixedPrice: row.fixedPrice,
      preparationMinutes: row.preparationMinutes,
      allergens: row.allergens,
      imageCount: images.length,
    }),
    blockedReason: row.blockedReason,
    relatedFiles,
    hourRate: row.hourRateCents,
    preparationMinutes: row.preparationMinutes,
    servingsNumber: row.servingsNumber,
    kitchenType: row.kitchenType,
    allergens: row.allergens ?? [],
    rating,
    chef: { storeName: row.storeName, firstName: row.chefFirstName, lastName: row.chefLastName },
  };
}

/**
 * spec marketplace §3 "Dish details"; `ingridients` is the spec's JSON text (name to number), and
 * `ingredients` the same in the chef's order with each amount's unit.
 */
export function presentDish(row: ProductRow): DishDetails {
  const ingredients = toIngredientList(row.ingredients);
  return {
    productId: row.id,
    kitchenType: row.kitchenType,
    preparationMinutes: row.preparationMinutes,
    preparationDescription: row.preparationDescription,
    ingridients: row.ingredients ? ingredientsAsSpecJson(ingredients) : null,
    ingredients,
    calories: row.calories,
    servingsNumber: row.servingsNumber,
    allergens: row.allergens ?? [],
    hourRate: row.hourRateCents,
  };
}

/** The chef page's reliability, from the figures the badges were last judged on. */
export function presentReliability(
  figures: TrustFigures | null,
  memberSince: Date,
  ratingsByStar: number[],
): ChefReliability {
  const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : null);
  return {
    confirmedPercent: figures ? percent(figures.ordersConfirmed, figures.ordersTotal) : null,
    deliveredPercent: figures ? percent(figures.ordersDelivered, figures.ordersTotal) : null,
    medianReplyMinutes:
      figures?.medianReplyMs === null || figures === null ? null : Math.round(figures.medianReplyMs / 60_000),
    ordersDelivered: figures?.ordersDelivered ?? 0,
    memberSince: memberSince.getTime(),
    ratingsByStar,
  };
}
