import { orderNumber } from '#domain/orders/order-number.ts';
import {
  DEMO,
  dishIdOf,
  expect,
  expectAccessible,
  placePaidOrder,
  earliestService,
  reachServiceDay,
  signInThroughApi,
  test,
} from './fixtures.ts';

/** An approved demo chef and one of her dishes, priced by time (server/db/demo/demo-catalog.ts). */
const ONA = { store: 'onos-virtuve', dish: 'Cepelinai su spirgučiais' };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone: one order number, the full total with its card part, the chef on Sell naming the customer, and a card order’s cash remainder handed over with the PIN', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO.customer);
  const productId = await dishIdOf(page.request, ONA.store, ONA.dish);
  // As soon as the chef takes it; delivered below, once its day has come.
  const serviceDate = await earliestService(page.request);
  const orderId = await placePaidOrder(page.request, { productId, payInCash: false, serviceDate });
  const order = (await (await page.request.get(`/secure/order?orderId=${orderId}`)).json()).model.order as {
    sID: string;
    amountToPay: number;
    fees: { payToChef: number };
  };
  const number = orderNumber(order.sID);
  const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;

  // The customer's list: the number, the full total with the card part beside it, date and method.
  await page.goto('/orders');
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="/order/${orderId}"]`) });
  await expect(card.getByRole('heading', { name: `Order number ${number}` })).toBeVisible();
  await expect(card).toContainText(
    `${euro(order.amountToPay + order.fees.payToChef)} (${euro(order.amountToPay)} by card)`,
  );
  await expect(card).toContainText('Service date');
  await expect(card).toContainText('50% now by card, the rest in cash');

  // The order page: the same number, and the PIN for the rest paid to the chef in cash.
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  const handover = page.getByRole('region', { name: 'Your hand-over PIN' });
  await expect(handover).toContainText(
    `Give this PIN to the chef when you pay them ${euro(order.fees.payToChef)} in cash at the service`,
  );
  const pin = (await page.getByTestId('handover-code').innerText()).trim();
  expect(pin).toMatch(/^\d{6}$/);
  await expectAccessible(page);

  // The chef opens /orders on the Sell tab and confirms there, on the service day.
  await reachServiceDay(page.request, serviceDate);
  await signInThroughApi(page, DEMO.chef);
  await page.goto('/orders');
  await expect(page.getByRole('tab', { name: /^Sell, \d+ orders?$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const sold = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/order/${orderId}"]`) });
  await expect(sold.getByRole('heading', { name: `Order number ${number}` })).toBeVisible();
  await sold
    .getByRole('group', { name: `Actions for ${ONA.dish}` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('The dish is confirmed. The customer is told.')).toBeVisible();

  // The order page names the customer; delivery asks for her PIN, as for a cash order.
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Rūta Kazlauskienė');
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${ONA.dish} delivered?` });
  await expect(dialog).toContainText(`pays you the rest, ${euro(order.fees.payToChef)}, in cash now`);
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Enter the customer's hand-over PIN.");
  await dialog.getByLabel("Customer's hand-over PIN").fill(pin);
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Dishes' })).toContainText(/Delivered \d/);
  await expectAccessible(page);

  // The mail the customer gets names the order by the same number.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(DEMO.customer)}`);
      return ((await response.json()).model.mails as { subject: string }[]).map((mail) => mail.subject);
    })
    .toContain(`Order ${number} is delivered`);
});

test('on a phone: wrong hand-over PINs lock the order; the customer issues a new PIN on the order page, which delivers', async ({
  page,
}) => {
  // Four sign-ins and two accessibility scans: a long journey on a busy machine.
  test.slow();
  await signInThroughApi(page, DEMO.customer);
  const productId = await dishIdOf(page.request, ONA.store, ONA.dish);
  const serviceDate = await earliestService(page.request);
  const orderId = await placePaidOrder(page.request, { productId, payInCash: true, serviceDate });
  const first = (await (await page.request.get(`/secure/order?orderId=${orderId}`)).json()).model.order
    .handoverCode as string;
  const wrong = first === '000000' ? '111111' : '000000';

  // Someone at the chef's account guesses: five wrong PINs lock the hand-over, the right one too.
  await signInThroughApi(page, DEMO.chef);
  const status = (form: Record<string, string>) =>
    page.request.post('/secure/order-status', { form: { orderId: String(orderId), ...form } });
  expect((await status({ status: 'confirmed' })).ok()).toBe(true);
  for (let i = 0; i < 5; i++) await status({ status: 'delivered', handoverCode: wrong });
  expect((await status({ status: 'delivered', handoverCode: first })).status()).toBe(409);

  // The chef's delivery dialog says what happened and what to do before anything is typed.
  await page.goto(`/order/${orderId}`);
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${ONA.dish} delivered?` });
  await expect(dialog.getByRole('alert')).toContainText(
    'Ask the customer to issue a new hand-over PIN on their order page',
  );
  await expectAccessible(page);

  // The customer was told by mail, and issues a new PIN on the order page.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(DEMO.customer)}`);
      return ((await response.json()).model.mails as { subject: string }[]).map((mail) => mail.subject);
    })
    .toContainEqual(expect.stringContaining('your hand-over PIN is locked'));
  await signInThroughApi(page, DEMO.customer);
  await page.goto(`/order/${orderId}`);
  const handover = page.getByRole('region', { name: 'Your hand-over PIN' });
  await expect(handover.getByRole('alert')).toContainText('wrong PIN too many times');
  await expectAccessible(page);
  await handover.getByRole('button', { name: 'Issue a new PIN' }).click();
  await expect(handover.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('handover-code')).not.toHaveText(first);
  const pin = (await page.getByTestId('handover-code').innerText()).trim();
  expect(pin).toMatch(/^\d{6}$/);

  // The chef delivers with the new PIN.
  await signInThroughApi(page, DEMO.chef);
  await page.goto(`/order/${orderId}`);
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await dialog.getByLabel("Customer's hand-over PIN").fill(pin);
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Dishes' })).toContainText(/Delivered \d/);
});
