import { z } from 'zod';
import { LegalInfoSchema } from '#domain/chefs/merchant-info.response.ts';
import { ROLES } from './roles.ts';

/**
 * spec accounts §3 "Login response" (server/features/auth/auth.presenter.ts): the signed-in user as
 * every sign-in, POST /register and GET /secure/me answer it. Nothing else about the user leaves here.
 */
export const AuthorizedSchema = z.object({
  id: z.string(),
  identityKey: z.string(),
  role: z.enum(ROLES),
  identityType: z.literal('email'),
  verified: z.boolean(),
  /** The chef approval state, kept by the client as `valid` and `legalInfo`. */
  legalInfo: LegalInfoSchema,
  userInfo: z.object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    nickname: z.string().nullable(),
    /** The small avatar for the user menu; null until one is set. */
    thumbnailUrl: z.string().nullable(),
  }),
  /** Only on the sign-in that created the account (a PIN for a new address): a newcomer is not welcomed back. */
  newAccount: z.literal(true).optional(),
});
export type Authorized = z.infer<typeof AuthorizedSchema>;

/** POST /register, /pw-login, /pin-login and GET /secure/me. */
export const AuthorizedAnswerSchema = z.object({ authorized: AuthorizedSchema });
export type AuthorizedAnswer = z.infer<typeof AuthorizedAnswerSchema>;

/** POST /store/relate-order-to-user: signed in as at sign-in, with the order now linked. */
export const RelatedOrderAnswerSchema = AuthorizedAnswerSchema.extend({ orderId: z.number() });
export type RelatedOrderAnswer = z.infer<typeof RelatedOrderAnswerSchema>;
