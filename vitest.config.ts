import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One project per folder: domain and server run in Node, web in jsdom. e2e/ is Playwright's.
 * Domain and server test files share one module graph per worker (`isolate: false`): each builds its
 * own app on its own database, so nothing leaks between them, and importing the whole server again
 * for every file was half of the run (a 30-file sample: 398 s isolated, 181 s shared). The web's
 * files stay isolated: jsdom, module mocks and the i18n instance are per file.
 */
export default defineConfig({
  test: {
    // At least two workers, also on a two-core machine (Vitest's default there is one): the API
    // tests wait on PostgreSQL and sockets about as much as they compute, so two overlap that
    // waiting (CI's unit run: 452 s with one, 291 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node', isolate: false } },
      // The bench's own judging (the bench itself runs apart: npm run bench).
      { test: { name: 'scripts', include: ['scripts/bench/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
