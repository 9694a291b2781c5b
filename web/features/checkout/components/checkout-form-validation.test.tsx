import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { vilniusInstant } from '#domain/availability/vilnius-day.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { setNow } from '../../../lib/clock.ts';
import { aServiceDish } from '../../../test/factories/checkout.ts';
import { toLocalInput } from '../checkout-values.ts';
import {
  answers,
  calls,
  fillValid,
  renderForm,
  stubCheckoutServer,
  submit,
} from './checkout-form-test-setup.tsx';

stubCheckoutServer();

describe('checkout form validation (spec marketplace §2, §5)', () => {
  test('fields are required after trimming; the button turns red with the error count and the first field gets focus', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('Address title'));
    await user.type(screen.getByLabelText('Address title'), '   ');
    await user.type(screen.getByLabelText('City'), '  ');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const button = await screen.findByRole('button', { name: 'Fix 7 errors' });
    expect(button.className).toContain('bg-danger');
    expect(screen.getByLabelText('Address title')).toHaveFocus();
    expect(screen.getByLabelText('Address title')).toHaveAccessibleDescription(
      expect.stringContaining('Address title is required'),
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Service date and time are required')).toBeInTheDocument();
    expect(calls('/store/order')).toHaveLength(0);
  });

  test('one error reads "Fix 1 error"; the first invalid field in screen order is focused and scrolled to', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderForm();
    fillValid(['Phone']);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Fix 1 error' })).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(phone);
  });

  test('editing a field clears its error and the count follows', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    // The address title comes prefilled: six fields are missing.
    await screen.findByRole('button', { name: 'Fix 6 errors' });
    await user.type(screen.getByLabelText('City'), 'K');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('City is required')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fix 5 errors' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '1');
    expect(screen.getByRole('button', { name: 'Fix 4 errors' })).toBeInTheDocument();
  });

  test('the service date must lie in the future (DESIGN §7)', async () => {
    const user = userEvent.setup();
    renderForm();
    fillValid(['Service date and time']);
    fireEvent.input(screen.getByLabelText('Service date and time'), {
      target: { value: '2026-05-31T18:30' },
    });
    await user.click(submit());
    expect(await screen.findByText('The service date must be in the future')).toBeInTheDocument();
    expect(screen.getByLabelText('Service date and time')).toHaveFocus();
  });

  test('the date input starts at the preparation time plus the chef\u2019s lead time, and a sooner time is refused before submitting', async () => {
    // The chef takes the first time the notice allows.
    answers.slotDays = [{ date: '2026-06-01', times: ['14:00', '14:30'] }];
    const user = userEvent.setup();
    renderForm();
    // 10:00 now; Cepelinai take 120 minutes, the chef's lead time is 2 hours.
    const date = screen.getByLabelText('Service date and time');
    expect(date).toHaveAttribute('min', '2026-06-01T14:00');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('The earliest for this cart is'));
    fillValid(['Service date and time']);
    fireEvent.input(date, { target: { value: '2026-06-01T13:59' } });
    await user.click(submit());
    expect(
      await screen.findByText(
        'The service date is too soon: Cepelinai needs 4 h 0 min of notice (its preparation time and the chef\u2019s lead time)',
      ),
    ).toBeInTheDocument();
    expect(date).toHaveFocus();
    expect(calls('/store/order')).toHaveLength(0);
    fireEvent.input(date, { target: { value: '2026-06-01T14:00' } });
    await user.click(submit());
    await waitFor(() => expect(calls('/store/order')).toHaveLength(1));
  });

  test('the earliest named is the first time the chefs take, not the notice alone: at 23:00 no night time', async () => {
    setNow(() => vilniusInstant('2026-06-01', '23:00')!);
    renderForm();
    const date = screen.getByLabelText('Service date and time');
    // The notice alone would allow 03:00; the chefs' first time is 5 June at 18:00.
    const first = vilniusInstant('2026-06-05', '18:00')!;
    await waitFor(() => expect(date).toHaveAttribute('min', toLocalInput(first)));
    const shown = new Date(first).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining(`The earliest for this cart is ${shown}`),
    );
  });

  test('the server\u2019s preparation times count over the cart\u2019s, and an address outside a chef\u2019s city is refused before submitting', async () => {
    answers.serviceDishes = [aServiceDish({ preparationMinutes: 180, chefCity: 'Kaunas' })];
    answers.slotDays = [{ date: '2026-06-01', times: ['15:00'] }];
    const user = userEvent.setup();
    renderForm();
    const date = screen.getByLabelText('Service date and time');
    await waitFor(() => expect(date).toHaveAttribute('min', '2026-06-01T15:00'));
    fillValid(['Service date and time']);
    fireEvent.input(date, { target: { value: '2026-06-05T18:30' } });
    await user.click(submit());
    expect(
      await screen.findByText('The chef of Cepelinai cooks only in Kaunas. Choose an address in that city'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(calls('/store/order')).toHaveLength(0);
    fireEvent.input(screen.getByLabelText('City'), { target: { value: 'KAUNAS' } });
    await user.click(submit());
    await waitFor(() => expect(calls('/store/order')).toHaveLength(1));
  });

  test('the error count uses Lithuanian plural forms', async () => {
    await i18n.changeLanguage('lt');
    const t = i18n.t as unknown as (key: string, options: object) => string;
    expect(t('checkout.fixErrors', { count: 1 })).toBe('Ištaisykite 1 klaidą');
    expect(t('checkout.fixErrors', { count: 3 })).toBe('Ištaisykite 3 klaidas');
    expect(t('checkout.fixErrors', { count: 10 })).toBe('Ištaisykite 10 klaidų');
    expect(t('checkout.fixErrors', { count: 21 })).toBe('Ištaisykite 21 klaidą');

    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Pateikti užsakymą' }));
    expect(await screen.findByRole('button', { name: 'Ištaisykite 6 klaidas' })).toBeInTheDocument();
    expect(screen.getByText('Būtinas miestas')).toBeInTheDocument();
  });
});
