import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import { anOrder, aPayment } from '../../../test/factories/orders.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { BuyComplete } from './buy-complete.tsx';

describe('/buy-complete (spec marketplace §2)', () => {
  test('shows the ways on; the link opens the order by its id', async () => {
    renderWithRouter(<BuyComplete orderId="42" />);
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your payment is complete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order/42');
  });

  test('an order without an id is "Unknown"', async () => {
    renderWithRouter(<BuyComplete orderId={null} />);
    expect(await screen.findByText('Unknown')).toBeInTheDocument();
  });

  test('a payment the bank refused after 3-D Secure offers to pay the same order again', async () => {
    renderWithRouter(<BuyComplete orderId="42" paymentFailed />);
    expect(
      await screen.findByRole('heading', { name: 'The payment did not go through' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thank you! Your payment is complete')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute(
      'href',
      '/checkout?resumePayment=true&orderId=42',
    );
  });
});

describe('the thank-you page sums up what was paid and what is owed', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  function answerOrder() {
    // Paid in cash but for the fees: 12.46 by card, 60 euro to the chef at the service.
    const order = anOrder({
      id: 42,
      sID: 'AB12CD34-rest',
      amountToPay: 1246,
      payments: [aPayment({ amount: 1246, status: 'authorized' })],
      paymentStatus: 'authorized',
      fees: { ...anOrder().fees, subtotal: 6000, chefIncentive: 6000, payToChef: 6000 },
    });
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify(okAnswer({ order })), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  test('paid by card, and to pay the chef in cash, from the order as the server keeps it', async () => {
    const fetchMock = answerOrder();
    renderWithRouter(<BuyComplete orderId="42" />);
    expect(await screen.findByText('€12.46')).toBeInTheDocument();
    // The order number of every other page and mail, not the database id.
    expect(screen.getByText('Order number', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'AB12CD34',
    );
    expect(screen.queryByText('42')).toBeNull();
    expect(screen.getByText('All in cash at the service')).toBeInTheDocument();
    expect(screen.getByText('Paid by card')).toBeInTheDocument();
    expect(screen.getByText('To pay the chef in cash at the service')).toBeInTheDocument();
    expect(screen.getByText('€60.00')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/secure/order?orderId=42');
  });

  test('in Lithuanian', async () => {
    answerOrder();
    await i18n.changeLanguage('lt');
    renderWithRouter(<BuyComplete orderId="42" />);
    expect(await screen.findByText('12,46 €')).toBeInTheDocument();
    expect(screen.getByText('Sumokėta kortele')).toBeInTheDocument();
    expect(screen.getByText('Mokėti šefui grynaisiais per paslaugą')).toBeInTheDocument();
    expect(screen.getByText('Užsakymo numeris', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'AB12CD34',
    );
    expect(screen.getByText('Viskas grynaisiais per paslaugą')).toBeInTheDocument();
    expect(screen.getByText('60,00 €')).toBeInTheDocument();
  });
});
