import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants.ts';
import { INVALID, REQUIRED } from '../validation.ts';

/**
 * E-mail identity, trimmed and lower-cased so one address is one account. In a module of its own so
 * that a screen asking only for an e-mail (a guest's checkout) does not carry the other account
 * schemas and the phone rules.
 */
export const EmailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) })
  .trim()
  .min(1, REQUIRED)
  .max(EMAIL_MAX_LENGTH, 'forms.validation.maxLength')
  .toLowerCase()
  .pipe(z.email('forms.validation.invalidEmail'));

/** A form of one field, the e-mail (a guest's checkout). */
export const EmailFieldSchema = z.object({ email: EmailSchema });
