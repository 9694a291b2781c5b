import { TestClient } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

export const paymentsCalls: ContractCalls = {
  'GET /payments/config': (_w, t) => new TestClient(t.app).get('/payments/config'),
};
