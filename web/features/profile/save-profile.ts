import type { Describable } from '../../i18n/describe.ts';
import { isApiError } from '../../lib/api-client.ts';
import { fieldMessages } from '../../lib/api-errors.ts';
import { saveAddress } from './api/save-address.ts';
import { saveMerchantInfo } from './api/save-merchant-info.ts';
import { updateUserInfo } from './api/update-user-info.ts';
import type { SavePlan } from './profile-values.ts';

export interface ProfileApi {
  saveMerchantInfo: typeof saveMerchantInfo;
  updateUserInfo: typeof updateUserInfo;
  saveAddress: typeof saveAddress;
}

const DEFAULT_API: ProfileApi = { saveMerchantInfo, updateUserInfo, saveAddress };

/**
 * spec accounts §4 "Profile form submit": merchant info, then user info, then address. A failure
 * (a server field error among them) stops the chain: later calls are not made.
 */
export async function runSavePlan(plan: SavePlan, api: ProfileApi = DEFAULT_API): Promise<void> {
  if (plan.merchant) await api.saveMerchantInfo(plan.merchant);
  if (plan.user) await api.updateUserInfo(plan.user);
  if (plan.address) await api.saveAddress(plan.address);
}

export const SAVE_CODES = {
  couldNotSave: 'profileForm.errors.couldNotSave',
  network: 'profileForm.errors.network',
  alreadyExists: 'profileForm.errors.alreadyExists',
  validationFailed: 'errors.validationFailed',
  serverError: 'errors.serverError',
} as const;

/** spec accounts §5: duplicate phone, e-mail or profile link have their own sentences. */
const ALREADY_EXISTS: Record<string, string> = {
  phoneNumber: 'forms.validation.phoneAlreadyExists',
  email: 'forms.validation.emailAlreadyExists',
  nickname: 'forms.validation.nicknameAlreadyTaken',
};

/** A bare constraint of `fieldErrors` as a message (spec accounts §5 "Server field errors"). */
function constraintMessage(field: string, constraint: string, label: string): Describable {
  if (/already (exists|taken|registered)/.test(constraint))
    return ALREADY_EXISTS[field]
      ? { code: ALREADY_EXISTS[field] }
      : { code: SAVE_CODES.alreadyExists, params: { field: label } };
  if (constraint === 'required') return { code: 'forms.validation.required', params: { field: label } };
  if (constraint === 'invalid') return { code: 'forms.validation.invalidFormat' };
  return { code: 'forms.validation.genericError' };
}

export interface SaveFailure {
  fields: Record<string, Describable>;
  banner: Describable;
}

/**
 * What a failed save means for the form: messages for the fields it shows (translated by code),
 * and a banner: the fields to correct, no connection, the server's fault, or the server's words.
 */
export function saveFailure(
  error: unknown,
  formFields: readonly string[],
  labelOf: (field: string) => string,
): SaveFailure {
  if (!isApiError(error)) return { fields: {}, banner: { code: SAVE_CODES.couldNotSave } };
  if (error.kind === 'network') return { fields: {}, banner: { code: SAVE_CODES.network } };
  const fields: Record<string, Describable> = {};
  let other: Describable | undefined;
  for (const [field, message] of Object.entries(fieldMessages(error))) {
    const describable: Describable = message.code
      ? { code: message.code, params: { ...message.params, field: labelOf(field) }, message: message.message }
      : constraintMessage(field, message.message, labelOf(field));
    if (formFields.includes(field)) fields[field] = describable;
    else other ??= describable;
  }
  if (Object.keys(fields).length > 0)
    return { fields, banner: other ?? { code: SAVE_CODES.validationFailed } };
  if (other) return { fields, banner: other };
  if (error.status >= 500) return { fields, banner: { code: SAVE_CODES.serverError } };
  const first = error.firstMessage;
  return {
    fields,
    banner: first
      ? { code: first.code, params: first.params, message: first.message }
      : { code: SAVE_CODES.couldNotSave },
  };
}
