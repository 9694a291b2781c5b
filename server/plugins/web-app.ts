import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.ts';

/** The built web app's own files live under /_app/ (DESIGN §4: /assets/ belongs to /assets/about). */
export const WEB_ASSET_PREFIX = '/_app/';

/**
 * Paths that only the API answers: an unknown one is a 404 envelope. Any other unknown GET is a page
 * of the web app (for example /store/{nickname}), so it gets index.html and the client router decides.
 */
const API_ONLY_PREFIXES = [
  '/secure/',
  '/repository/',
  '/payments/',
  '/questionnaires/',
  '/dev/',
  WEB_ASSET_PREFIX,
];

export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const indexFile = path.join(webRoot, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every file name under _app/, so those never change.
        const immutable = filePath.includes(`${path.sep}_app${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) throw AppError.notFound();
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    // index.html must be revalidated so a deploy reaches everyone at once.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot, { cacheControl: false });
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !API_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
