import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: three app servers behind HAProxy on their own PostgreSQL, Redis and S3
 * server (scripts/cluster/). One file, cluster.test.ts, runs the scenarios (`*.scenarios.ts`, not
 * test files of their own) in order on one cluster.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['scripts/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
