import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from '#domain/accounts/credentials.schema.ts';
import { isPersonName, PERSON_NAME_CODE } from '#domain/accounts/person-name.ts';
import { checkPhone } from '#domain/accounts/phone.ts';
import { CITIES, NAME_MAX_LENGTH } from '#domain/constants.ts';
import { REQUIRED, requiredText } from '#domain/validation.ts';

/** spec accounts §3 "Registration form", as the web form holds it. */
export interface ChefRegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  city: string;
  phoneCountry: string;
  phoneNumber: string;
  agreeToTerms: boolean;
}

/**
 * spec accounts §5 "Chef registration form": names, city, phone, a valid e-mail and password are
 * required; the terms must be agreed to. The right to earn income is asked once, by the
 * questionnaire's question 2, not here as well (docs/spec-deviations.md). Every field is checked on its own (a cross-field
 * refinement would wait for all other fields to pass), so the phone rule is built per country.
 */
export function chefRegistrationSchema(phoneCountry: string) {
  return z.object({
    firstName: requiredText(NAME_MAX_LENGTH).refine(isPersonName, PERSON_NAME_CODE),
    lastName: requiredText(NAME_MAX_LENGTH).refine(isPersonName, PERSON_NAME_CODE),
    email: EmailSchema,
    password: NewPasswordSchema,
    city: z
      .string()
      .min(1, REQUIRED)
      .refine((city) => (CITIES as readonly string[]).includes(city), 'forms.validation.invalidCity'),
    phoneCountry: z.string(),
    phoneNumber: requiredText(32).superRefine((value, ctx) => {
      const phone = checkPhone(value, phoneCountry);
      if (!phone.ok) ctx.addIssue({ code: 'custom', message: phone.code, params: phone.params });
    }),
    agreeToTerms: z.literal(true, 'forms.validation.mustAgreeToTerms'),
  });
}
