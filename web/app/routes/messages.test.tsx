import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { AppProviders } from '../providers.tsx';
import { MessagesPage } from './messages.tsx';
import { SigninPage } from './signin.tsx';

test("'Ask the chef' as a visitor leads to signing in, told why, with the way back kept", async () => {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/messages/new?chef=ona']}>
        <Routes>
          <Route path="/messages/*" element={<MessagesPage />} />
          <Route path="/signin" element={<SigninPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Sign in to write to the chef: the conversation is kept in your account',
  );
  expect(screen.getByRole('link', { name: /Create an account|Create your account/ })).toHaveAttribute(
    'href',
    expect.stringContaining(`returnTo=${encodeURIComponent('/messages/new?chef=ona')}`),
  );
});
