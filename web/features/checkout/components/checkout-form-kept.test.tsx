import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { clearCheckoutDraft } from '../checkout-draft.ts';
import {
  calls,
  fillValid,
  ITEMS,
  renderForm,
  stubCheckoutServer,
  submit,
} from './checkout-form-test-setup.tsx';

stubCheckoutServer();

describe('the form kept for the tab (Back from the PIN page, a reload)', () => {
  const keyOf = (call: Parameters<typeof fetch>) =>
    (call[1]!.headers as Record<string, string>)['Idempotency-Key'];

  test('filled, placed, unmounted and mounted again: every field is back and Place order sends the same key', async () => {
    const user = userEvent.setup();
    const first = renderForm(ITEMS, { askEmail: true });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'guest@example.com' } });
    fillValid();
    await user.click(screen.getByLabelText('Catering required'));
    await user.type(screen.getByLabelText('Special instructions'), 'Ring twice');
    await user.click(submit());
    await waitFor(() => expect(first.onCreated).toHaveBeenCalled());
    first.unmount();

    const second = renderForm(ITEMS, { askEmail: true });
    expect(screen.getByLabelText('E-mail')).toHaveValue('guest@example.com');
    expect(screen.getByLabelText('Street address')).toHaveValue('Gedimino pr. 1-5');
    expect(screen.getByLabelText('City')).toHaveValue('Vilnius');
    expect(screen.getByLabelText('Postal code')).toHaveValue('LT-01103');
    expect(screen.getByLabelText('Phone')).toHaveValue('+37061234567');
    expect(screen.getByLabelText('Service date and time')).toHaveValue('2026-06-05T18:30');
    expect(screen.getByLabelText('Catering required')).toBeChecked();
    expect(screen.getByLabelText('Special instructions')).toHaveValue('Ring twice');
    await user.click(submit());
    await waitFor(() => expect(second.onCreated).toHaveBeenCalled());
    const keys = calls('/store/order').map(keyOf);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  }, 20_000);

  test('a changed cart starts the fields afresh; after payment the next checkout is empty, under a new key', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    fillValid();
    await user.click(submit());
    await waitFor(() => expect(first.onCreated).toHaveBeenCalled());
    first.unmount();

    const changed = renderForm([{ ...ITEMS[0]!, productVolume: 3 }]);
    expect(screen.getByLabelText('Street address')).toHaveValue('');
    changed.unmount();

    const again = renderForm();
    expect(screen.getByLabelText('Street address')).toHaveValue('');
    fillValid();
    again.unmount();
    clearCheckoutDraft(); // what the payment step's success does
    const paid = renderForm();
    expect(screen.getByLabelText('Street address')).toHaveValue('');
    fillValid();
    await user.click(submit());
    await waitFor(() => expect(paid.onCreated).toHaveBeenCalled());
    const keys = calls('/store/order').map(keyOf);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  }, 20_000);
});
