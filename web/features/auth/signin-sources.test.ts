import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { alternativesOf, parseSource, SOURCE_SETTINGS } from './signin-sources.ts';

describe('parseSource (spec accounts §2)', () => {
  test.each([
    ['regular_login', 'regular_login'],
    ['one_time_pin', 'one_time_pin'],
    ['order_linking', 'order_linking'],
    ['regular_registration', 'regular_registration'],
    [null, 'regular_login'],
    ['', 'regular_login'],
    ['admin', 'regular_registration'],
  ])('%s → %s', (value, source) => {
    expect(parseSource(value)).toBe(source);
  });
});

describe('the ways in as data', () => {
  test('the PIN ways in use a PIN; the others a password', () => {
    expect(SOURCE_SETTINGS.one_time_pin.usesPin).toBe(true);
    expect(SOURCE_SETTINGS.order_linking.usesPin).toBe(true);
    expect(SOURCE_SETTINGS.regular_login.usesPin).toBe(false);
    expect(SOURCE_SETTINGS.regular_registration.usesPin).toBe(false);
  });

  test('order linking reads its failures with the order-linking messages', () => {
    const offline = new ApiError('network', 0, { success: false }, 'offline');
    expect(SOURCE_SETTINGS.order_linking.sendFailure(offline)).toEqual(
      SOURCE_SETTINGS.order_linking.submitFailure(offline),
    );
    const refused = new ApiError('http', 400, { success: false }, 'no');
    expect(SOURCE_SETTINGS.order_linking.sendFailure(refused).banner).not.toEqual(
      SOURCE_SETTINGS.one_time_pin.sendFailure(refused).banner,
    );
  });

  test('each way in links to the others, in one order; order linking to none', () => {
    expect(alternativesOf('regular_registration')).toEqual(['regular_login', 'one_time_pin']);
    expect(alternativesOf('regular_login')).toEqual(['regular_registration', 'one_time_pin']);
    expect(alternativesOf('one_time_pin')).toEqual(['regular_login', 'regular_registration']);
    expect(alternativesOf('order_linking')).toEqual([]);
  });
});
