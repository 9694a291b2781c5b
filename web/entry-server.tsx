import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Language } from '#domain/constants.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { i18n, loadLanguage } from './i18n/i18n.ts';
import { setTransport } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The server's render of a page's first screen, for visitors arriving at an entry page (the landing
 * page, the chef list, a chef, a dish): the phone shows the page as soon as the HTML and the styles
 * are in, instead of after the app's code and then its data have arrived. Built by
 * `vite build --ssr` into dist/ssr and used by server/plugins/web-app.ts; the app then draws over the
 * same markup with the same data (web/main.tsx, FIRST_SCREEN_DATA_ID).
 */

/** What the page's data queries held when it was rendered: key, data, when it was read. */
export type FirstScreenQueries = [QueryKey, unknown, number][];

export interface FirstScreen {
  /** The markup inside #root. */
  html: string;
  queries: FirstScreenQueries;
}

/** A data query a screen asks for in its first render is read, then the screen rendered again. */
const MAX_RENDERS = 3;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders `url` as a visitor (no session) sees it in `language`; its API requests go to `transport`
 * (the server answering in process). One render at a time: the texts' language is the app's one
 * i18next instance and the transport one variable, as in the browser.
 */
export function renderFirstScreen(
  url: string,
  language: Language,
  transport: typeof fetch,
): Promise<FirstScreen> {
  const rendered = queue.then(() => {
    setTransport(transport);
    return render(url, language);
  });
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function render(url: string, language: Language): Promise<FirstScreen> {
  await Promise.all([loadLanguage(language), preloadScreen(new URL(url, 'http://x').pathname)]);
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  const app = (
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  let html = await renderToStringAsync(app);
  for (let renders = 1; renders < MAX_RENDERS; renders += 1) {
    const unread = queriesToRead(queryClient);
    if (unread.length === 0) break;
    await Promise.all(
      unread.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
    html = await renderToStringAsync(app);
  }
  return { html, queries: readQueries(queryClient) };
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
