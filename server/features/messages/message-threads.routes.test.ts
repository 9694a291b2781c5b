import { expect, test } from 'vitest';
import { createChef, createDish, paidOrder } from '../../test/factories.ts';
import { describeApi, signUp, TestClient } from '../../test/test-app.ts';
import { model, question } from './messages-test-setup.ts';

describeApi('POST /secure/message-thread', (ctx) => {
  test('a customer asks from a dish page or the chef page: one question thread per customer and chef', async () => {
    const t = ctx();
    const { chef, customer, productId, thread } = await question(t);
    expect(thread).toMatchObject({
      role: 'customer',
      orderId: null,
      product: { id: productId, title: 'Cepelinai' },
      contactsVisible: false,
      counterpart: { name: 'Ona P.', nickname: chef.nickname },
    });
    expect(JSON.stringify(thread)).not.toContain(chef.email);
    const again = await model(
      customer.client.post('/secure/message-thread', { chefNickname: chef.nickname }),
    );
    expect(again.thread.id).toBe(thread.id);
  });

  test('refusals: no session, no such chef or hidden dish, one’s own kitchen, nothing named', async () => {
    const t = ctx();
    const { chef } = await question(t);
    expect(
      (await new TestClient(t.app).post('/secure/message-thread', { chefNickname: chef.nickname }))
        .statusCode,
    ).toBe(401);
    const customer = await signUp(t.app);
    const unknown = await customer.client.post('/secure/message-thread', { chefNickname: 'nobody-here' });
    expect([unknown.statusCode, unknown.json().messages[0].code]).toEqual([404, 'chefs.notFound']);
    const { productId: hidden } = await createDish(chef.client, { active: false });
    const draft = await customer.client.post('/secure/message-thread', { productId: hidden });
    expect([draft.statusCode, draft.json().messages[0].code]).toEqual([404, 'dishes.notFound']);
    const own = await chef.client.post('/secure/message-thread', { chefNickname: chef.nickname });
    expect([own.statusCode, own.json().messages[0].code]).toEqual([403, 'pages.auth.forbidden']);
    const empty = await customer.client.post('/secure/message-thread', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors)).toEqual(['chefNickname']);
  });

  test('an order has a thread per chef; its buyer and chef open the same one, a stranger gets 404', async () => {
    const t = ctx();
    const { chef, buyer, orderId } = await paidOrder(t);
    const fromBuyer = (await model(buyer.client.post('/secure/message-thread', { orderId }))).thread;
    const fromChef = (await model(chef.client.post('/secure/message-thread', { orderId }))).thread;
    expect(fromChef.id).toBe(fromBuyer.id);
    expect(fromBuyer).toMatchObject({ role: 'customer', orderId, orderNumber: expect.any(String) });
    expect(fromChef.role).toBe('chef');
    const stranger = await signUp(t.app);
    const refused = await stranger.client.post('/secure/message-thread', { orderId });
    expect([refused.statusCode, refused.json().messages[0].code]).toEqual([404, 'orders.notFound']);
    const otherChef = await createChef(t);
    const notInOrder = await buyer.client.post('/secure/message-thread', {
      orderId,
      chefNickname: otherChef.nickname,
    });
    expect(notInOrder.statusCode).toBe(404);
    const byId = await buyer.client.post('/secure/message-thread', { orderId, chefUserId: otherChef.id });
    expect(byId.statusCode).toBe(404);
    const ownChef = await model(
      buyer.client.post('/secure/message-thread', { orderId, chefUserId: chef.id }),
    );
    expect(ownChef.thread.id).toBe(fromBuyer.id);
  });
});
