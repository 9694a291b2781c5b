import { expect, test } from 'vitest';
import { createChef, createDish } from './test/factories.ts';
import { describeApi, signUp, TestClient } from './test/test-app.ts';

/**
 * Issue 17: one test per finding, named after it, each seen failing on the code before the fix.
 * (Findings 2, 3, 9 and 13, about money, are proved beside the orders and payments.)
 */
describeApi('issue 17 findings', (ctx) => {
  test('finding 1: the console guard is not skipped by an encoded path', async () => {
    const t = ctx();
    const anonymous = new TestClient(t.app);
    for (const url of [
      '/%73ecure/store-management/orders',
      '/secure/store%2Dmanagement/applications',
      '/%73ecure/store-management/summary',
      '/secure/store%2dmanagement/payouts',
    ]) {
      const response = await anonymous.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().model, url).toBeUndefined();
    }
    const customer = await signUp(t.app);
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client, { images: 0 });
    const takeDown = await customer.client.post('/secure/store%2Dmanagement/dish-deactivation', {
      productId,
      reason: 'Not allowed to do this',
    });
    expect(takeDown.statusCode).toBe(403);
    const dish = await anonymous.get('/store/product', { productId: String(productId) });
    expect(dish.json().model.product.active).toBe(true);
    // A chef cannot decide about themself through the console either.
    const selfDecision = await chef.client.post('/secure/store%2Dmanagement/flagged-chef', {
      userId: chef.id,
      valid: 'true',
      reason: 'I fixed everything',
    });
    expect(selfDecision.statusCode).toBe(403);
  });
});
