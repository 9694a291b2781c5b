import { renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useNavItems } from './nav-links.ts';

function signIn(legalInfo: object, valid = false) {
  localStorage.setItem('profile', JSON.stringify({ id: 'u1', role: 'CUSTOMER', fn: 'Ona' }));
  localStorage.setItem('role', 'CUSTOMER');
  localStorage.setItem('valid', String(valid));
  localStorage.setItem('legalInfo', JSON.stringify(legalInfo));
}
const targets = () => renderHook(() => useNavItems()).result.current.map((item) => item.to);

afterEach(() => localStorage.clear());

test('a plain customer gets no chef-profile item; an applicant and an approved chef do', () => {
  signIn({ valid: false, applicationStatus: 'none' });
  expect(targets()).toContain('/profile');
  expect(targets()).not.toContain('/profile?chefProfile=true');
  signIn({ valid: false, applicationStatus: 'submitted' });
  expect(targets()).toContain('/profile?chefProfile=true');
  signIn({ valid: true, applicationStatus: 'approved' }, true);
  expect(targets()).toEqual(expect.arrayContaining(['/product', '/profile?chefProfile=true']));
});
