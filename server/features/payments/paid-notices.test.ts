import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { mailOutbox, notifications, users } from '../../db/schema.ts';
import {
  createChef,
  createDish,
  ORDER_ADDRESS,
  payByCard,
  placeOrder,
  serviceDateIn,
} from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

/** A chef (Ona Virėja…, 20 €/h) with Cepelinai (90 minutes) and a new customer; nothing ordered yet. */
async function kitchen(t: TestApp) {
  const chef = await createChef(t, { hourRateCents: 2000, firstName: 'Ona' });
  const { productId } = await createDish(chef.client, { title: 'Cepelinai', preparationMinutes: 90 });
  const buyer = await signUp(t.app);
  return { chef, productId, buyer };
}

const told = (t: TestApp, orderId: number) =>
  t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
/** The order mails someone got (a chef also got the mail approving their application). */
const mailsTo = (t: TestApp, address: string) =>
  t.mailer.sent.filter(
    (mail) => mail.to === address && String(mail.meta?.template).startsWith('notification-'),
  );

describeApi('the chef hears of an order, and the customer gets the receipt, when it is paid', (ctx) => {
  test('placing an order tells nobody; paying it tells the chef and mails the customer the receipt', async () => {
    const t = ctx();
    const { chef, productId, buyer } = await kitchen(t);
    const { orderId, order } = await placeOrder(t, buyer.client, [{ productId, productVolume: 2 }]);
    await t.app.mailQueue.settled();
    expect(await told(t, orderId)).toEqual([]);
    expect(mailsTo(t, chef.email)).toEqual([]);
    expect(mailsTo(t, buyer.email)).toEqual([]);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);

    await payByCard(t, buyer.client, orderId, order.amountToPay);
    const number = order.sID.split('-')[0];
    expect((await told(t, orderId)).map((row) => [row.userId, row.kind]).sort()).toEqual(
      [
        [buyer.id, 'orderPlaced'],
        [chef.id, 'orderReceived'],
      ].sort(),
    );
    const [news] = mailsTo(t, chef.email);
    expect(news!.subject).toBe(`New order ${number}`);
    // The chef is told the truth of the cash: half of the dish by card, the rest in cash from the customer.
    expect(news!.text).toContain(
      'The customer paid 50% of your dishes by card (paid out to you after delivery) and pays you the rest in cash at the service.',
    );
    expect(news!.text).not.toContain('has paid it by card');

    const [receipt] = mailsTo(t, buyer.email);
    expect(receipt!.subject).toBe(`Receipt for your order ${number}`);
    const text = receipt!.text;
    expect(text).toContain(`- Cepelinai × 2, by Ona ${(await chefName(t, chef.id)).lastName}: €60.00`);
    expect(text).toMatch(/Service date: .*10 June 2026.* 18:00/); // serviceDateIn: 18:00 in Vilnius
    expect(text).toContain(`Address: ${ORDER_ADDRESS.formatted_address}, Vilnius, LT-01100`);
    expect(text).toContain('How you pay: 50% now by card, the rest in cash at the service');
    expect(text).toContain('Paid by card: €43.36');
    expect(text).toContain('To pay the chef in cash at the service: €30.00');
    expect(text).toContain('give them the hand-over PIN shown on your order page');
    expect(text).toContain('more than 24 hours before the service');
    expect(text).toContain('a €30.00 penalty and the ingredient costs are kept');
    // Links open from a mail client: absolute, from PUBLIC_URL (here its default).
    expect(text).toMatch(new RegExp(`^Open the order: http://localhost:\\d+/order/${orderId}$`, 'm'));
    expect(news!.text).toMatch(new RegExp(`^Open the order: http://localhost:\\d+/order/${orderId}$`, 'm'));
  });

  test('a payment confirmed again, or twice at once, tells everyone once', async () => {
    const t = ctx();
    const { chef, productId, buyer } = await kitchen(t);
    const { orderId, order } = await placeOrder(t, buyer.client, [{ productId }]);
    const intent = (
      await buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay })
    ).json().model;
    const card = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };
    const confirm = () => new TestClient(t.app).post('/payments/sandbox/confirm', { ...intent, ...card });
    const answers = await Promise.all([confirm(), confirm()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await confirm();
    await t.app.mailQueue.settled();
    expect(await told(t, orderId)).toHaveLength(2);
    expect(mailsTo(t, chef.email)).toHaveLength(1);
    expect(mailsTo(t, buyer.email)).toHaveLength(1);
  });

  test('a cash order pays the portal fee by card: the receipt says what the chef is paid in cash', async () => {
    const t = ctx();
    const { chef, productId, buyer } = await kitchen(t);
    await t.db.update(users).set({ language: 'lt' }).where(eq(users.id, buyer.id));
    const { orderId, order } = await placeOrder(t, buyer.client, [{ productId, productVolume: 2 }], {
      payInCash: true,
    });
    expect(order.amountToPay).toBe(1246);
    await payByCard(t, buyer.client, orderId, order.amountToPay);
    await t.app.mailQueue.settled();
    expect(mailsTo(t, chef.email)).toHaveLength(1);
    const receipt = t.mailer.lastTo(buyer.email)!;
    const number = order.sID.split('-')[0];
    expect(receipt.subject).toBe(`Užsakymo ${number} kvitas`);
    expect(receipt.text).toContain('Sumokėta kortele: 12,46 €');
    expect(receipt.text).toContain(
      'Kaip mokate: Viskas grynaisiais per paslaugą (kortele tik portalo mokestis)',
    );
    expect(receipt.text).toContain('Mokėti šefui grynaisiais per paslaugą: 60,00 €');
    expect(t.mailer.lastTo(chef.email)!.text).toContain(
      'The customer paid the portal’s fee by card and pays you the whole price of your dishes in cash at the service.',
    );
    expect(receipt.text).toContain('- Cepelinai × 2, šefas Ona');
    expect(receipt.text).toMatch(/Paslaugos data: .*birželio 10.*18:00/);
    expect(receipt.text).toContain('likus daugiau nei 24 val. iki paslaugos');
    expect(receipt.text).toMatch(
      new RegExp(`^Atidaryti užsakymą: http://localhost:\\d+/order/${orderId}$`, 'm'),
    );
  });

  test('a guest\u2019s order: nobody hears of it until the guest signs in by PIN and pays', async () => {
    const t = ctx();
    const { chef, productId } = await kitchen(t);
    const guest = new TestClient(t.app);
    const placed = await guest.post('/store/order', {
      items: JSON.stringify([{ productId, productVolume: 1 }]),
      serviceDeliveryDate: serviceDateIn(t),
      payInCash: 'true',
      ...ORDER_ADDRESS,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().model.order.id as number;
    const email = `guest.${Date.now()}@example.com`;
    expect((await guest.post('/store/order-relation-request', { orderId, email })).statusCode).toBe(200);
    const pin = t.mailer.lastTo(email)!.text.match(/\b(\d{6})\b/)![1]!;
    expect(mailsTo(t, chef.email)).toEqual([]); // a guest who gives up here leaves the chef no news
    expect((await guest.post('/store/relate-order-to-user', { orderId, email, pin })).statusCode).toBe(200);
    expect(mailsTo(t, chef.email)).toEqual([]);

    const view = (await guest.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    await payByCard(t, guest, orderId, view.amountToPay);
    await t.app.mailQueue.settled();
    expect(mailsTo(t, chef.email)).toHaveLength(1);
    expect(t.mailer.lastTo(email)!.subject).toMatch(/^Receipt for your order /);
  });

  test('links in mails start with PUBLIC_URL when it is set', async () => {
    const t = ctx();
    const { productId, buyer } = await kitchen(t);
    const { orderId, order } = await placeOrder(t, buyer.client, [{ productId }]);
    // The notifier of a server with PUBLIC_URL: the receipt's link is absolute and under it.
    const { Notifier } = await import('../notifications/notifier.service.ts');
    const { orderFacts } = await import('../orders/orders.queries.ts');
    const notifier = new Notifier(
      t.db,
      t.clock,
      t.mailer,
      'https://namusefas.example/',
      t.app.log,
      orderFacts,
    );
    const rows = await notifier.noticeRows(t.db, [
      {
        userId: buyer.id,
        kind: 'orderPlaced',
        params: { orderNumber: 'X', dishes: 'Cepelinai', amount: order.amountToPay },
        orderId,
      },
    ]);
    expect(rows.mails[0]!.textBody).toContain(`Open the order: https://namusefas.example/order/${orderId}`);
  });
});

async function chefName(t: TestApp, id: string) {
  const [row] = await t.db.select({ lastName: users.lastName }).from(users).where(eq(users.id, id));
  return row!;
}
