import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { users } from '../../db/schema.ts';
import { describeApi, signUp, TestClient } from '../../test/test-app.ts';
import { menu, atomic } from './orders-test-setup.ts';

describeApi('orders lists: buyers and sellers', (ctx) => {
  test('the buyer sees their orders; the seller sees the orders holding their dishes, with only their items', async () => {
    const t = ctx();
    const a = await menu(t);
    const b = await menu(t);
    const buyer = await signUp(t.app);
    const id = (
      await buyer.client.post(
        '/store/order',
        atomic([
          { productId: a.timed, productVolume: 1 },
          { productId: b.timed, productVolume: 1 },
        ]),
      )
    ).json().model.order.id;
    const mine = (await buyer.client.get('/secure/orders')).json().model.orders;
    expect(mine.map((o: { id: number }) => o.id)).toEqual([id]);
    const sold = (await a.chef.client.get('/secure/seller-orders')).json().model.orders;
    expect(sold).toHaveLength(1);
    expect(sold[0].orderItems.map((i: { product: { id: number } }) => i.product.id)).toEqual([a.timed]);
    expect((await a.chef.client.get('/secure/orders')).json().model.orders).toEqual([]);
    const bySeller = (await b.chef.client.get('/secure/order', { orderId: String(id) })).json().model.order;
    expect(bySeller.orderItems.map((i: { product: { id: number } }) => i.product.id)).toEqual([b.timed]);
    // The chef's view names the customer (name, else e-mail) and the cash owed for their
    // dish (30 euro, half prepaid by card); the card order's remainder is handed over with a PIN.
    expect(bySeller).toMatchObject({
      customer: { name: buyer.email },
      cashAtService: 1500,
      handoverRequired: true,
      handoverCode: null,
    });
    await t.db.update(users).set({ firstName: 'Rūta', lastName: 'Jonaitė' }).where(eq(users.id, buyer.id));
    expect(sold[0].customer).toEqual({ name: buyer.email });
    const named = (await a.chef.client.get('/secure/seller-orders')).json().model.orders[0];
    expect(named.customer).toEqual({ name: 'Rūta Jonaitė' });
    const asBuyer = (await buyer.client.get('/secure/order', { orderId: String(id) })).json().model.order;
    expect(asBuyer.customer).toBeUndefined();
    expect(asBuyer.cashAtService).toBe(asBuyer.fees.payToChef);
    expect(asBuyer.handoverCode).toMatch(/^\d{6}$/);
    const stranger = await signUp(t.app);
    expect((await stranger.client.get('/secure/seller-orders')).json().model.orders).toEqual([]);
    expect((await new TestClient(t.app).get('/secure/orders')).statusCode).toBe(401);
  });
});
