import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { BuyComplete } from './buy-complete.tsx';

describe('/buy-complete (spec marketplace §2)', () => {
  test('shows the order id and the ways on', async () => {
    renderWithRouter(<BuyComplete orderId="42" />);
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your payment is complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
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
