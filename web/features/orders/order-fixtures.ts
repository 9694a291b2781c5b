import { computeFees } from '#domain/orders/fees.ts';
import type { Order, OrderItem } from './types.ts';

/**
 * DESIGN §5's worked example paid by card, through the domain's own fee rules: 60 euro of
 * time-priced dishes, 43.36 by card now, 30 to the chef at the service.
 */
export const WORKED_EXAMPLE_CARD_FEES = computeFees(
  [{ unitPriceCents: 3000, productVolume: 2, pricedByTime: true }],
  { payInCash: false },
);

/** Test data: an order as the API presents it (spec marketplace §3), with overridable parts. */
export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 1,
    volume: 2,
    status: 'placed',
    confirmedAt: null,
    deliveredAt: null,
    sellerUserId: 'chef-1',
    servings: 8,
    product: { id: 11, title: 'Cepelinai', description: 'Potato dumplings', price: 4400 },
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    sID: 'AB12CD34-5678-90ef',
    createTimestamp: Date.UTC(2026, 4, 3, 9, 0),
    updateTimestamp: Date.UTC(2026, 4, 3, 9, 0),
    deliveryDate: Date.UTC(2026, 4, 10, 16, 0),
    amountToPay: 1246,
    payInCash: true,
    cateringRequired: false,
    selfDelivery: false,
    commentary: null,
    paymentStatus: 'pending',
    payments: null,
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
    orderItems: [makeItem()],
    ...overrides,
  };
}
