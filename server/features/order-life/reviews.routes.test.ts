import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { merchantInfos } from '../../db/schema.ts';
import { chefKitchen, placeOrder } from '../../test/factories.ts';
import { describeApi, signUp, TestClient } from '../../test/test-app.ts';

describeApi('POST /secure/rate-order and /secure/review-reply', (ctx) => {
  test('the buyer rates a delivered dish once; the chef replies once; pages show the real average', async () => {
    const t = ctx();
    const { chef, productId, order: delivered } = await chefKitchen(t);
    const { buyer, orderId } = await delivered();
    const rated = await buyer.client.post('/secure/rate-order', {
      orderId,
      rating: 4,
      comment: 'Kibinai kaip Trakuose!',
    });
    expect(rated.statusCode).toBe(200);
    const twice = await buyer.client.post('/secure/rate-order', { orderId, rating: 5 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messages[0].message).toBe('You have already rated this dish.');

    const store = (await new TestClient(t.app).post('/store/products', { nickname: chef.nickname })).json()
      .model;
    expect(store.merchant.rating).toEqual({ average: 4, count: 1 });
    expect(store.merchant.recentReviews[0]).toMatchObject({
      rating: 4,
      comment: 'Kibinai kaip Trakuose!',
      reply: null,
      productTitle: 'Kibinai',
    });
    expect(store.products[0].product.rating).toEqual({ average: 4, count: 1 });
    const reviewId = store.merchant.recentReviews[0].id;
    expect((await buyer.client.post('/secure/review-reply', { reviewId, reply: 'Me too' })).statusCode).toBe(
      404,
    );
    expect((await chef.client.post('/secure/review-reply', { reviewId, reply: 'Ačiū!' })).statusCode).toBe(
      200,
    );
    expect((await chef.client.post('/secure/review-reply', { reviewId, reply: 'Again' })).statusCode).toBe(
      409,
    );
    const reviews = (
      await new TestClient(t.app).get('/store/reviews', { productId: String(productId) })
    ).json().model.reviews;
    expect(reviews[0]).toMatchObject({ reply: 'Ačiū!', reviewer: null });
  });

  test('only after delivery, only by the buyer, ratings 1 to 5', async () => {
    const t = ctx();
    const { productId, order: delivered } = await chefKitchen(t);
    const buyer = await signUp(t.app);
    const { orderId } = await placeOrder(t, buyer.client, [{ productId }], { payInCash: true });
    const early = await buyer.client.post('/secure/rate-order', { orderId, rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().messages[0].code).toBe('orders.rateAfterDelivery');
    const done = await delivered();
    const stranger = await signUp(t.app);
    expect(
      (await stranger.client.post('/secure/rate-order', { orderId: done.orderId, rating: 5 })).statusCode,
    ).toBe(404);
    for (const rating of ['0', '6', '4.5', 'x']) {
      expect(
        (await done.buyer.client.post('/secure/rate-order', { orderId: done.orderId, rating })).statusCode,
        rating,
      ).toBe(400);
    }
  });

  test('the 5th rating that brings the last 5 below 4.5 disables the chef and takes them off the list', async () => {
    const t = ctx();
    const { chef, order: delivered } = await chefKitchen(t);
    const listed = async () =>
      (await new TestClient(t.app).post('/store/merchants', { q: chef.nickname })).json().model.merchants
        .length;
    expect(await listed()).toBe(1);
    for (const rating of [5, 5, 4, 4]) {
      const { buyer, orderId } = await delivered();
      expect(
        (await buyer.client.post('/secure/rate-order', { orderId, rating })).json().model.disabledChefs,
      ).toEqual([]);
      t.clock.advance(1000);
    }
    expect(await listed()).toBe(1); // four ratings: the rule does not apply yet
    const { buyer, orderId } = await delivered();
    const fifth = (await buyer.client.post('/secure/rate-order', { orderId, rating: 4 })).json().model; // 4.4
    expect(fifth.disabledChefs).toEqual([chef.id]);
    expect(await listed()).toBe(0);
    const [row] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, chef.id));
    expect(row).toMatchObject({ valid: false, flaggedAt: expect.any(Date) });
    expect((await chef.client.get('/secure/me')).json().model.authorized.legalInfo.valid).toBe(false);
  });
});
