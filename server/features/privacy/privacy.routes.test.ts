import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { orders, payments, users } from '../../db/schema.ts';
import { createChef, deliveredOrder, paidOrder, signInStaff } from '../../test/factories.ts';
import { makeJpeg } from '../../test/fixtures.ts';
import {
  describeApi,
  GOOD_PASSWORD,
  signUp,
  TestClient,
  uniqueEmail,
  uploadFile,
  type TestApp,
} from '../../test/test-app.ts';

const exportOf = async (client: TestClient) => {
  const response = await client.get('/secure/account/export');
  expect(response.statusCode, response.body).toBe(200);
  return { response, data: response.json() };
};

const deleteWith = (client: TestClient, form: Record<string, string> = { password: GOOD_PASSWORD }) =>
  client.post('/secure/account/delete', form);

async function signInAgain(who: { client: TestClient; email: string }) {
  const signedIn = await who.client.post('/pw-login', { identityKey: who.email, password: GOOD_PASSWORD });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
}

function pinFrom(t: TestApp, email: string): string {
  const pin = t.mailer.lastTo(email)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no PIN mail for ${email}`);
  return pin;
}

/** A delivered order between a new chef and a new customer who wrote to each other, with a photo each. */
async function acquainted(t: TestApp) {
  const scenario = await deliveredOrder(t);
  const { chef, buyer, orderId } = scenario;
  await buyer.client.post('/secure/user-info', {
    firstName: 'Rūta',
    lastName: 'Kazlauskienė',
    phoneNumber: '+37061234567',
  });
  const thread = (await buyer.client.post('/secure/message-thread', { orderId })).json().model.thread;
  await buyer.client.post('/secure/message', { threadId: thread.id, text: 'Thank you, it was lovely!' });
  await chef.client.post('/secure/message', {
    threadId: thread.id,
    text: 'Call me on +370 612 34 999 next time',
  });
  const photo = (await uploadFile(buyer.client, 'table.jpg', await makeJpeg())).json().model.fileDescriptor;
  return { ...scenario, thread, photo };
}

describeApi('a person’s data: the export', (ctx) => {
  test('answers a JSON file of the caller’s own data, with none of the other party’s contacts', async () => {
    const t = ctx();
    const { chef, buyer, orderId, photo } = await acquainted(t);
    const { response, data } = await exportOf(buyer.client);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="namu-sefas-data-.*\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(data).toMatchObject({ format: 'namu-sefas-personal-data', version: 1, retentionYears: 10 });
    expect(data.profile).toMatchObject({
      email: buyer.email,
      lastName: 'Kazlauskienė',
      phoneNumber: '37061234567',
    });
    expect(data.ordersAsCustomer.map((order: { id: number }) => order.id)).toEqual([orderId]);
    expect(data.ordersAsCustomer[0].payments[0]).toMatchObject({ status: expect.any(String) });
    const messages = data.conversations[0].messages;
    expect(messages).toEqual([
      expect.objectContaining({ fromMe: true, text: 'Thank you, it was lovely!' }),
      expect.objectContaining({ fromMe: false }),
    ]);
    expect(data.files).toEqual([
      expect.objectContaining({ id: photo.id, name: 'table.jpg', url: photo.url, contentType: 'image/jpeg' }),
    ]);
    // The chef's contacts stay out: the e-mail, the surname, the number typed in a message.
    expect(response.body).not.toContain(chef.email);
    expect(response.body).not.toContain('612 34 999');
    expect(data.conversations[0].with).toMatch(/^Ona V\.$/);

    // The chef's export has the item and its payout, and not the customer's phone or address.
    const chefs = await exportOf(chef.client);
    expect(chefs.data.itemsAsChef[0]).toMatchObject({ orderId, status: 'delivered' });
    expect(chefs.data.itemsAsChef[0].payout).toMatchObject({ status: 'scheduled' });
    expect(chefs.response.body).not.toContain(buyer.email);
    expect(chefs.response.body).not.toContain('37061234567');
    expect(chefs.response.body).not.toContain('Kazlauskienė');
    expect(chefs.response.body).not.toContain('Gedimino');
  });

  test('needs a session', async () => {
    const response = await new TestClient(ctx().app).get('/secure/account/export');
    expect(response.statusCode).toBe(401);
  });
});

describeApi('a person’s data: deleting the account', (ctx) => {
  test('needs the password again, and a wrong one deletes nothing', async () => {
    const t = ctx();
    const customer = await signUp(t.app);
    const missing = await deleteWith(customer.client, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('password');
    const wrong = await deleteWith(customer.client, { password: 'Not-the-one-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages[0].code).toBe('pages.auth.invalidCredentials');
    expect((await customer.client.get('/secure/me')).statusCode).toBe(200);
  });

  test('anonymises the account, ends every session, removes its files and keeps its orders and payments', async () => {
    const t = ctx();
    const { chef, buyer, orderId, photo, order } = await acquainted(t);
    const otherDevice = new TestClient(t.app);
    await otherDevice.post('/pw-login', { identityKey: buyer.email, password: GOOD_PASSWORD });
    expect((await otherDevice.get('/secure/me')).statusCode).toBe(200);
    const folder = path.join(t.filesRoot, 'users', buyer.id);
    expect(fs.existsSync(folder)).toBe(true);
    const paymentsBefore = await t.db.select().from(payments).where(eq(payments.orderId, orderId));

    const deleted = await deleteWith(buyer.client);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().messages[0]).toMatchObject({
      code: 'privacy.accountDeleted',
      params: { years: 10 },
    });
    expect((await buyer.client.get('/secure/me')).statusCode).toBe(401);
    expect((await otherDevice.get('/secure/me')).statusCode).toBe(401);
    expect(fs.existsSync(folder)).toBe(false);
    expect((await chef.client.get(photo.url)).statusCode).toBe(404);

    const [row] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row).toMatchObject({
      email: `deleted-${buyer.id}@deleted.invalid`,
      passwordHash: null,
      firstName: null,
      lastName: null,
      phoneNumber: null,
      deletedAt: t.clock.now(),
    });
    // The order and its money stay, for the chef and the books; the delivery details are gone.
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept).toMatchObject({ buyerUserId: buyer.id, amountToPayCents: order.amountToPay });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual(paymentsBefore);
    const chefView = await chef.client.get('/secure/order', { orderId: String(orderId) });
    expect(chefView.statusCode, chefView.body).toBe(200);
    expect(chefView.body).not.toContain('Kazlauskienė');

    // Never signed in again: not by password, not by a PIN to the old address (a new account), nor the tombstone.
    const again = await new TestClient(t.app).post('/pw-login', {
      identityKey: buyer.email,
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(401);
    const tombstone = `deleted-${buyer.id}@deleted.invalid`;
    const visitor = new TestClient(t.app);
    await visitor.post('/one-time-pin', { identityKey: tombstone });
    const byPin = await visitor.post('/pin-login', { identityKey: tombstone, pin: pinFrom(t, tombstone) });
    expect(byPin.statusCode).toBe(401);
    await visitor.post('/one-time-pin', { identityKey: buyer.email });
    const fresh = await visitor.post('/pin-login', {
      identityKey: buyer.email,
      pin: pinFrom(t, buyer.email),
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().model.authorized.id).not.toBe(buyer.id);
  });

  test('is refused while an order is open, and allowed once it is delivered', async () => {
    const t = ctx();
    const { buyer, chef, orderId, order } = await paidOrder(t);
    const standing = (await buyer.client.get('/secure/account/deletion')).json().model.deletion;
    expect(standing).toEqual({ hasPassword: true, obstacles: ['liveOrders'], retentionYears: 10 });
    const refused = await deleteWith(buyer.client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].code).toBe('privacy.deleteRefused.liveOrders');
    expect((await buyer.client.get('/secure/me')).statusCode).toBe(200);
    // The chef too: the same open order.
    expect((await deleteWith(chef.client)).json().messages[0].code).toBe('privacy.deleteRefused.liveOrders');

    await chef.client.post('/secure/order-status', { orderId, status: 'confirmed' });
    t.clock.advance(9 * 86_400_000);
    await signInAgain(chef);
    await chef.client.post('/secure/order-status', {
      orderId,
      status: 'delivered',
      ...(order.handoverCode ? { handoverCode: order.handoverCode } : {}),
    });
    // Days later: a new sign-in (the old session has gone idle).
    await signInAgain(buyer);
    expect((await deleteWith(buyer.client)).statusCode).toBe(200);
  });

  test('a chef is refused while a payout is due, then deleted with the store taken down', async () => {
    const t = ctx();
    const { chef } = await deliveredOrder(t);
    const refused = await deleteWith(chef.client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].code).toBe('privacy.deleteRefused.payoutsDue');
    t.clock.advance(25 * 3_600_000);
    await t.app.payouts.runDue();
    await signInAgain(chef);
    expect((await deleteWith(chef.client)).statusCode).toBe(200);
    const store = await new TestClient(t.app).post('/store/products', { nickname: chef.nickname });
    expect(store.statusCode).toBe(404);
    const list = (await new TestClient(t.app).post('/store/merchants', { page: '1' })).body;
    expect(list).not.toContain(chef.id);
  });

  test('an account without a password confirms with an e-mailed PIN', async () => {
    const t = ctx();
    const email = uniqueEmail('pin-only');
    const client = new TestClient(t.app);
    await client.post('/one-time-pin', { identityKey: email });
    expect((await client.post('/pin-login', { identityKey: email, pin: pinFrom(t, email) })).statusCode).toBe(
      200,
    );
    const standing = (await client.get('/secure/account/deletion')).json().model.deletion;
    expect(standing.hasPassword).toBe(false);
    expect((await deleteWith(client, {})).json().fieldErrors).toHaveProperty('pin');
    const sent = await client.post('/secure/account/delete-pin');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(t.mailer.lastTo(email)?.meta).toMatchObject({ template: 'account-delete-pin' });
    const wrong = await deleteWith(client, { pin: pinFrom(t, email) === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await deleteWith(client, { pin: pinFrom(t, email) })).statusCode).toBe(200);
    expect((await client.get('/secure/me')).statusCode).toBe(401);
  });

  test('two deletions at once: one deletes, the other finds the account gone', async () => {
    const t = ctx();
    const customer = await signUp(t.app);
    const second = new TestClient(t.app);
    await second.post('/pw-login', { identityKey: customer.email, password: GOOD_PASSWORD });
    const answers = await Promise.all([deleteWith(customer.client), deleteWith(second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  test('staff accounts are refused', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const refused = await deleteWith(operator.client, { password: 'Operator1x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].code).toBe('privacy.deleteRefused.staffAccount');
  });

  test('an approved chef without orders is deleted at once; the application is gone from the queue', async () => {
    const t = ctx();
    const chef = await createChef(t);
    expect((await deleteWith(chef.client)).statusCode).toBe(200);
    const store = await new TestClient(t.app).post('/store/products', { nickname: chef.nickname });
    expect(store.statusCode).toBe(404);
  });
});
