import { describe, expect, test } from 'vitest';
import { UserInfoInputSchema } from '../chefs/chef-profile.schema.ts';
import { toFieldIssues } from '../validation.ts';
import { RegisterInputSchema } from './credentials.schema.ts';
import { isPersonName, PERSON_NAME_CODE } from './person-name.ts';

describe('isPersonName', () => {
  test.each([
    'Žukauskaitė',
    "O'Brien",
    'O’Brien',
    'Anne-Marie',
    'Mary Jane',
    'J. R.',
    'Ona',
    'Ąžuolas',
    'Zoë',
    'Łukasz',
    'Müller-Lüdenscheidt',
    'Μαρία',
    'Олег',
    'محمد',
    'Virėja12',
    'Henry VIII',
  ])('%s is a name', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  test.each([
    'Ona +370 612 34567',
    'Ona 861234567',
    'Ona ８６１２３４５６７',
    'Ona ٨٦١٢٣٤٥٦٧',
    'ona@gmail.com',
    'Ona ＠gmail',
    'ona.virtuve.lt',
    'Ona (at) gmail',
    'Ona [dot] lt',
    'https://ona.lt',
    'Ona/instagram',
    'ig: ona_cooks',
    'Ona\u200B',
    'Ona #at# gmail',
  ])('%s is refused', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});

describe('the name fields refuse contact details, naming the field', () => {
  test('profile (user-info)', () => {
    const parsed = UserInfoInputSchema.safeParse({ firstName: 'Ona 861234567', lastName: 'ona@gmail.com' });
    expect(parsed.success).toBe(false);
    expect(toFieldIssues(parsed.error!).map((issue) => [issue.field, issue.code])).toEqual([
      ['firstName', PERSON_NAME_CODE],
      ['lastName', PERSON_NAME_CODE],
    ]);
    expect(UserInfoInputSchema.parse({ firstName: ' Anne-Marie ', lastName: 'Žukauskaitė' })).toMatchObject({
      firstName: 'Anne-Marie',
      lastName: 'Žukauskaitė',
    });
  });

  test('registration', () => {
    const parsed = RegisterInputSchema.safeParse({
      identityKey: 'ona@example.com',
      password: 'Secret12',
      type: 'email',
      firstName: "O'Brien",
      lastName: 'www.ona.lt',
      city: 'Vilnius',
      phoneNumber: '+37061234567',
      agreeToTerms: 'on',
      authorizedToEarn: 'on',
    });
    expect(parsed.success).toBe(false);
    expect(toFieldIssues(parsed.error!).map((issue) => [issue.field, issue.code])).toEqual([
      ['lastName', PERSON_NAME_CODE],
    ]);
  });
});
