import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { RegisterInputSchema } from '#domain/accounts/credentials.schema.ts';
import type { Authorized, AuthorizedAnswer } from '#domain/accounts/session.response.ts';
import type { RequestFields } from '#domain/request-fields.ts';

/**
 * spec accounts §3 "Registration form": POST /register's fields the chef form sends, each of them
 * required there (the schema's chef-form rule). `phoneNumber` is the country code followed by the
 * national digits (domain checkPhone's `normalized`).
 */
export type ChefRegistrationInput = Required<
  Pick<
    RequestFields<typeof RegisterInputSchema>,
    | 'identityKey'
    | 'password'
    | 'firstName'
    | 'lastName'
    | 'city'
    | 'phoneNumber'
    | 'phoneCountry'
    | 'agreeToTerms'
  >
>;

/**
 * POST /register with the chef form's fields (DESIGN §4): creates the account with names, phone
 * and city in one go and signs the new chef in, answering `model.authorized` like /pw-login. No
 * `authorizedToEarn`: the questionnaire asks for the right to earn income, once.
 */
export async function registerChef(input: ChefRegistrationInput): Promise<Authorized> {
  const envelope = await apiPost<AuthorizedAnswer>('/register', {
    identityKey: input.identityKey,
    type: 'email',
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    city: input.city,
    phoneNumber: input.phoneNumber,
    phoneCountry: input.phoneCountry,
    agreeToTerms: input.agreeToTerms,
  });
  const authorized = envelope.model?.authorized;
  if (!authorized) throw new Error('The answer carried no authorized user');
  return authorized;
}

export function useRegisterChef() {
  return useMutation({ mutationFn: registerChef });
}
