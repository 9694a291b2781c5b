import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** One project per folder (STYLE): domain and server run in Node, web in jsdom. e2e/ is Playwright's. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
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
