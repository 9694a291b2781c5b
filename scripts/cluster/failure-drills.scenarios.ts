import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { formatMessage, messagesEn, messagesLt } from '../../domain/i18n/messages.ts';
import { makeJpeg } from '../../server/test/fixtures.ts';
import { multipartBody } from '../../server/test/test-app.ts';
import { cluster, demoDish, lb, on, registered, sql, waitFor } from './cluster-calls.ts';
import { freshAddress, request } from './http-client.ts';

/** Failure drills: S3 refusing or silent, a server started while S3 is down, SMTP down while PINs are asked for. */
export function failureDrills() {
  test(
    'S3 refusing connections: uploads answer a clear 503 within seconds, the site serves, and a server started meanwhile comes up and publishes its build once S3 is back',
    { timeout: 180_000 },
    async () => {
      const uploader = await registered('refused');
      await cluster.s3Front.switchTo('refusing');
      const app3 = cluster.apps[2]!;
      const { site, result } = await whileServing(async () => {
        const uploads = await uploadsNow(uploader, 3);
        // An instance starting while S3 is down: app3 onto release C, whose build files S3 lacks.
        await app3.stop();
        const startedAt = Date.now();
        app3.start(cluster.releases.c);
        await app3.waitReady();
        const readyMs = Date.now() - startedAt;
        await cluster.waitForBalancer((all) => all.every((state) => state === 'UP'));
        const own = await request(on(app3, cluster.entries.c!), { from: freshAddress() });
        const page = await request(on(app3, '/'), { headers: { accept: 'text/html' }, from: freshAddress() });
        const api = await request(on(app3, `/store/product?productId=${(await demoDish()).dish.id}`), {
          from: freshAddress(),
        });
        // Another release's server asked for C's script reads it from S3: down, so a clear 503.
        const elsewhere = await request(on(cluster.apps[0]!, cluster.entries.c!), { from: freshAddress() });
        return { uploads, readyMs, own, page, api, elsewhere };
      });
      const { uploads, readyMs, own, page, api, elsewhere } = result;
      console.log(
        `S3 refusing: uploads ${describeUploads(uploads)} ("${formatMessage(messagesLt, 'errors.filesUnavailable')}" ` +
          `in Lithuanian); pages and API meanwhile ${describeSite(site)}; app3 started on release C ` +
          `and was ready in ${readyMs} ms, served its page ${page.status}, the API ${api.status}, ` +
          `its own script ${own.status}; app1 answered C's script ${elsewhere.status}`,
      );
      expectFilesUnavailable(uploads, 5000);
      expectServed(site);
      expect(readyMs).toBeLessThan(60_000);
      expect([own.status, page.status, api.status]).toEqual([200, 200, 200]);
      expect(page.text).toContain(cluster.entries.c);
      expect(elsewhere.status).toBe(503);
      expect(app3.logged('build files not published to the file store (S3); trying again later')).toBe(true);

      const backAt = Date.now();
      await cluster.s3Front.switchTo('up');
      await waitFor(
        () => app3.logged('build files published after the file store came back') || undefined,
        90_000,
      );
      const publishedMs = Date.now() - backAt;
      const tries = app3
        .logLines()
        .find((line) => line.msg === 'build files published after the file store came back')?.tries;
      const afterwards = await request(on(cluster.apps[0]!, cluster.entries.c!), { from: freshAddress() });
      const [again] = await uploadsNow(uploader, 1);
      console.log(
        `S3 back: app3 published release C's build files ${publishedMs} ms later (try ${String(tries)}); ` +
          `app1 then served C's script ${afterwards.status}; an upload ${again!.status} in ${again!.ms} ms`,
      );
      expect(afterwards.status).toBe(200);
      expect(again!.status).toBe(200);
    },
  );

  test('S3 silent (takes connections, never answers): uploads answer a clear 503 within seconds, the site serves', async () => {
    const uploader = await registered('silent');
    await cluster.s3Front.switchTo('silent');
    const { site, result: uploads } = await whileServing(() => uploadsNow(uploader, 3));
    await cluster.s3Front.switchTo('up');
    const [again] = await uploadsNow(uploader, 1);
    console.log(
      `S3 silent: uploads ${describeUploads(uploads)}; pages and API meanwhile ${describeSite(site)}; ` +
        `S3 back: an upload ${again!.status} in ${again!.ms} ms`,
    );
    expectFilesUnavailable(uploads, 10_000);
    expectServed(site);
    expect(again!.status).toBe(200);
  });

  test('SMTP down while PINs are asked for: every request answered 200, and each PIN mailed once SMTP is back', async () => {
    const before = cluster.mail.mails.length;
    await cluster.mail.stop();
    const stoppedAt = Date.now();
    const emails = Array.from({ length: 6 }, (_, index) => `smtp-down.${index}.${Date.now()}@example.com`);
    const asked = await Promise.all(
      emails.map(async (identityKey) => {
        const started = Date.now();
        const answer = await request(lb('/one-time-pin'), {
          method: 'POST',
          form: { identityKey },
          from: freshAddress(),
        });
        return { status: answer.status, ms: Date.now() - started };
      }),
    );
    // Each is queued in the outbox and tried (and failed) at least once while SMTP is down.
    const queued = await waitFor(async () => {
      const { rows } = await sql.query<{ attempts: number; transport: string }>(
        `SELECT attempts, transport FROM mail_outbox WHERE to_address = ANY($1) AND transport IN ('queued', 'sending')`,
        [emails],
      );
      return rows.length === emails.length && rows.every((row) => row.attempts >= 1) ? rows : undefined;
    }, 20_000);
    await cluster.mail.start();
    const backAt = Date.now();
    const arrived = await waitFor(() => {
      const mails = emails.map((email) => cluster.mail.mails.find((mail) => mail.to === email));
      return mails.every(Boolean) ? mails.map((mail) => mail!) : undefined;
    }, 60_000);
    const delays = arrived.map((mail) => mail.at - backAt);
    console.log(
      `SMTP down: ${asked.length} PIN requests answered ${JSON.stringify(asked.map((one) => one.status))} in ` +
        `${Math.max(...asked.map((one) => one.ms))} ms at most; ${queued.length} queued, tried ` +
        `${queued.map((row) => row.attempts).join('/')} times while down (${backAt - stoppedAt} ms); ` +
        `SMTP back: every PIN mail arrived within ${Math.max(...delays)} ms (${delays.join(', ')})`,
    );
    expect(asked.map((one) => one.status)).toEqual(emails.map(() => 200));
    expect(Math.max(...asked.map((one) => one.ms))).toBeLessThan(3000);
    expect(Math.max(...delays)).toBeLessThan(30_000);
    // Once each, and the PIN mailed late still signs in.
    const mine = cluster.mail.mails.slice(before).filter((mail) => emails.includes(mail.to));
    expect(mine).toHaveLength(emails.length);
    const pin = arrived[0]!.text.match(/\b(\d{6})\b/)![1]!;
    const signedIn = await request(lb('/pin-login'), {
      method: 'POST',
      form: { identityKey: emails[0]!, pin },
      from: freshAddress(),
    });
    expect(signedIn.status, signedIn.text).toBe(200);
  });
}

interface Upload {
  status: number;
  ms: number;
  code?: string;
  retryAfter?: string;
}

/**
 * `count` photo uploads at once through the balancer, each timed. Small photos: the balancer
 * buffers them whole, so it could repeat one on another server, which it must not for the store.
 */
async function uploadsNow(cookie: string, count: number): Promise<Upload[]> {
  const photo = await makeJpeg(64, 48);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const { payload, headers } = multipartBody(`drill-${index}.jpg`, photo, 'image/jpeg');
      const started = Date.now();
      const answer = await request(lb('/secure/file-upload'), {
        method: 'POST',
        headers: { ...headers, cookie },
        body: payload,
        from: freshAddress(),
        timeoutMs: 60_000,
      });
      const ms = Date.now() - started;
      let code: string | undefined;
      try {
        code = answer.json<{ messages?: { code?: string }[] }>().messages?.[0]?.code;
      } catch {
        code = `not the envelope: ${answer.text.slice(0, 80)}`;
      }
      return { status: answer.status, ms, code, retryAfter: answer.headers['retry-after'] as string };
    }),
  );
}

interface SiteLoad {
  answered: number;
  failed: string[];
  ms: number[];
}

/**
 * Four visitors load pages and ask the API through the balancer, one request after another, for as
 * long as `work` runs: what the rest of the site does meanwhile.
 */
async function whileServing<T>(work: () => Promise<T>): Promise<{ site: SiteLoad; result: T }> {
  const { dish } = await demoDish();
  const urls = [
    '/',
    `/product-detail/${dish.id}`,
    `/store/product?productId=${dish.id}`,
    '/mp',
    '/questionnaires/chef_registration?language=lt',
  ];
  const site: SiteLoad = { answered: 0, failed: [], ms: [] };
  let stop = false;
  const visitor = async (index: number) => {
    for (let i = index; !stop; i++) {
      const url = urls[i % urls.length]!;
      const started = Date.now();
      const answer = await request(lb(url), { headers: { accept: 'text/html' }, from: freshAddress() });
      site.ms.push(Date.now() - started);
      if (answer.status === 200) site.answered += 1;
      else site.failed.push(`${url}: ${answer.status}`);
      await sleep(100);
    }
  };
  const visitors = Array.from({ length: 4 }, (_, index) => visitor(index));
  try {
    return { site, result: await work() };
  } finally {
    stop = true;
    await Promise.all(visitors);
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

function describeUploads(uploads: Upload[]): string {
  return uploads.map((one) => `${one.status} ${one.code ?? ''} in ${one.ms} ms`).join(', ');
}

function describeSite(site: SiteLoad): string {
  return (
    `${site.answered} answered 200, ${site.failed.length} not (${site.failed.slice(0, 5).join('; ')}), ` +
    `p50 ${percentile(site.ms, 50)} ms, p95 ${percentile(site.ms, 95)} ms, max ${Math.max(...site.ms)} ms`
  );
}

/** The store is down: each upload is a clear 503 within `withinMs`, worded in both languages. */
function expectFilesUnavailable(uploads: Upload[], withinMs: number) {
  for (const upload of uploads) {
    expect([upload.status, upload.code, upload.retryAfter]).toEqual([503, 'errors.filesUnavailable', '30']);
    expect(upload.ms).toBeLessThan(withinMs);
  }
  // The client shows the code in the user's language.
  for (const messages of [messagesEn, messagesLt])
    expect(formatMessage(messages, 'errors.filesUnavailable')).not.toBe('errors.filesUnavailable');
}

/**
 * The rest of the site served throughout: every page and API answer a 200, none held as long as
 * one S3 call may take (connect or silence timeout, twice).
 */
function expectServed(site: SiteLoad) {
  expect(site.failed).toEqual([]);
  expect(site.answered).toBeGreaterThan(20);
  expect(Math.max(...site.ms)).toBeLessThan(5000);
}
