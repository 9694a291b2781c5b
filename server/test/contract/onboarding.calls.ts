import type { ContractCalls } from './world.ts';

export const onboardingCalls: ContractCalls = {
  'GET /questionnaires/:name': (_w, t) =>
    t.app.inject({ method: 'GET', url: '/questionnaires/chef_registration?language=lt' }),
};
