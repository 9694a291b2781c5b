import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import {
  bodyOf,
  calls,
  fetchMock,
  json,
  renderForm,
  stubCheckoutServer,
} from './checkout-form-test-setup.tsx';

stubCheckoutServer();

describe('checkout fees (DESIGN §5)', () => {
  test('the summary shows the server fees; turning pay-in-cash off asks /store/order-fees again and shows the prepayment', async () => {
    const user = userEvent.setup();
    renderForm();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(calls('/store/order-fees')).toHaveLength(1));
    const first = bodyOf(calls('/store/order-fees')[0]!);
    expect(first.get('payInCash')).toBe('true');
    expect(JSON.parse(first.get('items')!)).toEqual([{ productId: 1, productVolume: 2 }]);
    await waitFor(() => expect(within(summary).getByText('€12.46')).toBeInTheDocument());
    expect(within(summary).queryByText('Chef prepayment (50%)')).toBeNull();
    // The subtotal and what the chef is paid at the service.
    expect(within(summary).getAllByText('€88.00', { selector: 'dd' })).toHaveLength(2);

    // The two choices named for what they are; either way the chef is paid the rest in cash.
    const choices = screen.getByRole('group', { name: 'How you pay' });
    const cash = within(choices).getByRole('radio', { name: /^All in cash at the service/ });
    const prepay = within(choices).getByRole('radio', {
      name: /^50% now by card, the rest in cash at the service/,
    });
    expect(cash).toBeChecked();
    expect(cash).toHaveAccessibleDescription(/only the portal’s fee/);
    expect(within(summary).getByText('Pay the chef in cash at the service')).toBeInTheDocument();
    await user.click(prepay);
    expect(prepay).toBeChecked();
    await waitFor(() => expect(calls('/store/order-fees')).toHaveLength(2));
    expect(bodyOf(calls('/store/order-fees')[1]!).get('payInCash')).toBe('false');
    expect(await within(summary).findByText('Chef prepayment (50%)')).toBeInTheDocument();
    // online: prepayment 4400, gateway round(3% of 5610) = 168, pay now 5778, to the chef 4400.
    expect(await within(summary).findByText('€57.78')).toBeInTheDocument();
    expect(
      within(summary).getByText('Pay the chef in cash at the service').nextElementSibling,
    ).toHaveTextContent('€44.00');
  });

  test('a failed fee calculation says so and can be retried', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/store/order-fees' ? json({ success: false }, 400) : json({ success: false }, 404),
    );
    renderForm();
    expect(await screen.findByText('Failed to calculate order fees. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
