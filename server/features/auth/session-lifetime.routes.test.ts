import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SESSION_MAX_AGE_MS } from '#domain/constants.ts';
import { sessions } from '../../db/schema.ts';
import { cleanUp } from '../../jobs/clean-up.ts';
import { describeApi, signUp } from '../../test/test-app.ts';

const HOUR_MINUTES = 60;

describeApi('a session has an absolute lifetime as well as an idle one', (ctx) => {
  test('a session used twice a day still ends when it reaches its maximum age, and must sign in again', async () => {
    const t = ctx();
    const { client, id } = await signUp(t.app);
    const signedInAt = t.clock.now().getTime();
    const lifetimeMinutes = SESSION_MAX_AGE_MS / 60_000;
    // Never idle: a call every 12 hours keeps the idle rule from ending it.
    for (let minutes = 0; minutes + 12 * HOUR_MINUTES < lifetimeMinutes; minutes += 12 * HOUR_MINUTES) {
      t.clock.advanceMinutes(12 * HOUR_MINUTES);
      expect((await client.get('/secure/me')).statusCode).toBe(200);
    }
    // Its sign-in is now a minute more than the lifetime ago.
    t.clock.advanceMinutes(lifetimeMinutes + 1 - (t.clock.now().getTime() - signedInAt) / 60_000);
    expect((await client.get('/secure/me')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });

  test('the clean-up job removes sessions past their maximum age even when nobody presents them', async () => {
    const t = ctx();
    const { id } = await signUp(t.app);
    // Kept alive by activity the job cannot see: only its age is past the limit.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(t.clock.now().getTime() + SESSION_MAX_AGE_MS) })
      .where(eq(sessions.userId, id));
    t.clock.advanceMinutes(SESSION_MAX_AGE_MS / 60_000 + 1);
    await cleanUp(t.db, t.clock);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });
});
