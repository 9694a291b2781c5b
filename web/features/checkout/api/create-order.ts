import { useMutation } from '@tanstack/react-query';
import type { CheckoutForm, OrderLine } from '#domain/orders/checkout.schema.ts';
import type { PlacedOrderAnswer } from '#domain/orders/order.response.ts';
import { translateCode } from '../../../i18n/i18n.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export type CreatedOrder = PlacedOrderAnswer['order'];

/** The call's three parts, not a body: the lines and the form become its fields, the key a header. */
export interface CreateOrderInput {
  lines: readonly OrderLine[];
  form: CheckoutForm;
  /** Made once per checkout attempt and kept until it succeeds: a retry returns the first order. */
  idempotencyKey: string;
}

export const FAILED_TO_CREATE_ORDER = 'pages.checkout.failedToCreateOrder';

/**
 * POST /store/order, the atomic way (DESIGN §4): every line, the order details and the address in
 * one call, with an `Idempotency-Key` header so a double click or a retry never makes two orders.
 */
export async function createOrder({ lines, form, idempotencyKey }: CreateOrderInput): Promise<CreatedOrder> {
  const envelope = await apiRequest<PlacedOrderAnswer>('/store/order', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    data: {
      items: JSON.stringify(lines),
      serviceDeliveryDate: String(form.serviceDeliveryDate),
      payInCash: String(form.payInCash),
      cateringRequired: String(form.cateringRequired),
      commentary: form.commentary ?? '',
      title: form.title,
      postalCode: form.postalCode,
      state: form.state,
      city: form.city,
      phone: form.phone,
      formatted_address: form.formatted_address,
    },
  });
  const order = envelope.model?.order;
  if (!order?.id) {
    // spec marketplace §8: a missing order id is "failed to create order".
    const message = { code: FAILED_TO_CREATE_ORDER, message: translateCode(FAILED_TO_CREATE_ORDER) };
    throw new ApiError('http', 200, { success: false, messages: [message] }, message.message);
  }
  return { id: order.id, sID: order.sID ?? String(order.id) };
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
