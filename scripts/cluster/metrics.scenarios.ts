import { expect, test } from 'vitest';
import { cluster, lb, on, waitFor } from './cluster-calls.ts';
import { freshAddress, request } from './http-client.ts';

/** /metrics on every app server: each its own, to the allowed scraper only. */
export function metricsScenarios() {
  const sampleOf = (text: string, series: string) => {
    const line = text.split('\n').find((one) => one.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  test('each server answers its own metrics to the allowed scraper and a 404 to anyone else, directly or through the balancer', async () => {
    const scrapes: string[] = [];
    for (const app of cluster.apps) {
      const scrape = await request(on(app, '/metrics'), { from: '127.0.0.1' });
      expect(scrape.status, `${app.name}: ${scrape.text.slice(0, 200)}`).toBe(200);
      expect(scrape.headers['content-type']).toMatch(/^text\/plain/);
      // HAProxy asks /health every second: counted under the route, on each server.
      expect(
        sampleOf(scrape.text, 'http_requests_total{method="GET",route="/health",status_code="200"}'),
      ).toBeGreaterThan(0);
      expect(sampleOf(scrape.text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sampleOf(scrape.text, 'redis_up')).toBe(1);
      expect(sampleOf(scrape.text, 'mail_queue_depth{state="queued"}')).toBeGreaterThanOrEqual(0);
      scrapes.push(scrape.text);
      // Another address of this machine stands for another host: not in METRICS_ALLOW.
      expect((await request(on(app, '/metrics'), { from: freshAddress() })).status).toBe(404);
    }
    // Through the balancer from outside the list, even naming an allowed address as the client.
    const forged = await request(lb('/metrics'), {
      from: freshAddress(),
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.status).toBe(404);
    expect(forged.text).not.toContain('http_requests_total');
    // The mail job runs every 10 s on whichever server claims it: across the servers it has run.
    const mailRuns = async () => {
      let runs = 0;
      for (const app of cluster.apps) {
        const text = (await request(on(app, '/metrics'), { from: '127.0.0.1' })).text;
        runs += sampleOf(text, 'job_runs_total{job="mail"}') ?? 0;
      }
      return runs > 0 ? runs : undefined;
    };
    expect(await waitFor(mailRuns, 30_000)).toBeGreaterThan(0);
  });
}
