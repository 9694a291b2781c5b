import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { APP_FILES_ID, isLanguage, type Language } from '#domain/constants.ts';
import { preferredLanguage } from '#domain/i18n/preferred-language.ts';
import { AppError } from '../lib/app-error.ts';
import {
  APP_STEPS,
  chunksInLanguage,
  entryOf,
  LANGUAGE_TEXTS,
  readManifest,
  staticClosure,
} from '../lib/build-manifest.ts';
import { SESSION_COOKIE } from './auth.ts';
import { loadFirstScreenRenderer, type FirstScreenPage } from './first-screen.ts';

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

/** What a shared link shows (Open Graph); absent fields keep the app's defaults. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the preview image. */
  image?: string;
  url?: string;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Answers a page of the web app, with `meta` in its head so crawlers see the right preview. */
    sendPage(meta?: PageMeta): Promise<FastifyReply>;
  }
}

/** Route options of a page of the web app: public, and outside the general request limit. */
export function page() {
  return { config: { access: 'public' as const, outsideRequestLimit: true } };
}

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  renderLimits: { rendersPerAddressPerMinute: number },
) {
  const indexFile = path.join(webRoot, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const indexHtml = hasBuild ? stylesFirst(fs.readFileSync(indexFile, 'utf8')) : undefined;
  const preloads = routePreloads(webRoot);
  const renderFirstScreen = await loadFirstScreenRenderer(
    app,
    path.join(webRoot, '..', 'ssr', 'entry-server.js'),
    renderLimits,
  );

  app.decorateReply('sendPage', async function (this: FastifyReply, meta?: PageMeta) {
    if (!indexHtml) return this.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    this.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // The web app mirrors the visitor's language in this cookie (web/i18n/i18n.ts); a first visit
    // gets the language its browser asks for.
    const cookie = this.request.cookies?.language;
    const language = isLanguage(cookie) ? cookie : preferredLanguage(this.request.headers['accept-language']);
    this.header('vary', 'Cookie, Accept-Language');
    const pathname = this.request.url.split('?')[0] ?? '/';
    const signedIn = Boolean(this.request.cookies?.[SESSION_COOKIE]);
    const screen =
      renderFirstScreen && this.statusCode === 200 && isEntryPage(pathname)
        ? await renderFirstScreen(this.request, language, signedIn)
        : undefined;
    // A signed-in user's page carries what it drew for them: no shared cache may keep it.
    if (screen && signedIn) this.header('cache-control', 'private, no-cache');
    // A page with its first screen loads the app once it has loaded (web/main.tsx): nothing is
    // preloaded, the files are only listed for then.
    const files = preloads(pathname, language);
    const html = withLanguage(
      screen ? withFirstScreen(indexHtml, screen, files) : withPreloads(indexHtml, files),
      language,
    );
    return this.send(meta ? withMeta(html, meta) : html);
  });
  if (hasBuild) {
    // The build's files are public and outside the general request limit (one visit is ~40 of them);
    // @fastify/static takes no route options, so its routes are declared in a scope of their own.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public', outsideRequestLimit: true };
      });
      await scope.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        decorateReply: false,
        // The build writes .br and .gz beside each file (vite.config.ts); sent to whoever accepts them.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Vite puts a content hash in every file name under _app/, so those never change.
          const immutable = filePath.includes(`${path.sep}_app${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    });
  }

  // Pages are a route of their own rather than the not-found handler, which no route's hooks reach:
  // compression among them (a page with its first screen is about 40 KB before it).
  app.get('/*', page(), async (request, reply) => {
    if (!isPageRequest(request)) throw AppError.notFound();
    // index.html is revalidated (no-cache) so a deploy reaches everyone at once.
    return reply.sendPage();
  });
  app.setNotFoundHandler(async () => {
    throw AppError.notFound();
  });
}

const NOT_BUILT = 'The web app is not built yet: run `npm run build` (npm start does it for you).';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The pages where phones arrive from outside (search, shared links), each with the lazy chunk of its
 * screen in web/app/router.tsx. Their first screen is rendered here for visitors (first-screen.ts);
 * for everyone else, listing the screen lets the browser fetch it together with the app instead of
 * after the app has run: one round trip less before the first real content.
 */
const ENTRY_PAGES: [RegExp, string][] = [
  [/^\/$/, 'app/routes/landing.tsx'],
  [/^\/mp$/, 'app/routes/marketplace.tsx'],
  [/^\/store\/[^/]+$/, 'app/routes/chef-store.tsx'],
  [/^\/product-detail\/[^/]+$/, 'app/routes/dish-detail.tsx'],
  [/^\/privacy$/, 'app/routes/privacy.tsx'],
];

function isEntryPage(pathname: string): boolean {
  return ENTRY_PAGES.some(([pattern]) => pattern.test(pathname));
}

/**
 * For a page's path and language, the build files the app needs beyond the entry (from Vite's
 * manifest): the app itself, its language's texts and, on an entry page, its screen with the
 * screen's feature texts in that language (web/i18n/i18n.ts `registerFeatureTexts`). Preloaded,
 * they arrive together with the entry instead of one after the other.
 */
export function routePreloads(webRoot: string): (pathname: string, language: Language) => string[] {
  const manifest = readManifest(webRoot);
  if (!manifest) return () => [];
  const entry = entryOf(manifest);
  const shell = entry ? staticClosure(manifest, entry) : new Set<string>();
  const preloads = new Map<string, string[]>();
  return (pathname, language) => {
    const page = ENTRY_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
    const cacheKey = `${language} ${page ?? ''}`;
    if (!preloads.has(cacheKey)) {
      const keys = [...APP_STEPS, LANGUAGE_TEXTS[language], ...(page ? [page] : [])];
      const needed = [...chunksInLanguage(manifest, keys, language)].filter((key) => !shell.has(key));
      preloads.set(
        cacheKey,
        needed.map((key) => `/${manifest[key]!.file}`),
      );
    }
    return preloads.get(cacheKey)!;
  };
}

function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`);
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/**
 * The stylesheet at the top of the head, before the scripts Vite lists first: the browser asks for
 * it first, and on a phone's few connections the page can be drawn before the scripts are in.
 */
function stylesFirst(html: string): string {
  const styles = html.match(/\s*<link rel="stylesheet"[^>]*>/);
  if (!styles) return html;
  return html.replace(styles[0], '').replace(/(<meta charset="[^"]*"\s*\/?>)/, `$1${styles[0]}`);
}

/**
 * The page with its first screen in #root. The entry, which only waits to load the app, is fetched
 * at low priority: on a slow line the styles and the screen's photos come first. The app's files
 * are listed (inert JSON) for the entry to ask for all at once when their time comes.
 */
function withFirstScreen(html: string, screen: FirstScreenPage, appFiles: string[]): string {
  const titled = /<title>/.test(screen.head) ? html.replace(/\s*<title>[\s\S]*?<\/title>/, '') : html;
  const list = JSON.stringify(appFiles).replace(/</g, '\\u003c');
  // Replaced by functions: a "$&" or "$`" in what the page shows would otherwise be read as a pattern.
  return titled
    .replace('</head>', () => `  ${screen.head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `${screen.root}<script type="application/json" id="${APP_FILES_ID}">${list}</script>`,
    )
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/** The page's language before any script runs: screen readers and the browser's translate offer. */
function withLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/** Replaces the title and adds description and Open Graph tags to the head. */
export function withMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    meta.image && `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
    meta.url && `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replaced by functions: a "$$" or "$`" in a chef's name would otherwise be read as a pattern.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** By the path the router matched (decoded, as it routed it), never the request's URL text. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = `/${(request.params as { '*'?: string })['*'] ?? ''}`.toLowerCase();
  return !API_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
