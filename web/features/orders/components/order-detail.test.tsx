import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { makeItem, makeOrder, WORKED_EXAMPLE_CARD_FEES } from '../order-fixtures.ts';
import type { Order } from '../types.ts';
import { OrderDetail } from './order-detail.tsx';
import { aPayment } from '../../../test/factories.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function answer(order: Order) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/secure/order') return json({ success: true, model: { order } });
    if (path === '/secure/orders') return json({ success: true, model: { orders: [] } });
    if (path === '/secure/order-reviews') return json({ success: true, model: { reviews: [] } });
    return json({ success: true, model: {} });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const paid = [aPayment({ amount: 4336, status: 'captured' })];
/** DESIGN §5: 60 euro of dishes paid by card in part: 43.36 now, 30 to the chef at the service. */
const cardOrder = (overrides: Partial<Order> = {}) =>
  makeOrder({
    sID: '0a1b2c3d-5f0e-4c2e',
    payInCash: false,
    amountToPay: 4336,
    payments: paid,
    fees: WORKED_EXAMPLE_CARD_FEES,
    cashAtService: 3000,
    orderItems: [
      makeItem({
        status: 'confirmed',
        product: { id: 11, title: 'Cepelinai', description: null, price: 3000 },
      }),
    ],
    ...overrides,
  });

const paymentValue = (term: string) =>
  within(screen.getByRole('region', { name: 'Payment information' })).getByText(term, { selector: 'dt' })
    .nextElementSibling!;

test("the chef's order page names the customer (issue 19)", async () => {
  answer(cardOrder({ viewer: 'seller', customer: { name: 'Rūta Jonaitė' } }));
  renderWithRouter(<OrderDetail orderId="7" />, { path: '/order/7' });
  expect(await screen.findByRole('heading', { level: 1, name: /0A1B2C3D/ })).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(within(summary).getByText('Customer', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
    'Rūta Jonaitė',
  );
});

test('a card order shows the cash owed to the chef and its hand-over PIN to the customer', async () => {
  answer(cardOrder({ viewer: 'buyer', handoverCode: '482913', handoverRequired: true }));
  renderWithRouter(<OrderDetail orderId="7" />, { path: '/order/7' });
  expect(await screen.findByTestId('handover-code')).toHaveTextContent('482913');
  expect(screen.getByText(/the rest, €30\.00, you pay this chef in cash/)).toBeInTheDocument();
  expect(screen.queryByText('Customer', { selector: 'dt' })).toBeNull();
  expect(paymentValue('Pay the chef at the service')).toHaveTextContent('€30.00');
  expect(paymentValue('Order total')).toHaveTextContent('€73.36');
});

test("a cancelled order shows no 'Paid' badge and no cash owed (issue 19)", async () => {
  answer(
    cardOrder({
      viewer: 'buyer',
      handoverCode: '482913',
      cashAtService: 0,
      orderItems: [makeItem({ status: 'cancelled' })],
    }),
  );
  renderWithRouter(<OrderDetail orderId="7" />, { path: '/order/7' });
  await screen.findByRole('heading', { level: 1, name: /0A1B2C3D/ });
  expect(screen.queryByText('Paid')).toBeNull();
  expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
  expect(paymentValue('Pay the chef at the service')).toHaveTextContent('€0.00');
  expect(screen.queryByTestId('handover-code')).toBeNull();
});
