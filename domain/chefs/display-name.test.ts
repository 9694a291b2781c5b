import { describe, expect, test } from 'vitest';
import { chefDisplayName, type ChefNameParts } from './display-name.ts';

describe('chefDisplayName', () => {
  const every: ChefNameParts = {
    firstName: 'Ona',
    lastName: 'Virėja',
    nickname: 'ona',
    email: 'ona@example.com',
  };

  test.each<[string, ChefNameParts, string]>([
    ['the full name first', every, 'Ona Virėja'],
    ['a first name alone', { ...every, lastName: null }, 'Ona'],
    ['a last name alone', { ...every, firstName: '' }, 'Virėja'],
    ['names trimmed', { ...every, firstName: '  Ona ', lastName: ' Virėja ' }, 'Ona Virėja'],
    ['the nickname without a name', { ...every, firstName: null, lastName: null }, 'ona'],
    ['the nickname when the names are blank', { ...every, firstName: ' ', lastName: '' }, 'ona'],
    [
      'the e-mail without a name or nickname',
      { email: 'ona@example.com', nickname: null },
      'ona@example.com',
    ],
    ['nothing known', {}, ''],
  ])('%s', (_case, chef, expected) => {
    expect(chefDisplayName(chef)).toBe(expected);
  });
});
