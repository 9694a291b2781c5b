import { z } from 'zod';
import { ComplaintViewSchema } from './complaint.response.ts';
import { MONEY_STATES } from './money-state-names.ts';
import { ITEM_STATUSES } from './order-status.ts';

/** The fee breakdown of spec marketplace §3 (domain/orders/fees.ts `Fees`), in cents. */
export const FeesViewSchema = z.object({
  subtotal: z.number(),
  serviceFee: z.number(),
  governmentFee: z.number(),
  chefIncentive: z.number(),
  prepayment: z.number(),
  paymentGatewayFee: z.number(),
  totalAmount: z.number(),
  payToChef: z.number(),
});

/** A recorded card payment: only authorised or captured ones are shown (DESIGN §4 "Payment"). */
export const RECORDED_PAYMENT_STATUSES = ['authorized', 'captured'] as const;
export const OrderPaymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  amount: z.number(),
  status: z.enum(RECORDED_PAYMENT_STATUSES),
  createTimestamp: z.number(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** A card refund: requested until the provider confirms it, then succeeded. */
export const REFUND_STATUSES = ['requested', 'succeeded'] as const;
export const OrderRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  /** earlyCancellation, lateCancellation, chefCancelled, complaint-full, complaint-partial */
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  createTimestamp: z.number(),
  completeTimestamp: z.number().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

export const OrderAddressViewSchema = z.object({
  title: z.string(),
  postalCode: z.string(),
  state: z.string(),
  city: z.string(),
  phone: z.string(),
  formatted_address: z.string(),
  countryPhoneCode: z.string(),
  placeType: z.number(),
});
export type OrderAddress = z.infer<typeof OrderAddressViewSchema>;

export const OrderItemViewSchema = z.object({
  id: z.number(),
  volume: z.number(),
  status: z.enum(ITEM_STATUSES),
  /** Milliseconds, or null. */
  confirmedAt: z.number().nullable(),
  deliveredAt: z.number().nullable(),
  cancelledAt: z.number().nullable(),
  /** Until when (ms) a complaint may be opened; null when it no longer can. */
  complaintUntil: z.number().nullable(),
  /** The buyer's complaint about this item. */
  complaint: ComplaintViewSchema.nullable(),
  /** The buyer's rating of this item once given (one per item), and whether its chef replied. */
  review: z.object({ id: z.string(), rating: z.number(), replied: z.boolean() }).nullable(),
  sellerUserId: z.string(),
  servings: z.number().nullable(),
  /** The dish's money in one word (domain/orders/money-state.ts `itemMoneyState`). */
  moneyState: z.enum(MONEY_STATES),
  /** What the customer pays the chef for this dish in cash at the service (cents). */
  cashAtService: z.number(),
  /** The dish; for an accepted event proposal's line, its menu (id null: no dish page to open). */
  product: z.object({
    id: z.number().nullable(),
    title: z.string(),
    description: z.string().nullable(),
    price: z.number(),
  }),
  /**
   * Only on an accepted event proposal's line: the request it answered, whose page shows
   * the menu, its courses and what the price includes.
   */
  eventRequestId: z.number().optional(),
});
export type OrderItem = z.infer<typeof OrderItemViewSchema>;

/**
 * spec marketplace §3 "Order (basket)" as GET /secure/orders, /secure/seller-orders and
 * /secure/order answer it: timestamps in ms, money in cents, `payments` null while nothing is
 * recorded (pending), items with their own status.
 */
export const OrderViewSchema = z.object({
  id: z.number(),
  sID: z.string(),
  /** Whose view this is: the buyer's (also staff's) whole order, or a chef's own items. */
  viewer: z.enum(['buyer', 'seller']),
  createTimestamp: z.number(),
  updateTimestamp: z.number(),
  deliveryDate: z.number(),
  amountToPay: z.number(),
  payInCash: z.boolean(),
  cateringRequired: z.boolean(),
  selfDelivery: z.boolean(),
  commentary: z.string().nullable(),
  paymentStatus: z.enum(['pending', 'authorized', 'captured', 'released', 'refunded']),
  /** The hand-over PIN the buyer shows the chef when cash changes hands; null for sellers. */
  handoverCode: z.string().nullable(),
  /** Whether the chef asks for the customer's hand-over PIN at delivery. */
  handoverRequired: z.boolean(),
  /** Too many wrong hand-over PINs: locked until the customer issues a new PIN. */
  handoverLocked: z.boolean(),
  /** Cash still owed to the chef(s) at the service for the dishes shown, not cancelled (cents). */
  cashAtService: z.number(),
  /** In a chef's view: who ordered (name, else e-mail; null for a guest). */
  customer: z.object({ name: z.string().nullable() }).optional(),
  cashReceivedAt: z.number().nullable(),
  /** null while nothing is recorded: the order is pending (spec §4). */
  payments: z.array(OrderPaymentSchema).nullable(),
  /** Card refunds recorded for the order; only in the buyer's view. */
  refunds: z.array(OrderRefundSchema),
  asset: z.object({ title: z.string() }),
  fees: FeesViewSchema,
  address: OrderAddressViewSchema.nullable(),
  orderItems: z.array(OrderItemViewSchema),
});
export type Order = z.infer<typeof OrderViewSchema>;

/** GET /secure/orders, /secure/seller-orders. */
export const OrderListAnswerSchema = z.object({ orders: z.array(OrderViewSchema) });
export type OrderListAnswer = z.infer<typeof OrderListAnswerSchema>;
/** GET /secure/order. */
export const OrderAnswerSchema = z.object({ order: OrderViewSchema });
export type OrderAnswer = z.infer<typeof OrderAnswerSchema>;

/** POST /store/order: the new order's number and its shown number. */
export const PlacedOrderAnswerSchema = z.object({ order: z.object({ id: z.number(), sID: z.string() }) });
export type PlacedOrderAnswer = z.infer<typeof PlacedOrderAnswerSchema>;

/** A dish of the cart as the service rules see it (domain/orders/service-rules.ts `ServiceLine`). */
export const ServiceDishSchema = z.object({
  productId: z.number(),
  title: z.string(),
  preparationMinutes: z.number().nullable(),
  /** The chef's profile city; null means the chef serves anywhere. */
  chefCity: z.string().nullable(),
  /** Only when the chef set availability. */
  leadTimeHours: z.number().optional(),
  serviceArea: z.object({ cities: z.array(z.string()), radiusKm: z.number().nullable() }).optional(),
});
export type ServiceDish = z.infer<typeof ServiceDishSchema>;

/** POST /store/order-fees: the cart's fee breakdown, and each dish's service rules. */
export const OrderQuoteSchema = z.object({ fees: FeesViewSchema, dishes: z.array(ServiceDishSchema) });
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

/** POST /store/add-order-address. */
export const AddedOrderAddressSchema = z.object({ orderId: z.number() });

/** An address a customer gave at an earlier checkout (domain/addresses/saved-addresses.ts). */
export const SavedAddressSchema = z.object({
  title: z.string(),
  formatted_address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
});
/** GET /secure/order-addresses: newest first, at most SAVED_ADDRESSES_MAX. */
export const SavedAddressListSchema = z.object({ addresses: z.array(SavedAddressSchema) });
export type SavedAddressList = z.infer<typeof SavedAddressListSchema>;
