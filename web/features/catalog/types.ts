/**
 * The catalogue's wire shapes (DESIGN §4, the server's catalog presenter). Money is in cents;
 * `hourRate` is cents per hour.
 */
export interface MerchantInfo {
  hourRate: number | null;
  kitchenType: string[];
  about: string | null;
  valid: boolean;
}

export interface Merchant {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  storeName: string;
  about: string | null;
  city: string | null;
  avatarUrl: string | null;
  thumbnailUrl: string | null;
  coverImageUrl: string | null;
  /** The VMVT food-business number; shown only for approved chefs. */
  foodBusinessNumber?: string | null;
  merchantInfo: MerchantInfo;
  /** Issue 20: the first Vilnius date with an open time; null = none in the next 62 days. */
  nextAvailableDate?: string | null;
}

/** spec accounts §3 question 4: culinary training options 13-16. */
export type CulinaryTraining = 13 | 14 | 15 | 16;

export interface MerchantBadges {
  culinaryTraining: CulinaryTraining | null;
  hasCertificates: boolean;
  videoCvUrl: string | null;
}

export interface RelatedFile {
  fileId: string;
  fileName: string;
  url: string;
}

export interface ChefRef {
  storeName: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** spec marketplace §3 "Product"; `price` is the unit price the customer pays. */
export interface Product {
  id: number;
  userId: string;
  title: string;
  description: string;
  price: number;
  storedPrice: number | null;
  pricedByTime: boolean;
  measureUnit: string | null;
  size: string | null;
  parcelRequires: boolean;
  videoURL: string | null;
  currencyId: number;
  currencyUnit: string;
  active: boolean;
  /** What the dish lacks before it can be shown (domain/dishes/completeness.ts); its owner's view. */
  missing?: string[];
  relatedFiles: RelatedFile[];
  hourRate: number | null;
  preparationMinutes: number | null;
  servingsNumber: number | null;
  kitchenType: string | null;
  allergens: string[];
  chef: ChefRef;
  /** The real average (one decimal) and count of the dish's ratings; average null without any. */
  rating?: RatingSummary;
}

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** A review as the public sees it (GET /store/reviews, the chef page): the domain's contract. */
export type { PublicReview } from '#domain/catalog/review.response.ts';

/** spec marketplace §3 "Dish details"; `ingridients` is JSON text (name → number). */
export interface DishDetails {
  productId: number;
  kitchenType: string | null;
  preparationMinutes: number | null;
  preparationDescription: string | null;
  ingridients: string | null;
  /** The ingredients in the chef's order with their units (issue 19). */
  ingredients?: { name: string; value: number; unit: string | null }[];
  calories: number | null;
  servingsNumber: number | null;
  allergens: string[];
  hourRate: number | null;
}

/** The chef's full name, else the store name. */
export function chefName(chef: {
  firstName: string | null;
  lastName: string | null;
  storeName: string | null;
}) {
  return [chef.firstName, chef.lastName].filter(Boolean).join(' ') || chef.storeName || '';
}
