import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildTestApps, type Storage } from '../test/test-app.ts';

/** A build folder as Vite writes it: index.html and hashed files under _app/ (with compressed copies). */
function release(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  fs.mkdirSync(path.join(root, '_app'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  for (const [name, body] of Object.entries(files)) {
    fs.writeFileSync(path.join(root, '_app', name), body);
    fs.writeFileSync(path.join(root, '_app', `${name}.gz`), 'compressed');
  }
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

for (const storage of ['disk', 's3'] as Storage[]) {
  describe(`a rolling deploy [${storage}]`, () => {
    test('a server of the new release still serves the old release\u2019s files; unknown names are 404', async () => {
      const old = release({ 'index-OLD11111.js': 'console.log("old")', 'style-AAAA1111.css': 'a{}' });
      const next = release({ 'index-NEW22222.js': 'console.log("new")', 'style-AAAA1111.css': 'a{}' });
      roots.push(old, next);
      const { apps, closeAll } = await buildTestApps('pglite', 2, { storage }, (index) => ({
        webRoot: index === 0 ? old : next,
      }));
      try {
        const [first, server] = apps;
        // Publishing runs in the background, not holding up the start.
        expect(await first!.app.buildPublished).toBe(true);
        const get = (url: string) => server!.app.inject({ method: 'GET', url });
        const own = await get('/_app/index-NEW22222.js');
        expect([own.statusCode, own.body]).toEqual([200, 'console.log("new")']);
        const previous = await get('/_app/index-OLD11111.js');
        expect([previous.statusCode, previous.body]).toEqual([200, 'console.log("old")']);
        expect(previous.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(previous.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        for (const url of [
          '/_app/index-NONE0000.js',
          '/_app/index-OLD11111.js.gz',
          '/_app/..%2Findex.html',
          '/_app/.x',
        ])
          expect((await get(url)).statusCode, url).toBe(404);
      } finally {
        await closeAll();
      }
    }, 120_000);
  });
}
