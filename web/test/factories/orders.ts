import { computeFees } from '#domain/orders/fees.ts';
import { ComplaintViewSchema, type ComplaintView } from '#domain/orders/complaint.response.ts';
import {
  OrderItemViewSchema,
  OrderPaymentSchema,
  OrderViewSchema,
  type Order,
  type OrderItem,
  type OrderPayment,
} from '#domain/orders/order.response.ts';
import { StatusChangeAnswerSchema, type StatusChangeAnswer } from '#domain/orders/order-life.response.ts';
import { build } from './build.ts';

// Orders as their buyer and their chef read them, and what a chef's decision answers.

/** DESIGN §5's worked example paid by card: 60 euro of time-priced dishes, 43.36 by card now. */
export const WORKED_EXAMPLE_CARD_FEES = computeFees(
  [{ unitPriceCents: 3000, productVolume: 2, pricedByTime: true }],
  { payInCash: false },
);

export const anOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem =>
  build(
    OrderItemViewSchema,
    {
      id: 1,
      volume: 2,
      status: 'placed',
      confirmedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      complaintUntil: null,
      complaint: null,
      review: null,
      sellerUserId: 'chef-1',
      servings: 8,
      // The default order is all in cash and not paid yet.
      moneyState: 'awaitingPayment',
      cashAtService: 8800,
      product: { id: 11, title: 'Cepelinai', description: 'Potato dumplings', price: 4400 },
    },
    overrides,
  );

export const aPayment = (overrides: Partial<OrderPayment> = {}): OrderPayment =>
  build(
    OrderPaymentSchema,
    { id: 'pay-1', provider: 'sandbox', amount: 1246, status: 'captured', createTimestamp: 1 },
    overrides,
  );

export const aComplaint = (overrides: Partial<ComplaintView> = {}): ComplaintView =>
  build(
    ComplaintViewSchema,
    {
      id: 'complaint-1',
      orderId: 7,
      itemId: 1,
      status: 'open',
      text: 'The dumplings were cold and raw inside.',
      photos: [],
      chefResponse: null,
      chefResponseTimestamp: null,
      outcome: null,
      refundAmount: null,
      resolutionReason: null,
      createdTimestamp: Date.UTC(2026, 4, 11, 9),
      resolvedTimestamp: null,
    },
    overrides,
  );

/** An order as GET /secure/order answers it to its buyer (spec marketplace §3), paid in cash. */
export const anOrder = (overrides: Partial<Order> = {}): Order =>
  build(
    OrderViewSchema,
    {
      id: 7,
      sID: 'AB12CD34-5678-90ef',
      viewer: 'buyer',
      createTimestamp: Date.UTC(2026, 4, 3, 9, 0),
      updateTimestamp: Date.UTC(2026, 4, 3, 9, 0),
      deliveryDate: Date.UTC(2026, 4, 10, 16, 0),
      amountToPay: 1246,
      payInCash: true,
      cateringRequired: false,
      selfDelivery: false,
      commentary: null,
      paymentStatus: 'pending',
      handoverCode: null,
      handoverLocked: false,
      handoverRequired: true,
      cashAtService: 8800,
      cashReceivedAt: null,
      payments: null,
      refunds: [],
      asset: { title: 'EUR' },
      fees: {
        subtotal: 8800,
        serviceFee: 1000,
        governmentFee: 210,
        chefIncentive: 8800,
        prepayment: 0,
        paymentGatewayFee: 36,
        totalAmount: 1246,
        payToChef: 8800,
      },
      address: {
        title: 'Home',
        postalCode: 'LT-01103',
        state: 'Vilniaus apskritis',
        city: 'Vilnius',
        phone: '+37061234567',
        formatted_address: 'Gedimino pr. 1',
        countryPhoneCode: '370',
        placeType: -1,
      },
      orderItems: [anOrderItem()],
    },
    overrides,
  );

/** A card order waiting for its payment: DESIGN §5's worked example, 43.36 by card. */
export const aCardOrderToPay = (overrides: Partial<Order> = {}): Order =>
  anOrder({
    id: 42,
    sID: 'AB12CD34-rest',
    payInCash: false,
    amountToPay: 4336,
    fees: WORKED_EXAMPLE_CARD_FEES,
    ...overrides,
  });

/** POST /secure/order-status: a chef's decline of an unpaid item (nothing to refund). */
export const aStatusChange = (overrides: Partial<StatusChangeAnswer> = {}): StatusChangeAnswer =>
  build(StatusChangeAnswerSchema, { orderId: 7, status: 'cancelled', refund: null }, overrides);
