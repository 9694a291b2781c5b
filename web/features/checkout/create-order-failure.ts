import type { Describable } from '../../i18n/describe.ts';
import { isApiError, type ApiMessage } from '../../lib/api-client.ts';
import { fieldMessages } from '../../lib/api-errors.ts';
import { FAILED_TO_CREATE_ORDER } from './api/create-order.ts';
import { CHECKOUT_FIELD_ORDER, type CheckoutField } from './checkout-values.ts';

export const UNEXPECTED_ERROR = 'pages.checkout.unexpectedError';

/** Server answers that say exactly what went wrong; they are shown as they are. */
const SPECIFIC = new Set([
  'orders.dishUnavailable',
  'orders.dishIncomplete',
  'orders.ownDish',
  'pages.checkout.cartEmpty',
  'errors.tooManyRequests',
  // 429: the buyer's unpaid orders reached their limit (domain/orders/hold-limits.ts).
  'pages.checkout.tooManyUnpaidOrders',
  'pages.auth.networkError',
  'pages.auth.sessionExpired',
]);

/**
 * The chefs' availability refuses a service date (409 when the time was just taken, 400
 * outside their hours or on a day off) or an address outside their area; the message goes to that
 * field.
 */
export const SLOT_CODES = new Set([
  'pages.checkout.slotTaken',
  'pages.checkout.outsideCookingHours',
  'pages.checkout.chefDayOff',
]);
const FIELD_OF_CODE: Record<string, CheckoutField> = {
  'pages.checkout.slotTaken': 'serviceDeliveryDate',
  'pages.checkout.outsideCookingHours': 'serviceDeliveryDate',
  'pages.checkout.chefDayOff': 'serviceDeliveryDate',
  'pages.checkout.outsideServiceArea': 'city',
};

export interface CreateOrderFailure {
  fields: Partial<Record<CheckoutField, ApiMessage>>;
  banner?: Describable;
}

/**
 * spec marketplace §8: a dish that can no longer be ordered names its title, which the server does not
 * tell (the dish is hidden now): `titleOf` finds it in the customer's cart; per-field problems go to
 * their fields; any other failed call is "Failed to create order. Please try again."; anything that
 * is not a call failure is "An unexpected error occurred".
 */
export function createOrderFailure(
  error: unknown,
  titleOf: (productId: number) => string | undefined = () => undefined,
): CreateOrderFailure {
  if (!isApiError(error)) {
    if (error instanceof Error && error.message === FAILED_TO_CREATE_ORDER) {
      return { fields: {}, banner: { code: FAILED_TO_CREATE_ORDER } };
    }
    return { fields: {}, banner: { code: UNEXPECTED_ERROR } };
  }
  const first = error.firstMessage;
  if (first?.code && SPECIFIC.has(first.code)) {
    const title = titleOf(Number(first.params?.productId));
    const params = title ? { ...first.params, title } : first.params;
    return { fields: {}, banner: { code: first.code, params, message: first.message } };
  }
  const fields: CreateOrderFailure['fields'] = {};
  const field = first?.code ? FIELD_OF_CODE[first.code] : undefined;
  if (field && first) fields[field] = first;
  for (const [field, message] of Object.entries(fieldMessages(error))) {
    if ((CHECKOUT_FIELD_ORDER as readonly string[]).includes(field)) {
      fields[field as CheckoutField] = message;
    }
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, banner: { code: FAILED_TO_CREATE_ORDER } };
}
