import type { Describable } from '../../i18n/describe.ts';
import { isApiError } from '../../lib/api-client.ts';
import { fieldMessages } from '../../lib/api-errors.ts';
import { codedError, type CodedFieldError } from '../../lib/form-resolver.ts';

/**
 * spec marketplace §8 "Product calls": the first server message, else the call's fallback
 * ("Product creation failed", …). Messages that name one of the form's fields are also put on that
 * field. Returns what the form's banner shows; it is translated while rendering.
 */
export function saveFailure(
  error: unknown,
  fallbackCode: string,
  fields: readonly string[] = [],
  setFieldError: (field: string, error: CodedFieldError) => void = () => undefined,
): Describable {
  if (!isApiError(error)) return { code: fallbackCode };
  for (const [field, message] of Object.entries(fieldMessages(error))) {
    if (fields.includes(field))
      setFieldError(field, codedError(message.code ?? '', message.params, message.message));
  }
  const first = error.firstMessage;
  if (first?.code || first?.message)
    return { code: first.code, params: first.params, message: first.message };
  return { code: fallbackCode };
}
