import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { makeItem, makeOrder, WORKED_EXAMPLE_CARD_FEES } from '../order-fixtures.ts';
import type { Order } from '../types.ts';
import { OrderDetail } from './order-detail.tsx';
import { anOrderReview } from '../../../test/factories/catalog.ts';
import { aComplaint, aPayment } from '../../../test/factories/orders.ts';
import type { OrderReview } from '../types.ts';
import { resetNow, setNow } from '../../../lib/clock.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function answer(order: Order, reviews: OrderReview[] = []) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/secure/order') return json({ success: true, model: { order } });
    if (path === '/secure/orders') return json({ success: true, model: { orders: [] } });
    if (path === '/secure/order-reviews') return json({ success: true, model: { reviews } });
    return json({ success: true, model: {} });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetNow();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

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
        moneyState: 'toCollectInCash',
        cashAtService: 3000,
        product: { id: 11, title: 'Cepelinai', description: null, price: 3000 },
      }),
    ],
    ...overrides,
  });

const paymentValue = (term: string) =>
  within(screen.getByRole('region', { name: 'Payment information' })).getByText(term, { selector: 'dt' })
    .nextElementSibling!;

test("the chef's order page names the customer", async () => {
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
  // What the PIN is for, with the cash it goes with.
  expect(
    screen.getByText(/Give this PIN to the chef when you pay them €30\.00 in cash at the service/),
  ).toBeInTheDocument();
  expect(screen.queryByText('Customer', { selector: 'dt' })).toBeNull();
  expect(paymentValue('Pay the chef in cash at the service')).toHaveTextContent('€30.00');
  expect(paymentValue('Payment status')).toHaveTextContent('To pay in cash: €30.00');
  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(
    within(summary).getByText('How it is paid', { selector: 'dt' }).nextElementSibling,
  ).toHaveTextContent('50% now by card, the rest in cash at the service');
  expect(screen.queryByText('Paid')).toBeNull();
  expect(paymentValue('Order total')).toHaveTextContent('€73.36');
});

test("a cancelled order shows no 'Paid' badge and no cash owed", async () => {
  answer(
    cardOrder({
      viewer: 'buyer',
      handoverCode: '482913',
      cashAtService: 0,
      orderItems: [makeItem({ status: 'cancelled', moneyState: 'refunded', cashAtService: 0 })],
    }),
  );
  renderWithRouter(<OrderDetail orderId="7" />, { path: '/order/7' });
  await screen.findByRole('heading', { level: 1, name: /0A1B2C3D/ });
  expect(screen.queryByText('Paid')).toBeNull();
  expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
  expect(paymentValue('Pay the chef in cash at the service')).toHaveTextContent('€0.00');
  expect(paymentValue('Payment status')).toHaveTextContent('Refunded');
  expect(screen.queryByTestId('handover-code')).toBeNull();
});

test('the hand-over PIN shows only while cash is to be paid, and then when it was received', async () => {
  answer(
    cardOrder({
      viewer: 'buyer',
      handoverCode: '482913',
      payments: null,
      orderItems: [makeItem({ status: 'placed', moneyState: 'awaitingPayment', cashAtService: 3000 })],
    }),
  );
  const { unmount } = renderWithRouter(<OrderDetail orderId="7" />, { path: '/order/7' });
  await screen.findByRole('heading', { level: 1, name: /0A1B2C3D/ });
  expect(screen.queryByTestId('handover-code')).toBeNull();
  unmount();
  answer(
    cardOrder({
      viewer: 'buyer',
      handoverCode: '482913',
      cashReceivedAt: Date.UTC(2026, 4, 10, 18),
      orderItems: [
        makeItem({ status: 'delivered', deliveredAt: 1, moneyState: 'collected', cashAtService: 3000 }),
      ],
    }),
  );
  renderWithRouter(<OrderDetail orderId="7" />, { path: '/order/7' });
  expect(await screen.findByTestId('handover-code')).toHaveTextContent('482913');
  expect(screen.getByText(/Cash received on/)).toBeInTheDocument();
  expect(screen.queryByText(/Give this PIN/)).toBeNull();
});

/** The chef's delivered dish with the customer's open complaint (opened 11 May, 09:00 UTC) and review. */
const complainedOrder = () =>
  cardOrder({
    viewer: 'seller',
    orderItems: [
      makeItem({
        id: 1,
        status: 'delivered',
        deliveredAt: Date.UTC(2026, 4, 10, 15),
        moneyState: 'paidOnline',
        cashAtService: 0,
        complaint: aComplaint(),
        review: { id: 'review-9', rating: 2, replied: false },
        product: { id: 11, title: 'Cepelinai', description: null, price: 3000 },
      }),
    ],
  });

test('a link from Needs you lands on its complaint or review: scrolled to and focused', async () => {
  // jsdom lays nothing out: the scroll is recorded, not made.
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this.id);
  };
  answer(complainedOrder(), [anOrderReview({ id: 'review-9', orderItemId: 1, reply: null })]);
  renderWithRouter(<OrderDetail orderId="7" />, { path: '/order/7#review-review-9' });
  const review = await screen.findByRole('region', { name: "Customer's review" });
  expect(review).toHaveAttribute('id', 'review-review-9');
  await waitFor(() => expect(review).toHaveFocus());
  expect(scrolled.mock.calls).toEqual([['review-review-9']]);
  expect(screen.getByRole('region', { name: "Customer's complaint" })).toHaveAttribute(
    'id',
    'complaint-complaint-1',
  );
});

test('the chef is asked to answer a complaint within 48 hours, and may still after', async () => {
  setNow(() => Date.UTC(2026, 4, 12, 9));
  answer(complainedOrder());
  const { unmount } = renderWithRouter(<OrderDetail orderId="7" />, { path: '/order/7' });
  const complaint = await screen.findByRole('region', { name: "Customer's complaint" });
  expect(complaint).toHaveTextContent('Answer by 13 May 2026, 12:00; after that');
  unmount();

  setNow(() => Date.UTC(2026, 4, 14, 9));
  renderWithRouter(<OrderDetail orderId="7" />, { path: '/order/7' });
  const late = await screen.findByRole('region', { name: "Customer's complaint" });
  expect(late).toHaveTextContent('Answer was due 13 May 2026, 12:00; you may still answer');
  expect(within(late).getByRole('button', { name: 'Send response' })).toBeInTheDocument();
});

test('a locked hand-over says so, and the customer issues a new PIN from the order page', async () => {
  let order = cardOrder({
    viewer: 'buyer',
    handoverCode: '482913',
    handoverRequired: true,
    handoverLocked: true,
  });
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0];
    if (path === '/secure/order-handover-code') {
      expect(String(init?.body)).toBe('orderId=7');
      order = { ...order, handoverCode: '105377', handoverLocked: false };
      return json({ success: true, model: { orderId: 7, handoverCode: '105377' } });
    }
    if (path === '/secure/order') return json({ success: true, model: { order } });
    if (path === '/secure/order-reviews') return json({ success: true, model: { reviews: [] } });
    return json({ success: true, model: { orders: [] } });
  });
  renderWithRouter(<OrderDetail orderId="7" />, { path: '/order/7' });
  const region = await screen.findByRole('region', { name: 'Your hand-over PIN' });
  expect(within(region).getByRole('alert')).toHaveTextContent(/wrong PIN too many times/);
  within(region).getByRole('button', { name: 'Issue a new PIN' }).click();
  await waitFor(() => expect(screen.getByTestId('handover-code')).toHaveTextContent('105377'));
  expect(within(region).queryByRole('alert')).toBeNull();
});
