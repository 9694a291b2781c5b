import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { okAnswer } from '../../../test/factories/build.ts';
import { aPaymentIntent, aSandboxConfirmation } from '../../../test/factories/checkout.ts';
import { aCardOrderToPay, aPayment } from '../../../test/factories/orders.ts';
import type { Order } from '#domain/orders/order.response.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { PaymentStep } from './payment-step.tsx';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const ORDER = aCardOrderToPay();
let provider = 'sandbox';
let order: Order = ORDER;

function calls(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path);
}

beforeEach(() => {
  provider = 'sandbox';
  order = ORDER;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0];
    if (path === '/secure/order') return json(okAnswer({ order }));
    if (path === '/payments/config') return json({ success: true, model: { provider } });
    if (path === '/secure/stripe-intent') {
      return json(okAnswer(aPaymentIntent()));
    }
    if (path === '/payments/sandbox/confirm') {
      const card = new URLSearchParams(String(init!.body)).get('cardNumber')!.replace(/\s/g, '');
      if (card === '4000000000000002') {
        return json(
          {
            success: false,
            messages: [{ message: 'Your card was declined.', code: 'payments.cardDeclined' }],
          },
          402,
        );
      }
      return json(okAnswer(aSandboxConfirmation()));
    }
    return json({ success: false }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderStep() {
  const onPaid = vi.fn();
  renderWithRouter(<PaymentStep orderId="42" onPaid={onPaid} />, { path: '/checkout' });
  return { onPaid };
}

async function payWith(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  const number = screen.getByLabelText('Card number');
  await user.clear(number);
  await user.type(number, cardNumber);
  const expiry = screen.getByLabelText('Expiry (MM/YY)');
  await user.clear(expiry);
  await user.type(expiry, '1230');
  const cvc = screen.getByLabelText('CVC');
  await user.clear(cvc);
  await user.type(cvc, '123');
  await user.click(screen.getByRole('button', { name: 'Pay €43.36' }));
}

describe('payment step (spec marketplace §2, §4; DESIGN §4 sandbox)', () => {
  test('shows the order amount, a declined card shows the provider message, another card pays the same intent', async () => {
    const user = userEvent.setup();
    const { onPaid } = renderStep();
    expect(await screen.findByRole('heading', { name: 'Pay for your order' })).toBeInTheDocument();
    expect(
      screen.getByText('Order AB12CD34 is placed. Pay by card to send it to the chef.'),
    ).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();

    await payWith(user, '4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(onPaid).not.toHaveBeenCalled();

    await payWith(user, '4242424242424242');
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(42));
    expect(calls('/secure/stripe-intent')).toHaveLength(1);
    expect(new URLSearchParams(String(calls('/secure/stripe-intent')[0]![1]!.body)).get('amount')).toBe(
      '4336',
    );
    const confirm = new URLSearchParams(String(calls('/payments/sandbox/confirm')[1]![1]!.body));
    expect(Object.fromEntries(confirm)).toEqual({
      id: 'pi_1',
      secret: 'pi_1_secret',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
  });

  test('incomplete card details are caught before the provider is asked', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(await screen.findByRole('button', { name: 'Pay €43.36' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Your card number is incorrect.',
    );
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(
      'Enter the expiry date as MM/YY, for example 08/29',
    );
    expect(calls('/secure/stripe-intent')).toHaveLength(0);
  });

  test('an order that is already paid says so instead of asking for a card', async () => {
    order = aCardOrderToPay({
      payments: [aPayment({ amount: 4336, status: 'authorized' })],
      paymentStatus: 'authorized',
    });
    renderStep();
    expect(await screen.findByText('This order is already paid.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  test('an unknown order is "Order not found"', async () => {
    fetchMock.mockImplementation(async () =>
      json({ success: false, messages: [{ message: 'Order not found', code: 'orders.notFound' }] }, 404),
    );
    renderStep();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
