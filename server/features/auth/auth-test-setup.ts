import { expect } from 'vitest';
import { GOOD_PASSWORD, TestClient, uniqueEmail, type TestApp } from '../../test/test-app.ts';

// For the sign-in tests (registration, password, PIN, sessions): accounts, PINs and addresses.

export function pinFrom(t: TestApp, email: string): string {
  const mail = t.mailer.lastTo(email);
  const pin = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no PIN mail for ${email}`);
  return pin;
}

export async function registered(t: TestApp, email = uniqueEmail()) {
  const client = new TestClient(t.app);
  const response = await client.post('/register', {
    identityKey: email,
    password: GOOD_PASSWORD,
    type: 'email',
  });
  expect(response.statusCode).toBe(200);
  return { client, email, id: response.json().model.authorized.id as string };
}

/** Each client gets its own address so the per-IP sign-in limit of one test does not leak into another. */
let ipCounter = 0;
export function clientFromNewIp(t: TestApp) {
  ipCounter += 1;
  return new TestClient(t.app, {}, `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`);
}
