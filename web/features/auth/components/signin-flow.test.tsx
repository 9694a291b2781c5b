import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SigninPage } from '../../../app/routes/signin.tsx';
import { renderWithRouter } from '../../../test/render.tsx';
import { getToasts } from '../../../lib/toast.ts';
import { anAuthorized } from '../../../test/factories/accounts.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import type { Role } from '#domain/accounts/roles.ts';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function authorized(role: Role) {
  return okAnswer({ authorized: anAuthorized({ role }) });
}

/** POST /store/relate-order-to-user's answer: signed in as at sign-in, with the linked order. */
const LINKED = okAnswer({ authorized: anAuthorized(), orderId: 42 });

const LANDINGS = [
  { path: '/profile', element: <h1>Profile page</h1> },
  { path: '/store-management', element: <h1>Store management page</h1> },
  { path: '/checkout', element: <h1>Checkout page</h1> },
];

function renderSignin(query: string) {
  return renderWithRouter(<SigninPage />, { path: `/signin${query}`, routes: LANDINGS });
}

function sentBody(index = -1): URLSearchParams {
  return new URLSearchParams(String(fetchMock.mock.calls.at(index)![1]!.body));
}

async function enterEmail(user: ReturnType<typeof userEvent.setup>, email = 'Ona@Example.lt') {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/signin two steps (spec accounts §2, §4)', () => {
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

  test('an operator lands on /store-management', async () => {
    fetchMock.mockResolvedValue(json(authorized('OPERATOR')));
    const user = userEvent.setup();
    const { currentLocation } = renderSignin('?source=regular_login');
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'Virtuve2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/store-management'));
  });

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

  test('order linking without an orderId says "Order ID is required" and sends nothing', async () => {
    const user = userEvent.setup();
    renderSignin('?source=order_linking');
    expect(screen.getByRole('alert')).toHaveTextContent('Order ID is required');
    await user.type(screen.getByLabelText('E-mail'), 'ona@example.lt');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('order linking: request, then relate with the PIN; failures use the order-linking messages', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, messages: [{ message: 'Not found.', code: 'errors.notFound' }] }, 404),
    );
    fetchMock.mockResolvedValueOnce(json({ success: true, messages: [] }));
    fetchMock.mockResolvedValueOnce(
      json({ success: false, messages: [{ message: 'Not found.', code: 'errors.notFound' }] }, 404),
    );
    const user = userEvent.setup();
    renderSignin('?source=order_linking&orderId=42');
    await enterEmail(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't request order link. Please try again.",
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const pin = await screen.findByLabelText('PIN');
    expect(Object.fromEntries(sentBody(1))).toEqual({ orderId: '42', email: 'ona@example.lt' });
    await user.type(pin, '654321');
    await user.click(screen.getByRole('button', { name: 'Link order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order linking failed. Check your PIN and try again.',
    );
    expect(fetchMock.mock.calls[2]![0]).toBe('/store/relate-order-to-user');
    expect(Object.fromEntries(sentBody(2))).toEqual({
      orderId: '42',
      email: 'ona@example.lt',
      pin: '654321',
    });
  });

  test('a linked order goes straight on to its payment', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, messages: [] }));
    fetchMock.mockResolvedValueOnce(json(LINKED));
    const user = userEvent.setup();
    const { currentLocation } = renderSignin('?source=order_linking&orderId=42');
    await enterEmail(user);
    await user.type(await screen.findByLabelText('PIN'), '654321');
    await user.click(screen.getByRole('button', { name: 'Link order' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(currentLocation().search).toBe('?resumePayment=true&orderId=42');
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

describe('order linking from checkout: one step less', () => {
  /** Checkout hands over the guest's e-mail in history state, as the app does, never in the URL. */
  function arriveFromCheckout(email = 'ona@example.lt') {
    return renderWithRouter(
      <Navigate
        to="/signin?source=order_linking&orderId=42"
        state={{ email, step: 'secret', sendPin: true }}
      />,
      { path: '/checkout-done', routes: [{ path: '/signin', element: <SigninPage /> }, ...LANDINGS] },
    );
  }

  test('the PIN is sent as the page opens, to the e-mail given at checkout; the PIN then pays the order', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, messages: [] }));
    fetchMock.mockResolvedValueOnce(json(LINKED));
    const user = userEvent.setup();
    const { currentLocation } = arriveFromCheckout();
    const pin = await screen.findByLabelText('PIN');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/store/order-relation-request');
    expect(Object.fromEntries(sentBody(0))).toEqual({ orderId: '42', email: 'ona@example.lt' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('ona@example.lt');
    expect(currentLocation().search).not.toContain('ona');
    await user.type(pin, '654321');
    await user.click(screen.getByRole('button', { name: 'Link order' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(currentLocation().search).toBe('?resumePayment=true&orderId=42');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a PIN that cannot be sent leaves the guest at the e-mail step with the message', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, messages: [{ message: 'Not found.', code: 'errors.notFound' }] }, 404),
    );
    arriveFromCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't request order link. Please try again.",
    );
    expect(screen.queryByLabelText('PIN')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ona@example.lt');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
