import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TestClockSchema } from '#domain/clock/test-clock.response.ts';
import type { ClockControl } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';

/**
 * Forward by minutes (at most a year at a time), or to an instant: a journey that visits another
 * date (a holiday) sets the clock back to where it was when it is done.
 */
const MoveSchema = z.union([
  z.object({
    advanceMinutes: z.coerce
      .number()
      .int()
      .min(0)
      .max(366 * 24 * 60),
  }),
  z.object({ to: z.iso.datetime({ offset: true }) }),
]);

/**
 * The test-only clock (registered only when the server starts with TEST_CLOCK, never in a real
 * production): journeys read the server's time to set the browser's, and move it to a service day
 * instead of waiting for one. A move on one app server moves every server on the database
 * (shared-clock.ts); the answer comes once it is stored.
 */
export function testClockRoutes(
  server: FastifyInstance,
  { clock, onSetBack }: { clock: ClockControl; onSetBack?: () => Promise<void> },
) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  const answer = () => ok({ now: clock.now().toISOString() });
  app.get('/test/clock', { ...access('public'), ...answers(TestClockSchema) }, async () => answer());
  app.post(
    '/test/clock',
    { ...access('public'), ...takes({ body: MoveSchema }, answers(TestClockSchema)) },
    async (request) => {
      const move = request.body;
      if ('to' in move) {
        const back = Date.parse(move.to) < clock.now().getTime();
        await clock.set(new Date(move.to));
        // What was scheduled at the later time (the jobs, shared by every server) must not wait for it to come again.
        if (back) await onSetBack?.();
      } else await clock.advanceMinutes(move.advanceMinutes);
      return answer();
    },
  );
}
