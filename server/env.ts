import type { BlockList } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseAddressList } from './lib/address-list.ts';

/** The only reader of process.env (DESIGN §1). Parsed once; a bad value stops the start with a clear message. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** Comma-separated for rotation: the first signs, every one is accepted. */
  SESSION_SECRET: z
    .string()
    .refine(
      (value) => secretsIn(value).length > 0 && secretsIn(value).every((secret) => secret.length >= 32),
      'each secret needs 32+ characters',
    )
    .optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  DEMO_DATA: flag.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Namų šefas <no-reply@namusefas.lt>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * `off` stops counting unpaid orders per guest browser, account and address
   * (domain/orders/hold-limits.ts): only for load tests and journeys that order from one address.
   */
  UNPAID_HOLD_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * `off` stops counting messages, reports, event requests and proposals per account and address
   * (domain/sending-limits.ts): only for load tests and tests that send from one address by the hundred.
   */
  SENDING_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Uncached first-screen renders one address may cause a minute (server/plugins/first-screen.ts). */
  PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** How long visitors' catalog reads may be answered from memory; 0 turns it off (tests: off). */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** How many proposals an event request takes before it leaves other chefs' lists. */
  EVENT_REQUEST_PROPOSALS: z.coerce.number().int().min(1).max(20).default(4),
  /** An OpenAI-compatible endpoint that words the assistant's answers; without it answers are retrieval only. */
  ASSISTANT_LLM_URL: z.string().url().optional(),
  ASSISTANT_LLM_KEY: z.string().optional(),
  ASSISTANT_LLM_MODEL: z.string().default('gpt-4o-mini'),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(8000),
  // Beyond one machine (docs/deploy.md).
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** How long a connection to the bucket may take, and how long it may stay silent mid-request. */
  S3_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(3000),
  S3_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().max(300_000).default(3000),
  /** Tries per S3 call, the first included (the SDK waits briefly between them). */
  S3_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(2),
  REDIS_URL: z.string().url().optional(),
  /** After SIGTERM, how long /health answers 503 before the server stops taking connections. */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** The built web app; dist/web by default (a release directory of its own in a deploy). */
  WEB_ROOT: z.string().optional(),
  /**
   * The balancers whose X-Forwarded-For is believed, for the client's address (request limits):
   * `true`, a number of hops, or addresses and CIDR ranges, comma-separated. Unset: none.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * Who may read `/metrics`: addresses and CIDR ranges, comma-separated, checked on the socket and
   * on every address the trusted proxies report. Unset: this machine only; `none`: nobody.
   */
  METRICS_ALLOW: z.string().default('127.0.0.0/8,::1'),
  /** What one user's uploaded files may take in all, in MB. */
  STORAGE_QUOTA_MB: z.coerce.number().int().positive().max(1_000_000).default(500),
  /**
   * Outside production only: the instant (ISO 8601 with its offset) the server's clock reads at
   * start; it runs at real speed from there, so journeys run at an hour they choose.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** Outside production only: adds the test-only route that moves the server's clock (/test/clock). */
  TEST_CLOCK: flag.optional(),
  /**
   * Set only by a test that runs real production servers (the cluster test): lets CLOCK_START and
   * TEST_CLOCK through with NODE_ENV=production. Never in a real deployment: anyone could move its clock.
   */
  ALLOW_TEST_CLOCK_IN_PRODUCTION: flag.optional(),
});

/** TRUST_PROXY as Fastify's `trustProxy` takes it. */
function trustedProxies(value: string | undefined): Env['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function secretsIn(value: string): string[] {
  return value
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
}

/** Settings that make sense only together, checked after each one on its own. */
function clashes(env: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  // Every instance must sign and check cookies and PINs alike (docs/deploy.md).
  if (env.DATABASE_URL && !env.SESSION_SECRET)
    problems.push(
      'SESSION_SECRET: required with DATABASE_URL, the same on every instance (generate one with `openssl rand -base64 48`)',
    );
  if (!env.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (env[name]) problems.push(`${name}: set, but S3_BUCKET is not (files would stay on the local disk)`);
  }
  // A production server reads the real time: a moved clock would take real orders on a wrong day.
  // Only a test deployment says otherwise, explicitly.
  if (env.NODE_ENV === 'production' && !env.ALLOW_TEST_CLOCK_IN_PRODUCTION)
    for (const name of ['CLOCK_START', 'TEST_CLOCK'] as const)
      if (env[name] !== undefined)
        problems.push(`${name}: for tests only, refused when NODE_ENV is production`);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both, or neither');
  try {
    metricsAllowList(env.METRICS_ALLOW);
  } catch (error) {
    problems.push(`METRICS_ALLOW: ${(error as Error).message}`);
  }
  return problems;
}

function metricsAllowList(value: string): BlockList {
  return parseAddressList(value.trim() === 'none' ? '' : value);
}

/**
 * Said at start (server/main.ts), not refused. Settings that work on one server but not on several:
 * PostgreSQL says a deploy may have several, and these parts would then stay per server (a single
 * server on PostgreSQL is a fair deploy). And a production server allowed a test clock.
 */
function warnings(env: z.infer<typeof EnvSchema>): string[] {
  const warnings: string[] = [];
  if (
    env.NODE_ENV === 'production' &&
    env.ALLOW_TEST_CLOCK_IN_PRODUCTION &&
    (env.TEST_CLOCK || env.CLOCK_START)
  )
    warnings.push(
      'ALLOW_TEST_CLOCK_IN_PRODUCTION is set: this production server runs on a test clock' +
        (env.TEST_CLOCK ? ' that anyone may move (POST /test/clock)' : '') +
        '; for a test deployment only, never one that takes real orders',
    );
  if (env.NODE_ENV === 'production' && env.UNPAID_HOLD_LIMITS === 'off')
    warnings.push(
      'UNPAID_HOLD_LIMITS=off: anyone may place unpaid orders without bound and keep chefs unbookable; for a load test only',
    );
  if (env.NODE_ENV === 'production' && env.SENDING_LIMITS === 'off')
    warnings.push(
      'SENDING_LIMITS=off: anyone may send messages, reports, event requests and proposals without bound; for a load test only',
    );
  if (!env.DATABASE_URL) return warnings;
  if (!env.S3_BUCKET)
    warnings.push(
      "DATABASE_URL is set without S3_BUCKET: uploaded files stay on this server's disk (DATA_DIR/files), so with a second app server an upload made on one is missing on the other",
    );
  if (!env.REDIS_URL)
    warnings.push(
      'DATABASE_URL is set without REDIS_URL: the per-client request limit (RATE_LIMIT_PER_MINUTE) counts on each app server alone, so behind a balancer of N servers a client gets N times it',
    );
  return warnings;
}

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  demoData: boolean;
  isProduction: boolean;
  /** CLOCK_START as a date, when set. */
  clockStart?: Date;
  /**
   * Whether the test-only clock route exists (TEST_CLOCK; in production only with
   * ALLOW_TEST_CLOCK_IN_PRODUCTION, which a test deployment sets).
   */
  testClock: boolean;
  readCacheMs: number;
  eventRequestProposals: number;
  /**
   * The origin of absolute links (share tags, mails): PUBLIC_URL without its trailing slash, else
   * http://localhost:PORT, never the request's Host header.
   */
  publicUrl: string;
  /** SESSION_SECRET's secrets, the signing one first; empty when not set. */
  sessionSecrets: string[];
  webRoot?: string;
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** METRICS_ALLOW, parsed. */
  metricsAllow: BlockList;
  /** What this configuration will not do on several app servers, to log at start. */
  warnings: string[];
};

/** The settings' problems, one per line, as the error that stops the start. */
function invalidConfiguration(problems: string[]): Error {
  return new Error(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
}

const problemsOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) throw invalidConfiguration(problemsOf(parsed.error));
  const env = parsed.data;
  const problems = clashes(env);
  if (problems.length) throw invalidConfiguration(problems);
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    // DESIGN §1: demo data is on by default with the embedded database, off with DATABASE_URL.
    demoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    isProduction: env.NODE_ENV === 'production',
    clockStart: env.CLOCK_START ? new Date(env.CLOCK_START) : undefined,
    testClock: env.TEST_CLOCK ?? false,
    // API tests change rows directly and read them back at once, so they run without it.
    readCacheMs: env.READ_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000),
    eventRequestProposals: env.EVENT_REQUEST_PROPOSALS,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`,
    sessionSecrets: env.SESSION_SECRET ? secretsIn(env.SESSION_SECRET) : [],
    webRoot: env.WEB_ROOT && path.resolve(env.WEB_ROOT),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    metricsAllow: metricsAllowList(env.METRICS_ALLOW),
    warnings: warnings(env),
  };
}

/**
 * The database settings alone, for `npm run db:migrate`, which needs no session secret: a pipeline
 * may migrate before any app server starts.
 */
export function readDatabaseSettings(source: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.pick({ DATABASE_URL: true, DATA_DIR: true }).safeParse(source);
  if (!parsed.success) throw invalidConfiguration(problemsOf(parsed.error));
  return { databaseUrl: parsed.data.DATABASE_URL, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
