import { expect, test } from 'vitest';
import { sellerWork } from '#domain/orders/seller-work.ts';
import type { SellerWorkItem } from '#domain/orders/seller-work.response.ts';
import {
  createChef,
  createDish,
  deliveredOrder,
  paidOrder,
  placeOrder,
  serviceDateToday,
} from '../../test/factories.ts';
import {
  describeApi,
  signUp,
  TestClient,
  type TestApp,
  type TestClient as Client,
} from '../../test/test-app.ts';

const HOUR = 3_600_000;

const workOf = async (client: Client) => {
  const answer = await client.get('/secure/seller-work');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().model.items as SellerWorkItem[];
};
const needs = async (t: TestApp, client: Client) => sellerWork(await workOf(client), t.clock.now().getTime());

/**
 * One chef's kitchen in every state the rule knows: a paid order to confirm, an unpaid one, and a
 * delivered one whose customer rated the dish and complained about it.
 */
async function busyKitchen(t: TestApp) {
  const chef = await createChef(t);
  const toConfirm = await paidOrder(t, { chef, serviceDeliveryDate: serviceDateToday(t) });
  const { productId } = await createDish(chef.client, { title: 'Kibinai', preparationMinutes: 60 });
  const unpaid = await placeOrder(t, (await signUp(t.app)).client, [{ productId }]);
  const delivered = await deliveredOrder(t, { chef });
  const rated = await delivered.buyer.client.post('/secure/rate-order', {
    orderId: delivered.orderId,
    itemId: delivered.itemId,
    rating: 3,
    comment: 'Good, but cold.',
  });
  expect(rated.statusCode, rated.body).toBe(200);
  const opened = await delivered.buyer.client.post('/secure/complaint', {
    orderId: delivered.orderId,
    itemId: delivered.itemId,
    text: 'Half of the dumplings were broken.',
    photoIds: '[]',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const complaint = opened.json().model.complaint as { id: string; createdTimestamp: number };
  return { chef, toConfirm, unpaid, delivered, complaint };
}

describeApi('GET /secure/seller-work (the chef’s Needs you)', (ctx) => {
  test('her items that may need her: the order to confirm, the complaint with its deadline, the review', async () => {
    const t = ctx();
    const { chef, toConfirm, unpaid, delivered, complaint } = await busyKitchen(t);

    const items = await workOf(chef.client);
    expect(items.map((item) => [item.orderId, item.status, item.paid])).toEqual(
      expect.arrayContaining([
        [toConfirm.orderId, 'placed', true],
        [unpaid.orderId, 'placed', false],
        [delivered.orderId, 'delivered', true],
      ]),
    );
    expect(items).toHaveLength(3);
    const work = await needs(t, chef.client);
    expect(work.confirm.map((entry) => entry.orderId)).toEqual([toConfirm.orderId]);
    expect(work.complaints).toEqual([
      expect.objectContaining({
        orderId: delivered.orderId,
        itemId: delivered.itemId,
        complaintId: complaint.id,
        answerBy: complaint.createdTimestamp + 48 * HOUR,
        overdue: false,
      }),
    ]);
    expect(work.reviews).toEqual([
      expect.objectContaining({ orderId: delivered.orderId, itemId: delivered.itemId, rating: 3 }),
    ]);
    expect(work.total).toBe(3);

    // She confirms the order for today: it moves from confirming to delivering.
    const confirmed = await chef.client.post('/secure/order-status', {
      orderId: toConfirm.orderId,
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // She states her side and replies: the complaint (still open for the operator) and the review leave.
    const answered = await chef.client.post('/secure/complaint-response', {
      complaintId: complaint.id,
      text: 'They left my kitchen whole and hot.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const reviewId = work.reviews[0]!.reviewId;
    const replied = await chef.client.post('/secure/review-reply', {
      reviewId,
      reply: 'Sorry, and thank you.',
    });
    expect(replied.statusCode, replied.body).toBe(200);

    const after = await needs(t, chef.client);
    expect(after.confirm).toEqual([]);
    expect(after.deliver).toEqual([
      expect.objectContaining({ orderId: toConfirm.orderId, itemId: toConfirm.itemId, due: 'today' }),
    ]);
    expect(after.complaints).toEqual([]);
    expect(after.reviews).toEqual([]);
    expect((await workOf(chef.client)).map((item) => item.orderId)).not.toContain(delivered.orderId);
  });

  test('a complaint not answered in 48 hours stays, overdue', async () => {
    const t = ctx();
    const { chef, complaint } = await busyKitchen(t);
    // Kept signed in meanwhile (sessions end after a day idle).
    for (let hours = 0; hours < 49; hours += 12) {
      t.clock.advance(Math.min(12, 49 - hours) * HOUR);
      await chef.client.get('/secure/notifications');
    }
    const work = await needs(t, chef.client);
    expect(work.complaints).toEqual([expect.objectContaining({ complaintId: complaint.id, overdue: true })]);
  });

  test('nobody sees another chef’s work: another chef, her customer, a visitor', async () => {
    const t = ctx();
    const { delivered, complaint } = await busyKitchen(t);
    const other = await createChef(t);
    const own = await paidOrder(t, { chef: other });
    const theirs = await workOf(other.client);
    expect(theirs.map((item) => item.orderId)).toEqual([own.orderId]);
    const text = JSON.stringify(theirs);
    expect(text).not.toContain('Good, but cold.');
    expect(text).not.toContain(delivered.order.sID);
    expect(text).not.toContain(complaint.id);
    expect(await workOf(delivered.buyer.client)).toEqual([]);
    expect((await new TestClient(t.app).get('/secure/seller-work')).statusCode).toBe(401);
  });
});

describeApi('an order item’s rating in the order lists', (ctx) => {
  test('the buyer sees whether each dish is rated (for Rate), the chef whether she replied', async () => {
    const t = ctx();
    const { chef, buyer, orderId, itemId } = await deliveredOrder(t);
    const itemIn = async (client: Client, list: string) =>
      (
        (await client.get(list)).json().model.orders as { id: number; orderItems: { review: unknown }[] }[]
      ).find((order) => order.id === orderId)!.orderItems[0]!.review;
    expect(await itemIn(buyer.client, '/secure/orders')).toBeNull();
    await buyer.client.post('/secure/rate-order', { orderId, itemId, rating: 5 });
    const review = (await itemIn(buyer.client, '/secure/orders')) as { id: string };
    expect(review).toEqual({ id: expect.any(String), rating: 5, replied: false });
    expect(await itemIn(chef.client, '/secure/seller-orders')).toEqual(review);
    await chef.client.post('/secure/review-reply', { reviewId: review.id, reply: 'Ačiū!' });
    expect(await itemIn(buyer.client, '/secure/orders')).toEqual({ ...review, replied: true });
  });
});
