import { expect } from 'vitest';
import type { ORDER_ADDRESS } from '../test/factories.ts';
import { payByCard, serviceDateToday } from '../test/factories.ts';
import { uploadFile, type TestApp, type TestClient } from '../test/test-app.ts';

/** The API calls the ownership world is built with: each expects success, and returns the ids. */

export interface StoredFile {
  id: string;
  fileName: string;
}

export async function ok(pending: ReturnType<TestClient['get']>) {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { model: unknown };
}

export async function upload(client: TestClient, name: string, content: Buffer): Promise<StoredFile> {
  const response = await uploadFile(client, name, content);
  expect(response.statusCode, response.body).toBe(200);
  const file = response.json().model.fileDescriptor as StoredFile;
  return { id: file.id, fileName: file.fileName };
}

export async function order(
  t: TestApp,
  client: TestClient,
  productIds: number[],
  address: typeof ORDER_ADDRESS,
  payInCash = false,
): Promise<number> {
  const placed = await ok(
    client.post('/store/order', {
      items: JSON.stringify(productIds.map((productId) => ({ productId, productVolume: 1 }))),
      // Today's: card orders are delivered from their service day on.
      serviceDeliveryDate: serviceDateToday(t),
      payInCash: String(payInCash),
      ...address,
    }),
  );
  return (placed.model as { order: { id: number } }).order.id;
}

export async function view(client: TestClient, orderId: number) {
  const read = await ok(client.get('/secure/order', { orderId: String(orderId) }));
  type Item = { id: number; sellerUserId: string };
  return (
    read.model as {
      order: {
        id: number;
        sID: string;
        amountToPay: number;
        handoverCode: string | null;
        orderItems: Item[];
      };
    }
  ).order;
}

export async function paid(
  t: TestApp,
  buyer: TestClient,
  productIds: number[],
  address: typeof ORDER_ADDRESS,
) {
  const placed = await view(buyer, await order(t, buyer, productIds, address));
  await payByCard(t, buyer, placed.id, placed.amountToPay);
  return { id: placed.id, itemId: placed.orderItems[0]!.id, handoverCode: placed.handoverCode };
}

export async function delivered(
  t: TestApp,
  buyer: TestClient,
  chef: TestClient,
  productIds: number[],
  address: typeof ORDER_ADDRESS,
) {
  const placed = await paid(t, buyer, productIds, address);
  await ok(chef.post('/secure/order-status', { orderId: placed.id, status: 'confirmed' }));
  await ok(
    chef.post('/secure/order-status', {
      orderId: placed.id,
      status: 'delivered',
      handoverCode: placed.handoverCode ?? undefined,
    }),
  );
  t.clock.advance(60_000);
  return placed;
}

export function pinFrom(t: TestApp, email: string): string {
  const pin = t.mailer.lastTo(email)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no PIN mailed to ${email}`);
  return pin;
}
