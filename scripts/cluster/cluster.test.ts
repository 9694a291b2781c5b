import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cluster, sql } from './cluster-calls.ts';
import { failureDrills } from './failure-drills.scenarios.ts';
import { jobScenarios } from './jobs.scenarios.ts';
import { metricsScenarios } from './metrics.scenarios.ts';
import { restartScenarios } from './restarts.scenarios.ts';
import { sharedStateScenarios } from './shared-state.scenarios.ts';

/**
 * `npm run test:cluster`: three app servers behind HAProxy on their own PostgreSQL, Redis and
 * S3-compatible store, proving through the balancer what a user must not be able to tell: which
 * server answered. The scenarios run in order on one cluster, on one settable clock that the test
 * moves (never the rows' dates), and end with failure drills: S3 refusing or silent, a server
 * started while S3 is down, SMTP down while PINs are asked for. They are grouped by what they are
 * about (`*.scenarios.ts` beside this file) and run from here, in this order, on the one cluster
 * of cluster-calls.ts: this is the only file the cluster config runs.
 */

beforeAll(async () => {
  cluster.prepareReleases();
  await cluster.startServices();
  await cluster.startApps(); // three at once, on an empty database
  await cluster.startBalancer();
}, 240_000);

afterAll(async () => {
  await sql.end();
  await cluster.stop();
}, 60_000);

describe('three app servers behind HAProxy', () => {
  sharedStateScenarios();
  jobScenarios();
  restartScenarios();
  failureDrills();

  test('no mail was delivered twice, through all of it', async () => {
    await sleep(1000);
    const ids = cluster.mail.mails.map((mail) => mail.messageId);
    // An order tells nobody until it is paid, so the kill -9's unpaid orders send none:
    // these are the sign-in PIN, the paid orders' receipts and chef notices, and the payout's mail.
    expect(ids.length).toBeGreaterThan(3);
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(twice).toEqual([]);
    // Each delivery is recorded, but for those cut by the kill -9 between sending and recording.
    const logged = await sql.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE transport = 'smtp' AND error IS NULL`,
    );
    expect(logged.rows[0].n).toBeLessThanOrEqual(ids.length);
    expect(logged.rows[0].n).toBeGreaterThanOrEqual(ids.length - 10);
  });
});

describe('/metrics on every app server', () => {
  metricsScenarios();
});
