import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications, orderItems } from '../db/schema.ts';
import { serviceDateIn, type createChef } from './factories.ts';
import { signUp, type TestApp, type TestClient } from './test-app.ts';

// What the event-request acceptance tests share: a request with proposals, and the customer's calls.

export type Chef = Awaited<ReturnType<typeof createChef>>;

/** A request for 12 guests in Vilnius `days` ahead at 18:00, any cuisine. */
export function aRequest(t: TestApp, days = 2) {
  return {
    serviceDate: serviceDateIn(t, days),
    city: 'Vilnius',
    address: 'Gedimino pr. 1',
    guests: 12,
    budgetKind: 'perPerson',
    budget: 4500,
    cuisines: '[]',
    allergens: '[]',
    occasion: 'birthday',
    note: 'Grandmother turns 80.',
  };
}

export const MENU = [
  { title: 'Šaltibarščiai', description: 'Cold beet soup', allergens: ['milk', 'eggs'] },
  { title: 'Cepelinai', allergens: ['milk'] },
];

/** The customer's request and a proposal from each chef (prices in cents, in the chefs' order). */
export async function requestWithProposals(t: TestApp, chefs: Chef[], prices: number[], days = 2) {
  const customer = await signUp(t.app);
  const filed = await customer.client.post('/secure/event-request', aRequest(t, days));
  expect(filed.statusCode, filed.body).toBe(200);
  const requestId = filed.json().model.request.id as number;
  const proposalIds: number[] = [];
  for (const [i, chef] of chefs.entries()) {
    const sent = await chef.client.post('/secure/event-proposal', {
      requestId,
      courses: JSON.stringify(MENU),
      includes: '["shopping","cooking","serving"]',
      price: prices[i]!,
      durationMinutes: 240,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    proposalIds.push(sent.json().model.proposal.id as number);
  }
  return { customer, requestId, proposalIds };
}

export const accept = (client: TestClient, proposalId: number, extra: Record<string, string | number> = {}) =>
  client.post('/secure/event-proposal-accept', { proposalId, revision: 1, ...extra });

export const orderOf = async (client: TestClient, orderId: number) =>
  (await client.get('/secure/order', { orderId: String(orderId) })).json().model.order;

/** Moves the clock in half days, each party using the app so no session lapses (a day idle ends one). */
export async function liveUntil(t: TestApp, instantMs: number, clients: TestClient[]) {
  while (t.clock.now().getTime() < instantMs) {
    t.clock.advance(Math.min(12 * 3_600_000, instantMs - t.clock.now().getTime()));
    for (const client of clients) await client.get('/secure/me');
  }
}

/** The order lines made of the given proposals: one per accepted proposal. */
export const ordersOfRequest = (t: TestApp, proposalIds: number[]) =>
  t.db.select().from(orderItems).where(inArray(orderItems.eventProposalId, proposalIds));

/** The notifications a user has been sent. */
export const noticesOf = (t: TestApp, userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));
