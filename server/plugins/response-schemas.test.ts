import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { FailureEnvelopeSchema } from '#domain/api-envelope.ts';
import { AppError } from '../lib/app-error.ts';
import { ok } from '../lib/envelope.ts';
import { registerErrorHandler } from './error-handler.ts';
import { answers, answersKept, registerResponseSchemas } from './response-schemas.ts';

const UserView = z.object({ id: z.string(), name: z.string() });

async function appWith(model: () => unknown, refuse = false) {
  const app = Fastify({ logger: false });
  registerResponseSchemas(app);
  registerErrorHandler(app);
  app.get('/user', answers(z.object({ user: UserView })), async () => {
    if (refuse) throw AppError.notFound('errors.notFound');
    return ok(model());
  });
  app.get('/undeclared', async () => ok({ anything: 1, passwordHash: 'kept' }));
  await app.ready();
  return app;
}

test('a declared answer leaves with only the fields its schema names', async () => {
  const app = await appWith(() => ({ user: { id: 'u1', name: 'Ona', passwordHash: 'x', pin: '123456' } }));
  const response = await app.inject({ url: '/user' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, model: { user: { id: 'u1', name: 'Ona' } } });
  // A route without a schema keeps Fastify's plain serializer (the contract test lists those).
  expect((await app.inject({ url: '/undeclared' })).json().model.passwordHash).toBe('kept');
});

test('an answer that breaks its schema is a 500 envelope, not a silently different answer', async () => {
  const app = await appWith(() => ({ user: { id: 7 } }));
  const response = await app.inject({ url: '/user' });
  expect(response.statusCode).toBe(500);
  expect(FailureEnvelopeSchema.parse(response.json()).messages[0]!.code).toBe('errors.serverError');
});

test('a refusal on a declared route keeps the error envelope (4xx is not declared, so it passes)', async () => {
  const app = await appWith(() => ({}), true);
  const response = await app.inject({ url: '/user' });
  expect(response.statusCode).toBe(404);
  const body = FailureEnvelopeSchema.parse(response.json());
  expect(body).toMatchObject({ success: false, messages: [{ code: 'errors.notFound' }] });
});

test('a kept model is encoded once, through its schema, and a new model afresh', async () => {
  const app = Fastify({ logger: false });
  registerResponseSchemas(app);
  let kept = { user: { id: 'u1', name: 'Ona', passwordHash: 'x' } };
  app.get('/kept', answersKept(z.object({ user: UserView })), async () => ok(kept));
  await app.ready();

  const first = await app.inject({ url: '/kept' });
  expect(first.json()).toEqual({ success: true, model: { user: { id: 'u1', name: 'Ona' } } });
  // The same object again: its bytes as first sent (a kept answer is never changed in place; this
  // change is here only to show that nothing was encoded again).
  kept.user.name = 'Changed in place';
  expect((await app.inject({ url: '/kept' })).body).toBe(first.body);
  // A new answer object is a new encoding.
  kept = { user: { id: 'u1', name: 'Jonas', passwordHash: 'x' } };
  expect((await app.inject({ url: '/kept' })).json().model.user).toEqual({ id: 'u1', name: 'Jonas' });
});

test('a kept model leaves compressed for a browser, compressed once, and as text for anyone else', async () => {
  const brotli = vi.spyOn(zlib, 'brotliCompressSync');
  const app = Fastify({ logger: false });
  registerResponseSchemas(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const Page = z.object({ lines: z.array(z.string()) });
  const kept = { lines: Array.from({ length: 80 }, (_, i) => `Line ${i}: warm cepelinai at seven`) };
  app.get('/page', answersKept(Page), async () => ok(kept));
  await app.ready();
  try {
    const plain = await app.inject({ url: '/page' });
    expect(plain.json().model).toEqual(kept);
    brotli.mockClear();
    for (let reader = 0; reader < 3; reader++) {
      const read = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, br' } });
      expect(read.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(read.rawPayload).toString()).toBe(plain.body);
    }
    expect(brotli).toHaveBeenCalledTimes(1);
  } finally {
    brotli.mockRestore();
    await app.close();
  }
});

test('a kept answer wrapped in a new model each time is still encoded once, by the part named', async () => {
  const app = Fastify({ logger: false });
  registerResponseSchemas(app);
  const kept = { days: ['2026-12-01', '2026-12-02'] };
  const Offer = z.object({ slots: z.object({ days: z.array(z.string()) }) });
  app.get(
    '/slots',
    answersKept(Offer, (model) => model.slots),
    async () => ok({ slots: kept }),
  );
  await app.ready();
  try {
    const first = await app.inject({ url: '/slots' });
    expect(first.json()).toEqual({ success: true, model: { slots: kept } });
    // Changed in place only to show that the second answer was not encoded again.
    kept.days.push('2026-12-03');
    expect((await app.inject({ url: '/slots' })).body).toBe(first.body);
  } finally {
    await app.close();
  }
});
