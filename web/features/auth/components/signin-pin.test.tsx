import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { getToasts } from '../../../lib/toast.ts';
import { anAuthorized } from '../../../test/factories/accounts.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import {
  authorized,
  enterEmail,
  fetchMock,
  json,
  renderSignin,
  sentBody,
  answerFetchInEachTest,
} from './signin-flow-test-setup.tsx';

answerFetchInEachTest();

describe('/signin with a one-time PIN (spec accounts §2, §4)', () => {
  test('one-time PIN: Continue mails the PIN, then the numeric PIN field signs in', async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        success: true,
        messages: [
          {
            message: 'sent',
            code: 'pages.auth.oneTimePinSent',
            params: { email: 'ona@example.lt', minutes: 10 },
          },
        ],
      }),
    );
    fetchMock.mockResolvedValueOnce(json(authorized('CUSTOMER')));
    const user = userEvent.setup();
    const { currentLocation } = renderSignin('?source=one_time_pin&chefProfile=true');
    await enterEmail(user);

    const pin = await screen.findByLabelText('PIN');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(pin).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'If ona@example.lt can receive mail, a PIN is on its way. It is valid for 10 minutes.',
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/one-time-pin');
    expect(Object.fromEntries(sentBody(0))).toEqual({ identityKey: 'ona@example.lt' });

    await user.type(pin, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(currentLocation().search).toBe('?source=regular_registration&chefProfile=true'),
    );
    expect(currentLocation().pathname).toBe('/profile');
    expect(Object.fromEntries(sentBody(1))).toEqual({ identityKey: 'ona@example.lt', pin: '123456' });
  });

  test.each([
    { newAccount: true, greeting: 'auth.accountCreatedNoName' },
    { newAccount: false, greeting: 'auth.signedIn' },
  ])('a PIN sign-in greets "Welcome back" only a returning user (new account: $newAccount)', async (c) => {
    const signedIn = anAuthorized({
      userInfo: {
        email: 'ona@example.lt',
        firstName: null,
        lastName: null,
        nickname: null,
        thumbnailUrl: null,
      },
      ...(c.newAccount ? { newAccount: true } : {}),
    });
    fetchMock.mockResolvedValueOnce(json({ success: true }));
    fetchMock.mockResolvedValueOnce(json(okAnswer({ authorized: signedIn })));
    const user = userEvent.setup();
    renderSignin('?source=one_time_pin');
    await enterEmail(user);
    await user.type(await screen.findByLabelText('PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getToasts().at(-1)?.code).toBe(c.greeting));
  });

  test('one-time PIN: a failed send shows the first server message, else the generic text', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          success: false,
          messages: [{ message: 'Too many', code: 'pages.auth.tooManyPinRequests', params: { minutes: 15 } }],
        },
        429,
      ),
    );
    fetchMock.mockResolvedValueOnce(
      new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    );
    const user = userEvent.setup();
    renderSignin('?source=one_time_pin');
    await enterEmail(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many PIN requests for this address. Please try again in 15 minutes.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to send PIN. Please try again.'),
    );
    expect(screen.queryByLabelText('PIN')).toBeNull();
  });
});
