import { defineConfig } from '@playwright/test';
import { addDays, vilniusDate, vilniusInstant } from '#domain/availability/vilnius-day.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-flags.ts';

/** Browser journeys against the real server on its own port and its own fresh embedded database. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
// One data and results folder per port, so journeys on two ports can run side by side.
const DATA_DIR = `.tmp/e2e-data-${PORT}`;

/**
 * E2E_CLOCK starts the server's clock at a chosen hour (it runs at real speed from there; journeys
 * read it from /test/clock and give it to the browser, e2e/fixtures.ts): an ISO instant, or a
 * Vilnius wall time such as `23:30`, taken on the day that puts it nearest to now. Unset: real time.
 */
function clockStart(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^\d{2}:\d{2}$/.test(value)) return new Date(value).toISOString();
  const today = vilniusDate(Date.now());
  const nearest = [-1, 0, 1]
    .map((days) => vilniusInstant(addDays(today, days), value))
    .filter((instant): instant is number => instant !== null)
    .sort((a, b) => Math.abs(a - Date.now()) - Math.abs(b - Date.now()))[0];
  if (nearest === undefined) throw new Error(`E2E_CLOCK: ${value} is not a Vilnius time`);
  return new Date(nearest).toISOString();
}
const CLOCK_START = clockStart(process.env.E2E_CLOCK);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1, // one server on a 2-core machine; journeys share it
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${PORT}` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/secure/me`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DEMO_DATA: 'true',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every journey orders from this one address, many leaving their orders unpaid.
      UNPAID_HOLD_LIMITS: 'off',
      // ...and sends its messages, requests and proposals from it (a whole run is one sender).
      SENDING_LIMITS: 'off',
      // Every journey loads its pages from this one address.
      PAGE_RENDERS_PER_MINUTE: '100000',
      // The journeys read the server's time and move it to a service day (e2e/fixtures.ts).
      TEST_CLOCK: 'true',
      ...(CLOCK_START ? { CLOCK_START } : {}),
    },
  },
});
