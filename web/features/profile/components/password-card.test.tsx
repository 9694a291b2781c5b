import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PasswordCard } from './password-card.tsx';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the password card (the owner sets a password on the profile)', () => {
  test('a new password alone is sent to /secure/password and the card says it is saved', async () => {
    fetchMock.mockResolvedValue(json({ success: true, messages: [{ message: 'Your password is saved.' }] }));
    const user = userEvent.setup();
    render(<PasswordCard />);
    await user.type(screen.getByLabelText('New password'), 'Naujas-Slaptas7');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is saved. Your other devices are signed out.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/secure/password');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      password: 'Naujas-Slaptas7',
    });
  });

  test('a weak password is refused before sending; a wrong current one is shown on its field', async () => {
    const user = userEvent.setup();
    render(<PasswordCard />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          messages: [
            { message: 'The credentials you entered are not valid.', code: 'pages.auth.invalidCredentials' },
            {
              message: 'The credentials you entered are not valid.',
              code: 'pages.auth.invalidCredentials',
              field: 'currentPassword',
            },
          ],
          fieldErrors: { currentPassword: 'invalid' },
        },
        400,
      ),
    );
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Naujas-Slaptas7');
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByText('The credentials you entered are not valid.', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});
