import type { ContractCalls } from './world.ts';

/** The probes ask as a balancer does: no session, no cookies. */
export const healthCalls: ContractCalls = {
  'GET /health/live': (_w, t) => t.app.inject({ method: 'GET', url: '/health/live' }),
  'GET /health': (_w, t) => t.app.inject({ method: 'GET', url: '/health' }),
};
