import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { readEnv } from '../../env.ts';
import { DiskStorage } from '../../lib/file-storage.ts';
import { TestClient, TEST_SECRET } from '../../test/test-app.ts';
import { freshDatabase } from '../../test/test-database.ts';
import type { Database } from '../client.ts';
import { messageThreads } from '../schema.ts';
import { DEMO_PASSWORD, seedDemoData } from '../seed.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoCatalog } from './seed-demo-catalog.ts';

let database: Database;
let root: string;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await freshDatabase('pglite');
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-messages-'));
  await seedDemoData(database.db);
  await seedDemoCatalog(database.db, new DiskStorage(root));
  await seedDemoMessages(database.db);
  await seedDemoMessages(database.db); // a second start changes nothing
  app = await buildApp({
    env: readEnv({ NODE_ENV: 'test' }),
    database,
    secret: TEST_SECRET,
    filesRoot: root,
    logger: false,
  });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function signIn(email: string) {
  const client = new TestClient(app);
  const response = await client.post('/pw-login', { identityKey: email, password: DEMO_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

test('the demo customer and chefs find lived-in conversations, in both languages, contacts hidden', async () => {
  expect(await database.db.select().from(messageThreads)).toHaveLength(2);
  const customer = await signIn('customer@demo.lt');
  const inbox = (await customer.get('/secure/message-threads')).json().model;
  expect(inbox.threads.map((thread: { lastMessage: { text: string } }) => thread.lastMessage.text)).toEqual([
    expect.stringMatching(/^Sveiki, ar chačapuri/),
    expect.stringContaining('+370 612 34567'),
  ]);
  const giorgi = await signIn('giorgi-supra@demo.lt');
  expect((await giorgi.get('/secure/message-threads')).json().model.unreadTotal).toBe(1);
  const ona = await signIn('onos-virtuve@demo.lt');
  const onaInbox = (await ona.get('/secure/message-threads')).json().model;
  expect(onaInbox.threads[0].lastMessage.text).toBe(
    'Wonderful, thank you! My number is ••• if anything comes up.',
  );
});
