import type { TestClient } from '../../test/test-app.ts';

/** Asks the assistant `q` as the web app does, in the query; the language when given. */
export const ask = (client: TestClient, q: string, language?: string) =>
  client.request({ method: 'POST', url: '/ask', query: { q, ...(language ? { language } : {}) } });
