import { describe, expect, test } from 'vitest';
import { ApiError, type ApiEnvelope } from '../../lib/api-client.ts';
import { loginFailure, orderLinkFailure, pinSendFailure, registrationFailure } from './auth-errors.ts';

function httpError(status: number, envelope: Partial<ApiEnvelope>) {
  return new ApiError('http', status, { success: false, ...envelope }, 'failed');
}
const network = new ApiError(
  'network',
  0,
  { success: false, messages: [{ message: 'x', code: 'pages.auth.networkError' }] },
  'x',
);

describe('registration failures (spec accounts §8)', () => {
  test('a network error is pages.auth.networkError', () => {
    expect(registrationFailure(network)).toEqual({ fields: {}, banner: { code: 'pages.auth.networkError' } });
  });

  test('404, "duplicate" or "already exists" mean the e-mail is taken', () => {
    for (const error of [
      httpError(404, {}),
      httpError(500, { messages: [{ message: 'duplicate key value violates unique constraint' }] }),
      httpError(409, { fieldErrors: { identityKey: 'already exists' } }),
    ]) {
      const failure = registrationFailure(error);
      expect(failure.emailExists).toBe(true);
      expect(failure.fields.email).toEqual({ code: 'forms.validation.emailAlreadyExists' });
      expect(failure.banner).toBeUndefined();
    }
  });

  test('a server e-mail field error is passed through, other field errors go to their fields', () => {
    const failure = registrationFailure(
      httpError(400, {
        messages: [
          { message: 'Please correct the highlighted fields.', code: 'errors.validationFailed' },
          {
            message: 'Please enter a valid e-mail address',
            code: 'forms.validation.invalidEmail',
            field: 'identityKey',
            params: { field: 'identityKey' },
          },
          {
            message: 'This password is too common.',
            code: 'pages.auth.commonPassword',
            field: 'password',
            params: { field: 'password' },
          },
        ],
        fieldErrors: { identityKey: 'invalid', password: 'invalid' },
      }),
    );
    expect(failure.banner).toBeUndefined();
    expect(failure.fields.email).toMatchObject({
      code: 'forms.validation.invalidEmail',
      params: { field: 'email' },
    });
    expect(failure.fields.password).toMatchObject({ code: 'pages.auth.commonPassword' });
  });

  test('anything else is pages.auth.registrationFailed in a banner', () => {
    expect(registrationFailure(httpError(500, { message: 'Internal Server Error' }))).toEqual({
      fields: {},
      banner: { code: 'pages.auth.registrationFailed' },
    });
    expect(registrationFailure(new Error('boom')).banner).toEqual({ code: 'pages.auth.registrationFailed' });
  });
});

describe('sign-in failures', () => {
  test('invalid credentials go on the e-mail field', () => {
    const failure = loginFailure(
      httpError(401, { messages: [{ message: 'x', code: 'pages.auth.invalidCredentials' }] }),
    );
    expect(failure).toEqual({ fields: { email: { code: 'pages.auth.invalidCredentials' } } });
  });

  test('a rate limit is a banner with the server message and its parameters', () => {
    const failure = loginFailure(
      httpError(429, {
        messages: [
          { message: 'Too many', code: 'pages.auth.tooManySignInAttempts', params: { minutes: 15 } },
        ],
      }),
    );
    expect(failure.banner).toEqual({
      code: 'pages.auth.tooManySignInAttempts',
      params: { minutes: 15 },
      message: 'Too many',
    });
  });

  test('a PIN send failure shows the first server message, else oneTimePinSendFailed', () => {
    expect(
      pinSendFailure(
        httpError(429, { messages: [{ message: 'Too many', code: 'pages.auth.tooManyPinRequests' }] }),
      ).banner,
    ).toMatchObject({
      code: 'pages.auth.tooManyPinRequests',
    });
    expect(pinSendFailure(httpError(502, { message: 'Bad Gateway', status: 502 })).banner).toEqual({
      code: 'pages.auth.oneTimePinSendFailed',
    });
  });

  test('order linking failures use their own messages; a wrong PIN stays on the PIN field', () => {
    expect(orderLinkFailure(httpError(404, {}), 'request').banner).toEqual({
      code: 'pages.auth.orderLinkingRequestFailed',
    });
    expect(orderLinkFailure(httpError(500, {}), 'relate').banner).toEqual({
      code: 'pages.auth.orderLinkingFailed',
    });
    const wrongPin = orderLinkFailure(
      httpError(400, {
        messages: [{ message: 'x' }, { message: 'bad pin', code: 'pages.auth.pinInvalid', field: 'pin' }],
      }),
      'relate',
    );
    expect(wrongPin.fields.pin).toMatchObject({ code: 'pages.auth.pinInvalid' });
  });
});

describe('an account an administrator disabled', () => {
  const disabled = () =>
    httpError(403, {
      messages: [
        { message: 'Disabled', code: 'pages.auth.accountDisabled' },
        { message: 'Disabled', code: 'pages.auth.accountDisabled', field: 'identityKey' },
      ],
      fieldErrors: { identityKey: 'Disabled' },
    });

  test('a sign-in says why on the e-mail field, not "invalid credentials"', () => {
    expect(loginFailure(disabled()).fields.email).toMatchObject({ code: 'pages.auth.accountDisabled' });
  });

  test('order linking says why in the banner, not "check your PIN"', () => {
    expect(orderLinkFailure(disabled(), 'relate')).toEqual({
      fields: {},
      banner: { code: 'pages.auth.accountDisabled', message: 'Disabled' },
    });
  });
});
