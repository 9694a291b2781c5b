import { expect } from 'vitest';
import { ORDER_ADDRESS, serviceDateIn } from '../factories.ts';
import { GOOD_PASSWORD, signUp, TestClient, uniqueEmail, type TestApp } from '../test-app.ts';
import { oncePerWorld, type ContractCalls, type World } from './world.ts';

/** The 6-digit PIN of the last mail to `email` (sign-in and order-linking mails). */
function pinFrom(t: TestApp, email: string): string {
  const pin = t.mailer.lastTo(email)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no PIN mail for ${email}`);
  return pin;
}

/**
 * A guest's cash order of the world's dish, and its PIN asked for, once per world: the order-linking
 * calls share it (the PIN request first, then the link that signs the guest in).
 */
async function askToLink(w: World, t: TestApp) {
  const guest = new TestClient(t.app);
  const placed = await guest.post('/store/order', {
    items: JSON.stringify([{ productId: w.order.orderItems[0].product.id, productVolume: 1 }]),
    serviceDeliveryDate: serviceDateIn(t),
    payInCash: 'true',
    ...ORDER_ADDRESS,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId = placed.json().model.order.id as number;
  const email = uniqueEmail('guest');
  const asked = await guest.post('/store/order-relation-request', { orderId, email });
  return { guest, orderId, email, asked };
}
const guestLink = oncePerWorld(askToLink);

/** Sign-in and session calls; those that end or change a session use accounts of their own. */
export const authCalls: ContractCalls = {
  'POST /register': (_w, t) =>
    new TestClient(t.app).post('/register', { identityKey: uniqueEmail(), password: GOOD_PASSWORD }),
  'POST /pw-login': async (_w, t) =>
    new TestClient(t.app).post('/pw-login', {
      identityKey: (await signUp(t.app)).email,
      password: GOOD_PASSWORD,
      type: 'email',
    }),
  'POST /one-time-pin': (_w, t) =>
    new TestClient(t.app).post('/one-time-pin', { identityKey: uniqueEmail() }),
  'POST /pin-login': async (_w, t) => {
    const client = new TestClient(t.app);
    const email = uniqueEmail();
    const asked = await client.post('/one-time-pin', { identityKey: email });
    expect(asked.statusCode, asked.body).toBe(200);
    return client.post('/pin-login', { identityKey: email, pin: pinFrom(t, email) });
  },
  'POST /logout': async (_w, t) => (await signUp(t.app)).client.post('/logout'),
  'POST /secure/password': async (_w, t) =>
    (await signUp(t.app)).client.post('/secure/password', {
      currentPassword: GOOD_PASSWORD,
      password: 'Troskinys8y',
    }),
  'GET /secure/me': (w) => w.chef.client.get('/secure/me'),
  'POST /store/order-relation-request': async (w, t) => (await guestLink(w, t)).asked,
  'POST /store/relate-order-to-user': async (w, t) => {
    const { guest, orderId, email } = await guestLink(w, t);
    return guest.post('/store/relate-order-to-user', { orderId, email, pin: pinFrom(t, email) });
  },
};
