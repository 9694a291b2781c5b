import type { ContractCalls } from './world.ts';

export const complaintsCalls: ContractCalls = {
  // Opened by the seed, whose answer is checked here like the others.
  'POST /secure/complaint': async (w) => w.complained,
  'POST /secure/complaint-response': (w) =>
    w.chef.client.post('/secure/complaint-response', {
      complaintId: w.complaintId,
      text: 'They left hot; we are sorry.',
    }),
  'GET /secure/store-management/complaints': (w) =>
    w.operator.client.get('/secure/store-management/complaints', { status: 'open' }),
  'POST /secure/store-management/complaint-resolution': (w) =>
    w.operator.client.post('/secure/store-management/complaint-resolution', {
      complaintId: w.complaintId,
      outcome: 'none',
      reason: 'The photos show a finished dish.',
    }),
};
