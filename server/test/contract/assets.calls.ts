import type { ContractCalls } from './world.ts';

export const assetsCalls: ContractCalls = {
  'GET /secure/assets': (w) => w.buyer.client.get('/secure/assets'),
};
