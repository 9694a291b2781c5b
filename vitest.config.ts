import { defineConfig } from 'vitest/config';
import { preactJsx, reactOnPreact } from './vite.config.ts';

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
        resolve: {
          alias: [
            // Testing Library's CommonJS build would require() the real react-dom; its ES build is aliased.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            ...reactOnPreact,
          ],
          // The ES builds of React libraries (their CommonJS builds would require() React itself).
          conditions: ['module', 'browser', 'development'],
          // Vitest resolves like Node (no mainFields), which picks the CommonJS `main` of packages
          // without `exports` (react-remove-scroll, under Radix Dialog); the build reads `module`.
          mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
        },
        ssr: {
          resolve: {
            conditions: ['module', 'browser', 'development'],
            mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
          },
        },
        oxc: preactJsx,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          // Libraries written for React go through the same aliases instead of loading React from node_modules.
          server: { deps: { inline: true } },
        },
      },
    ],
  },
});
