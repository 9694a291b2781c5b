import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { makeItem, makeOrder, WORKED_EXAMPLE_CARD_FEES } from '../order-fixtures.ts';
import type { Order } from '../types.ts';
import { OrderCard } from './order-card.tsx';
import { aPayment } from '../../../test/factories/orders.ts';

function renderCard(order: Order) {
  return renderWithRouter(<OrderCard order={order} />, { path: '/orders' });
}

function rowOf(title: string) {
  return screen.getByRole('cell', { name: new RegExp(`^${title}`) }).closest('tr')!;
}

describe('order card (spec marketplace §2 "Orders", §4)', () => {
  test('shows date placed, order number, the full total with the card part, service date, payment method and a View invoice link', () => {
    renderCard(
      makeOrder({
        id: 7,
        sID: 'ab12cd34-5678-90ef',
        amountToPay: 4336,
        payInCash: false,
        // DESIGN §5: 60 euro of dishes, 43.36 by card now, 30 to the chef at the service.
        fees: WORKED_EXAMPLE_CARD_FEES,
        createTimestamp: Date.UTC(2026, 4, 3, 9),
        deliveryDate: Date.UTC(2026, 4, 10, 16, 30),
      }),
    );
    const card = screen.getByRole('article', { name: /AB12CD34/ });
    expect(within(card).getByRole('heading', { name: 'Order number AB12CD34' })).toBeInTheDocument();
    expect(within(card).getByText('3 May 2026')).toBeInTheDocument();
    const value = (term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling!;
    expect(value('Total')).toHaveTextContent('€73.36 (€43.36 by card)');
    expect(value('Service date')).toHaveTextContent(/10 May 2026/);
    expect(value('Payment method')).toHaveTextContent('50% now by card, the rest in cash');
    expect(within(card).getByRole('link', { name: 'View invoice for order AB12CD34' })).toHaveAttribute(
      'href',
      '/order/7',
    );
  });

  test('item status labels: delivered {date}, order confirmed, placed, cancelled; view product links to the dish', () => {
    renderCard(
      makeOrder({
        orderItems: [
          makeItem({
            id: 1,
            status: 'delivered',
            deliveredAt: Date.UTC(2026, 4, 10, 18),
            product: { id: 21, title: 'Kugelis', description: null, price: 1500 },
          }),
          makeItem({
            id: 2,
            status: 'confirmed',
            confirmedAt: 1,
            product: { id: 22, title: 'Tinginys', description: null, price: 1100 },
          }),
          makeItem({
            id: 3,
            status: 'placed',
            product: { id: 23, title: 'Chinkaliai', description: null, price: 4667 },
          }),
          makeItem({
            id: 4,
            status: 'cancelled',
            product: { id: 24, title: 'Mcvadi', description: null, price: 2800 },
          }),
        ],
      }),
    );
    expect(within(rowOf('Kugelis')).getByText('Delivered 10 May 2026')).toBeInTheDocument();
    expect(within(rowOf('Tinginys')).getByText('Order confirmed')).toBeInTheDocument();
    expect(within(rowOf('Chinkaliai')).getByText('Placed')).toBeInTheDocument();
    expect(within(rowOf('Mcvadi')).getByText('Cancelled')).toBeInTheDocument();
    // price × volume (2)
    expect(within(rowOf('Kugelis')).getByText('€30.00')).toBeInTheDocument();
    expect(within(rowOf('Kugelis')).getByRole('link', { name: 'View product: Kugelis' })).toHaveAttribute(
      'href',
      '/product-detail/21',
    );
    expect(screen.getByRole('table', { name: 'Dishes in order AB12CD34' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Dish',
      'Price',
      'Status',
      'Payment',
      'Actions',
    ]);
  });

  test('each dish shows its own money state from the order answer: never Paid while cash is owed', () => {
    const { unmount } = renderCard(makeOrder({ payments: null }));
    expect(within(rowOf('Cepelinai')).getByText('Awaiting payment')).toBeInTheDocument();
    unmount();
    renderCard(
      makeOrder({
        payments: [aPayment({ amount: 1246, status: 'authorized' })],
        orderItems: [makeItem({ moneyState: 'toCollectInCash', cashAtService: 8800 })],
      }),
    );
    expect(within(rowOf('Cepelinai')).getByText('To pay in cash: €88.00')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  test('the Sell tab: the chef reads to collect in cash, collected, refunded and nothing to pay', () => {
    renderWithRouter(
      <OrderCard
        asSeller
        order={makeOrder({
          viewer: 'seller',
          payments: [aPayment({ amount: 1246, status: 'captured' })],
          orderItems: [
            makeItem({ id: 1, status: 'confirmed', moneyState: 'toCollectInCash', cashAtService: 8800 }),
            makeItem({
              id: 2,
              status: 'delivered',
              deliveredAt: 1,
              moneyState: 'collected',
              product: { id: 12, title: 'Kibinai', description: null, price: 900 },
            }),
            makeItem({
              id: 3,
              status: 'cancelled',
              moneyState: 'refunded',
              cashAtService: 0,
              product: { id: 13, title: 'Kugelis', description: null, price: 900 },
            }),
            makeItem({
              id: 4,
              status: 'cancelled',
              moneyState: 'nothingDue',
              cashAtService: 0,
              product: { id: 14, title: 'Tinginys', description: null, price: 900 },
            }),
          ],
        })}
      />,
      { path: '/orders' },
    );
    expect(within(rowOf('Cepelinai')).getByText('To collect in cash: €88.00')).toBeInTheDocument();
    expect(within(rowOf('Kibinai')).getByText('Cash collected')).toBeInTheDocument();
    expect(within(rowOf('Kugelis')).getByText('Refunded')).toBeInTheDocument();
    expect(within(rowOf('Tinginys')).getByText('Nothing to pay')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  test('an all-in-cash order names its choice and its full total', () => {
    const paid = [aPayment({ amount: 1246, status: 'captured' })];
    renderCard(makeOrder({ payments: paid }));
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!;
    expect(value('Payment method')).toHaveTextContent('All in cash at the service');
    expect(value('Total')).toHaveTextContent('€100.46 (€12.46 by card)');
  });

  test('unreadable dates show Invalid Date; seconds are read as seconds', () => {
    renderCard(
      // No answer of the server holds NaN (JSON cannot), so these are spread past the factory's check.
      {
        ...makeOrder(),
        createTimestamp: Number.NaN,
        orderItems: [{ ...makeItem({ status: 'delivered' }), deliveredAt: Number.NaN }],
      },
    );
    expect(screen.getByText('Invalid Date', { selector: 'dd' })).toBeInTheDocument();
    expect(within(rowOf('Cepelinai')).getByText('Delivered Invalid Date')).toBeInTheDocument();
  });

  test('Lithuanian: dates and money in the language, labels translated', async () => {
    await i18n.changeLanguage('lt');
    renderCard(
      makeOrder({
        amountToPay: 4336,
        // seconds, not milliseconds (spec §3)
        createTimestamp: Date.UTC(2026, 4, 3, 9) / 1000,
        viewer: 'seller',
        orderItems: [makeItem({ status: 'confirmed', moneyState: 'toCollectInCash', cashAtService: 3000 })],
      }),
    );
    expect(screen.getByText('(43,36 € kortele)')).toBeInTheDocument();
    expect(
      screen.getByText(
        new Intl.DateTimeFormat('lt-LT', { dateStyle: 'medium' }).format(Date.UTC(2026, 4, 3, 9)),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Užsakymas patvirtintas')).toBeInTheDocument();
    expect(screen.getByText('Gauti grynaisiais: 30,00 €')).toBeInTheDocument();
    expect(screen.getByText('Viskas grynaisiais per paslaugą')).toBeInTheDocument();
  });
});
