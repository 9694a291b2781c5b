import { z } from 'zod';
import { DISH_PARTS } from '#domain/dishes/completeness.ts';
import { INGREDIENT_UNITS } from '#domain/dishes/dish-limits.ts';
import { CARD_BADGES } from '#domain/chefs/trust-badges.ts';
import { PublicReviewSchema } from './review.response.ts';

/**
 * The catalogue's answers (DESIGN §4, server/features/catalog/catalog.presenter.ts). Money is in
 * cents; `hourRate` is cents per hour.
 */

/** The chef's public terms inside a chef card (spec marketplace §3). */
export const MerchantTermsSchema = z.object({
  hourRate: z.number().nullable(),
  kitchenType: z.array(z.string()),
  about: z.string().nullable(),
  valid: z.boolean(),
});
export type MerchantTerms = z.infer<typeof MerchantTermsSchema>;

/** The real average (one decimal) and count of ratings; average null without any. */
export const RatingSummarySchema = z.object({ average: z.number().nullable(), count: z.number() });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** A badge a chef holds, and since when (epoch ms; null when the record does not say). */
export const EarnedBadgeSchema = z.object({
  kind: z.enum(CARD_BADGES),
  since: z.number().nullable(),
  /** The VMVT number an operator found in the register ('vmvtRegistered' only). */
  number: z.string().optional(),
});
export type EarnedBadgeAnswer = z.infer<typeof EarnedBadgeSchema>;

/** A chef on a card or a store page; never the tax number, registry data or application notes. */
export const MerchantSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The chef's nickname (null only for an account that never chose one). */
  storeName: z.string().nullable(),
  about: z.string().nullable(),
  city: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  /** The VMVT food-business number, public only once an operator approved the chef. */
  foodBusinessNumber: z.string().nullable(),
  merchantInfo: MerchantTermsSchema,
  /** The first Vilnius date with an open time; null = none in the next 62 days. */
  nextAvailableDate: z.string().nullable(),
  /** The chef's ratings: the average to one decimal (null without any) and how many. */
  rating: RatingSummarySchema,
  /** The badges the chef holds now (domain/chefs/trust-badges.ts), each with since when. */
  earnedBadges: z.array(EarnedBadgeSchema),
});
export type Merchant = z.infer<typeof MerchantSchema>;

export const MerchantBadgesSchema = z.object({
  /** spec accounts §3 question 4: the option chosen (13-16), as stored. */
  culinaryTraining: z.number().nullable(),
  /** An operator looked at every certificate the chef has (domain/chefs/trust-badges.ts). */
  certificatesChecked: z.boolean(),
  videoCvUrl: z.string().nullable(),
});
export type MerchantBadges = z.infer<typeof MerchantBadgesSchema>;

/**
 * How the chef keeps their word, from the figures the badges were judged on: the shares of their
 * orders confirmed and delivered (percent, null before any order), the median time to their first
 * reply (minutes, null without a conversation in the window), how many orders they delivered,
 * since when they are a member (epoch ms), and their ratings per star (index 0 = 1 star).
 */
export const ChefReliabilitySchema = z.object({
  confirmedPercent: z.number().nullable(),
  deliveredPercent: z.number().nullable(),
  medianReplyMinutes: z.number().nullable(),
  ordersDelivered: z.number(),
  memberSince: z.number(),
  ratingsByStar: z.array(z.number()).length(5),
});
export type ChefReliability = z.infer<typeof ChefReliabilitySchema>;

/** The chef on their store page: the card, badges, rating and newest reviews. */
export const StoreMerchantSchema = MerchantSchema.extend({
  badges: MerchantBadgesSchema,
  reliability: ChefReliabilitySchema,
  recentReviews: z.array(PublicReviewSchema),
});
export type StoreMerchant = z.infer<typeof StoreMerchantSchema>;

export const RelatedFileSchema = z.object({ fileId: z.string(), fileName: z.string(), url: z.string() });
export type RelatedFile = z.infer<typeof RelatedFileSchema>;

export const ChefRefSchema = z.object({
  storeName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type ChefRef = z.infer<typeof ChefRefSchema>;

/** spec marketplace §3 "Product"; `price` is the unit price the customer pays. */
export const ProductSchema = z.object({
  id: z.number(),
  userId: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  storedPrice: z.number().nullable(),
  /** The chef's choice: sold at `storedPrice`, not by time. */
  fixedPrice: z.boolean(),
  pricedByTime: z.boolean(),
  measureUnit: z.string(),
  size: z.string().nullable(),
  /** The spec's field; always null here (the service date is chosen in the cart). */
  serviceDeliveryDate: z.null(),
  parcelRequires: z.boolean(),
  videoURL: z.string().nullable(),
  currencyId: z.number(),
  currencyUnit: z.literal('EUR'),
  active: z.boolean(),
  /** Complete, and what the dish lacks before it can be shown (its owner's view). */
  complete: z.boolean(),
  missing: z.array(z.enum(DISH_PARTS)),
  blockedReason: z.string().nullable(),
  relatedFiles: z.array(RelatedFileSchema),
  hourRate: z.number().nullable(),
  preparationMinutes: z.number().nullable(),
  servingsNumber: z.number().nullable(),
  kitchenType: z.string().nullable(),
  allergens: z.array(z.string()),
  rating: RatingSummarySchema,
  chef: ChefRefSchema,
});
export type Product = z.infer<typeof ProductSchema>;

export const IngredientSchema = z.object({
  name: z.string(),
  value: z.number(),
  unit: z.enum(INGREDIENT_UNITS).nullable(),
});

/** spec marketplace §3 "Dish details"; `ingridients` is JSON text (name to number). */
export const DishDetailsSchema = z.object({
  productId: z.number(),
  kitchenType: z.string().nullable(),
  preparationMinutes: z.number().nullable(),
  preparationDescription: z.string().nullable(),
  ingridients: z.string().nullable(),
  /** The ingredients in the chef's order with their units. */
  ingredients: z.array(IngredientSchema),
  calories: z.number().nullable(),
  servingsNumber: z.number().nullable(),
  allergens: z.array(z.string()),
  hourRate: z.number().nullable(),
});
export type DishDetails = z.infer<typeof DishDetailsSchema>;

/** POST /store/merchants: one page of approved chefs. */
export const MerchantsAnswerSchema = z.object({
  merchants: z.array(MerchantSchema),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
  /**
   * Where the next page starts (keyset pagination), null on the last page: sent back as `cursor`,
   * it answers the next page through the list's index however deep it is.
   */
  nextCursor: z.string().nullable().optional(),
  /**
   * Approved chefs per kitchen type within the city and hourly-rate filters (not the search or the
   * date), so a category chip that would find nobody says so before it is tapped.
   */
  kitchenTypeCounts: z.record(z.string(), z.number()),
});
export type MerchantsAnswer = z.infer<typeof MerchantsAnswerSchema>;

/** A dish on a store page (with its images repeated beside it, as the spec has it). */
export const StoreProductSchema = z.object({
  product: ProductSchema,
  relatedFiles: z.array(RelatedFileSchema),
});
export type StoreProduct = z.infer<typeof StoreProductSchema>;

/** POST /store/products: a chef's page. */
export const StoreAnswerSchema = z.object({
  merchant: StoreMerchantSchema,
  products: z.array(StoreProductSchema),
  isOwner: z.boolean(),
});
export type StoreAnswer = z.infer<typeof StoreAnswerSchema>;

/** GET /store/product. */
export const ProductAnswerSchema = z.object({
  product: ProductSchema,
  relatedFiles: z.array(RelatedFileSchema),
  userId: z.string(),
  hourRate: z.number().nullable(),
});
export type ProductAnswer = z.infer<typeof ProductAnswerSchema>;

/** GET /store/product-details. */
export const ProductDetailsAnswerSchema = z.object({ dish: DishDetailsSchema });
export type ProductDetailsAnswer = z.infer<typeof ProductDetailsAnswerSchema>;
