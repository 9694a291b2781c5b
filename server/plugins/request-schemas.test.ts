import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { INVALID, requiredText } from '#domain/validation.ts';
import { ok } from '../lib/envelope.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerRequestSchemas, takes, type TakesTypeProvider } from './request-schemas.ts';
import { answers, registerResponseSchemas } from './response-schemas.ts';

const GreetingSchema = z.object({
  name: requiredText(20),
  times: z.coerce.number({ error: INVALID }).int(INVALID).default(1),
});

async function greetingApp() {
  const server = Fastify({ logger: false });
  registerRequestSchemas(server);
  registerResponseSchemas(server);
  registerErrorHandler(server);
  await server.register(formbody);
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.post('/greeting', takes({ body: GreetingSchema }), async (request) =>
    ok({ text: request.body.name.repeat(request.body.times), read: request.body }),
  );
  app.get(
    '/greeting',
    takes({ query: GreetingSchema.partial() }, answers(z.object({ times: z.number() }))),
    (request) => ok({ times: request.query.times ?? 0 }),
  );
  await app.ready();
  return app;
}

test('a JSON body and a form-encoded one reach the handler as the schema reads them', async () => {
  const app = await greetingApp();
  const json = await app.inject({
    method: 'POST',
    url: '/greeting',
    payload: { name: ' ab ', times: 2, extra: 1 },
  });
  expect(json.json()).toEqual({ success: true, model: { text: 'abab', read: { name: 'ab', times: 2 } } });
  const form = await app.inject({
    method: 'POST',
    url: '/greeting',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=+ab+&times=2&extra=1',
  });
  expect(form.json()).toEqual(json.json());
});

test('a refused part is the 400 envelope with its fields, before the handler runs', async () => {
  const app = await greetingApp();
  const response = await app.inject({ method: 'POST', url: '/greeting', payload: { times: 'many' } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    fieldErrors: { name: 'required', times: 'invalid' },
    messages: [
      { code: 'errors.validationFailed' },
      { code: 'forms.validation.required', field: 'name' },
      { code: INVALID, field: 'times' },
    ],
  });
});

test('a request without a body reads as {} (its fields missing, not the body refused)', async () => {
  const app = await greetingApp();
  const response = await app.inject({ method: 'POST', url: '/greeting' });
  expect(response.statusCode).toBe(400);
  expect(response.json().fieldErrors).toEqual({ name: 'required' });
});

test('a declared query is read beside a declared answer', async () => {
  const app = await greetingApp();
  expect((await app.inject({ url: '/greeting?times=3' })).json()).toEqual({
    success: true,
    model: { times: 3 },
  });
  expect((await app.inject({ url: '/greeting?times=x' })).statusCode).toBe(400);
});
