import { expect } from 'vitest';
import { signUp as signUpFrom, TestClient, type TestApp } from '../../test/test-app.ts';

// For the assets tests: accounts, purchases and transfers.

// Each account on its own network address: a file asks for more transfer PINs than one address
// may have mailed in 15 minutes (PIN_EMAILS_PER_REQUESTER), and these tests are about the ledger.
let addresses = 0;
export const signUp = (app: TestApp['app'], email?: string) =>
  signUpFrom(app, email, `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`);

export const card = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvc: '123' });
export const DOGE = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';

export type Client = TestClient;

export async function balance(client: Client): Promise<number> {
  const response = await client.get('/secure/assets');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().model.volume as number;
}

/** Buys `volume` assets with the sandbox's good card: the real way an account gets assets. */
export async function buy(t: TestApp, client: Client, volume: number) {
  const started = await client.post('/secure/asset-purchase', { volume });
  expect(started.statusCode, started.body).toBe(200);
  const { id, secret } = started.json().model;
  const confirmed = await new TestClient(t.app).post('/payments/sandbox/confirm', {
    id,
    secret,
    ...card('4242 4242 4242 4242'),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return started.json().model;
}

export function pinFrom(t: TestApp, email: string): string {
  const mail = t.mailer.lastTo(email);
  const pin = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no PIN mailed to ${email}`);
  return pin;
}

export async function requestTransfer(client: Client, form: Record<string, string | number>) {
  return client.post('/secure/asset-request', form);
}

/** Requests and confirms a transfer; answers the confirmation. */
export async function transfer(
  t: TestApp,
  sender: { client: Client; email: string },
  form: Record<string, string | number>,
) {
  const requested = await requestTransfer(sender.client, form);
  expect(requested.statusCode, requested.body).toBe(200);
  const requestId = requested.json().model.requestId as string;
  return sender.client.post('/secure/confirm-transfer', { requestId, pin: pinFrom(t, sender.email) });
}
