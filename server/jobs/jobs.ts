import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Notifier } from '../features/notifications/notifier.service.ts';
import type { OrderLifeService } from '../features/order-life/order-life.service.ts';
import type { PayoutsService } from '../features/order-life/payouts.service.ts';
import type { ChefSignalsService } from '../features/catalog/chef-signals.service.ts';
import type { EventRequestAnnouncements } from '../features/event-requests/event-request-announcements.service.ts';
import type { EventRequestExpiry } from '../features/event-requests/event-request-expiry.service.ts';
import type { RetentionPurge } from '../features/privacy/retention-purge.service.ts';
import { cleanUp } from './clean-up.ts';
import { JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; they run while the app listens (tests call `runDue()` instead). */
    jobs: JobRunner;
  }
}

const MINUTE = 60_000;

/**
 * The background jobs (docs/decisions.md, "Jobs"): each runs on one app server at a time, whichever
 * claims it first, and again `everyMs` after it ended. They start when the app starts listening and
 * stop, waiting for the running ones, when it closes; `inject`-only tests never start them.
 */
export function registerJobs(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    payouts: PayoutsService;
    orderLife: OrderLifeService;
    notifier: Notifier;
    signals: ChefSignalsService;
    announcements: EventRequestAnnouncements;
    expiry: EventRequestExpiry;
    retention: RetentionPurge;
  },
) {
  const runner = new JobRunner(deps.db, deps.clock, app.log);
  runner.define({
    name: 'payouts',
    everyMs: MINUTE,
    leaseMs: 5 * MINUTE,
    run: async () => (await deps.payouts.runDue()).paid,
  });
  // Refunds are sent right after the change that decides them; this retries those that failed.
  runner.define({
    name: 'refunds',
    everyMs: 15_000,
    leaseMs: 10 * MINUTE,
    run: () => deps.orderLife.sendPendingRefunds(),
  });
  // Card holds: a capture that failed is tried again, a cancelled order's hold settled, and a hold no
  // chef confirmed within 72 hours (or before the service) released with its order (DESIGN §4).
  runner.define({
    name: 'card-holds',
    everyMs: MINUTE,
    leaseMs: 10 * MINUTE,
    run: async () => {
      const settled = await deps.orderLife.holds.settleDue();
      await deps.orderLife.sendPendingRefunds();
      return settled;
    },
  });
  // Mails leave right after their commit; this retries failed ones and takes over a dead server's.
  runner.define({
    name: 'mail',
    everyMs: 10_000,
    leaseMs: 15 * MINUTE,
    run: () => deps.notifier.flush(),
  });
  // New event requests to the chefs who can take them: the interval is the mail's batch window.
  runner.define({
    name: 'event-request-announcements',
    everyMs: 5 * MINUTE,
    leaseMs: 10 * MINUTE,
    run: () => deps.announcements.announceNew(),
  });
  // Open event requests past their expiry marked expired, their customers told: minutes late at most.
  runner.define({
    name: 'event-request-expiry',
    everyMs: 5 * MINUTE,
    leaseMs: 10 * MINUTE,
    run: () => deps.expiry.markExpired(),
  });
  runner.define({
    name: 'clean-up',
    everyMs: 60 * MINUTE,
    leaseMs: 15 * MINUTE,
    run: () => cleanUp(deps.db, deps.clock),
  });
  // Chefs' next available dates that time alone moves on (a day ends, a lead time passes the last
  // open time of a day); changes of settings and bookings are followed as they happen.
  runner.define({
    name: 'next-available',
    everyMs: 10 * MINUTE,
    leaseMs: 10 * MINUTE,
    run: (stopping) => deps.signals.refreshAsTimePasses(stopping),
  });
  // The computed badges: the chefs an order or message event marked, soon after; every chef nightly.
  runner.define({
    name: 'trust-badges',
    everyMs: MINUTE,
    leaseMs: 10 * MINUTE,
    run: (stopping) => deps.signals.judgeMarked(stopping),
  });
  runner.define({
    name: 'trust-badges-nightly',
    everyMs: 24 * 60 * MINUTE,
    leaseMs: 60 * MINUTE,
    run: (stopping) => deps.signals.judgeAll(stopping),
  });
  // The records a deletion kept, once their 10 years are over (domain/privacy/purge.ts). Their time
  // comes at a Vilnius new year, so a yearly job would do; daily, a day's stop or a failed run is
  // caught up the next day rather than the next year, and a day that finds nothing costs a few
  // index reads from the deleted accounts.
  runner.define({
    name: 'retention-purge',
    everyMs: 24 * 60 * MINUTE,
    leaseMs: 60 * MINUTE,
    run: (stopping) => deps.retention.run(stopping),
  });
  app.decorate('jobs', runner);
  app.addHook('onListen', async () => runner.start());
  // Told to stop before anything waits: a long mail backlog must not hold up a shutdown (the mail
  // in hand is finished, the rest is left to the other servers).
  app.addHook('preClose', async () => {
    await Promise.all([runner.stop(), deps.notifier.stop()]);
  });
}
