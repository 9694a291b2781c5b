import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Import boundaries of STYLE.md as lint errors: domain is pure, server and web never meet. */
const forbid = (groups, message) => ['error', { patterns: [{ group: groups, message }] }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '#server/*',
          '#web/*',
          '**/server/**',
          '**/web/**',
          'node:*',
          'fastify',
          'drizzle-orm*',
          'react*',
          'pg',
        ],
        'domain/ is pure rules: it imports only zod and itself (STYLE.md).',
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        ['#web/*', '**/web/**', 'react*'],
        'server/ never imports web/ (DESIGN §2).',
      ),
    },
  },
  {
    files: ['server/lib/**/*.ts', 'server/plugins/**/*.ts', 'server/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': forbid(
        ['#web/*', '**/web/**', '**/features/**'],
        'lib/, plugins/ and db/ never import features/ (STYLE.md).',
      ),
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': forbid(
        ['#server/*', '**/server/**', 'node:*', 'fastify', 'drizzle-orm*', 'pg'],
        'web/ never imports server/ (DESIGN §2).',
      ),
    },
  },
  {
    files: ['web/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        ['#server/*', '**/server/**', '**/features/**', '**/app/**'],
        'components/ui holds nothing app-specific (STYLE.md).',
      ),
    },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'server/main.ts', 'server/db/migrate.ts'],
    rules: { 'no-console': 'off' },
  },
);
