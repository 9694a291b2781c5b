import { describe, expect, test } from 'vitest';
import { avatarInitial, storeAuthorized, toStoredProfile } from './session.ts';
import { aLegalInfo, anAuthorized } from '../../test/factories/accounts.ts';

const AUTHORIZED = anAuthorized({
  id: 'u-7',
  identityKey: 'jonas@example.lt',
  role: 'OPERATOR',
  legalInfo: aLegalInfo({ valid: true, applicationStatus: 'approved' }),
  userInfo: {
    email: 'jonas@example.lt',
    firstName: 'Jonas',
    lastName: 'Jonaitis',
    nickname: 'jonasj',
    thumbnailUrl: null,
  },
});

describe('stored session (spec accounts §3)', () => {
  test('the stored profile has exactly the spec fields', () => {
    expect(toStoredProfile(AUTHORIZED)).toEqual({
      id: 'u-7',
      identityKey: 'jonas@example.lt',
      email: 'jonas@example.lt',
      identityType: 'email',
      role: 'OPERATOR',
      name: 'Jonas Jonaitis',
      fn: 'Jonas',
      ln: 'Jonaitis',
      nickname: 'jonasj',
    });
  });

  test('storing a sign-in writes profile, role, valid and legalInfo', () => {
    storeAuthorized(AUTHORIZED);
    expect(JSON.parse(localStorage.getItem('profile')!)).toMatchObject({ id: 'u-7', name: 'Jonas Jonaitis' });
    expect(localStorage.getItem('role')).toBe('OPERATOR');
    expect(localStorage.getItem('valid')).toBe('true');
    expect(localStorage.getItem('avatar')).toBeNull();
    storeAuthorized({
      ...AUTHORIZED,
      userInfo: { ...AUTHORIZED.userInfo, thumbnailUrl: '/repository/users/u-7/thumbnail.jpg?v=1' },
    });
    expect(localStorage.getItem('avatar')).toBe('/repository/users/u-7/thumbnail.jpg?v=1');
    expect(JSON.parse(localStorage.getItem('legalInfo')!)).toEqual(AUTHORIZED.legalInfo);
  });

  test('missing names give an empty name, not "null null"', () => {
    const profile = toStoredProfile({
      ...AUTHORIZED,
      userInfo: { email: 'a@b.lt', firstName: null, lastName: null, nickname: null, thumbnailUrl: null },
    });
    expect(profile).toMatchObject({ name: '', fn: '', ln: '', nickname: '' });
  });

  test('avatar letter: first name, else nickname, else U', () => {
    expect(avatarInitial({ fn: 'ona', nickname: 'zz' })).toBe('O');
    expect(avatarInitial({ fn: '', nickname: 'šefas' })).toBe('Š');
    expect(avatarInitial({ fn: ' ', nickname: '' })).toBe('U');
    expect(avatarInitial(null)).toBe('U');
  });
});
