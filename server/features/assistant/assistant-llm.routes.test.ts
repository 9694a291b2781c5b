import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatEuro } from '#domain/money.ts';
import { SERVICE_FEE_CENTS } from '#domain/orders/fees.ts';
import { buildTestApp, TEST_BACKENDS, TestClient, type TestApp } from '../../test/test-app.ts';
import { ask } from './assistant-test-setup.ts';

/** Stands in for an OpenAI-compatible /chat/completions endpoint and remembers what it was sent. */
async function fakeLlm(mode: { fail: boolean }) {
  const calls: { authorization?: string; body: { model: string; messages: { content: string }[] } }[] = [];
  const server = Fastify();
  server.post('/v1/chat/completions', async (request, reply) => {
    calls.push({ authorization: request.headers.authorization, body: request.body as never });
    if (mode.fail) return reply.code(500).send({ error: 'overloaded' });
    return { choices: [{ message: { role: 'assistant', content: 'Phrased: the fee is on the card.' } }] };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, calls, url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/v1` };
}

for (const backend of TEST_BACKENDS) {
  describe(`POST /ask with a language model [${backend}]`, () => {
    const mode = { fail: false };
    let llm: Awaited<ReturnType<typeof fakeLlm>>;
    let t: TestApp;
    let stalled: FastifyInstance;
    let slow: TestApp;

    beforeAll(async () => {
      llm = await fakeLlm(mode);
      t = await buildTestApp(backend, {
        env: { ASSISTANT_LLM_URL: llm.url, ASSISTANT_LLM_KEY: 'sk-local', ASSISTANT_LLM_MODEL: 'tiny' },
      });
      // An endpoint that never answers: the timeout must end the wait.
      stalled = Fastify();
      stalled.post('/chat/completions', () => new Promise(() => undefined));
      await stalled.listen({ host: '127.0.0.1', port: 0 });
      const port = (stalled.server.address() as AddressInfo).port;
      slow = await buildTestApp(backend, {
        env: {
          ASSISTANT_LLM_URL: `http://127.0.0.1:${port}/chat/completions`,
          ASSISTANT_LLM_TIMEOUT_MS: '300',
        },
      });
    });
    afterAll(async () => {
      await t?.app.close();
      await slow?.app.close();
      await llm?.server.close();
      await stalled?.server.closeAllConnections();
      await stalled?.close();
    });

    test('the retrieved passage goes to the model, whose wording is the answer', async () => {
      mode.fail = false;
      const response = await ask(new TestClient(t.app), 'How much is the portal fee?', 'en');
      const model = response.json().model;
      expect(model.answer).toBe('Phrased: the fee is on the card.');
      expect(model.source).toBe('llm');
      expect(model.links.length).toBeGreaterThan(0);
      const call = llm.calls.at(-1)!;
      expect(call.authorization).toBe('Bearer sk-local');
      expect(call.body.model).toBe('tiny');
      expect(call.body.messages[1]!.content).toContain(formatEuro(SERVICE_FEE_CENTS, 'en'));
      expect(call.body.messages[0]!.content).toContain('English');
    });

    test('a failing model falls back to the retrieval answer', async () => {
      mode.fail = true;
      const response = await ask(new TestClient(t.app), 'Kiek kainuoja portalo mokestis?', 'lt');
      expect(response.statusCode).toBe(200);
      const model = response.json().model;
      expect(model.source).toBe('retrieval');
      expect(model.answer).toContain(formatEuro(SERVICE_FEE_CENTS, 'lt'));
      expect(llm.calls.at(-1)!.body.messages[0]!.content).toContain('Lithuanian');
    });

    test('an unknown question does not reach the model', async () => {
      const before = llm.calls.length;
      const response = await ask(new TestClient(t.app), 'Who won the football match?', 'en');
      expect(response.json().model.kind).toBe('unknown');
      expect(llm.calls.length).toBe(before);
    });

    test('a model that does not answer in time falls back too', async () => {
      const started = Date.now();
      const response = await ask(new TestClient(slow.app), 'Is VAT included?', 'en');
      expect(response.statusCode).toBe(200);
      expect(response.json().model).toMatchObject({ source: 'retrieval', title: 'Is VAT included?' });
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });
}
