import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import {
  bodyOf,
  calls,
  fillValid,
  ITEMS,
  renderForm,
  stubCheckoutServer,
  submit,
} from './checkout-form-test-setup.tsx';

stubCheckoutServer();

describe('a guest gives the e-mail the order-linking PIN goes to', () => {
  test('signed-in customers are not asked', () => {
    renderForm();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  test('a guest must give a valid e-mail; it is handed on, not sent with the order', async () => {
    const user = userEvent.setup();
    const { onCreated } = renderForm(ITEMS, { askEmail: true });
    const email = screen.getByLabelText('E-mail');
    fillValid();
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Fix 1 error' })).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'ona@');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(calls('/store/order')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' Ona@Example.LT ');
    await user.click(submit());
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ id: 42, sID: 'AB12CD34-rest' }, 'ona@example.lt'),
    );
    expect(bodyOf(calls('/store/order')[0]!).has('email')).toBe(false);
    expect(String(calls('/store/order')[0]![1]!.body)).not.toContain('ona');
  });
});
