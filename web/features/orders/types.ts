import type { Fees } from '#domain/orders/fees.ts';

/** spec marketplace §3 "Order (basket)" as GET /secure/orders, /secure/seller-orders and /secure/order answer it. */
export type ItemStatus = 'placed' | 'confirmed' | 'delivered' | 'cancelled';

export interface OrderItem {
  id: number;
  volume: number;
  status: ItemStatus | string;
  /** Milliseconds (or seconds, spec §3), or null. */
  confirmedAt: number | null;
  deliveredAt: number | null;
  cancelledAt?: number | null;
  sellerUserId: string;
  servings: number | null;
  product: { id: number; title: string; description: string | null; price: number };
  /** The buyer's complaint about this item (issue 6 complaints contract); absent before that server change. */
  complaint?: Complaint | null;
  /** Until when (ms) a complaint may be opened; null when it no longer can. */
  complaintUntil?: number | null;
}

/** A complaint about one delivered item, as GET /secure/order shows it to its buyer and its chef. */
export interface Complaint {
  id: string;
  status: 'open' | 'resolved';
  text: string;
  photos: { id: string; url: string }[];
  chefResponse: string | null;
  outcome: 'full' | 'partial' | 'none' | null;
  refundAmount: number | null;
  resolutionReason: string | null;
  createdTimestamp: number;
  resolvedTimestamp: number | null;
}

export interface OrderPayment {
  id: number | string;
  provider: string;
  amount: number;
  status: string;
  createTimestamp: number;
}

export interface OrderAddress {
  title: string;
  postalCode: string;
  state: string;
  city: string;
  phone: string;
  formatted_address: string;
  countryPhoneCode: string;
  placeType: number;
}

export interface Order {
  id: number;
  sID: string;
  createTimestamp: number;
  updateTimestamp: number | null;
  deliveryDate: number;
  amountToPay: number;
  payInCash: boolean;
  cateringRequired: boolean;
  selfDelivery: boolean;
  commentary: string | null;
  paymentStatus: string;
  /** null while nothing is recorded: the order is pending (spec §4). */
  payments: OrderPayment[] | null;
  asset: { title: string };
  fees: Fees;
  address: OrderAddress | null;
  orderItems: OrderItem[];
  /** The hand-over PIN the buyer shows the chef at delivery when cash changes hands; null for sellers. */
  handoverCode?: string | null;
  /** Whether the chef asks for the customer's hand-over PIN at delivery (cash order, or a card order's cash remainder). */
  handoverRequired?: boolean;
  /** Cash still owed to the chef(s) at the service for the dishes shown that are not cancelled (cents). */
  cashAtService?: number;
  /** In a chef's view: who ordered (name, else e-mail; null for a guest). */
  customer?: { name: string | null };
  cashReceivedAt?: number | null;
  /** Card refunds recorded for the order; only in the buyer's view. */
  refunds?: OrderRefund[];
  /** Who is looking (complaints contract); older answers lack it and the page infers it. */
  viewer?: 'buyer' | 'seller';
  /** Order-wide complaint deadline (ms), when the server gives one per order. */
  complaintUntil?: number | null;
}

export interface OrderRefund {
  id: string;
  amount: number;
  /** earlyCancellation, lateCancellation, chefCancelled, complaint-full, complaint-partial */
  reason: string;
  status: 'requested' | 'succeeded' | string;
  createTimestamp: number;
  completeTimestamp: number | null;
}

/** What a cancellation refunds and keeps, and why (domain/orders/cancellation.ts). */
export type { RefundPlan } from '#domain/orders/cancellation.ts';

/** A review of one ordered dish, with the order item it rates (GET /secure/order-reviews). */
export interface OrderReview {
  id: string;
  orderItemId: number;
  productId: number;
  productTitle: string;
  rating: number;
  comment: string | null;
  reply: string | null;
  reviewer: string | null;
  createTimestamp: number;
  replyTimestamp: number | null;
}
