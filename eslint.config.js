import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Import boundaries of STYLE.md as lint errors: domain is pure, server and web never meet. */
const forbid = (groups, message) => ['error', { patterns: [{ group: groups, message }] }];

const root = import.meta.dirname;
const featuresOf = (side) =>
  readdirSync(path.join(root, side, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Server cross-feature zones (STYLE.md "Module boundaries"): a feature may use another feature only
 * through its public surface, its `*.service.ts` or a `*.queries.ts` read module it exports. Its
 * repo, presenter, mails and helpers stay private, so a table's SQL lives in one feature.
 * (Glob `from` needs absolute glob exceptions: import-x matches them against resolved paths.)
 */
const serverFeatureZones = featuresOf('server').map((feature) => ({
  target: `server/features/${feature}/**`,
  from: [path.join(root, `server/features/!(${feature})/**`)],
  except: [
    path.join(root, 'server/features/*/*.service.ts'),
    path.join(root, 'server/features/*/*.queries.ts'),
  ],
  message: `server/features/${feature} may use another feature only through its *.service.ts or *.queries.ts (STYLE.md module boundaries); move the query into that feature's repo and export it from its service or query module.`,
}));

/** Web cross-feature zones (bulletproof-react): a feature never imports another feature; app/ composes them. */
const webFeatureZones = featuresOf('web').map((feature) => ({
  target: `web/features/${feature}/**`,
  from: [path.join(root, `web/features/!(${feature})/**`)],
  message: `web/features/${feature} must not import another feature: compose features in web/app, or move the shared piece to web/components, web/lib or domain/ (STYLE.md).`,
}));

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
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // no-cycle follows only files with these extensions, parsed by the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // Type-only imports are erased at build time, so only value cycles count; a lazy `import()`
      // of a chunk that imports its loader back runs after the loader has finished, so it is allowed.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{domain,server,web,e2e,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['server/features/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverFeatureZones }] },
  },
  {
    // Repositories own SQL: only a feature's *.repo.ts and *.queries.ts query the
    // database; services, routes and presenters call them (types of rows may still be imported).
    files: ['server/features/**/*.ts'],
    ignores: [
      '**/*.repo.ts',
      '**/*.queries.ts',
      '**/*.test.ts',
      // A feature's test helpers read rows as its tests do.
      '**/*-test-setup.ts',
      // The sandbox stands in for Stripe and keeps its own intents and refunds: its tables are its store.
      'server/features/payments/providers/sandbox.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts'],
              allowTypeImports: true,
              message:
                "Queries live in the feature's *.repo.ts (taking the transaction); call it from the service.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/features/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webFeatureZones }] },
  },
  {
    // A plain React.lazy in a page the server draws leaves a boundary the browser must redo on a cold
    // server (React error 419); lazyPart's loading is what the server's render waits for.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/lazy-part.ts', 'web/app/router.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: 'Use lazyPart (web/lib/lazy-part.ts): the first-screen render waits for its code.',
            },
          ],
        },
      ],
    },
  },
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
    // Query keys are spelled where the query is: a feature's api/ builds each key and offers the
    // refresh (useOrdersRefresh, rememberSignedIn…); screens call that. Hydration sets the cache as
    // the app starts.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/features/*/api/**', 'web/app/start.tsx', 'web/entry-server.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['invalidateQueries', 'setQueryData'].map((property) => ({
          property,
          message: `Call the owning feature's api/ function for this (a named refresh built from its query's key), not ${property} with a key spelled here.`,
        })),
      ],
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
