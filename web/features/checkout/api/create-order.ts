import { useMutation } from '@tanstack/react-query';
import type { CheckoutForm } from '#domain/orders/checkout.schema.ts';
import { currentLanguage, translateCode } from '../../../i18n/i18n.ts';
import {
  ApiError,
  expireSessionIfIdle,
  NETWORK_ERROR_CODE,
  SESSION_EXPIRED_CODE,
  type ApiEnvelope,
} from '../../../lib/api-client.ts';
import { now } from '../../../lib/clock.ts';
import { setLastActivity } from '../../../lib/storage.ts';
import type { OrderLineInput } from '../order-lines.ts';

export interface CreatedOrder {
  id: number;
  sID: string;
}

export interface CreateOrderInput {
  lines: readonly OrderLineInput[];
  form: CheckoutForm;
  /** Made once per checkout attempt and kept until it succeeds: a retry returns the first order. */
  idempotencyKey: string;
}

export const FAILED_TO_CREATE_ORDER = 'pages.checkout.failedToCreateOrder';

function failure(kind: ApiError['kind'], status: number, envelope: ApiEnvelope, code?: string): ApiError {
  const first = envelope.messages?.[0];
  const messageCode = code ?? first?.code;
  const text = messageCode
    ? translateCode(messageCode, first?.params, first?.message)
    : (first?.message ?? envelope.message ?? `Request failed with status ${status}`);
  return new ApiError(kind, status, envelope, text);
}

async function readEnvelope(response: Response): Promise<ApiEnvelope> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'success' in parsed) return parsed as ApiEnvelope;
  } catch {
    // not JSON: fall through
  }
  return { success: false, status: response.status, statusText: response.statusText };
}

/**
 * POST /store/order, the atomic way (DESIGN §4): every line, the order details and the address in one
 * call, with an `Idempotency-Key` header. lib/api-client cannot send extra headers, so this call does
 * what apiRequest does (idle-session check, language, activity stamp, envelope, ApiError) itself.
 */
export async function createOrder({ lines, form, idempotencyKey }: CreateOrderInput): Promise<CreatedOrder> {
  if (expireSessionIfIdle()) {
    const message = { message: translateCode(SESSION_EXPIRED_CODE), code: SESSION_EXPIRED_CODE };
    throw failure('session-expired', 0, { success: false, messages: [message] });
  }
  const body = new URLSearchParams({
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
  });
  let response: Response;
  try {
    response = await fetch('/store/order', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        'Idempotency-Key': idempotencyKey,
      },
      body,
      credentials: 'same-origin',
    });
  } catch {
    const message = { message: translateCode(NETWORK_ERROR_CODE), code: NETWORK_ERROR_CODE };
    throw failure('network', 0, { success: false, messages: [message] });
  }
  setLastActivity(now());
  const envelope = (await readEnvelope(response)) as ApiEnvelope<{ order?: Partial<CreatedOrder> }>;
  if (!response.ok || envelope.success === false) throw failure('http', response.status, envelope);
  const order = envelope.model?.order;
  // spec marketplace §8: a missing order id is "failed to create order".
  if (!order?.id) throw failure('http', response.status, envelope, FAILED_TO_CREATE_ORDER);
  return { id: order.id, sID: order.sID ?? String(order.id) };
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
