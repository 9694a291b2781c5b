import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { SigninPage } from '../../../app/routes/signin.tsx';
import { renderWithRouter } from '../../../test/render.tsx';
import { anAuthorized } from '../../../test/factories/accounts.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import type { Role } from '#domain/accounts/roles.ts';

// For the sign-in page's tests: the fetch each test answers, the pages it lands on, the e-mail step.

export const fetchMock = vi.fn<typeof fetch>();

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function authorized(role: Role) {
  return okAnswer({ authorized: anAuthorized({ role }) });
}

/** POST /store/relate-order-to-user's answer: signed in as at sign-in, with the linked order. */
export const LINKED = okAnswer({ authorized: anAuthorized(), orderId: 42 });

export const LANDINGS = [
  { path: '/profile', element: <h1>Profile page</h1> },
  { path: '/store-management', element: <h1>Store management page</h1> },
  { path: '/checkout', element: <h1>Checkout page</h1> },
];

export function renderSignin(query: string) {
  return renderWithRouter(<SigninPage />, { path: `/signin${query}`, routes: LANDINGS });
}

export function sentBody(index = -1): URLSearchParams {
  return new URLSearchParams(String(fetchMock.mock.calls.at(index)![1]!.body));
}

export async function enterEmail(user: ReturnType<typeof userEvent.setup>, email = 'Ona@Example.lt') {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Each test of a file calling this answers the sign-in calls from `fetchMock`, reset before it. */
export function answerFetchInEachTest() {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
}
