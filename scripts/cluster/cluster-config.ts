import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The cluster's ports, secrets and the few helpers every part of it uses.

/**
 * Its ports: 9000-9006 and 3451-3453, or from CLUSTER_PORT_BASE on (base to base+6, the apps at
 * base+11 to base+13), so a run can go beside another on the same machine.
 */
const BASE = process.env.CLUSTER_PORT_BASE ? Number(process.env.CLUSTER_PORT_BASE) : undefined;
export const PORTS = {
  balancer: BASE ?? 9000,
  postgres: (BASE ?? 9000) + 1,
  redis: (BASE ?? 9000) + 2,
  /** Where the app servers reach S3: the switchable front (`S3Front`) of the S3 server below. */
  s3: (BASE ?? 9000) + 3,
  stats: (BASE ?? 9000) + 4,
  smtp: (BASE ?? 9000) + 5,
  s3Store: (BASE ?? 9000) + 6,
  apps: BASE ? [BASE + 11, BASE + 12, BASE + 13] : [3451, 3452, 3453],
};
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SESSION_SECRET = 'cluster-test-session-secret-0123456789abcdef';
export const RATE_LIMIT = 300;

export const log = (...parts: unknown[]) =>
  console.log(`[cluster ${new Date().toISOString().slice(11, 23)}]`, ...parts);

export function run(command: string, args: string[], options: { asPostgres?: boolean } = {}) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] =
    options.asPostgres && asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: 'pipe', encoding: 'utf8' });
}

/** PostgreSQL's server programs from Debian's package (the newest installed version). */
export function postgresBin(name: string): string {
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return `/usr/lib/postgresql/${versions[0]}/bin/${name}`;
}
