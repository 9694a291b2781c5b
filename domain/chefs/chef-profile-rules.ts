import { CERTIFICATE_OPTIONS } from '../onboarding/questionnaire.ts';
import { REQUIRED } from '../issues.ts';

/**
 * A chef profile's limits and the rules screens apply without a schema, apart from zod
 * (chef-profile.schema.ts has the schemas): the profile page draws without it.
 */

export { isHttpUrl } from '../http-url.ts';

/**
 * A ceiling that keeps typos (an extra zero or three) out of the catalogue. The hourly rate is typed
 * in euros and held in cents (spec accounts §9; domain/money.ts reads and writes the text).
 */
export const MAX_HOUR_RATE_CENTS = 100_000;
export const ABOUT_MAX = 2000;

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

/** spec accounts §2: the certificate upload belongs to culinary training options 13 and 14. */
export function needsCertificate(culinaryTraining: number | null | undefined): boolean {
  return culinaryTraining !== null && culinaryTraining !== undefined
    ? (CERTIFICATE_OPTIONS as readonly number[]).includes(culinaryTraining)
    : false;
}

/**
 * The fields of a chef's profile (POST /secure/merchant-info), apart from the questionnaire's two
 * JSON texts: the chef section of the profile form and the merchant fields of spec accounts §4.
 */
export const CHEF_PROFILE_FIELDS = [
  'hourRate',
  'kitchenType',
  'about',
  'personalTaxNumber',
  'govRegistryURL',
  'allowedInternetAddress',
  'socialNetworkURL',
  'website',
  'foodBusinessNumber',
  'culinaryTraining',
  'professionalExperience',
  'videoCVFileId',
] as const;
export type ChefProfileField = (typeof CHEF_PROFILE_FIELDS)[number];

const isFilled = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/** Whether a save fills any chef field (a cleared field, '' or null, fills none). */
export function fillsChefFields(values: object): boolean {
  const fields = values as Partial<Record<ChefProfileField, unknown>>;
  return CHEF_PROFILE_FIELDS.some((field) => isFilled(fields[field]));
}

/**
 * spec accounts §5: the profile link (nickname) is required for chefs and whenever a chef field is
 * filled; the form and the server both ask this. The message is the form's "Profile link is required".
 */
export function profileLinkProblem(input: {
  fillsChefFields: boolean;
  profileLink: string | null | undefined;
}): typeof REQUIRED | undefined {
  return input.fillsChefFields && !input.profileLink?.trim() ? REQUIRED : undefined;
}
