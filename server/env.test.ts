import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { readEnv } from './env.ts';

const SECRET = 'x'.repeat(32);
const DATABASE_URL = 'postgres://app@127.0.0.1:5432/app';

test('with PostgreSQL the session secret must be given, the same on every server', () => {
  expect(() => readEnv({ DATABASE_URL })).toThrow(/SESSION_SECRET: required with DATABASE_URL/);
  expect(readEnv({ DATABASE_URL, SESSION_SECRET: SECRET }).sessionSecrets).toEqual([SECRET]);
  expect(readEnv({}).sessionSecrets).toEqual([]); // embedded: generated into DATA_DIR
});

test('several secrets for a rotation: the first signs; each must be long enough', () => {
  const next = 'y'.repeat(40);
  expect(readEnv({ SESSION_SECRET: ` ${next}, ${SECRET} ` }).sessionSecrets).toEqual([next, SECRET]);
  expect(() => readEnv({ SESSION_SECRET: `${next},short` })).toThrow(
    /SESSION_SECRET: each secret needs 32\+/,
  );
  expect(() => readEnv({ SESSION_SECRET: ',' })).toThrow(/SESSION_SECRET/);
});

test('object storage settings that cannot work alone are refused, not ignored', () => {
  expect(() => readEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
    /S3_ENDPOINT: set, but S3_BUCKET is not/,
  );
  expect(() => readEnv({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' })).toThrow(/give both, or neither/);
  const env = readEnv({
    S3_BUCKET: 'files',
    S3_FORCE_PATH_STYLE: 'true',
    REDIS_URL: 'redis://127.0.0.1:6379',
  });
  expect([env.S3_BUCKET, env.S3_REGION, env.S3_FORCE_PATH_STYLE, env.DRAIN_DELAY_MS]).toEqual([
    'files',
    'us-east-1',
    true,
    0,
  ]);
});

test('the server refuses to start without a session secret on PostgreSQL, and says why', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, DATABASE_URL, PORT: '0' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(started.status).toBe(1);
  expect(started.stderr).toContain('The server cannot start.');
  expect(started.stderr).toContain('SESSION_SECRET: required with DATABASE_URL');
});

test('TRUST_PROXY: none by default, everyone, a number of hops, or the balancers\u2019 addresses', () => {
  expect(readEnv({}).trustProxy).toBe(false);
  expect(readEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(readEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  const oneHop = readEnv({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
  expect([oneHop('203.0.113.9', 0), oneHop('203.0.113.9', 1)]).toEqual([true, false]);
});

test('PostgreSQL without S3 or Redis starts, with a warning for each part that stays per server', () => {
  const base = { DATABASE_URL, SESSION_SECRET: SECRET };
  const alone = readEnv(base).warnings;
  expect(alone).toHaveLength(2);
  expect(alone[0]).toMatch(
    /DATABASE_URL is set without S3_BUCKET: uploaded files stay on this server's disk/,
  );
  expect(alone[1]).toMatch(/DATABASE_URL is set without REDIS_URL: the per-client request limit/);
  expect(readEnv({ ...base, S3_BUCKET: 'files' }).warnings).toEqual([alone[1]]);
  expect(readEnv({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).warnings).toEqual([alone[0]]);
  expect(readEnv({ ...base, S3_BUCKET: 'files', REDIS_URL: 'redis://127.0.0.1:6379' }).warnings).toEqual([]);
  expect(readEnv({}).warnings).toEqual([]); // the embedded database is one server by nature
});

test('METRICS_ALLOW: this machine by default, addresses and ranges, none, and nothing unparsable', () => {
  const allows = (value: string | undefined, address: string, type: 'ipv4' | 'ipv6' = 'ipv4') =>
    readEnv(value === undefined ? {} : { METRICS_ALLOW: value }).metricsAllow.check(address, type);
  expect(allows(undefined, '127.0.0.1')).toBe(true);
  expect(allows(undefined, '::1', 'ipv6')).toBe(true);
  expect(allows(undefined, '10.0.0.7')).toBe(false);
  expect(allows('10.0.0.0/24, 2001:db8::/32', '10.0.0.7')).toBe(true);
  expect(allows('10.0.0.0/24, 2001:db8::/32', '2001:db8::5', 'ipv6')).toBe(true);
  expect(allows('10.0.0.0/24', '127.0.0.1')).toBe(false);
  expect(allows('none', '127.0.0.1')).toBe(false);
  expect(() => readEnv({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW: "10.0.0.0\/33" is not/);
  expect(() => readEnv({ METRICS_ALLOW: 'prometheus.internal' })).toThrow(/METRICS_ALLOW/);
});

test('a settable clock is for tests only: refused in production, read as an instant elsewhere', () => {
  expect(readEnv({}).clockStart).toBeUndefined();
  expect(readEnv({}).testClock).toBe(false);
  const env = readEnv({ CLOCK_START: '2026-03-29T23:30:00+03:00', TEST_CLOCK: 'true' });
  expect(env.clockStart?.toISOString()).toBe('2026-03-29T20:30:00.000Z');
  expect(env.testClock).toBe(true);
  expect(() => readEnv({ CLOCK_START: '23:30' })).toThrow(/CLOCK_START/);
  expect(() => readEnv({ NODE_ENV: 'production', CLOCK_START: '2026-03-29T20:30:00Z' })).toThrow(
    /CLOCK_START: for tests only, refused when NODE_ENV is production/,
  );
  expect(() => readEnv({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(
    /TEST_CLOCK: for tests only, refused when NODE_ENV is production/,
  );
});

test('a production server takes a test clock only when a test deployment says so explicitly, and warns', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL, SESSION_SECRET: SECRET };
  // Without the switch, or with it off, both stay refused.
  for (const off of [{}, { ALLOW_TEST_CLOCK_IN_PRODUCTION: 'false' }]) {
    expect(() => readEnv({ ...production, ...off, TEST_CLOCK: 'true' })).toThrow(
      /TEST_CLOCK: for tests only, refused when NODE_ENV is production/,
    );
    expect(() => readEnv({ ...production, ...off, CLOCK_START: '2026-03-29T20:30:00Z' })).toThrow(
      /CLOCK_START: for tests only, refused when NODE_ENV is production/,
    );
  }
  const allowed = readEnv({ ...production, ALLOW_TEST_CLOCK_IN_PRODUCTION: 'true', TEST_CLOCK: 'true' });
  expect([allowed.isProduction, allowed.testClock]).toEqual([true, true]);
  expect(allowed.warnings.join('\n')).toMatch(/ALLOW_TEST_CLOCK_IN_PRODUCTION is set: .*POST \/test\/clock/);
  // The switch alone changes nothing and says nothing.
  const unused = readEnv({ ...production, ALLOW_TEST_CLOCK_IN_PRODUCTION: 'true' });
  expect([unused.testClock, unused.clockStart]).toEqual([false, undefined]);
  expect(unused.warnings.join('\n')).not.toContain('ALLOW_TEST_CLOCK_IN_PRODUCTION');
});

test('UNPAID_HOLD_LIMITS: on by default; off in production is warned of', () => {
  expect(readEnv({}).UNPAID_HOLD_LIMITS).toBe('on');
  expect(readEnv({ UNPAID_HOLD_LIMITS: 'off' }).warnings).toEqual([]);
  const production = { NODE_ENV: 'production', SESSION_SECRET: SECRET };
  expect(readEnv(production).warnings).toEqual([]);
  expect(readEnv({ ...production, UNPAID_HOLD_LIMITS: 'off' }).warnings).toEqual([
    expect.stringMatching(/^UNPAID_HOLD_LIMITS=off: anyone may place unpaid orders without bound/),
  ]);
  expect(() => readEnv({ UNPAID_HOLD_LIMITS: 'no' })).toThrow();
});
