import { expect, test } from 'vitest';
import { describeApi, signUp, TestClient } from '../../test/test-app.ts';
import { address, menu, atomic } from './orders-test-setup.ts';

describeApi('GET /secure/order-addresses (addresses remembered and offered)', (ctx) => {
  test("the customer's earlier addresses, one per place, newest first; nobody else's", async () => {
    const t = ctx();
    const { timed } = await menu(t);
    const buyer = await signUp(t.app);
    const order = (extra: Record<string, string>) =>
      buyer.client.post('/store/order', atomic([{ productId: timed, productVolume: 1 }], extra));
    expect((await order({})).statusCode).toBe(200);
    expect((await order({ title: 'Office', formatted_address: 'Konstitucijos pr. 7' })).statusCode).toBe(200);
    expect(
      (await order({ formatted_address: 'GEDIMINO PR. 1, VILNIUS', phone: '+37069999999' })).statusCode,
    ).toBe(200);
    const offered = (await buyer.client.get('/secure/order-addresses')).json().model.addresses;
    expect(offered).toEqual([
      { ...address, formatted_address: 'GEDIMINO PR. 1, VILNIUS', phone: '+37069999999' },
      { ...address, title: 'Office', formatted_address: 'Konstitucijos pr. 7' },
    ]);
    const stranger = await signUp(t.app);
    expect((await stranger.client.get('/secure/order-addresses')).json().model.addresses).toEqual([]);
    expect((await new TestClient(t.app).get('/secure/order-addresses')).statusCode).toBe(401);
  });
});
