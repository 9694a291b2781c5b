import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payouts } from '../../db/schema.ts';
import { deliveredOrder } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-app.ts';
import { type TestApp } from '../../test/test-app.ts';

// For the complaints routes' tests: a complaint, the payout it holds, and the clock moved past its hours.

export const HOUR = 3_600_000;
export const TEXT = 'The cepelinai were cold and undercooked.';

export const complain = (client: TestClient, form: Record<string, string | number>) =>
  client.post('/secure/complaint', { text: TEXT, photoIds: '[]', ...form });
export const payoutOf = async (t: TestApp, itemId: number) =>
  (await t.db.select().from(payouts).where(eq(payouts.orderItemId, itemId)))[0];
/** Moves the clock in steps that keep the clients' sessions alive (they expire after a day idle). */
export async function passHours(t: TestApp, hours: number, clients: TestClient[]) {
  for (let left = hours; left > 0; left -= 12) {
    t.clock.advance(Math.min(12, left) * HOUR);
    for (const client of clients) await client.get('/secure/notifications');
  }
}
export const orderView = async (client: TestClient, orderId: number) =>
  (await client.get('/secure/order', { orderId: String(orderId) })).json().model.order;

/** A delivered, card-paid order with an open complaint: 60 euro of dishes, 43.36 paid by card, 30 payout. */
export async function complained(t: TestApp) {
  const scenario = await deliveredOrder(t);
  const opened = await complain(scenario.buyer.client, {
    orderId: scenario.orderId,
    itemId: scenario.itemId,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { ...scenario, complaintId: opened.json().model.complaint.id as string };
}
