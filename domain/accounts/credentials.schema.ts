import { z } from 'zod';
import {
  CITIES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PIN_LENGTH,
} from '../constants.ts';
import {
  INVALID,
  REQUIRED,
  formBoolean,
  optionalName,
  optionalPersonName,
  optionalText,
} from '../validation.ts';
import { EmailSchema } from './email.schema.ts';
import { checkPhone, DEFAULT_PHONE_COUNTRY } from './phone.ts';

/** E-mail identity (email.schema.ts), here with the other account schemas that use it. */
export { EmailSchema };

/** spec accounts §5: at least 6 characters, one lowercase, one uppercase, one digit. */
export const NewPasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN_LENGTH, 'forms.validation.passwordMinLength')
  .max(PASSWORD_MAX_LENGTH, 'forms.validation.maxLength')
  .regex(/[a-z]/, 'forms.validation.passwordLowercase')
  .regex(/[A-Z]/, 'forms.validation.passwordUppercase')
  .regex(/\d/, 'forms.validation.passwordDigit');

/** At sign-in only presence and a sane length are checked: old passwords may predate the rules. */
export const PasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) })
  .min(1, REQUIRED)
  .max(PASSWORD_MAX_LENGTH, 'forms.validation.maxLength');

const IdentityTypeSchema = z.literal('email', { error: INVALID }).optional();

/** POST /secure/password: the owner's own password; the current one to change it. */
export const SetPasswordInputSchema = z.object({
  password: NewPasswordSchema,
  currentPassword: z.string().max(200).optional(),
});
export type SetPasswordInput = z.infer<typeof SetPasswordInputSchema>;

export const PwLoginInputSchema = z.object({
  identityKey: EmailSchema,
  password: PasswordSchema,
  type: IdentityTypeSchema,
});
export type PwLoginInput = z.infer<typeof PwLoginInputSchema>;

export const OneTimePinInputSchema = z.object({ identityKey: EmailSchema });
export type OneTimePinInput = z.infer<typeof OneTimePinInputSchema>;

export const PinSchema = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) })
  .trim()
  .min(1, REQUIRED)
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), 'pages.auth.pinInvalid');

export const PinLoginInputSchema = z.object({ identityKey: EmailSchema, pin: PinSchema });
export type PinLoginInput = z.infer<typeof PinLoginInputSchema>;

/**
 * POST /register. The plain form sends identityKey, type and password; the chef registration form
 * (spec accounts §2) adds names, city, phone and the terms, which are then all required, and may
 * add `authorizedToEarn` (docs/spec-deviations.md: the questionnaire asks it).
 */
export const RegisterInputSchema = z
  .object({
    identityKey: EmailSchema,
    password: NewPasswordSchema,
    type: IdentityTypeSchema,
    firstName: optionalPersonName(NAME_MAX_LENGTH),
    lastName: optionalPersonName(NAME_MAX_LENGTH),
    city: optionalName(NAME_MAX_LENGTH),
    phoneNumber: optionalText(32),
    phoneCountry: optionalText(8),
    agreeToTerms: formBoolean.optional(),
    authorizedToEarn: formBoolean.optional(),
  })
  .superRefine((input, ctx) => {
    const isChefForm =
      [input.firstName, input.lastName, input.city, input.phoneNumber].some(Boolean) ||
      input.agreeToTerms !== undefined ||
      input.authorizedToEarn !== undefined;
    if (!isChefForm) return;
    for (const field of ['firstName', 'lastName', 'city', 'phoneNumber'] as const) {
      if (!input[field]) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
    }
    if (input.city && !(CITIES as readonly string[]).includes(input.city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'forms.validation.invalidCity' });
    }
    if (input.phoneNumber) {
      const phone = checkPhone(input.phoneNumber, input.phoneCountry ?? DEFAULT_PHONE_COUNTRY);
      if (!phone.ok)
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: phone.code, params: phone.params });
    }
    if (input.agreeToTerms !== true) {
      ctx.addIssue({ code: 'custom', path: ['agreeToTerms'], message: 'forms.validation.mustAgreeToTerms' });
    }
    // The right to earn income is asked by the questionnaire (question 2), once: the form may still
    // send the spec's field, and a chef who says they have no such right is refused here already.
    if (input.authorizedToEarn === false) {
      ctx.addIssue({
        code: 'custom',
        path: ['authorizedToEarn'],
        message: 'forms.validation.mustAuthorizeEarning',
      });
    }
  });
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The web forms add a confirmation field that never leaves the browser. */
export const PasswordWithConfirmationSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'forms.validation.passwordsMustMatch',
  });
