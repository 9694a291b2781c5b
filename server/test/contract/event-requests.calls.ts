import { expect } from 'vitest';
import { serviceDateIn } from '../factories.ts';
import type { TestApp } from '../test-app.ts';
import { oncePerWorld, type ContractCalls, type World } from './world.ts';

/** The buyer's event request in the seed chef's city, any cuisine, and the seed chef's proposal. */
async function requestAndProposal(w: World, t: TestApp) {
  const filed = await w.buyer.client.post('/secure/event-request', {
    serviceDate: serviceDateIn(t, 9),
    city: 'Vilnius',
    address: 'Gedimino pr. 1',
    guests: 8,
    budgetKind: 'total',
    budget: 40_000,
    cuisines: '[]',
    allergens: '["nuts"]',
    occasion: 'family',
  });
  expect(filed.statusCode, filed.body).toBe(200);
  const requestId = filed.json().model.request.id as number;
  const proposed = await w.chef.client.post('/secure/event-proposal', {
    requestId,
    courses: JSON.stringify([
      { dishId: w.order.orderItems[0]!.product.id },
      { title: 'Kibinai', allergens: ['gluten'] },
    ]),
    includes: '["shopping","cooking"]',
    price: 36_000,
    durationMinutes: 180,
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  return { filed, proposed, requestId, proposalId: proposed.json().model.proposal.id as number };
}
const event = oncePerWorld(requestAndProposal);

const REQUEST = (t: TestApp) => ({
  serviceDate: serviceDateIn(t, 10),
  city: 'Vilnius',
  guests: 10,
  budgetKind: 'perPerson',
  budget: 4000,
  cuisines: '[]',
  allergens: '[]',
  occasion: 'birthday',
});

export const eventRequestsCalls: ContractCalls = {
  'POST /secure/event-request': async (w, t) => (await event(w, t)).filed,
  'POST /secure/event-request-update': async (w, t) =>
    w.buyer.client.post('/secure/event-request-update', {
      ...REQUEST(t),
      requestId: (await event(w, t)).requestId,
    }),
  'POST /secure/event-request-cancel': async (w, t) => {
    const other = await w.buyer.client.post('/secure/event-request', REQUEST(t));
    return w.buyer.client.post('/secure/event-request-cancel', { requestId: other.json().model.request.id });
  },
  'GET /secure/event-requests': async (w, t) => {
    await event(w, t);
    return w.buyer.client.get('/secure/event-requests');
  },
  'GET /secure/event-request': async (w, t) =>
    w.buyer.client.get('/secure/event-request', { requestId: String((await event(w, t)).requestId) }),
  'GET /secure/open-event-requests': async (w, t) => {
    await event(w, t);
    return w.chef.client.get('/secure/open-event-requests');
  },
  'POST /secure/event-request-pass': async (w, t) => {
    const other = await w.buyer.client.post('/secure/event-request', REQUEST(t));
    return w.chef.client.post('/secure/event-request-pass', { requestId: other.json().model.request.id });
  },
  'POST /secure/event-proposal': async (w, t) => (await event(w, t)).proposed,
  'POST /secure/event-proposal-accept': async (w, t) => {
    // A request of its own: the shared one's proposal is revised by the call above.
    const filed = await w.buyer.client.post('/secure/event-request', REQUEST(t));
    const proposed = await w.chef.client.post('/secure/event-proposal', {
      requestId: filed.json().model.request.id,
      courses: JSON.stringify([{ title: 'Cepelinai', allergens: ['none'] }]),
      includes: '["shopping","cooking"]',
      price: 30_000,
      durationMinutes: 150,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    return w.buyer.client.post('/secure/event-proposal-accept', {
      proposalId: proposed.json().model.proposal.id,
      revision: 1,
    });
  },
  'POST /secure/event-proposal-revision': async (w, t) =>
    w.chef.client.post('/secure/event-proposal-revision', {
      proposalId: (await event(w, t)).proposalId,
      courses: JSON.stringify([{ title: 'Cepelinai', allergens: ['none'] }]),
      includes: '["cooking"]',
      price: 30_000,
      durationMinutes: 150,
      message: 'A lighter menu.',
    }),
  'GET /secure/store-management/event-requests': async (w, t) => {
    await event(w, t);
    return w.operator.client.get('/secure/store-management/event-requests', { city: 'vilnius' });
  },
  'GET /secure/store-management/event-request': async (w, t) =>
    w.operator.client.get('/secure/store-management/event-request', {
      requestId: String((await event(w, t)).requestId),
    }),
  'POST /secure/store-management/event-request-close': async (w, t) => {
    // A request of its own, with a proposal: closing takes it from the calls above.
    const filed = await w.buyer.client.post('/secure/event-request', REQUEST(t));
    const requestId = filed.json().model.request.id as number;
    const proposed = await w.chef.client.post('/secure/event-proposal', {
      requestId,
      courses: JSON.stringify([{ title: 'Cepelinai', allergens: ['none'] }]),
      includes: '["cooking"]',
      price: 30_000,
      durationMinutes: 150,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    return w.operator.client.post('/secure/store-management/event-request-close', {
      requestId,
      reason: 'Asks for a service the marketplace does not offer.',
    });
  },
};
