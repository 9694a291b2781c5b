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

describe('/signin two steps: the e-mail, then the password (spec accounts §2, §4)', () => {
  test('e-mail first, then the password; Back returns to the e-mail step with the e-mail kept', async () => {
    const user = userEvent.setup();
    renderSignin('?source=regular_login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();

    await enterEmail(user);
    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    const email = screen.getByLabelText('E-mail');
    expect(email).not.toHaveAttribute('readonly');
    expect(email).toHaveValue('Ona@Example.lt');
    await waitFor(() => expect(email).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('an invalid e-mail stays on step 1 with the error linked to the field', async () => {
    const user = userEvent.setup();
    renderSignin('');
    await enterEmail(user, 'not-an-email');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  test('wrong credentials: "The credentials you entered are not valid." shows on the e-mail field', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          messages: [
            { message: 'The credentials you entered are not valid.', code: 'pages.auth.invalidCredentials' },
            {
              message: 'The credentials you entered are not valid.',
              code: 'pages.auth.invalidCredentials',
              field: 'identityKey',
              params: { field: 'identityKey' },
            },
          ],
          fieldErrors: { identityKey: 'invalid' },
        },
        401,
      ),
    );
    const user = userEvent.setup();
    renderSignin('?source=regular_login');
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Wrong123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('E-mail');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The credentials you entered are not valid.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock.mock.calls[0]![0]).toBe('/pw-login');
    expect(Object.fromEntries(sentBody())).toEqual({
      identityKey: 'ona@example.lt',
      password: 'Wrong123',
      type: 'email',
    });
    expect(localStorage.getItem('profile')).toBeNull();
  });

  test('an operator lands on /store-management', async () => {
    fetchMock.mockResolvedValue(json(authorized('OPERATOR')));
    const user = userEvent.setup();
    const { currentLocation } = renderSignin('?source=regular_login');
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Virtuve2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/store-management'));
  });

  test('the submit button is disabled and busy while the call runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderSignin('?source=regular_login');
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Virtuve2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(json(authorized('CUSTOMER')));
    await screen.findByRole('heading', { name: 'Profile page' });
  });
});
