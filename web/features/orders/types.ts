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
  sellerUserId: string;
  servings: number | null;
  product: { id: number; title: string; description: string | null; price: number };
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
}
