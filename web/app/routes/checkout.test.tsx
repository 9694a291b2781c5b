import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { okAnswer } from '../../test/factories/build.ts';
import { aPaymentIntent, aSandboxConfirmation } from '../../test/factories/checkout.ts';
import { aCardOrderToPay } from '../../test/factories/orders.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AppProviders } from '../providers.tsx';
import { CheckoutPage } from './checkout.tsx';

const fetchMock = vi.fn<typeof fetch>();
const CART = JSON.stringify([{ productId: 1, productVolume: 2, title: 'Cepelinai', price: 4400 }]);

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  localStorage.setItem('profile', JSON.stringify({ id: 'u1', role: 'CUSTOMER', fn: 'Rūta' }));
  localStorage.setItem('role', 'CUSTOMER');
  localStorage.setItem('chef_cart', CART);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/secure/order') return json(okAnswer({ order: aCardOrderToPay() }));
    if (path === '/payments/config') return json({ success: true, model: { provider: 'sandbox' } });
    if (path === '/secure/stripe-intent') return json(okAnswer(aPaymentIntent()));
    if (path === '/payments/sandbox/confirm') return json(okAnswer(aSandboxConfirmation()));
    return json({ success: false }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function payResumedOrder(state: object) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter
        initialEntries={[{ pathname: '/checkout', search: '?resumePayment=true&orderId=42', state }]}
      >
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/buy-complete" element={<h1>Paid</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay €43.36' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Paid' })).toBeInTheDocument());
}

describe('paying an order resumed at /checkout', () => {
  test('an order from the cart empties the cart once paid', async () => {
    await payResumedOrder({ fromCheckout: true });
    expect(JSON.parse(localStorage.getItem('chef_cart') ?? '[]')).toEqual([]);
  });

  test('an accepted event proposal leaves the dish cart as it was', async () => {
    await payResumedOrder({ fromCheckout: true, keepCart: true });
    expect(localStorage.getItem('chef_cart')).toBe(CART);
  });
});
