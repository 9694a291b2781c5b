import { expect, test } from 'vitest';
import { signInStaff } from '../../test/factories.ts';
import { describeApi, signUp, TestClient } from '../../test/test-app.ts';
import { menu, atomic } from './orders-test-setup.ts';

describeApi('guest orders and linking them with an e-mailed PIN', (ctx) => {
  test('only the placing browser may ask; the PIN links the order and signs the user in', async () => {
    const t = ctx();
    const { timed } = await menu(t);
    const guest = new TestClient(t.app);
    const placed = await guest.post(
      '/store/order',
      atomic([{ productId: timed, productVolume: 1 }], { payInCash: 'true' }),
    );
    const id = placed.json().model.order.id;
    expect(placed.cookies.find((c) => c.name === 'guest_orders')).toMatchObject({ httpOnly: true });
    const email = `guest.${Date.now()}@example.com`;

    const stranger = await new TestClient(t.app).post('/store/order-relation-request', {
      orderId: id,
      email,
    });
    expect(stranger.statusCode).toBe(403);
    const forged = new TestClient(t.app);
    forged.setCookie('guest_orders', String(id));
    expect((await forged.post('/store/order-relation-request', { orderId: id, email })).statusCode).toBe(403);

    expect((await guest.post('/store/order-relation-request', { orderId: id, email })).statusCode).toBe(200);
    // The PIN mail names the order by the number shown everywhere, never by its database id.
    const number = String(placed.json().model.order.sID).split('-')[0]!.toUpperCase();
    expect(t.mailer.lastTo(email)!.text).toContain(`link order ${number} to your account`);
    expect(t.mailer.lastTo(email)!.text).not.toContain(`order ${id} `);
    const pin = t.mailer.lastTo(email)!.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = await guest.post('/store/relate-order-to-user', {
      orderId: id,
      email,
      pin: pin === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages[0]).toMatchObject({
      code: 'pages.auth.orderLinkingFailed',
      message: 'Order linking failed. Check your PIN and try again.',
    });

    const linked = await guest.post('/store/relate-order-to-user', { orderId: id, email, pin });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().model.authorized).toMatchObject({ identityKey: email, role: 'CUSTOMER' });
    expect((await guest.get('/secure/orders')).json().model.orders.map((o: { id: number }) => o.id)).toEqual([
      id,
    ]);
    expect((await guest.post('/store/order-relation-request', { orderId: id, email })).statusCode).toBe(403);
  });

  test('a PIN for someone else\u2019s guest order does not link it', async () => {
    const t = ctx();
    const { timed } = await menu(t);
    const first = new TestClient(t.app);
    const firstId = (
      await first.post('/store/order', atomic([{ productId: timed, productVolume: 1 }]))
    ).json().model.order.id;
    const second = new TestClient(t.app);
    const secondId = (
      await second.post('/store/order', atomic([{ productId: timed, productVolume: 1 }]))
    ).json().model.order.id;
    const email = `g2.${Date.now()}@example.com`;
    await second.post('/store/order-relation-request', { orderId: secondId, email });
    const pin = t.mailer.lastTo(email)!.text.match(/\b(\d{6})\b/)![1]!;
    expect(
      (await second.post('/store/relate-order-to-user', { orderId: firstId, email, pin })).statusCode,
    ).toBe(403);
    expect(
      (await first.post('/store/relate-order-to-user', { orderId: firstId, email, pin })).statusCode,
    ).toBe(400);
  });

  test('the PIN of an account an administrator disabled links no order and signs nobody in', async () => {
    const t = ctx();
    const { timed } = await menu(t);
    const person = await signUp(t.app);
    const admin = await signInStaff(t, 'ADMIN');
    const disabled = await admin.client.post('/secure/store-management/account-disable', {
      userId: person.id,
      reason: 'Chargebacks on every order.',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const guest = new TestClient(t.app);
    const id = (
      await guest.post(
        '/store/order',
        atomic([{ productId: timed, productVolume: 1 }], { payInCash: 'true' }),
      )
    ).json().model.order.id;
    expect(
      (await guest.post('/store/order-relation-request', { orderId: id, email: person.email })).statusCode,
    ).toBe(200);
    const pin = t.mailer.lastTo(person.email)!.text.match(/\b(\d{6})\b/)![1]!;
    const refused = await guest.post('/store/relate-order-to-user', {
      orderId: id,
      email: person.email,
      pin,
    });
    expect([refused.statusCode, refused.json().messages[0].code]).toEqual([
      403,
      'pages.auth.accountDisabled',
    ]);
    expect(guest.sessionCookie).toBeUndefined();
    // Still the guest's order: no account took it.
    const order = await guest.get('/secure/order', { orderId: String(id) });
    expect(order.statusCode).toBe(401);
    expect(
      (await guest.post('/store/order-relation-request', { orderId: id, email: person.email })).statusCode,
    ).toBe(200);
  });
});
