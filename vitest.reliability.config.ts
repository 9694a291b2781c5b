import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: faults against the real server process (kill -9, a database restart).
 * Kept out of the main Vitest run because it restarts the shared PostgreSQL cluster.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    include: ['scripts/reliability/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
