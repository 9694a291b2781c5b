/**
 * The app itself: everything the page runs, loaded by web/main.tsx (at once, or once a page the
 * server rendered has loaded).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { i18nReady } from '../i18n/i18n.ts';
import { App } from './app.tsx';
import { preloadScreen } from './router.tsx';
import { refreshStoredSession, setServerStorage } from '../features/auth/session.ts';
import { installSessionWatch } from '../features/auth/session-expiry.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { FIRST_SCREEN_DATA_ID } from '#domain/constants.ts';
import type { FirstScreenData } from '../entry-server.tsx';

installSessionWatch();
// spec brief: on start, a stored profile is refreshed from GET /secure/me.
void refreshStoredSession();

/**
 * A page the server rendered (web/entry-server.tsx) came with the data it showed: the query cache
 * starts with it and the screen's code is loaded first, so React hydrates the server's markup with
 * the same data instead of drawing the page again. Answers whether there is such a page.
 */
async function takeOverFirstScreen(queryClient: QueryClient): Promise<boolean> {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return false;
  const { queries, storage } = JSON.parse(element.textContent) as FirstScreenData;
  for (const [key, data, updatedAt] of queries) queryClient.setQueryData(key, data, { updatedAt });
  setServerStorage(storage);
  await preloadScreen(window.location.pathname);
  return true;
}

const queryClient = createQueryClient();
// The first screen waits for its language's texts (preloaded with the page, see web-app.ts).
const [, serverDrawn] = await Promise.all([i18nReady, takeOverFirstScreen(queryClient)]);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={BrowserRouter} />
  </StrictMode>
);
// Hydrating in a transition lets React yield to the browser every few milliseconds (a default-
// priority hydration is one blocking task); a tap meanwhile hydrates its part first.
if (serverDrawn) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
// The page is the app's now (its buttons work); the server's data for it has served its purpose.
document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
