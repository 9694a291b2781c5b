import { z } from 'zod';
import { isPersonName, PERSON_NAME_CODE } from '#domain/accounts/person-name.ts';
import { checkPhone } from '#domain/accounts/phone.ts';
import {
  ABOUT_MAX,
  isFoodBusinessNumber,
  isHttpUrl,
  MAX_HOUR_RATE_CENTS,
  profileLinkProblem,
} from '#domain/chefs/chef-profile.schema.ts';
import { isKitchenType, MAX_KITCHEN_TYPES } from '#domain/chefs/kitchen-types.ts';
import { NICKNAME_MAX, NICKNAME_MIN, nicknameShapeProblem } from '#domain/chefs/nickname.ts';
import { CITIES, NAME_MAX_LENGTH } from '#domain/constants.ts';
import { REQUIRED } from '#domain/validation.ts';
import { parseEuros } from '#domain/money.ts';
import { sectionsOf, type ProfileMode } from './profile-values.ts';

const text = (max: number) => z.string().max(max, 'forms.validation.maxLength');
const personName = text(NAME_MAX_LENGTH).refine(
  (value) => !value.trim() || isPersonName(value.trim()),
  PERSON_NAME_CODE,
);
const url = z
  .string()
  .max(500, 'forms.validation.maxLength')
  .refine((value) => !value.trim() || isHttpUrl(value.trim()), 'forms.validation.invalidUrl');

/**
 * spec accounts §5 "Profile form, chef fields" (checked only when the chef section is visible):
 * phone required and valid for its country, hourly rate required and above zero, one to three
 * kitchen types from the list, the profile link required and 3-50 characters, URLs with http(s).
 * The rules are the domain's; only their "required" parts belong to the form.
 */
export function profileSchema(mode: ProfileMode, phoneCountry: string) {
  const sections = sectionsOf(mode);
  const chefOnly = <T extends z.ZodType>(schema: T) => (sections.chef ? schema : z.any());
  // Loose: the resolver hands the parsed values to the submit handler, and the fields without rules
  // (e-mail, country, dropdowns, the video id) must reach it too.
  return z.looseObject({
    firstName: personName,
    lastName: personName,
    city: z
      .string()
      .refine(
        (city) => !city || (CITIES as readonly string[]).includes(city),
        'forms.validation.invalidCity',
      ),
    phoneNumber: chefOnly(
      z
        .string()
        .trim()
        .min(1, REQUIRED)
        .superRefine((value, ctx) => {
          const phone = checkPhone(value, phoneCountry);
          if (!phone.ok) ctx.addIssue({ code: 'custom', message: phone.code, params: phone.params });
        }),
    ),
    nickname: chefOnly(
      z
        .string()
        .trim()
        .superRefine((value, ctx) => {
          // The chef section is chef fields: they need a profile link (the server asks the same).
          const missing = profileLinkProblem({ fillsChefFields: true, profileLink: value });
          if (missing) return ctx.addIssue({ code: 'custom', message: missing });
          const problem = nicknameShapeProblem(value);
          if (problem)
            ctx.addIssue({
              code: 'custom',
              message: problem,
              params: { min: NICKNAME_MIN, max: NICKNAME_MAX },
            });
        }),
    ),
    about: chefOnly(text(ABOUT_MAX)),
    hourRate: chefOnly(
      z
        .string()
        .trim()
        .min(1, REQUIRED)
        .superRefine((value, ctx) => {
          const cents = parseEuros(value);
          if (cents === null) ctx.addIssue({ code: 'custom', message: 'forms.validation.invalidFormat' });
          else if (cents <= 0)
            ctx.addIssue({ code: 'custom', message: 'forms.validation.mustBeGreaterThanZero' });
          else if (cents > MAX_HOUR_RATE_CENTS)
            ctx.addIssue({
              code: 'custom',
              message: 'forms.validation.max',
              params: { max: MAX_HOUR_RATE_CENTS / 100 },
            });
        }),
    ),
    kitchenType: chefOnly(
      z
        .array(z.string().refine(isKitchenType, 'forms.validation.invalidKitchenType'))
        .min(1, 'forms.validation.kitchenTypeRequired')
        .max(MAX_KITCHEN_TYPES, 'forms.validation.maxKitchenTypes'),
    ),
    socialNetworkURL: chefOnly(url),
    website: chefOnly(url),
    foodBusinessNumber: chefOnly(
      z
        .string()
        .refine(
          (value) => !value.trim() || isFoodBusinessNumber(value.trim()),
          'forms.validation.invalidFormat',
        ),
    ),
  });
}
