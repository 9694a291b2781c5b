import { defineConfig } from 'drizzle-kit';

// One set of PostgreSQL migrations, applied unchanged to PGlite and to PostgreSQL 15+.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
