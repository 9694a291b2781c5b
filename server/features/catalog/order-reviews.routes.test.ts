import { expect, test } from 'vitest';
import { createChef, createDish, payByCard, placeOrder, serviceDateToday } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

/** One order holding a dish of each of two chefs, paid by card and delivered by both. */
async function twoChefOrder(t: TestApp) {
  const ona = await createChef(t, { hourRateCents: 2000 });
  const giorgi = await createChef(t, { hourRateCents: 2500 });
  const kibinai = await createDish(ona.client, { title: 'Kibinai', preparationMinutes: 60 });
  const khachapuri = await createDish(giorgi.client, {
    title: 'Chačapuris',
    preparationMinutes: 60,
  });
  const buyer = await signUp(t.app);
  const { orderId, order } = await placeOrder(
    t,
    buyer.client,
    [{ productId: kibinai.productId }, { productId: khachapuri.productId }],
    { serviceDeliveryDate: serviceDateToday(t) },
  );
  await payByCard(t, buyer.client, orderId, order.amountToPay);
  for (const chef of [ona, giorgi]) {
    await chef.client.post('/secure/order-status', { orderId, status: 'confirmed' });
    await chef.client.post('/secure/order-status', {
      orderId,
      status: 'delivered',
      handoverCode: order.handoverCode,
    });
  }
  const items = order.orderItems as { id: number; product: { title: string } }[];
  const itemOf = (title: string) => items.find((item) => item.product.title === title)!.id;
  return {
    ona,
    giorgi,
    buyer,
    orderId,
    kibinaiItem: itemOf('Kibinai'),
    khachapuriItem: itemOf('Chačapuris'),
  };
}

describeApi('GET /secure/order-reviews', (ctx) => {
  test('the buyer reads their reviews with the items they rate; each chef only the reviews of their dishes', async () => {
    const t = ctx();
    const { ona, giorgi, buyer, orderId, kibinaiItem, khachapuriItem } = await twoChefOrder(t);
    const query = { orderId: String(orderId) };
    expect((await buyer.client.get('/secure/order-reviews', query)).json().model.reviews).toEqual([]);

    await buyer.client.post('/secure/rate-order', {
      orderId,
      itemId: kibinaiItem,
      rating: 5,
      comment: 'Puiku',
    });
    await buyer.client.post('/secure/rate-order', { orderId, itemId: khachapuriItem, rating: 4 });

    const mine = (await buyer.client.get('/secure/order-reviews', query)).json().model.reviews;
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ orderItemId: kibinaiItem, rating: 5, comment: 'Puiku', reply: null });
    expect(mine[1]).toMatchObject({ orderItemId: khachapuriItem, rating: 4, comment: null });

    const onas = (await ona.client.get('/secure/order-reviews', query)).json().model.reviews;
    expect(onas.map((review: { orderItemId: number }) => review.orderItemId)).toEqual([kibinaiItem]);
    const reply = await ona.client.post('/secure/review-reply', { reviewId: onas[0].id, reply: 'Ačiū!' });
    expect(reply.statusCode).toBe(200);
    expect((await buyer.client.get('/secure/order-reviews', query)).json().model.reviews[0].reply).toBe(
      'Ačiū!',
    );

    const giorgis = (await giorgi.client.get('/secure/order-reviews', query)).json().model.reviews;
    expect(giorgis.map((review: { orderItemId: number }) => review.orderItemId)).toEqual([khachapuriItem]);
  });

  test('a stranger reads nothing; no session is 401; a bad id is 400', async () => {
    const t = ctx();
    const { buyer, orderId, kibinaiItem } = await twoChefOrder(t);
    await buyer.client.post('/secure/rate-order', { orderId, itemId: kibinaiItem, rating: 5 });
    const stranger = await signUp(t.app);
    const answer = await stranger.client.get('/secure/order-reviews', { orderId: String(orderId) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().model.reviews).toEqual([]);
    expect(
      (await new TestClient(t.app).get('/secure/order-reviews', { orderId: String(orderId) })).statusCode,
    ).toBe(401);
    const bad = await buyer.client.get('/secure/order-reviews', { orderId: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});
