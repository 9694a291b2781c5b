import { z } from 'zod';
import { PinSchema } from '../accounts/credentials.schema.ts';

/**
 * POST /secure/account/delete: the account's password, or for an account without one a fresh PIN
 * e-mailed by POST /secure/account/delete-pin. Which one is needed is the server's call (whether
 * the account has a password), and it names the missing field.
 */
export const DeleteAccountInputSchema = z.object({
  password: z.string().max(200, 'forms.validation.maxLength').optional(),
  pin: PinSchema.optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;
