import { expect } from 'vitest';
import { signUp, TestClient, type TestApp } from '../test-app.ts';
import { oncePerWorld, type ContractCalls, type World } from './world.ts';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const DOGECOIN = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';

/** A customer who bought 100 assets with the sandbox's good card, made once per world. */
async function buyAssets(t: TestApp) {
  const user = await signUp(t.app);
  const started = await user.client.post('/secure/asset-purchase', { volume: 100 });
  expect(started.statusCode, started.body).toBe(200);
  const { id, secret, purchaseId } = started.json().model;
  const paid = await new TestClient(t.app).post('/payments/sandbox/confirm', { id, secret, ...GOOD_CARD });
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...user, purchaseId: purchaseId as string };
}
const funded = oncePerWorld((_w: World, t: TestApp) => buyAssets(t));

/** That customer's withdrawal of 10 assets to a Dogecoin address, confirmed by its PIN, made once per world. */
async function withdraw(w: World, t: TestApp) {
  const sender = await funded(w, t);
  const requested = await sender.client.post('/secure/asset-request', {
    volume: 10,
    recipientAddressType: 0,
    recipientAddress: DOGECOIN,
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const pin = t.mailer.lastTo(sender.email)?.text.match(/\b(\d{6})\b/)?.[1];
  expect(pin, `a PIN mailed to ${sender.email}`).toBeDefined();
  const confirmed = await sender.client.post('/secure/confirm-transfer', {
    requestId: requested.json().model.requestId,
    pin,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { sender, confirmed };
}
/** A withdrawal waiting in the operators' queue (store-management.calls.ts decides it). */
export const pendingWithdrawal = oncePerWorld(withdraw);

export const assetsCalls: ContractCalls = {
  'GET /secure/assets': (w) => w.buyer.client.get('/secure/assets'),
  'POST /secure/asset-purchase': (w) => w.buyer.client.post('/secure/asset-purchase', { volume: 100 }),
  'GET /secure/asset-purchase': async (w, t) => {
    const { client, purchaseId } = await funded(w, t);
    return client.get('/secure/asset-purchase', { purchaseId });
  },
  // A transfer to another customer's e-mail, waiting for its PIN.
  'POST /secure/asset-request': async (w, t) =>
    (await funded(w, t)).client.post('/secure/asset-request', {
      volume: 5,
      recipientAddressType: 3,
      recipientAddress: w.buyer.email,
    }),
  'POST /secure/confirm-transfer': async (w, t) => (await pendingWithdrawal(w, t)).confirmed,
};
