import { ProductSchema, type Product } from '#domain/catalog/catalog.response.ts';
import {
  OrderReviewSchema,
  PublicReviewSchema,
  type OrderReview,
  type PublicReview,
} from '#domain/catalog/review.response.ts';
import { build } from './build.ts';

// The catalogue's answers: a dish, and its reviews as the public and the buyer read them.

/** A live dish of an approved chef (GET /store/product's `product`): 33 euro, priced by time. */
export const aProduct = (overrides: Partial<Product> = {}): Product =>
  build(
    ProductSchema,
    {
      id: 2,
      userId: 'chef-1',
      title: 'Kugelis',
      description: 'Potato pudding with bacon.',
      price: 3300,
      storedPrice: null,
      fixedPrice: false,
      pricedByTime: true,
      measureUnit: 'item',
      size: null,
      serviceDeliveryDate: null,
      parcelRequires: false,
      videoURL: null,
      currencyId: 1,
      currencyUnit: 'EUR',
      active: true,
      complete: true,
      missing: [],
      blockedReason: null,
      relatedFiles: [{ fileId: 'f', fileName: 'k.jpg', url: '/repository/users/u/k.jpg' }],
      hourRate: 2200,
      preparationMinutes: 90,
      servingsNumber: 6,
      kitchenType: 'lithuanian',
      allergens: ['eggs'],
      rating: { average: null, count: 0 },
      chef: { storeName: 'ona', firstName: 'Ona', lastName: 'Petraitė' },
    },
    overrides,
  );

/** A dish's review as the public reads it (GET /store/reviews), with the chef's reply. */
export const aPublicReview = (overrides: Partial<PublicReview> = {}): PublicReview =>
  build(
    PublicReviewSchema,
    {
      id: 'review-1',
      productId: 11,
      productTitle: 'Cepelinai',
      occasion: null,
      rating: 5,
      comment: 'Warm and generous.',
      reply: null,
      reviewer: 'Rūta',
      createTimestamp: Date.UTC(2026, 4, 12, 10),
      replyTimestamp: null,
    },
    overrides,
  );

/** A review of one ordered item (GET /secure/order-reviews). */
export const anOrderReview = (overrides: Partial<OrderReview> = {}): OrderReview =>
  build(OrderReviewSchema, { ...aPublicReview(), orderItemId: 1 }, overrides);
