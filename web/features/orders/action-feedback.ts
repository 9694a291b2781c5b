import { isApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';

/** The message code of a failed order call, for a toast or an inline error; a generic one when the server sent none. */
export function failureOf(error: unknown): { code: string; params?: Record<string, string | number> } {
  const first = isApiError(error) ? error.firstMessage : undefined;
  if (first?.code) return { code: first.code, params: first.params };
  // A network failure or an expired session carries its own code in `messages` too.
  return { code: 'forms.validation.genericError' };
}

/** Toasts a failed order call in the interface language. */
export function toastFailure(error: unknown): void {
  const { code, params } = failureOf(error);
  showToast('error', code, params);
}
