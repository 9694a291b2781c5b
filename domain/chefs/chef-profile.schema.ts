import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.ts';
import {
  clearableText,
  httpUrl,
  INVALID,
  optionalName,
  optionalPersonName,
  optionalText,
  plainLine,
} from '../validation.ts';
import {
  ABOUT_MAX,
  FOOD_BUSINESS_NUMBER_MAX,
  isFoodBusinessNumber,
  MAX_HOUR_RATE_CENTS,
} from './chef-profile-rules.ts';
import { isKitchenType, MAX_KITCHEN_TYPES, parseKitchenTypes } from './kitchen-types.ts';
import { NICKNAME_MAX, NICKNAME_MIN, normalizeNickname } from './nickname.ts';

// The rules screens apply without a schema live apart from zod (chef-profile-rules.ts); here as well
// for the schemas' other readers.
export * from './chef-profile-rules.ts';

const url = httpUrl(500);

const foodBusinessNumber = clearableText(FOOD_BUSINESS_NUMBER_MAX).refine(
  (value) => value == null || isFoodBusinessNumber(value),
  'forms.validation.invalidFormat',
);

/** Present only when sent; an empty string clears the field (null). */
function clearable<T extends z.ZodType>(schema: T) {
  return z.union([z.literal('').transform(() => null), schema]).optional();
}

/** The profile link (nickname): its shape and availability are the profile service's to check. */
const profileLink = plainLine(
  z
    .string({ error: INVALID })
    .trim()
    .min(NICKNAME_MIN, 'forms.validation.nicknameMinLength')
    .max(NICKNAME_MAX, 'forms.validation.nicknameMaxLength'),
).transform(normalizeNickname);

/** POST /secure/user-info: only the fields sent change; country and currencyUnit are dropped. */
export const UserInfoInputSchema = z.object({
  firstName: optionalPersonName(NAME_MAX_LENGTH),
  lastName: optionalPersonName(NAME_MAX_LENGTH),
  nickname: profileLink.optional(),
  phoneNumber: optionalText(32),
  phoneCountry: optionalText(8),
});
export type UserInfoInput = z.infer<typeof UserInfoInputSchema>;

const kitchenTypes = z
  .union([z.string(), z.array(z.string())], { error: INVALID })
  .transform((value) => parseKitchenTypes(value))
  .pipe(
    z
      .array(z.string().refine(isKitchenType, 'forms.validation.invalidKitchenType'))
      .min(1, 'forms.validation.kitchenTypeRequired')
      .max(MAX_KITCHEN_TYPES, 'forms.validation.maxKitchenTypes'),
  );

const optionId = (allowed: readonly number[]) =>
  z.coerce
    .number({ error: INVALID })
    .int()
    .refine((id) => allowed.includes(id), INVALID);

/** POST /secure/merchant-info, profile fields (spec accounts §3). `valid` is not among them. */
export const MerchantInfoInputSchema = z.object({
  hourRate: z.coerce
    .number({ error: INVALID })
    .int(INVALID)
    .positive('forms.validation.mustBeGreaterThanZero')
    .max(MAX_HOUR_RATE_CENTS, 'forms.validation.max')
    .optional(),
  kitchenType: kitchenTypes.optional(),
  about: clearableText(ABOUT_MAX),
  personalTaxNumber: clearableText(30),
  govRegistryURL: url,
  allowedInternetAddress: clearableText(255),
  socialNetworkURL: url,
  website: url,
  foodBusinessNumber,
  culinaryTraining: clearable(optionId([13, 14, 15, 16])),
  professionalExperience: clearable(optionId([18, 19, 20, 21])),
  /** An empty value removes the video CV (spec accounts §2: none, present or removed). */
  videoCVFileId: clearable(z.uuid(INVALID)),
  /** The questionnaire's two JSON texts (spec accounts §7). */
  metadata: z.string().max(20_000, 'forms.validation.maxLength').optional(),
  additionalNotes: z.string().max(20_000, 'forms.validation.maxLength').optional(),
  /**
   * The profile link typed beside the chef fields: the form saves merchant info before user info
   * (spec accounts §4), and chef fields need a link (profileLinkProblem), so it may come along.
   */
  nickname: profileLink.optional(),
});
export type MerchantInfoInput = z.infer<typeof MerchantInfoInputSchema>;

/** POST /secure/address (spec accounts §3 "Address"): country and user are dropped before saving. */
export const AddressInputSchema = z.object({
  city: optionalName(NAME_MAX_LENGTH),
  countryPhoneCode: optionalText(4),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const CheckNameInputSchema = z.object({
  name: z.string({ error: INVALID }).trim().max(200).transform(normalizeNickname),
});
