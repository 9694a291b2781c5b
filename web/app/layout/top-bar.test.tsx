import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { AppProviders } from '../providers.tsx';
import { TopBar } from './top-bar.tsx';

const PROFILE = {
  id: 'u1',
  identityKey: 'ona@example.lt',
  email: 'ona@example.lt',
  identityType: 'email',
  role: 'CUSTOMER',
  name: 'Ona Kazlauskienė',
  fn: 'Ona',
  ln: 'Kazlauskienė',
  nickname: '',
};

function renderBar() {
  render(
    <AppProviders>
      <MemoryRouter>
        <TopBar />
      </MemoryRouter>
    </AppProviders>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('top bar link gates (spec accounts §2, §6)', () => {
  test('a visitor sees the marketplace and a sign-in link, but no orders or create-dish links', () => {
    const nav = renderBar();
    expect(nav.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/mp');
    expect(nav.queryByRole('link', { name: 'Orders' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Create dish' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?source=regular_login',
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  test('a stored profile adds Orders and the account menu; create dish needs valid = true', async () => {
    localStorage.setItem('profile', JSON.stringify(PROFILE));
    localStorage.setItem('valid', 'false');
    const nav = renderBar();
    expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(nav.queryByRole('link', { name: 'Create dish' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toHaveTextContent('O');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  test('an uploaded avatar replaces the initial in the account menu', async () => {
    localStorage.setItem('profile', JSON.stringify(PROFILE));
    localStorage.setItem('avatar', '/repository/users/u1/thumbnail.jpg?v=2');
    renderBar();
    const menu = await screen.findByRole('button', { name: 'Account menu' });
    expect(menu).not.toHaveTextContent('O');
    expect(menu.querySelector('img')).toHaveAttribute('src', '/repository/users/u1/thumbnail.jpg?v=2');
  });

  test('valid = true shows the create-dish link', () => {
    localStorage.setItem('profile', JSON.stringify(PROFILE));
    localStorage.setItem('valid', 'true');
    const nav = renderBar();
    expect(nav.getByRole('link', { name: 'Create dish' })).toHaveAttribute('href', '/product');
  });
});

describe('menus that load on first use', () => {
  test('the first click on the language button loads the menu open, and a choice switches the language', async () => {
    renderBar();
    // In the browser the name reads "Language: EN"; jsdom drops the space after the hidden label.
    const trigger = screen.getByRole('button', { name: /^Language: ?EN$/ });
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', {}, { timeout: 3000 });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Lietuvių' }));
    expect(i18n.language).toBe('lt');
    expect(document.documentElement.lang).toBe('lt');
  });

  test('the first click on the account menu opens it with its links and sign out', async () => {
    localStorage.setItem('profile', JSON.stringify(PROFILE));
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 3000 });
    await vi.waitFor(() => expect(menu).toHaveFocus());
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });
});
