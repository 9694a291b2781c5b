import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { SigninPage } from '../../../app/routes/signin.tsx';
import { renderWithRouter } from '../../../test/render.tsx';
import { ConsoleGate } from './console-gate.tsx';

test("the console's gate sends 'Sign in' to signing in, not to creating an account", async () => {
  const { currentLocation } = renderWithRouter(<ConsoleGate signedIn={false} />, {
    path: '/store-management',
    routes: [{ path: '/signin', element: <SigninPage /> }],
  });
  await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
  expect(currentLocation().search).toBe('?source=regular_login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
});
