import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { messagesEn } from '#domain/i18n/messages.en.ts';
import {
  answers,
  bodyOf,
  calls,
  fillValid,
  json,
  renderForm,
  slotCalls,
  stubCheckoutServer,
  submit,
} from './checkout-form-test-setup.tsx';

stubCheckoutServer();

describe('creating the order (DESIGN §4 atomic order with Idempotency-Key)', () => {
  test('sends every field and line once, with an Idempotency-Key, and hands over the order', async () => {
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    fillValid();
    await user.type(screen.getByLabelText('Special instructions'), '  Nut allergy  ');
    await user.dblClick(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 42, sID: 'AB12CD34-rest' }));
    expect(calls('/store/order')).toHaveLength(1);
    const [call] = calls('/store/order');
    const headers = call![1]!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[\w-]{8,100}$/);
    const body = bodyOf(call!);
    expect(Object.fromEntries(body)).toMatchObject({
      title: 'Home',
      city: 'Vilnius',
      postalCode: 'LT-01103',
      phone: '+37061234567',
      formatted_address: 'Gedimino pr. 1-5',
      payInCash: 'true',
      cateringRequired: 'false',
      commentary: 'Nut allergy',
      serviceDeliveryDate: String(Date.parse('2026-06-05T18:30') / 1000),
    });
    expect(JSON.parse(body.get('items')!)).toEqual([{ productId: 1, productVolume: 2 }]);
  });

  test('a retry after a failure reuses the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    answers.orderAnswer = () =>
      json({ success: false, messages: [{ message: 'boom', code: 'errors.serverError' }] }, 500);
    const { onCreated } = renderForm();
    fillValid();
    await user.click(submit());
    expect(await screen.findByText('Failed to create order. Please try again.')).toBeInTheDocument();
    answers.orderAnswer = () => json({ success: true, model: { order: { id: 43, sID: 'X-1' } } });
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 43, sID: 'X-1' }));
    const keys = calls('/store/order').map(
      (call) => (call[1]!.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  test('a dish that can no longer be ordered is named from the cart; a server field error lands on its field', async () => {
    const user = userEvent.setup();
    answers.orderAnswer = () =>
      json(
        {
          success: false,
          messages: [
            { message: 'x', code: 'orders.dishUnavailable', params: { title: '#1', productId: 1 } },
            { message: 'x', code: 'orders.dishUnavailable', field: 'productId' },
          ],
        },
        409,
      );
    const { onCreated } = renderForm();
    fillValid();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A dish in your cart is no longer available: Cepelinai',
    );

    answers.orderAnswer = () =>
      json(
        {
          success: false,
          messages: [
            { message: 'Please correct the highlighted fields.', code: 'errors.validationFailed' },
            { message: 'x', code: 'pages.checkout.serviceDateInPast', field: 'serviceDeliveryDate' },
          ],
        },
        400,
      );
    await user.click(submit());
    expect(await screen.findByText('The service date must be in the future')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix 1 error' })).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  test('a time another customer took meanwhile (409) shows on the date field and the times are asked for again', async () => {
    answers.orderAnswer = () =>
      json(
        {
          success: false,
          messages: [{ message: 'This time is no longer available', code: 'pages.checkout.slotTaken' }],
        },
        409,
      );
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    await screen.findByRole('grid');
    expect(slotCalls()).toHaveLength(1);
    fillValid();
    await user.click(submit());
    const date = screen.getByLabelText('Service date and time');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(expect.stringContaining(messagesEn.pages.checkout.slotTaken)),
    );
    expect(date).toHaveFocus();
    await waitFor(() => expect(slotCalls()).toHaveLength(2));
    expect(onCreated).not.toHaveBeenCalled();
  });

  test('too many unpaid orders (429) says so, and what to do, instead of "Failed to create order"', async () => {
    answers.orderAnswer = () =>
      json(
        {
          success: false,
          messages: [
            {
              message: 'Too many unpaid orders',
              code: 'pages.checkout.tooManyUnpaidOrders',
              params: { hours: 24 },
            },
          ],
        },
        429,
      );
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    fillValid();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many unpaid orders were placed from here in the last 24 hours. Pay for one of them, or try again later',
    );
    expect(onCreated).not.toHaveBeenCalled();
  });

  test('submitting with an empty cart says "Cart is empty" and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart is empty');
    expect(calls('/store/order')).toHaveLength(0);
  });
});
