import type { Describable } from '../../i18n/describe.ts';
import { isApiError, NETWORK_ERROR_CODE } from '../../lib/api-client.ts';
import { UNEXPECTED_ERROR } from './create-order-failure.ts';

export interface PaymentFailure {
  message: Describable;
  /** The provider no longer knows the payment, or the order changed: the next try starts a new one. */
  restart: boolean;
  alreadyPaid: boolean;
}

/**
 * spec marketplace §8: card and validation errors from the payment provider show its message
 * (payments.*, e.g. "Your card was declined."); anything else is an unexpected error.
 */
export function paymentFailure(error: unknown): PaymentFailure {
  const result = (message: Describable, restart = false): PaymentFailure => ({
    message,
    restart,
    alreadyPaid: message.code === 'payments.alreadyPaid',
  });
  if (!isApiError(error)) return result({ code: UNEXPECTED_ERROR }, true);
  if (error.kind === 'network') return result({ code: NETWORK_ERROR_CODE });
  const first = error.firstMessage;
  const code = first?.code;
  if (
    code &&
    (code.startsWith('payments.') || code.startsWith('orders.') || code.startsWith('pages.auth.'))
  ) {
    return result(
      { code, params: first.params, message: first.message },
      code === 'payments.intentNotFound' ||
        code === 'payments.amountMismatch' ||
        code === 'payments.superseded',
    );
  }
  return result({ code: UNEXPECTED_ERROR }, true);
}
