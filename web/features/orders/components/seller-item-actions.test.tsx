import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { describe as describeMessage } from '../../../i18n/describe.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { getToasts } from '../../../lib/toast.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { makeItem, makeOrder } from '../order-fixtures.ts';
import type { Order } from '../types.ts';
import { SellerItemActions } from './seller-item-actions.tsx';
import { okAnswer } from '../../../test/factories/build.ts';
import { aPayment, aStatusChange } from '../../../test/factories/orders.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const paid = {
  payments: [aPayment({ amount: 1246, status: 'captured' })],
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderActions(order: Order) {
  return renderWithRouter(<SellerItemActions order={order} item={order.orderItems[0]!} />, {
    path: '/orders',
  });
}

test('a placed, paid item offers confirm and decline, not delivery', () => {
  renderActions(makeOrder({ ...paid, orderItems: [makeItem({ status: 'placed' })] }));
  const group = screen.getByRole('group', { name: 'Actions for Cepelinai' });
  expect(within(group).getByRole('button', { name: 'Confirm' })).toBeVisible();
  expect(within(group).getByRole('button', { name: 'Decline' })).toBeVisible();
  expect(within(group).queryByRole('button', { name: 'Mark delivered' })).toBeNull();
});

test('an unpaid order cannot be confirmed yet, and says why', () => {
  renderActions(makeOrder({ payments: null, orderItems: [makeItem({ status: 'placed' })] }));
  expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  expect(screen.getByText("Waiting for the customer's payment before you can confirm.")).toBeVisible();
});

test('declining first explains the full refund; confirming it sends status cancelled for the item', async () => {
  fetchMock.mockResolvedValue(
    json(okAnswer(aStatusChange({ orderId: 7, status: 'cancelled', refund: null }))),
  );
  renderActions(makeOrder({ ...paid, orderItems: [makeItem({ id: 3, status: 'placed' })] }));
  await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
  const dialog = screen.getByRole('dialog', { name: 'Decline Cepelinai?' });
  expect(dialog).toHaveAccessibleDescription(/refunded in full/);
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and refund' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(getToasts().map((toast) => toast.code)).toContain('orderLife.seller.declinedToast');
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/secure/order-status');
  expect(String(init?.body)).toBe('orderId=7&itemId=3&status=cancelled');
});

test('a cash delivery needs the hand-over PIN; a wrong one is shown on the field', async () => {
  fetchMock.mockResolvedValue(
    json(
      {
        success: false,
        messages: [{ message: 'The hand-over PIN does not match.', code: 'orders.handoverCodeInvalid' }],
        fieldErrors: { handoverCode: 'orders.handoverCodeInvalid' },
      },
      400,
    ),
  );
  renderActions(
    makeOrder({
      ...paid,
      payInCash: true,
      orderItems: [makeItem({ status: 'confirmed', moneyState: 'toCollectInCash', cashAtService: 8800 })],
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
  const dialog = screen.getByRole('dialog', { name: 'Mark Cepelinai delivered?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent("Enter the customer's hand-over PIN.");
  expect(fetchMock).not.toHaveBeenCalled();
  // The dialog says what the cash is and what the PIN is for.
  expect(dialog).toHaveTextContent('The customer pays you €88.00 in cash now.');

  // Not six digits: said at once, nothing is sent.
  const pin = within(dialog).getByLabelText("Customer's hand-over PIN");
  await userEvent.type(pin, '12345');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The PIN is 6 digits.');
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.clear(pin);
  await userEvent.type(pin, '123 456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The hand-over PIN does not match. Ask the customer for the PIN on their order page.',
  );
  expect(String(fetchMock.mock.calls[0]![1]?.body)).toContain('handoverCode=123456');
  expect(screen.getByRole('dialog')).toBeVisible();
});

test('nothing to do on a delivered or cancelled item', () => {
  const { container } = renderActions(
    makeOrder({ ...paid, orderItems: [makeItem({ status: 'delivered' })] }),
  );
  expect(container.querySelector('[role="group"]')).toBeNull();
});

test('the refusal of a delivery before the service day reads in English and Lithuanian', async () => {
  // What toastFailure shows for the server's 409 (finding 13): the code and its date.
  const toast = { code: 'orders.deliveryBeforeServiceDay', params: { date: '2026-06-10' } };
  expect(describeMessage(toast)).toBe(
    'This order\u2019s service day is 2026-06-10. You can mark it delivered from that day.',
  );
  await i18n.changeLanguage('lt');
  try {
    expect(describeMessage(toast)).toBe(
      'Šio užsakymo paslaugos diena – 2026-06-10. Pristatytu jį pažymėti galėsite nuo tos dienos.',
    );
  } finally {
    await i18n.changeLanguage('en');
  }
});

test('a locked hand-over is said in the delivery dialog before the chef types, and after a refused try', async () => {
  fetchMock.mockResolvedValue(
    json(
      {
        success: false,
        messages: [{ message: 'Too many wrong hand-over PINs…', code: 'orders.handoverLocked' }],
      },
      409,
    ),
  );
  const cash = {
    ...paid,
    payInCash: true,
    orderItems: [makeItem({ status: 'confirmed', moneyState: 'toCollectInCash', cashAtService: 8800 })],
  } satisfies Partial<Order>;
  const locked = describeMessage({ code: 'orders.handoverLocked' });
  expect(locked).toMatch(/issue a new hand-over PIN on their order page/);
  const first = renderActions(makeOrder({ ...cash, handoverLocked: true }));
  await userEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
  expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(locked);
  first.unmount();

  // Locked by the try itself: the server's refusal is shown on the field, the dialog stays.
  renderActions(makeOrder(cash));
  await userEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
  const dialog = screen.getByRole('dialog', { name: 'Mark Cepelinai delivered?' });
  await userEvent.type(within(dialog).getByLabelText("Customer's hand-over PIN"), '123456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(locked);
});
