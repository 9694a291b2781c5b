import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { deliveredOrder, signInStaff } from '../factories.ts';
import type { TestApp } from '../test-app.ts';

/**
 * The contract test's world (server/contract.routes.test.ts): what the seed leaves for the calls.
 * Each area's valid requests live beside this file as `<area>.calls.ts`, so a route's call is found
 * by its feature's name; a call that needs more state makes it itself from `w` and `t`.
 */
export type World = Awaited<ReturnType<typeof seedContractWorld>>;

/** A valid request for a declared route, keyed `METHOD /url` as in app.routeTable. */
export type ContractCalls = Record<string, (w: World, t: TestApp) => Promise<LightMyRequestResponse>>;

/**
 * `make`, run once per world: the calls that need the same state (a conversation, a funded
 * customer, a withdrawal waiting) share it, whichever of them runs first.
 */
export function oncePerWorld<T, Rest extends unknown[]>(make: (w: World, ...rest: Rest) => Promise<T>) {
  const made = new WeakMap<World, Promise<T>>();
  return (w: World, ...rest: Rest): Promise<T> => {
    let result = made.get(w);
    if (!result) {
      result = make(w, ...rest);
      made.set(w, result);
    }
    return result;
  };
}

/** One delivered card order with a complaint on its item: every order and complaint shape is present. */
export async function seedContractWorld(t: TestApp) {
  const delivered = await deliveredOrder(t);
  const complained = await delivered.buyer.client.post('/secure/complaint', {
    orderId: delivered.orderId,
    itemId: delivered.itemId,
    text: 'The dumplings were cold and raw inside.',
    photoIds: '[]',
  });
  expect(complained.statusCode, complained.body).toBe(200);
  const rated = await delivered.buyer.client.post('/secure/rate-order', {
    orderId: delivered.orderId,
    rating: 5,
    comment: 'Warm and kind, like at grandmother’s.',
  });
  expect(rated.statusCode, rated.body).toBe(200);
  const operator = await signInStaff(t);
  return {
    ...delivered,
    operator,
    complained,
    complaintId: complained.json().model.complaint.id as string,
  };
}
