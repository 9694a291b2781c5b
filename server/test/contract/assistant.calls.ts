import { expect } from 'vitest';
import { oncePerWorld, type ContractCalls, type World } from './world.ts';

/**
 * The buyer asks two questions once per world, a FAQ one and a catalog one (with the world's chef
 * in its answer), so the history holds both kinds of stored answer.
 */
async function converse(w: World) {
  const faq = await w.buyer.client.post(`/ask?q=${encodeURIComponent('What does the portal charge?')}`, {
    language: 'en',
  });
  expect(faq.statusCode, faq.body).toBe(200);
  const catalog = await w.buyer.client.post(`/ask?q=${encodeURIComponent('Which chefs cook in Vilnius?')}`, {
    language: 'en',
  });
  expect(catalog.statusCode, catalog.body).toBe(200);
  return catalog;
}
const conversation = oncePerWorld(converse);

export const assistantCalls: ContractCalls = {
  'POST /ask': (w) => conversation(w),
  'GET /secure/assistant-history': async (w) => {
    await conversation(w);
    return w.buyer.client.get('/secure/assistant-history');
  },
};
