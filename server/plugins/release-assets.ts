import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { sendStored, type FileStorage } from '../lib/file-storage.ts';
import { WEB_ASSET_PREFIX } from './web-app.ts';
import { access } from './access.ts';

/** Where build files are kept in the file store, and the marks of releases already published. */
const ASSETS_KEY = 'web/_app/';
const RELEASES_KEY = 'web/releases/';
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};
const NAME = /^[\w.-]{1,200}$/;

/**
 * The files of earlier builds stay servable (docs/decisions.md, "Rolling deploys"). During a
 * rolling deploy a page from the old build asks a server of the new one for a script it does not
 * have, and a browser may hold an old page for days. Each server therefore publishes its build's
 * files (their names carry a content hash, so they never change) to the file store at start, once
 * per release, and answers a build file it does not have itself from there: the shared bucket
 * behind a balancer, DATA_DIR/files on one machine.
 */
export async function registerReleaseAssets(
  app: FastifyInstance,
  { webRoot, storage }: { webRoot: string; storage: FileStorage },
) {
  const dir = path.join(webRoot, WEB_ASSET_PREFIX);
  if (!fs.existsSync(dir)) return;
  publishInBackground(app, dir, storage);

  // Only reached for names this build lacks: its own files are routes of @fastify/static.
  app.get(`${WEB_ASSET_PREFIX}*`, access('public'), async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    if (!NAME.test(name) || name.startsWith('.')) throw AppError.notFound();
    reply
      .type(CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable');
    return sendStored(storage, `${ASSETS_KEY}${name}`, request, reply);
  });
}

/** Waits between publishing tries: 2 s, doubling, at most 5 min; given up after a day of tries. */
export const PUBLISH_RETRY = { firstMs: 2000, maxMs: 5 * 60_000, tries: 300 };

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once this build's files are in the file store (or publishing gave up); for tests. */
    buildPublished: Promise<boolean>;
  }
}

/**
 * Publishing does not hold up the start: a server whose bucket is unreachable still serves its own
 * build (those are files on its disk) and everything else, and keeps trying in the background with
 * growing waits until the files are in. Until then another server asked for one of this build's
 * files answers 404 (not published yet) or 503 (store unreachable); a browser that got a page from
 * this build asks this build's servers for it next time round.
 */
function publishInBackground(app: FastifyInstance, dir: string, storage: FileStorage) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let settle: (published: boolean) => void = () => {};
  let firstTried: () => void = () => {};
  app.decorate('buildPublished', new Promise<boolean>((resolve) => (settle = resolve)));
  // The balancer waits for the first try (a moment when the store answers), so a page of this
  // build is not sent while the servers of the last one cannot yet answer for its files; a store
  // that does not answer fails that try, and the server takes traffic all the same.
  app.notReadyUntil(new Promise<void>((resolve) => (firstTried = resolve)));
  const attempt = async (tries: number) => {
    if (closed) return settle(false);
    try {
      await publishBuild(app, dir, storage);
      if (tries > 0)
        app.log.info({ tries: tries + 1 }, 'build files published after the file store came back');
      settle(true);
    } catch (error) {
      if (closed) return settle(false);
      if (tries + 1 >= PUBLISH_RETRY.tries) {
        app.log.error({ err: error, tries: tries + 1 }, 'build files not published; giving up');
        return settle(false);
      }
      const waitMs = Math.min(PUBLISH_RETRY.firstMs * 2 ** tries, PUBLISH_RETRY.maxMs);
      app.log.warn(
        { cause: (error as Error).message, tries: tries + 1, retryInMs: waitMs },
        'build files not published to the file store (S3); trying again later',
      );
      timer = setTimeout(() => void attempt(tries + 1), waitMs);
      timer.unref();
    }
  };
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
  void attempt(0).finally(firstTried);
}

/** Copies this build's files to the store unless a server of the same release already has. */
async function publishBuild(app: FastifyInstance, dir: string, storage: FileStorage) {
  // The compressed copies beside each file are not kept: answers from the store are compressed as sent.
  const names = (await fsp.readdir(dir)).filter((name) => NAME.test(name) && !/\.(br|gz)$/.test(name)).sort();
  const release = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
  const mark = `${RELEASES_KEY}${release}`;
  if (await storage.exists(mark)) return;
  const started = Date.now();
  const queue = [...names];
  const copy = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const body = await fsp.readFile(path.join(dir, name));
      await storage.put(
        `${ASSETS_KEY}${name}`,
        body,
        CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
      );
    }
  };
  await Promise.all(Array.from({ length: 8 }, copy));
  await storage.put(mark, Buffer.from(names.join('\n')), 'text/plain; charset=utf-8');
  app.log.info(
    { release, files: names.length, ms: Date.now() - started },
    'build files published to the file store',
  );
}
