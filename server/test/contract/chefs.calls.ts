import { splitSubmission } from '#domain/onboarding/answer-rules.ts';
import { completeChefAnswers } from '../factories.ts';
import { signUp, type TestClient } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

/** A new applicant's submission (the world's approved chef is left as it is). */
async function apply(client: TestClient) {
  return client.post('/secure/merchant-info', splitSubmission(await completeChefAnswers(client)));
}

export const chefsCalls: ContractCalls = {
  'GET /secure/merchant-info': (w) => w.chef.client.get('/secure/merchant-info'),
  'POST /secure/merchant-info': async (_w, t) => apply((await signUp(t.app)).client),
  'POST /secure/store-management/merchant-status': async (w, t) => {
    const applicant = await signUp(t.app);
    await apply(applicant.client);
    return w.operator.client.post('/secure/store-management/merchant-status', {
      userId: applicant.id,
      valid: 'true',
      reason: 'VMVT number checked by phone.',
    });
  },
};
