import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { GUEST_BROWSER_COOKIE, guestBrowserId, knownGuestBrowserId } from './guest-orders.ts';

async function appWithSecret(secret: string) {
  const app = Fastify();
  await app.register(cookie, { secret });
  app.get('/known', async (request) => ({ id: knownGuestBrowserId(request) ?? null }));
  app.get('/give', async (request, reply) => ({ id: guestBrowserId(request, reply, false) }));
  return app;
}

test('a guest id is known only with its own signature, however often it is sent', async () => {
  const app = await appWithSecret('first-secret-0123456789-0123456789');
  const other = await appWithSecret('other-secret-0123456789-0123456789');
  try {
    const given = await app.inject({ method: 'GET', url: '/give' });
    const signed = given.cookies.find((set) => set.name === GUEST_BROWSER_COOKIE)!.value;
    const { id } = given.json<{ id: string }>();
    const known = (app: Awaited<ReturnType<typeof appWithSecret>>, value: string) =>
      app
        .inject({ method: 'GET', url: '/known', cookies: { [GUEST_BROWSER_COOKIE]: value } })
        .then((answer) => answer.json<{ id: string | null }>().id);

    for (let time = 0; time < 2; time++) expect(await known(app, signed)).toBe(id);
    // The same id under another signature, or the signed cookie at an app with other secrets.
    const forged = `${id}.${'A'.repeat(43)}`;
    for (let time = 0; time < 2; time++) {
      expect(await known(app, forged)).toBeNull();
      expect(await known(other, signed)).toBeNull();
    }
    expect(await known(app, signed)).toBe(id);
  } finally {
    await Promise.all([app.close(), other.close()]);
  }
});
