import { describe, expect, test } from 'vitest';
import { PERSON_NAME_CODE } from '#domain/accounts/person-name.ts';
import { chefRegistrationSchema } from './chef-registration-schema.ts';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  (result.error?.issues ?? [])
    .map((issue) => [issue.path.join('.'), issue.message])
    .filter(([field]) => field === 'firstName' || field === 'lastName');

describe('the forms refuse contact details in names, as the server does', () => {
  test('chef registration', () => {
    const values = {
      firstName: 'Ona 861234567',
      lastName: 'ona@gmail.com',
      email: 'ona@example.com',
      password: 'Secret12',
      city: 'Vilnius',
      phoneCountry: 'lt',
      phoneNumber: '+37061234567',
      agreeToTerms: true,
    };
    expect(issuesOf(chefRegistrationSchema('lt').safeParse(values))).toEqual([
      ['firstName', PERSON_NAME_CODE],
      ['lastName', PERSON_NAME_CODE],
    ]);
    const named = { ...values, firstName: 'Anne-Marie', lastName: 'Žukauskaitė' };
    expect(issuesOf(chefRegistrationSchema('lt').safeParse(named))).toEqual([]);
  });
});
