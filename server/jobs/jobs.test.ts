import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import {
  jobSchedules,
  mailOutbox,
  payouts,
  pins,
  rateEvents,
  refunds,
  sandboxIntents,
  sandboxRefunds,
  sessions,
} from '../db/schema.ts';
import {
  createChef,
  createDish,
  deliveredOrder,
  paidOrder,
  payByCard,
  placeOrder,
} from '../test/factories.ts';
import { buildTestApp, buildTestApps, signUp, TEST_BACKENDS, type TestApp } from '../test/test-app.ts';
import { JobRunner } from './job-runner.ts';

const JOBS = [
  'card-holds',
  'clean-up',
  'event-request-announcements',
  'event-request-expiry',
  'mail',
  'next-available',
  'payouts',
  'refunds',
  'retention-purge',
  'trust-badges',
  'trust-badges-nightly',
];
const DAY = 24 * 60 * 60_000;

/** Two app servers on one database, each with its own clock, moved together. */
async function twoServers(backend: (typeof TEST_BACKENDS)[number]) {
  const built = await buildTestApps(backend, 2);
  const [a, b] = built.apps as [TestApp, TestApp];
  const advance = (ms: number) => {
    a.clock.advance(ms);
    b.clock.advance(ms);
  };
  const bothRun = async () => (await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()])).flat();
  return { a, b, advance, bothRun, closeAll: built.closeAll };
}

for (const backend of TEST_BACKENDS) {
  describe(`background jobs on two app servers [${backend}]`, { timeout: 90_000 }, () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await close?.();
      close = undefined;
    });

    test('each due job runs on one of them, and again once its interval has passed', async () => {
      const { a, advance, bothRun, closeAll } = await twoServers(backend);
      close = closeAll;
      expect((await bothRun()).sort()).toEqual(JOBS);
      expect(await bothRun()).toEqual([]);
      advance(61_000); // mail every 10 s, refunds 15 s, card holds, payouts and marked badges a minute; event requests 5 min; next dates 10 min; clean-up hourly; the retention purge daily
      expect((await bothRun()).sort()).toEqual(['card-holds', 'mail', 'payouts', 'refunds', 'trust-badges']);
      const rows = await a.db.select().from(jobSchedules).orderBy(jobSchedules.name);
      expect(rows.map((row) => [row.name, row.runs, row.lockedBy, row.lastError])).toEqual([
        ['card-holds', 2, null, null],
        ['clean-up', 1, null, null],
        ['event-request-announcements', 1, null, null],
        ['event-request-expiry', 1, null, null],
        ['mail', 2, null, null],
        ['next-available', 1, null, null],
        ['payouts', 2, null, null],
        ['refunds', 2, null, null],
        ['retention-purge', 1, null, null],
        ['trust-badges', 2, null, null],
        ['trust-badges-nightly', 1, null, null],
      ]);
    });

    test('a job held by a server that died is taken over once its claim lapses, not before', async () => {
      const { a, b, advance, bothRun, closeAll } = await twoServers(backend);
      close = closeAll;
      await bothRun();
      advance(61_000);
      // A server claimed the payouts and died: its claim holds for the job's 5-minute lease.
      await a.db
        .update(jobSchedules)
        .set({ lockedBy: 'dead-server', lockedUntil: new Date(a.clock.now().getTime() + 5 * 60_000) })
        .where(eq(jobSchedules.name, 'payouts'));
      expect(await bothRun()).not.toContain('payouts');
      advance(5 * 60_000 + 1000);
      expect(await b.app.jobs.runDue()).toContain('payouts');
    });

    test('payouts: a payout falls due and is paid once, with one mail to the chef', async () => {
      const { a, b, advance, bothRun, closeAll } = await twoServers(backend);
      close = closeAll;
      const { chef } = await deliveredOrder(a);
      await bothRun();
      const mailsBefore = a.mailer.sent.length + b.mailer.sent.length;
      advance(DAY + 2 * 60_000);
      await bothRun();
      const payout = async () =>
        (await a.db.select().from(payouts).where(eq(payouts.sellerUserId, chef.id)))[0]!;
      // On a loaded PostgreSQL the round can still hold the job's lease; a few more seconds, not minutes.
      for (let tries = 0; tries < 5 && (await payout()).status !== 'paid'; tries += 1) {
        advance(1_000);
        await bothRun();
      }
      expect((await payout()).status).toBe('paid');
      const told = [...a.mailer.sent, ...b.mailer.sent].filter(
        (mail) => mail.to === chef.email && mail.subject.startsWith('Payout'),
      );
      expect(told).toHaveLength(1);
      expect(a.mailer.sent.length + b.mailer.sent.length - mailsBefore).toBe(1);
    });

    test('refunds: one the provider refuses is tried again later, waiting longer each time, then sent once', async () => {
      const { a, advance, bothRun, closeAll } = await twoServers(backend);
      close = closeAll;
      await bothRun();
      const { chef, orderId } = await paidOrder(a);
      // Captured first: a hold not captured is let go, not refunded.
      const confirmed = await chef.client.post('/secure/order-status', { orderId, status: 'confirmed' });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const [payment] = await a.db.select().from(sandboxIntents);
      // The provider does not find the payment for a while (an outage on its side).
      const away = `${payment!.id}-away`;
      await a.db.update(sandboxIntents).set({ id: away }).where(eq(sandboxIntents.id, payment!.id));
      const declined = await chef.client.post('/secure/order-status', { orderId, status: 'cancelled' });
      expect(declined.statusCode, declined.body).toBe(200);
      const refund = async () => (await a.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0]!;
      expect(await refund()).toMatchObject({ status: 'requested', attempts: 1 });
      const firstWait = (await refund()).nextAttemptAt!.getTime() - a.clock.now().getTime();
      expect(firstWait).toBeGreaterThanOrEqual(27_000);
      expect(firstWait).toBeLessThanOrEqual(33_000);

      advance(16_000); // the refunds job runs, the refund is not due yet
      expect(await bothRun()).toContain('refunds');
      expect(await refund()).toMatchObject({ status: 'requested', attempts: 1 });
      advance(18_000); // 34 s in all: past the longest first wait (30 s with its 10% jitter)
      await bothRun();
      // On a loaded PostgreSQL the round can still hold the job's lease; a few more seconds, not minutes.
      for (let tries = 0; tries < 5 && (await refund()).attempts < 2; tries += 1) {
        advance(1_000);
        await bothRun();
      }
      const second = await refund();
      expect(second).toMatchObject({ status: 'requested', attempts: 2 });
      expect(second.lastError).toBeTruthy();
      const secondWait = second.nextAttemptAt!.getTime() - a.clock.now().getTime();
      expect(secondWait).toBeGreaterThanOrEqual(54_000); // twice as long

      await a.db.update(sandboxIntents).set({ id: payment!.id }).where(eq(sandboxIntents.id, away));
      advance(70_000);
      await bothRun();
      await bothRun();
      expect(await refund()).toMatchObject({ status: 'succeeded', attempts: 3, lockedUntil: null });
      expect(await a.db.select().from(sandboxRefunds)).toHaveLength(1);
    });

    test('mail: deliveries that fail are retried later; two servers flushing send each mail once', async () => {
      const { a, b, advance, bothRun, closeAll } = await twoServers(backend);
      close = closeAll;
      await bothRun();
      const chef = await createChef(a);
      const { productId } = await createDish(chef.client, { title: 'Kibinai' });
      const buyer = await signUp(a.app);
      const sentBefore = a.mailer.sent.length;
      a.mailer.failNext(1000); // the mail server is down
      // The chef's news and the receipt are mailed when the order is paid.
      const { orderId, order } = await placeOrder(a, buyer.client, [{ productId }], { payInCash: true });
      await payByCard(a, buyer.client, orderId, order.amountToPay);
      const waiting = await a.db.select().from(mailOutbox).where(eq(mailOutbox.transport, 'queued'));
      expect(waiting.length).toBeGreaterThan(0);
      expect(waiting.every((mail) => mail.attempts === 1 && mail.nextAttemptAt && mail.error)).toBe(true);
      a.mailer.failNext(0); // it is back
      advance(11_000);
      await bothRun();
      expect(a.mailer.sent.length - sentBefore + b.mailer.sent.length).toBe(0); // not due yet
      advance(30_000);
      await Promise.all([bothRun(), a.app.mailQueue.flush(), b.app.mailQueue.flush()]);
      const sent = [...a.mailer.sent.slice(sentBefore), ...b.mailer.sent];
      expect(sent.map((mail) => mail.id).sort()).toEqual(waiting.map((mail) => mail.id).sort());
      expect(sent.some((mail) => mail.to === chef.email)).toBe(true);
      expect(await a.db.select().from(mailOutbox).where(eq(mailOutbox.transport, 'queued'))).toEqual([]);
    });

    test('clean-up: expired PINs, idle sessions, spent rate events and old sent mail go; nothing else', async () => {
      const { a, closeAll } = await twoServers(backend);
      close = closeAll;
      const now = a.clock.now().getTime();
      const ago = (ms: number) => new Date(now - ms);
      const { id: userId } = await signUp(a.app);
      await a.db.insert(pins).values([
        { purpose: 'sign-in', email: 'old@example.com', pinHash: 'x', expiresAt: ago(2 * DAY) },
        { purpose: 'sign-in', email: 'new@example.com', pinHash: 'x', expiresAt: ago(-60_000) },
      ]);
      await a.db.insert(sessions).values([
        { idHash: 'idle', userId, createdAt: ago(3 * DAY), lastSeenAt: ago(2 * DAY) },
        { idHash: 'active', userId, createdAt: ago(3 * DAY), lastSeenAt: ago(60_000) },
      ]);
      await a.db.insert(rateEvents).values([
        { bucket: 'pin-mail', key: 'old', createdAt: ago(3 * DAY) },
        { bucket: 'pin-mail', key: 'new', createdAt: ago(60_000) },
      ]);
      await a.db.insert(mailOutbox).values([
        { toAddress: 'old@x.lt', subject: 'old sent', transport: 'smtp', createdAt: ago(31 * DAY) },
        { toAddress: 'old@x.lt', subject: 'old kept', transport: 'outbox', createdAt: ago(31 * DAY) },
        // Failed for a month and retried hourly: still waiting, so kept.
        {
          toAddress: 'old@x.lt',
          subject: 'old waiting',
          transport: 'queued',
          createdAt: ago(31 * DAY),
          nextAttemptAt: ago(-30 * 60_000),
        },
        { toAddress: 'new@x.lt', subject: 'new kept', transport: 'outbox', createdAt: ago(DAY) },
      ]);
      expect(await a.app.jobs.runDue()).toContain('clean-up');
      expect((await a.db.select().from(pins)).map((pin) => pin.email)).toEqual(['new@example.com']);
      const left = await a.db
        .select()
        .from(sessions)
        .where(inArray(sessions.idHash, ['idle', 'active']));
      expect(left.map((session) => session.idHash)).toEqual(['active']);
      expect((await a.db.select().from(rateEvents)).map((event) => event.key)).toEqual(['new']);
      const mails = await a.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
      expect(mails.map((mail) => mail.subject).sort()).toEqual(['new kept', 'old waiting']);
    });
  });
}

describe('the job runner and the app', { timeout: 90_000 }, () => {
  test('runs the jobs while the app listens and stops, waiting for them, when it closes', async () => {
    const t = await buildTestApp('pglite');
    let closed = false;
    try {
      await sleep(300);
      expect(await t.db.select().from(jobSchedules)).toEqual([]); // inject only: no jobs
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      let finished: string[] = [];
      for (let i = 0; i < 100 && finished.length < JOBS.length; i++) {
        await sleep(50);
        const rows = await t.db.select().from(jobSchedules);
        finished = rows.filter((row) => row.lastFinishedAt).map((row) => row.name);
      }
      expect(finished.sort()).toEqual(JOBS);
      await t.app.close();
      closed = true;
    } finally {
      if (!closed) await t.app.close();
    }
  });

  test('a job going through batches ends after its batch when the server stops, and is due again at once', async () => {
    const t = await buildTestApp('pglite');
    const runner = new JobRunner(t.db, t.clock, t.app.log, 10);
    let batches = 0;
    runner.define({
      name: 'long',
      everyMs: DAY,
      leaseMs: DAY,
      run: async (stopping) => {
        while (!stopping.aborted) {
          await sleep(20);
          batches += 1;
        }
        return batches;
      },
    });
    try {
      runner.start();
      for (let i = 0; i < 200 && batches < 2; i++) await sleep(10);
      expect(batches).toBeGreaterThanOrEqual(2);
      await runner.stop();
      const [row] = await t.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'long'));
      expect([row!.lockedBy, row!.lastError]).toEqual([null, null]);
      expect(row!.nextRunAt).toEqual(row!.lastFinishedAt);
    } finally {
      await runner.stop();
      await t.app.close();
    }
  });
});
