import type { AddressRow, OrderItemRow, OrderRow, PaymentRow } from './orders.repo.ts';

/**
 * spec marketplace §3 "Order (basket)": timestamps in milliseconds, money in cents, `payments` null
 * while nothing is recorded (pending), items with their own status.
 */
export function presentOrder(
  order: OrderRow,
  items: OrderItemRow[],
  address: AddressRow | undefined,
  paid: PaymentRow[],
  forBuyer: boolean,
) {
  const recorded = paid.filter(
    (payment) => payment.status !== 'requires_payment' && payment.status !== 'failed',
  );
  return {
    id: order.id,
    sID: order.sId,
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
      sellerUserId: item.sellerUserId,
      servings: item.baseServings ? item.baseServings * item.volume : null,
      product: {
        id: item.productId,
        title: item.title,
        description: item.description,
        price: item.unitPriceCents,
      },
    })),
  };
}
