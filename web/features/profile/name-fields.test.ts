import { describe, expect, test } from 'vitest';
import { PERSON_NAME_CODE } from '#domain/accounts/person-name.ts';
import { profileSchema } from './profile-schema.ts';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  (result.error?.issues ?? [])
    .map((issue) => [issue.path.join('.'), issue.message])
    .filter(([field]) => field === 'firstName' || field === 'lastName');

describe('the profile form refuses contact details in names, as the server does', () => {
  test('profile (an empty name is left to the server)', () => {
    const schema = profileSchema({ registration: false, chef: false }, 'lt');
    expect(issuesOf(schema.safeParse({ firstName: 'www.ona.lt', lastName: '', city: '' }))).toEqual([
      ['firstName', PERSON_NAME_CODE],
    ]);
    expect(issuesOf(schema.safeParse({ firstName: "O'Brien", lastName: 'Anne-Marie', city: '' }))).toEqual(
      [],
    );
  });
});
