import type { Describable } from '../../i18n/describe.ts';
import { isApiError, type ApiError } from '../../lib/api-client.ts';
import { allTexts, fieldMessages } from '../../lib/api-errors.ts';

/** The server names the e-mail `identityKey` (or `email`); the forms call it `email`. */
export const FIELD_ALIASES = { identityKey: 'email' };

export const CODES = {
  invalidCredentials: 'pages.auth.invalidCredentials',
  networkError: 'pages.auth.networkError',
  registrationFailed: 'pages.auth.registrationFailed',
  emailAlreadyExists: 'forms.validation.emailAlreadyExists',
  oneTimePinSendFailed: 'pages.auth.oneTimePinSendFailed',
  orderLinkingRequestFailed: 'pages.auth.orderLinkingRequestFailed',
  orderLinkingFailed: 'pages.auth.orderLinkingFailed',
  orderIdRequired: 'forms.validation.orderIdRequired',
  genericError: 'forms.validation.genericError',
} as const;

/** What a failed sign-in call means for the form: per-field errors and/or one banner. */
export interface FormFailure {
  fields: Record<string, Describable>;
  banner?: Describable;
  /** The e-mail is already registered (registration): offer "sign in with password instead". */
  emailExists?: boolean;
}

function asDescribable(message: {
  code?: string;
  params?: Describable['params'];
  message?: string;
}): Describable {
  return { code: message.code, params: message.params, message: message.message };
}

function generalMessage(error: ApiError): Describable | undefined {
  const first = error.firstMessage;
  if (first) return asDescribable(first);
  return error.envelope.message ? { message: error.envelope.message } : undefined;
}

function perField(error: ApiError): Record<string, Describable> {
  const result: Record<string, Describable> = {};
  for (const [field, message] of Object.entries(fieldMessages(error, FIELD_ALIASES)))
    result[field] = asDescribable(message);
  return result;
}

/**
 * spec accounts §8, registration: a network error → pages.auth.networkError; 404 or a message
 * containing "duplicate" / "already exists" → forms.validation.emailAlreadyExists; a server e-mail
 * field error is passed through; otherwise pages.auth.registrationFailed. Field errors show per
 * field; without any, a banner.
 */
export function registrationFailure(error: unknown): FormFailure {
  if (!isApiError(error)) return { fields: {}, banner: { code: CODES.registrationFailed } };
  if (error.kind === 'network') return { fields: {}, banner: { code: CODES.networkError } };
  if (error.kind === 'session-expired') return { fields: {}, banner: generalMessage(error) };
  const fields = perField(error);
  const texts = allTexts(error);
  if (
    error.status === 404 ||
    texts.includes('duplicate') ||
    texts.includes('already exists') ||
    texts.includes('alreadyexists')
  ) {
    return { fields: { ...fields, email: { code: CODES.emailAlreadyExists } }, emailExists: true };
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, banner: { code: CODES.registrationFailed } };
}

/** spec accounts §8, login: invalid credentials show on the e-mail field; other failures per field or as a banner. */
export function loginFailure(error: unknown): FormFailure {
  if (!isApiError(error)) return { fields: {}, banner: { code: CODES.genericError } };
  if (error.kind === 'network') return { fields: {}, banner: { code: CODES.networkError } };
  const first = error.firstMessage;
  if (error.status === 401 || first?.code === CODES.invalidCredentials) {
    return { fields: { email: { code: CODES.invalidCredentials } } };
  }
  const fields = perField(error);
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, banner: generalMessage(error) ?? { code: CODES.genericError } };
}

/** spec accounts §8: a one-time PIN failure shows the first server message, or pages.auth.oneTimePinSendFailed. */
export function pinSendFailure(error: unknown): FormFailure {
  if (isApiError(error) && error.kind === 'network')
    return { fields: {}, banner: { code: CODES.networkError } };
  const first = isApiError(error) ? error.firstMessage : undefined;
  if (!first) return { fields: {}, banner: { code: CODES.oneTimePinSendFailed } };
  // A validation failure names the e-mail field; show it there.
  const fields = isApiError(error) ? perField(error) : {};
  if (fields.email) return { fields: { email: fields.email } };
  return { fields: {}, banner: asDescribable(first) };
}

/** PIN sign-in: a wrong or expired PIN shows on the PIN field. */
export function pinLoginFailure(error: unknown): FormFailure {
  if (!isApiError(error)) return { fields: {}, banner: { code: CODES.genericError } };
  if (error.kind === 'network') return { fields: {}, banner: { code: CODES.networkError } };
  const fields = perField(error);
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, banner: generalMessage(error) ?? { code: CODES.genericError } };
}

/**
 * spec accounts §8, order linking: pages.auth.orderLinkingRequestFailed / orderLinkingFailed.
 * A PIN field error (wrong PIN) shows on the field; a rate limit keeps the server's own words.
 */
export function orderLinkFailure(error: unknown, stage: 'request' | 'relate'): FormFailure {
  const fallback = { code: stage === 'request' ? CODES.orderLinkingRequestFailed : CODES.orderLinkingFailed };
  if (!isApiError(error)) return { fields: {}, banner: fallback };
  if (error.kind === 'network') return { fields: {}, banner: { code: CODES.networkError } };
  if (error.status === 429) return { fields: {}, banner: generalMessage(error) ?? fallback };
  // The PIN proved the address of an account an administrator disabled: say so, not "try again".
  if (error.status === 403) return { fields: {}, banner: generalMessage(error) ?? fallback };
  const fields = perField(error);
  if (stage === 'relate' && fields.pin) return { fields: { pin: fields.pin } };
  return { fields: {}, banner: fallback };
}
