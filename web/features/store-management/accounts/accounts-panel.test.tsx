import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ConsoleAccount } from '#domain/store-management/console.response.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import '../texts.ts';
import './texts.ts';
import { AccountsPanel } from './accounts-panel.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ACTIVE: ConsoleAccount = {
  userId: '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'rasa@example.com',
  role: 'CUSTOMER',
  firstName: 'Rasa',
  lastName: null,
  createdTimestamp: Date.UTC(2026, 9, 1, 12),
  disabled: null,
  decisions: [],
};
const DISABLED: ConsoleAccount = {
  ...ACTIVE,
  disabled: {
    timestamp: Date.UTC(2026, 10, 20, 12),
    reason: 'Threatening messages to chefs.',
    by: { userId: 'admin-1', email: 'admin@example.com' },
  },
};

let current: ConsoleAccount;
beforeEach(() => {
  current = ACTIVE;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (String(url).startsWith('/secure/store-management/account-disable')) current = DISABLED;
    if (String(url).startsWith('/secure/store-management/account-enable')) current = ACTIVE;
    return json({ success: true, model: { account: current } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const posted = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/secure/store-management/${path}`);

test('an active account is disabled only after the confirmation, with a reason; its state then shows', async () => {
  const user = userEvent.setup();
  renderWithRouter(<AccountsPanel selfId="admin-1" />, { path: '/store-management' });
  await user.type(screen.getByLabelText(/^Account e-mail/), 'rasa@example.com{Enter}');
  expect(await screen.findByText('Active: the account can sign in.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Disable the account of rasa@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Disable rasa@example.com?' });
  await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
  expect(await within(dialog).findByText('Write why the account is disabled.')).toBeInTheDocument();
  expect(posted('account-disable')).toHaveLength(0);
  // The administrator knows the person will read the reason.
  expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
    /Mailed to the person with the news/,
  );

  await user.type(within(dialog).getByLabelText(/^Reason/), 'Threatening messages to chefs.');
  await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
  expect(posted('account-disable')).toHaveLength(1);
  const body = new URLSearchParams(String(posted('account-disable')[0]![1]!.body));
  expect(Object.fromEntries(body)).toEqual({
    userId: ACTIVE.userId,
    reason: 'Threatening messages to chefs.',
  });
  expect(await screen.findByText(/^Disabled since/)).toHaveTextContent('by admin@example.com');
  expect(screen.getByText('Reason: Threatening messages to chefs.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enable the account of rasa@example.com' })).toBeInTheDocument();

  // Enabling takes a note the person is not shown (only the news is mailed).
  await user.click(screen.getByRole('button', { name: 'Enable the account of rasa@example.com' }));
  const enabling = await screen.findByRole('dialog', { name: 'Enable rasa@example.com again?' });
  expect(within(enabling).getByLabelText(/^Note/)).toHaveAccessibleDescription(/the person is not shown it/);
});

test('the confirmation closes with Escape and nothing is sent', async () => {
  const user = userEvent.setup();
  renderWithRouter(<AccountsPanel selfId="admin-1" />, { path: '/store-management' });
  await user.type(screen.getByLabelText(/^Account e-mail/), 'rasa@example.com{Enter}');
  const open = await screen.findByRole('button', { name: 'Disable the account of rasa@example.com' });
  open.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(posted('account-disable')).toHaveLength(0);
});

test('no button for one’s own account, nor for an administrator’s', async () => {
  const user = userEvent.setup();
  current = { ...ACTIVE, userId: 'admin-1' };
  fetchMock.mockImplementation(async () => json({ success: true, model: { account: current } }));
  const { unmount } = renderWithRouter(<AccountsPanel selfId="admin-1" />, { path: '/store-management' });
  await user.type(screen.getByLabelText(/^Account e-mail/), 'me@example.com{Enter}');
  expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Disable the account/ })).toBeNull();
  unmount();

  current = { ...ACTIVE, role: 'ADMIN' };
  renderWithRouter(<AccountsPanel selfId="admin-1" />, { path: '/store-management' });
  await user.type(screen.getByLabelText(/^Account e-mail/), 'boss@example.com{Enter}');
  expect(await screen.findByText(/An administrator’s account cannot be disabled/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Disable the account/ })).toBeNull();
});
