import { expect } from 'vitest';
import { signUp, TestClient } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

/** The personal profile's calls; the changes are made on accounts of their own. */
export const profileCalls: ContractCalls = {
  'GET /secure/user-info': (w) => w.chef.client.get('/secure/user-info'),
  'POST /secure/user-info': async (_w, t) =>
    (await signUp(t.app)).client.post('/secure/user-info', {
      firstName: 'Rūta',
      lastName: 'Jonaitienė',
      phoneNumber: '+37061111111',
    }),
  'GET /secure/address': async (_w, t) => {
    const { client } = await signUp(t.app);
    const saved = await client.post('/secure/address', { city: 'Kaunas', countryPhoneCode: '370' });
    expect(saved.statusCode, saved.body).toBe(200);
    return client.get('/secure/address');
  },
  'POST /secure/address': async (_w, t) =>
    (await signUp(t.app)).client.post('/secure/address', { city: 'Vilnius' }),
  'POST /check-name': (_w, t) => new TestClient(t.app).post('/check-name', { name: 'free-store-name' }),
};
