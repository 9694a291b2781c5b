import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { readEnv } from '../../env.ts';
import { demoStoryServices } from '../../demo-story-services.ts';
import { TEST_SECRET } from '../../test/test-app.ts';
import { freshDatabase } from '../../test/test-database.ts';
import { seedDemoData } from '../seed.ts';
import { seedDemoStory } from './seed-demo-story.ts';

describe('a story that cannot be told whole', () => {
  test('is not begun: without the demo chefs’ dishes no order is written (a later start tries again)', async () => {
    const database = await freshDatabase('pglite');
    const filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-story-'));
    const app = await buildApp({
      env: readEnv({ NODE_ENV: 'test' }),
      database,
      secret: TEST_SECRET,
      filesRoot,
      logger: false,
    });
    try {
      await seedDemoData(database.db);
      const services = demoStoryServices(database.db, app.log);
      await expect(seedDemoStory(database.db, services, app.log)).rejects.toThrow(/^demo story: /);
      const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM orders`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]!.n).toBe(0);
    } finally {
      await app.close();
      fs.rmSync(filesRoot, { recursive: true, force: true });
    }
  });
});
