import type { ApiError, ApiMessage } from './api-client.ts';

/**
 * Per-field messages of a failed call: `messages` entries that name a field (their code is the
 * translation key), then bare `fieldErrors` constraints for fields that have no sentence.
 * `aliases` renames server fields to the form's (e.g. identityKey → email).
 */
export function fieldMessages(
  error: ApiError,
  aliases: Record<string, string> = {},
): Record<string, ApiMessage> {
  const result: Record<string, ApiMessage> = {};
  const rename = (field: string) => aliases[field] ?? field;
  for (const item of error.envelope.messages?.slice(1) ?? []) {
    if (!item.field) continue;
    const field = rename(item.field);
    if (result[field]) continue;
    // The field label in the sentence follows the form's field name.
    const params = item.params?.field ? { ...item.params, field } : item.params;
    result[field] = { ...item, field, params };
  }
  for (const [serverField, constraint] of Object.entries(error.envelope.fieldErrors ?? {})) {
    const field = rename(serverField);
    if (!result[field]) result[field] = { message: constraint, field };
  }
  return result;
}

/** Every text the server sent (general and per field, plus fieldErrors constraints), lower-cased. */
export function allTexts(error: ApiError): string {
  const texts = [
    error.envelope.message ?? '',
    ...(error.envelope.messages ?? []).map((item) => `${item.message} ${item.code ?? ''}`),
    ...Object.values(error.envelope.fieldErrors ?? {}),
  ];
  return texts.join(' ').toLowerCase();
}
