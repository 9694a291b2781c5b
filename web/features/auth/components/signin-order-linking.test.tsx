import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { describe, expect, test } from 'vitest';
import { SigninPage } from '../../../app/routes/signin.tsx';
import { renderWithRouter } from '../../../test/render.tsx';
import {
  enterEmail,
  fetchMock,
  json,
  LANDINGS,
  LINKED,
  renderSignin,
  sentBody,
  answerFetchInEachTest,
} from './signin-flow-test-setup.tsx';

answerFetchInEachTest();

describe('/signin to link a guest order (spec accounts §2, §4)', () => {
  test('order linking without an orderId says "Order ID is required" and sends nothing', async () => {
    const user = userEvent.setup();
    renderSignin('?source=order_linking');
    expect(screen.getByRole('alert')).toHaveTextContent('Order ID is required');
    await user.type(screen.getByLabelText('E-mail'), 'ona@example.lt');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('order linking: request, then relate with the PIN; failures use the order-linking messages', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, messages: [{ message: 'Not found.', code: 'errors.notFound' }] }, 404),
    );
    fetchMock.mockResolvedValueOnce(json({ success: true, messages: [] }));
    fetchMock.mockResolvedValueOnce(
      json({ success: false, messages: [{ message: 'Not found.', code: 'errors.notFound' }] }, 404),
    );
    const user = userEvent.setup();
    renderSignin('?source=order_linking&orderId=42');
    await enterEmail(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't request order link. Please try again.",
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const pin = await screen.findByLabelText('PIN');
    expect(Object.fromEntries(sentBody(1))).toEqual({ orderId: '42', email: 'ona@example.lt' });
    await user.type(pin, '654321');
    await user.click(screen.getByRole('button', { name: 'Link order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order linking failed. Check your PIN and try again.',
    );
    expect(fetchMock.mock.calls[2]![0]).toBe('/store/relate-order-to-user');
    expect(Object.fromEntries(sentBody(2))).toEqual({
      orderId: '42',
      email: 'ona@example.lt',
      pin: '654321',
    });
  });

  test('a linked order goes straight on to its payment', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, messages: [] }));
    fetchMock.mockResolvedValueOnce(json(LINKED));
    const user = userEvent.setup();
    const { currentLocation } = renderSignin('?source=order_linking&orderId=42');
    await enterEmail(user);
    await user.type(await screen.findByLabelText('PIN'), '654321');
    await user.click(screen.getByRole('button', { name: 'Link order' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(currentLocation().search).toBe('?resumePayment=true&orderId=42');
  });
});

describe('order linking from checkout: one step less', () => {
  /** Checkout hands over the guest's e-mail in history state, as the app does, never in the URL. */
  function arriveFromCheckout(email = 'ona@example.lt') {
    return renderWithRouter(
      <Navigate
        to="/signin?source=order_linking&orderId=42"
        state={{ email, step: 'secret', sendPin: true }}
      />,
      { path: '/checkout-done', routes: [{ path: '/signin', element: <SigninPage /> }, ...LANDINGS] },
    );
  }

  test('the PIN is sent as the page opens, to the e-mail given at checkout; the PIN then pays the order', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, messages: [] }));
    fetchMock.mockResolvedValueOnce(json(LINKED));
    const user = userEvent.setup();
    const { currentLocation } = arriveFromCheckout();
    const pin = await screen.findByLabelText('PIN');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/store/order-relation-request');
    expect(Object.fromEntries(sentBody(0))).toEqual({ orderId: '42', email: 'ona@example.lt' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('ona@example.lt');
    expect(currentLocation().search).not.toContain('ona');
    await user.type(pin, '654321');
    await user.click(screen.getByRole('button', { name: 'Link order' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(currentLocation().search).toBe('?resumePayment=true&orderId=42');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a PIN that cannot be sent leaves the guest at the e-mail step with the message', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, messages: [{ message: 'Not found.', code: 'errors.notFound' }] }, 404),
    );
    arriveFromCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't request order link. Please try again.",
    );
    expect(screen.queryByLabelText('PIN')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ona@example.lt');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
