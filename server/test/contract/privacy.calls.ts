import { expect } from 'vitest';
import { GOOD_PASSWORD, signUp } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

/** A person's own data; the deletion on an account of its own. */
export const privacyCalls: ContractCalls = {
  'GET /secure/account/deletion': (w) => w.chef.client.get('/secure/account/deletion'),
  'POST /secure/account/delete-pin': async (_w, t) => {
    const email = `pin-only.${Date.now()}@example.com`;
    const { client } = await signUp(t.app);
    // An account without a password: made by a PIN sign-in.
    await client.post('/one-time-pin', { identityKey: email });
    const pin = t.mailer.lastTo(email)!.text!.match(/\d{6}/)![0];
    const signedIn = await client.post('/pin-login', { identityKey: email, pin });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return client.post('/secure/account/delete-pin');
  },
  'POST /secure/account/delete': async (_w, t) =>
    (await signUp(t.app)).client.post('/secure/account/delete', { password: GOOD_PASSWORD }),
};
