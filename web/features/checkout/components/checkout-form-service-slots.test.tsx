import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { vilniusInstant } from '#domain/availability/vilnius-day.ts';
import { toLocalInput } from '../checkout-values.ts';
import {
  answers,
  bodyOf,
  calls,
  fillValid,
  renderForm,
  slotCalls,
  stubCheckoutServer,
  submit,
} from './checkout-form-test-setup.tsx';

stubCheckoutServer();

describe("the service day and time come from the chefs' open slots", () => {
  test("the cart's dishes are asked for from today in Vilnius; only the answered days can be chosen", async () => {
    renderForm();
    const grid = await screen.findByRole('grid', { name: /Service day, June 2026/ });
    const query = new URL(String(slotCalls()[0]![0]), 'http://x').searchParams;
    expect(JSON.parse(query.get('items')!)).toEqual([{ productId: 1 }]);
    expect(query.get('from')).toBe('2026-06-01');
    const open = within(grid).getByRole('button', { name: 'Friday, 5 June 2026' });
    expect(open).not.toHaveAttribute('aria-disabled');
    const closed = within(grid).getByRole('button', { name: 'Thursday, 4 June 2026, not available' });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    // Choosing a day the chefs cannot take shows no times.
    await userEvent.click(closed);
    expect(screen.queryByRole('group', { name: /Times on/ })).not.toBeInTheDocument();
  });

  test('a day, then a time: the service date field holds that Vilnius time, and the order is placed with it', async () => {
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    const grid = await screen.findByRole('grid');
    await user.click(within(grid).getByRole('button', { name: 'Friday, 5 June 2026' }));
    const times = screen.getByRole('group', { name: 'Times on Friday 5 June' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['18:00', '18:30', '19:00']);
    await user.click(within(times).getByRole('button', { name: '18:30' }));
    expect(within(times).getByRole('button', { name: '18:30' })).toHaveAttribute('aria-pressed', 'true');
    const instant = vilniusInstant('2026-06-05', '18:30')!;
    expect(screen.getByLabelText('Service date and time')).toHaveValue(toLocalInput(instant));

    fillValid(['Service date and time']);
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(bodyOf(calls('/store/order')[0]!).get('serviceDeliveryDate')).toBe(String(instant / 1000));
  });

  test('no open day in the next two months says so', async () => {
    answers.slotDays = [];
    renderForm();
    expect(await screen.findByText(/have no free time in the next two months/)).toBeInTheDocument();
  });
});
