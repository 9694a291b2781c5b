import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
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

describe('/signin registration (spec accounts §2, §4)', () => {
  test('registration: the confirmation must match ("Passwords must match") before anything is sent', async () => {
    const user = userEvent.setup();
    renderSignin('?source=regular_registration');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Virtuve2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Virtuve2027');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords must match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('registration: a weak password names the broken rule with its number', async () => {
    const user = userEvent.setup();
    renderSignin('?source=regular_registration');
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Ab1');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  test('registration success stores the profile and goes to /profile', async () => {
    fetchMock.mockResolvedValue(json(authorized('CUSTOMER')));
    const user = userEvent.setup();
    const { currentLocation } = renderSignin('?source=regular_registration');
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Virtuve2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Virtuve2026');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/profile');
    expect(fetchMock.mock.calls[0]![0]).toBe('/register');
    expect(Object.fromEntries(sentBody())).toEqual({
      identityKey: 'ona@example.lt',
      type: 'email',
      password: 'Virtuve2026',
    });
    expect(JSON.parse(localStorage.getItem('profile')!)).toEqual({
      id: 'u1',
      identityKey: 'ona@example.lt',
      email: 'ona@example.lt',
      identityType: 'email',
      role: 'CUSTOMER',
      name: 'Ona Kazlauskienė',
      fn: 'Ona',
      ln: 'Kazlauskienė',
      nickname: '',
    });
    expect(localStorage.getItem('role')).toBe('CUSTOMER');
    expect(localStorage.getItem('valid')).toBe('false');
  });

  test('registration with a taken e-mail shows the message and offers password sign-in', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          messages: [
            {
              message: 'An account with this e-mail already exists.',
              code: 'forms.validation.emailAlreadyExists',
            },
            {
              message: 'An account with this e-mail already exists.',
              code: 'forms.validation.emailAlreadyExists',
              field: 'identityKey',
            },
          ],
          fieldErrors: { identityKey: 'already exists' },
        },
        409,
      ),
    );
    const user = userEvent.setup();
    renderSignin('?source=regular_registration');
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Virtuve2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Virtuve2026');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'An account with this e-mail already exists.',
      ),
    );
    const link = screen.getByRole('link', { name: 'Sign in with your password instead' });
    expect(link).toHaveAttribute('href', '/signin?source=regular_login');
  });
});
