import { expect, test } from 'vitest';
import { describeIdRoutes } from './id-route-check.ts';
import { ORDER_LIFE_ID_ROUTES } from './order-id-routes.ts';
import { ok, paid, view } from './ownership-calls.ts';
import { COMPLAINT_TEXT, TEXT, VICTIM_ADDRESS } from './ownership-world.ts';

describeIdRoutes('every route on an order’s life refuses another user’s order', ORDER_LIFE_ID_ROUTES, (w) => {
  test('a chef sharing an order with the victim chef reads and moves only their own items', async () => {
    const { t, chef, buyer, intruders, ids } = w();
    const rival = intruders.chef;
    const shared = await paid(t, buyer.client, [ids.secondDish, rival.own.productId!], VICTIM_ADDRESS);
    const items = (await view(buyer.client, shared.id)).orderItems;
    const victimItem = items.find((item) => item.sellerUserId === chef.id)!.id;
    const rivalItem = items.find((item) => item.sellerUserId !== chef.id)!.id;

    // The rival sees the order (they cook part of it) with their own items only.
    const rivalView = await view(rival.client, shared.id);
    expect(rivalView.orderItems.map((item) => item.id)).toEqual([rivalItem]);
    for (const status of ['confirmed', 'cancelled']) {
      const moved = await rival.client.post('/secure/order-status', {
        orderId: shared.id,
        itemId: victimItem,
        status,
      });
      expect([moved.statusCode, moved.json().messages[0].code]).toEqual([404, 'orders.notFound']);
    }

    // Both deliver their own; the buyer rates and complains about the victim chef's item.
    for (const [client, itemId] of [
      [chef.client, victimItem],
      [rival.client, rivalItem],
    ] as const) {
      await ok(client.post('/secure/order-status', { orderId: shared.id, itemId, status: 'confirmed' }));
      await ok(
        client.post('/secure/order-status', {
          orderId: shared.id,
          itemId,
          status: 'delivered',
          handoverCode: shared.handoverCode ?? undefined,
        }),
      );
    }
    await ok(buyer.client.post('/secure/rate-order', { orderId: shared.id, itemId: victimItem, rating: 4 }));
    const reviewId = (
      (await ok(buyer.client.get('/secure/order-reviews', { orderId: String(shared.id) }))).model as {
        reviews: { id: string }[];
      }
    ).reviews[0]!.id;
    const complaintId = (
      (
        await ok(
          buyer.client.post('/secure/complaint', {
            orderId: shared.id,
            itemId: victimItem,
            text: COMPLAINT_TEXT,
          }),
        )
      ).model as { complaint: { id: string } }
    ).complaint.id;

    const reply = await rival.client.post('/secure/review-reply', { reviewId, reply: TEXT });
    expect([reply.statusCode, reply.json().messages[0].code]).toEqual([404, 'orders.reviewNotFound']);
    const response = await rival.client.post('/secure/complaint-response', { complaintId, text: TEXT });
    expect([response.statusCode, response.json().messages[0].code]).toEqual([404, 'complaints.notFound']);
    const rivalReviews = await ok(rival.client.get('/secure/order-reviews', { orderId: String(shared.id) }));
    expect(rivalReviews.model).toEqual({ reviews: [] });
    expect(JSON.stringify(await view(rival.client, shared.id))).not.toContain(COMPLAINT_TEXT);

    // Nothing of it changed: the victim chef can still reply and respond, once each.
    await ok(chef.client.post('/secure/review-reply', { reviewId, reply: 'Ačiū!' }));
    await ok(chef.client.post('/secure/complaint-response', { complaintId, text: 'Atsiprašau.' }));
  });
});
