import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Language } from '#domain/constants.ts';
import { App } from './app/app.tsx';
import { preloadScreen } from './app/router.tsx';
import { getMe } from './features/auth/api/get-me.ts';
import { serverStorageOf, setServerStorage, type ServerStorage } from './features/auth/session.ts';
import { i18n, loadLanguage } from './i18n/i18n.ts';
import { setTransport } from './lib/api-client.ts';
import { partsLoaded } from './lib/lazy-part.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The server's render of a page's first screen, for visitors arriving at an entry page (the landing
 * page, the chef list, a chef, a dish): the phone shows the page as soon as the HTML and the styles
 * are in, instead of after the app's code and then its data have arrived. Built by
 * `vite build --ssr` into dist/ssr and used by server/plugins/first-screen.ts. It is React's
 * `renderToString` of the same tree the browser hydrates (web/app/app.tsx); the data it read and
 * the signed-in user it drew for travel with the page (FIRST_SCREEN_DATA_ID), so the browser's
 * first render has the same inputs and matches the markup (web/app/start.tsx).
 */

/** What the page's data queries held when it was rendered: key, data, when it was read. */
export type FirstScreenQueries = [QueryKey, unknown, number][];

/** What travels with the page for the browser's hydration. */
export interface FirstScreenData {
  queries: FirstScreenQueries;
  /** The stored values the render read as the signed-in user's; empty for a visitor. */
  storage: ServerStorage;
}

export interface FirstScreen extends FirstScreenData {
  /** The markup inside #root. */
  html: string;
  /** What React hoists out of the markup (the page's <title>, preloads of its first photos): for <head>. */
  head: string;
}

/** A data query a screen asks for in its first render is read, then the screen rendered again. */
const MAX_RENDERS = 3;
/** What renderToString writes for a Suspense boundary it could not finish. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders `url` in `language`, for the signed-in user of the session when `signedIn` (their top bar
 * and what the page shows them); its API requests go to `transport` (the server answering in process,
 * as the visitor). One render at a time: the texts' language is the app's one i18next instance and
 * the transport one variable, as in the browser.
 */
export function renderFirstScreen(
  url: string,
  language: Language,
  transport: typeof fetch,
  signedIn = false,
): Promise<FirstScreen> {
  const rendered = queue.then(() => {
    setTransport(transport);
    return render(url, language, signedIn);
  });
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function render(url: string, language: Language, signedIn: boolean): Promise<FirstScreen> {
  const [storage] = await Promise.all([
    // An expired session draws the page as a visitor sees it, as the browser would.
    signedIn ? getMe().then(serverStorageOf, () => ({})) : {},
    loadLanguage(language),
    preloadScreen(new URL(url, 'http://x').pathname),
  ]);
  await i18n.changeLanguage(language);
  setServerStorage(storage);
  try {
    const queryClient = createQueryClient();
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={url}>{children}</StaticRouter>
    );
    const app = <App queryClient={queryClient} router={Router} />;
    let html = renderToString(app);
    for (let renders = 1; renders < MAX_RENDERS; renders += 1) {
      const unread = queriesToRead(queryClient);
      // A lazy part of the page (web/lib/lazy-part.ts) still loading left its fallback in a boundary
      // the browser would have to render itself: it is waited for, like the data.
      const unfinished = html.includes(UNFINISHED_BOUNDARY);
      if (unread.length === 0 && !unfinished) break;
      await Promise.all([
        ...unread.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
        partsLoaded(),
      ]);
      html = renderToString(app);
    }
    return { ...splitHead(html), queries: readQueries(queryClient), storage };
  } finally {
    setServerStorage({});
  }
}

/**
 * React writes the elements it hoists (<title>, <meta>, the preload <link>s of high-priority
 * images) before the markup of a render that has no <html> of its own.
 */
function splitHead(rendered: string): { head: string; html: string } {
  const head = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/.exec(rendered)?.[0] ?? '';
  return { head, html: rendered.slice(head.length) };
}

/** Queries the render asked for that have not been read yet (nor are switched off). */
function queriesToRead(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { enabled } = query.options as { enabled?: unknown };
      return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    });
}

function readQueries(queryClient: QueryClient): FirstScreenQueries {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);
}
