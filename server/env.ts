import path from 'node:path';
import { z } from 'zod';

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
  SESSION_SECRET: z.string().min(32).optional(),
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
  /** How long visitors' catalog reads may be answered from memory; 0 turns it off (tests: off). */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** An OpenAI-compatible endpoint that words the assistant's answers; without it answers are retrieval only. */
  ASSISTANT_LLM_URL: z.string().url().optional(),
  ASSISTANT_LLM_KEY: z.string().optional(),
  ASSISTANT_LLM_MODEL: z.string().default('gpt-4o-mini'),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(8000),
});

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  demoData: boolean;
  isProduction: boolean;
  readCacheMs: number;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    // DESIGN §1: demo data is on by default with the embedded database, off with DATABASE_URL.
    demoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    isProduction: env.NODE_ENV === 'production',
    // API tests change rows directly and read them back at once, so they run without it.
    readCacheMs: env.READ_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000),
  };
}
