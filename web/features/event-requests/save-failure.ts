import type { Describable } from '../../i18n/describe.ts';
import { isApiError, type ApiMessage } from '../../lib/api-client.ts';
import { fieldMessages } from '../../lib/api-errors.ts';

export interface SaveFailure {
  /** Per form field, the server's message (its code is the translation key). */
  fields: Record<string, ApiMessage>;
  /** What is not about one field: a closed request, no network, a lost session. */
  banner?: Describable;
}

export const UNEXPECTED = 'eventRequestPages.unexpected';

/**
 * A refused save as the form shows it: the 400's named fields beside their inputs (in the user's
 * language, by their codes), anything else as one message above the button.
 */
export function saveFailure(
  error: unknown,
  formFields: readonly string[],
  fieldOf: (serverField: string) => string = (field) => field,
): SaveFailure {
  if (!isApiError(error)) return { fields: {}, banner: { code: UNEXPECTED } };
  const fields: Record<string, ApiMessage> = {};
  for (const [serverField, message] of Object.entries(fieldMessages(error))) {
    const field = fieldOf(serverField);
    if (formFields.includes(field) && !fields[field]) fields[field] = message;
  }
  if (Object.keys(fields).length > 0) return { fields };
  const first = error.firstMessage;
  return {
    fields: {},
    banner: first ? { code: first.code, params: first.params, message: first.message } : { code: UNEXPECTED },
  };
}
