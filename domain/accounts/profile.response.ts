import { z } from 'zod';

/**
 * spec accounts §3 "User info" (server/features/profile/profile.service.ts presentUserInfo): the
 * owner's personal profile. `country` and `currencyUnit` are display-only and never stored; the
 * avatar's two addresses are absent until one is set.
 */
export const UserInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneCountry: z.string().nullable(),
  country: z.string(),
  currencyUnit: z.string(),
  avatarUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** spec accounts §3 "Address": the user's own (not an order's delivery address). */
export const AddressSchema = z.object({
  id: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  countryPhoneCode: z.string().nullable(),
});
export type Address = z.infer<typeof AddressSchema>;

/** GET and POST /secure/user-info. */
export const UserInfoAnswerSchema = z.object({ userInfo: UserInfoSchema });
export type UserInfoAnswer = z.infer<typeof UserInfoAnswerSchema>;
/** GET /secure/address: a list, of which the client uses the first. */
export const AddressListAnswerSchema = z.object({ address: z.array(AddressSchema) });
export type AddressListAnswer = z.infer<typeof AddressListAnswerSchema>;
/** POST /secure/address: the saved address. */
export const AddressAnswerSchema = z.object({ address: AddressSchema });
export type AddressAnswer = z.infer<typeof AddressAnswerSchema>;
/** POST /check-name (DESIGN §4). */
export const NameAvailabilityAnswerSchema = z.object({ nameAvailability: z.boolean() });
export type NameAvailabilityAnswer = z.infer<typeof NameAvailabilityAnswerSchema>;
