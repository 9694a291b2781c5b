import { complaintAnswerBy, complaintUntil } from '#domain/orders/complaints.ts';
import type { ComplaintView } from '#domain/orders/complaint.response.ts';
import { itemCashCents, itemMoneyState, refundedItemIds } from '#domain/orders/money-state.ts';
import { isHandoverLocked } from '#domain/orders/handover-pin.ts';
import { cashAtService, handsOverCash } from '#domain/orders/order-money.ts';
import {
  RECORDED_PAYMENT_STATUSES,
  type Order,
  type OrderPayment,
  type OrderRefund,
} from '#domain/orders/order.response.ts';
import type { SellerWorkItem } from '#domain/orders/seller-work.response.ts';
import { HOLDING_PAYMENT_STATUSES } from '#domain/orders/settlement.ts';
import type {
  AddressRow,
  BuyerRow,
  ItemReviewRow,
  OrderItemRow,
  OrderRow,
  PaymentRow,
  RefundRow,
  SellerWorkRow,
} from './orders.repo.ts';

type RecordedStatus = OrderPayment['status'];
const isRecorded = (status: string): status is RecordedStatus =>
  (RECORDED_PAYMENT_STATUSES as readonly string[]).includes(status);

/**
 * The answer shape is `OrderViewSchema` (domain/orders/order.response.ts), which also serialises it.
 * spec marketplace §3 "Order (basket)": timestamps in milliseconds, money in cents, `payments` null
 * while nothing is recorded (pending), items with their own status.
 */
export function presentOrder(
  order: OrderRow,
  items: OrderItemRow[],
  address: AddressRow | undefined,
  paid: PaymentRow[],
  forBuyer: boolean,
  complaints: ComplaintView[] = [],
  refunded: RefundRow[] = [],
  buyer?: BuyerRow,
  /** Every dish of the order (a chef's view shows only theirs): where a cancellation's refund went. */
  allItems: OrderItemRow[] = items,
  /** The ratings of the items (any order's: each is found by its item). */
  reviews: ItemReviewRow[] = [],
  /** The event request of each accepted proposal among the items (proposal id to request id). */
  eventRequests: ReadonlyMap<number, number> = new Map(),
): Order {
  const refundedIds = refundedItemIds({
    items: allItems,
    payInCash: order.payInCash,
    refunds: refunded,
    complaints,
  });
  const cardPaid = order.paymentStatus !== 'pending';
  const recorded = paid.flatMap(({ status, ...payment }) =>
    isRecorded(status) ? [{ ...payment, status }] : [],
  );
  return {
    id: order.id,
    sID: order.sId,
    /** Whose view this is: the buyer's (also staff's) whole order, or a chef's own items. */
    viewer: forBuyer ? ('buyer' as const) : ('seller' as const),
    createTimestamp: order.createdAt.getTime(),
    updateTimestamp: order.updatedAt.getTime(),
    deliveryDate: order.serviceDate.getTime(),
    amountToPay: order.amountToPayCents,
    payInCash: order.payInCash,
    cateringRequired: order.cateringRequired,
    selfDelivery: order.selfDelivery,
    commentary: order.commentary,
    paymentStatus: order.paymentStatus,
    handoverCode: forBuyer ? order.handoverCode : null,
    /** Whether the chef asks for the customer's hand-over PIN at delivery (cash changes hands). */
    handoverRequired: order.payInCash || (handsOverCash(order) && order.handoverCode !== null),
    /** Too many wrong hand-over PINs: locked until the customer issues a new PIN. */
    handoverLocked: isHandoverLocked(order.handoverWrongTries),
    /** Cash still owed to the chef(s) at the service for the dishes shown, not cancelled (cents). */
    cashAtService: cashAtService({
      payInCash: order.payInCash,
      payToChefCents: order.payToChefCents,
      items,
      partial: !forBuyer,
    }),
    /** Who ordered, in a chef's view: the customer's name, else e-mail; null for a guest. */
    ...(forBuyer
      ? {}
      : {
          customer: {
            name: buyer ? [buyer.firstName, buyer.lastName].filter(Boolean).join(' ') || buyer.email : null,
          },
        }),
    cashReceivedAt: order.cashReceivedAt?.getTime() ?? null,
    payments: recorded.length
      ? recorded.map((payment) => ({
          id: payment.id,
          provider: payment.provider,
          amount: payment.amountCents,
          status: payment.status,
          createTimestamp: payment.createdAt.getTime(),
        }))
      : null,
    /** Card refunds recorded for this order (cancellations, complaints); the buyer's view only. */
    refunds: (forBuyer ? refunded : []).map((refund) => ({
      id: refund.id,
      amount: refund.amountCents,
      reason: refund.reason,
      /** requested until the provider confirms it, then succeeded */
      status: refund.status as OrderRefund['status'],
      createTimestamp: refund.createdAt.getTime(),
      completeTimestamp: refund.completedAt?.getTime() ?? null,
    })),
    asset: { title: 'EUR' },
    fees: {
      subtotal: order.subtotalCents,
      serviceFee: order.serviceFeeCents,
      governmentFee: order.governmentFeeCents,
      chefIncentive: order.chefIncentiveCents,
      prepayment: order.prepaymentCents,
      paymentGatewayFee: order.gatewayFeeCents,
      totalAmount: order.amountToPayCents,
      payToChef: order.payToChefCents,
    },
    address: address
      ? {
          title: address.title,
          postalCode: address.postalCode,
          state: address.state,
          city: address.city,
          phone: address.phone,
          formatted_address: address.formattedAddress,
          countryPhoneCode: address.countryPhoneCode,
          placeType: address.placeType,
        }
      : null,
    orderItems: items.map((item) => ({
      id: item.id,
      volume: item.volume,
      status: item.status,
      confirmedAt: item.confirmedAt?.getTime() ?? null,
      deliveredAt: item.deliveredAt?.getTime() ?? null,
      cancelledAt: item.cancelledAt?.getTime() ?? null,
      complaintUntil: complaintUntil(item.deliveredAt?.getTime()),
      complaint: complaints.find((complaint) => complaint.itemId === item.id) ?? null,
      review: presentItemReview(reviews.find((review) => review.orderItemId === item.id)),
      sellerUserId: item.sellerUserId,
      servings: item.baseServings ? item.baseServings * item.volume : null,
      moneyState: itemMoneyState({
        status: item.status,
        cardPaid,
        cashCents: itemCashCents(item, order.payInCash),
        refunded: refundedIds.has(item.id),
      }),
      cashAtService: item.status === 'cancelled' ? 0 : itemCashCents(item, order.payInCash),
      product: {
        id: item.productId,
        title: item.title,
        description: item.description,
        price: item.unitPriceCents,
      },
      ...eventRequestOf(item, eventRequests),
    })),
  };
}

function eventRequestOf(item: OrderItemRow, eventRequests: ReadonlyMap<number, number>) {
  const requestId = item.eventProposalId === null ? undefined : eventRequests.get(item.eventProposalId);
  return requestId === undefined ? {} : { eventRequestId: requestId };
}

function presentItemReview(review: ItemReviewRow | undefined) {
  return review ? { id: review.id, rating: review.rating, replied: Boolean(review.replied) } : null;
}

/** One item of GET /secure/seller-work (`SellerWorkItemSchema`). */
export function presentSellerWork(row: SellerWorkRow): SellerWorkItem {
  return {
    orderId: row.orderId,
    sID: row.sId,
    itemId: row.itemId,
    title: row.title,
    volume: row.volume,
    status: row.status,
    serviceDate: row.serviceDate.getTime(),
    paid: (HOLDING_PAYMENT_STATUSES as readonly string[]).includes(row.paymentStatus),
    complaint:
      row.complaintId && row.complaintCreatedAt
        ? {
            id: row.complaintId,
            status: row.complaintStatus === 'resolved' ? 'resolved' : 'open',
            createdTimestamp: row.complaintCreatedAt.getTime(),
            answerBy: complaintAnswerBy(row.complaintCreatedAt.getTime()),
            answered: Boolean(row.complaintAnswered),
          }
        : null,
    review:
      row.reviewId && row.reviewCreatedAt && row.reviewRating !== null
        ? {
            id: row.reviewId,
            rating: row.reviewRating,
            createdTimestamp: row.reviewCreatedAt.getTime(),
            replied: Boolean(row.reviewReplied),
          }
        : null,
  };
}
