/**
 * Where on the order page (/order/{id}) each piece of work is done: order-detail.tsx gives these
 * ids to the dish, its complaint, its review and its rating form, and scrolls to the one named.
 */
export const workLink = {
  item: (orderId: number, itemId: number) => `/order/${orderId}#item-${itemId}`,
  complaint: (orderId: number, complaintId: string) => `/order/${orderId}#complaint-${complaintId}`,
  review: (orderId: number, reviewId: string) => `/order/${orderId}#review-${reviewId}`,
  rate: (orderId: number, itemId: number) => `/order/${orderId}#rate-${itemId}`,
};

/** The element ids behind those links. */
export const workTarget = {
  item: (itemId: number) => `item-${itemId}`,
  complaint: (complaintId: string) => `complaint-${complaintId}`,
  review: (reviewId: string) => `review-${reviewId}`,
  rate: (itemId: number) => `rate-${itemId}`,
};

/** What a work link lands on: room under the sticky top bar, and a ring while it has focus. */
export const TARGET_CLASSES = 'scroll-mt-24 outline-none focus:ring-2 focus:ring-paprika/60';
