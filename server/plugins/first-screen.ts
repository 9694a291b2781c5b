import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_DATA_ID, type Language } from '#domain/constants.ts';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import { cacheCounters } from '../lib/metrics.ts';

/**
 * The first screen of an entry page rendered here for a visitor, so a phone shows the page from the
 * HTML instead of after the app's code and then its data have arrived. The renderer is the web app's
 * own (web/entry-server.tsx, built to dist/ssr by `npm run build`); its API requests are answered in
 * process. Without that build, or if a render fails, the page is the app's empty shell as before.
 */

/** The shape of dist/ssr/entry-server.js (the server does not import the web app's source). */
interface RendererModule {
  renderFirstScreen(
    url: string,
    language: Language,
    transport: typeof fetch,
    signedIn: boolean,
  ): Promise<{ html: string; head?: string; queries: unknown[]; storage?: unknown }>;
}

/** A page's first screen: what goes into <head>, and `#root` with the screen in it and its data after it. */
export interface FirstScreenPage {
  head: string;
  root: string;
}

export type RenderFirstScreen = (
  request: FastifyRequest,
  language: Language,
  signedIn: boolean,
) => Promise<FirstScreenPage | undefined>;

/** A rendered page is reused this long: the catalog's own answers are cached as long (READ_CACHE_MS). */
const CACHE_MS = 5_000;
/** Visitors choose the URLs, so the kept pages are bounded by their size, not only by count. */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Pages are outside the request limit (a visit is ~40 requests), and a URL nobody asked for yet
 * costs a render, which the web app does one at a time per process (web/entry-server.tsx). So an
 * address may have PAGE_RENDERS_PER_MINUTE renders drawn a minute; past it, and while this many
 * renders are already waiting, a visitor gets the app shell at once and the browser draws the page
 * itself. Both count in this process on purpose: what they protect, its render line and CPU, is
 * its own.
 */
export const MAX_RENDERS_IN_FLIGHT = 16;

export async function loadFirstScreenRenderer(
  app: FastifyInstance,
  rendererFile: string,
  { rendersPerAddressPerMinute }: { rendersPerAddressPerMinute: number },
): Promise<RenderFirstScreen | undefined> {
  if (!fs.existsSync(rendererFile)) return undefined;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as RendererModule;
  // `body` is what the cache weighs: the drawn markup (the head's few tags ride along).
  const cache = new ExpiringCache<{ body: string; head: string }>(
    CACHE_MAX_BYTES,
    CACHE_MS,
    Date.now,
    cacheCounters('pages'),
  );
  // A catalog change on any app server empties it (lib/change-channel.ts).
  app.catalogChanges.onChange(() => cache.clear());

  const budget = new RenderBudget(rendersPerAddressPerMinute);
  let inFlight = 0;

  return async (request, language, signedIn) => {
    // A signed-in user's page is drawn for them alone and never kept.
    const key = signedIn ? undefined : `${language} ${request.url}`;
    const cached = key === undefined ? undefined : cache.get(key);
    if (cached) return { head: cached.head, root: cached.body };
    if (inFlight >= MAX_RENDERS_IN_FLIGHT || !budget.take(request.ip)) return undefined;
    inFlight += 1;
    try {
      const generation = app.catalogChanges.generation;
      const answers = { failed: false };
      const screen = await renderer.renderFirstScreen(
        request.url,
        language,
        inProcess(app, request, signedIn, answers),
        signedIn,
      );
      const page = {
        head: screen.head ?? '',
        root: rootWith(screen.html, { queries: screen.queries, storage: screen.storage ?? {} }),
      };
      if (key === undefined) return page;
      if (generation !== app.catalogChanges.generation) return page; // drawn from data as it changed
      // A screen drawn while this visitor was over the request limit, or the API failed, is theirs
      // alone: kept, it would show everyone the error for the cache's lifetime.
      if (answers.failed) return page;
      cache.set(key, { body: page.root, head: page.head });
      return page;
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'first screen not rendered; the app renders it');
      return undefined;
    } finally {
      inFlight -= 1;
    }
  };
}

/** Renders drawn per address in the current minute; the counts start over each minute. */
class RenderBudget {
  private counts = new Map<string, number>();
  private windowStart = Date.now();

  constructor(private readonly perMinute: number) {}

  take(address: string): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 60_000) {
      this.counts = new Map();
      this.windowStart = now;
    }
    const used = this.counts.get(address) ?? 0;
    if (used >= this.perMinute) return false;
    this.counts.set(address, used + 1);
    return true;
  }
}

/**
 * The render's API requests, answered by this server as if the visitor had made them (rate limits),
 * with the visitor's cookies when the page is drawn for the signed-in user. `answers.failed` tells
 * whether any was refused for the limit or failed.
 */
function inProcess(
  app: FastifyInstance,
  visitor: FastifyRequest,
  signedIn: boolean,
  answers: { failed: boolean },
): typeof fetch {
  return async (input, init) => {
    const body = init?.body;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: {
        ...(init?.headers as Record<string, string>),
        ...(signedIn && visitor.headers.cookie !== undefined && { cookie: visitor.headers.cookie }),
        ...(body instanceof URLSearchParams && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      payload: body === undefined || body === null ? undefined : String(body),
      remoteAddress: visitor.ip,
    });
    if (response.statusCode === 429 || response.statusCode >= 500) answers.failed = true;
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** #root with the markup in it, then the data it showed, as JSON that no browser runs as script. */
function rootWith(html: string, data: { queries: unknown[]; storage: unknown }): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<div id="root">${html}</div>\n    <script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
}
