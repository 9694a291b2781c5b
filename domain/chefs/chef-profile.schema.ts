import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.ts';
import { clearableText, httpUrl, INVALID, isHttpUrl, optionalText } from '../validation.ts';
import { CERTIFICATE_OPTIONS } from '../onboarding/questionnaire.ts';
import { isKitchenType, MAX_KITCHEN_TYPES, parseKitchenTypes } from './kitchen-types.ts';
import { NICKNAME_MAX, NICKNAME_MIN } from './nickname.ts';

/** spec accounts §9: the hourly rate is entered in euros and held in cents (x100, rounded). */
export function hourRateToCents(euros: number): number {
  return Math.round(euros * 100);
}
export function centsToHourRate(cents: number): number {
  return cents / 100;
}
/** A ceiling that keeps typos (an extra zero or three) out of the catalogue. */
export const MAX_HOUR_RATE_CENTS = 100_000;
export const ABOUT_MAX = 2000;

export { isHttpUrl };

const url = httpUrl(500);

/**
 * The food-business identification number VMVT (Lithuania's State Food and Veterinary Service)
 * gives a registered food business: letters, digits and the separators its numbers use.
 */
export const FOOD_BUSINESS_NUMBER_MAX = 40;
export function isFoodBusinessNumber(value: string): boolean {
  return /^[\p{L}\p{N}][\p{L}\p{N} ./-]{2,39}$/u.test(value);
}
/** VMVT's public list of registered and approved food businesses, where an operator checks the number. */
export const VMVT_REGISTRY_URL = 'https://vmvt.lt/maisto-sauga/maisto-tvarkymo-subjektai';

const foodBusinessNumber = clearableText(FOOD_BUSINESS_NUMBER_MAX).refine(
  (value) => value == null || isFoodBusinessNumber(value),
  'forms.validation.invalidFormat',
);

/** Present only when sent; an empty string clears the field (null). */
function clearable<T extends z.ZodType>(schema: T) {
  return z.union([z.literal('').transform(() => null), schema]).optional();
}

/** POST /secure/user-info: only the fields sent change; country and currencyUnit are dropped. */
export const UserInfoInputSchema = z.object({
  firstName: optionalText(NAME_MAX_LENGTH),
  lastName: optionalText(NAME_MAX_LENGTH),
  nickname: z
    .string({ error: INVALID })
    .trim()
    .min(NICKNAME_MIN, 'forms.validation.nicknameMinLength')
    .max(NICKNAME_MAX, 'forms.validation.nicknameMaxLength')
    .optional(),
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
});
export type MerchantInfoInput = z.infer<typeof MerchantInfoInputSchema>;

/** spec accounts §2: the certificate upload belongs to culinary training options 13 and 14. */
export function needsCertificate(culinaryTraining: number | null | undefined): boolean {
  return culinaryTraining !== null && culinaryTraining !== undefined
    ? (CERTIFICATE_OPTIONS as readonly number[]).includes(culinaryTraining)
    : false;
}

/** POST /secure/address (spec accounts §3 "Address"): country and user are dropped before saving. */
export const AddressInputSchema = z.object({
  city: optionalText(NAME_MAX_LENGTH),
  countryPhoneCode: optionalText(4),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const CheckNameInputSchema = z.object({ name: z.string({ error: INVALID }).trim().max(200) });
