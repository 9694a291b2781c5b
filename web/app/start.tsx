/**
 * The app itself: everything the page runs, loaded by web/main.tsx (at once, or once a page the
 * server rendered has loaded).
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { i18nReady } from '../i18n/i18n.ts';
import { AppProviders } from './providers.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { AppRoutes, preloadScreen } from './router.tsx';
import { refreshStoredSession } from '../features/auth/session.ts';
import { installSessionWatch, setNavigator } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { FIRST_SCREEN_DATA_ID } from '#domain/constants.ts';
import type { FirstScreenQueries } from '../entry-server.tsx';

/** spec accounts §4: an expired session leaves profile/orders/product pages for / (without a reload). */
function SessionExpiryNavigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  return null;
}

installSessionWatch();
// spec brief: on start, a stored profile is refreshed from GET /secure/me.
void refreshStoredSession();

/**
 * A page the server rendered (web/entry-server.tsx) came with the data it showed: the query cache
 * starts with it and the screen's code is loaded first, so the app's first render draws the same
 * page over it instead of a loading skeleton.
 */
async function takeOverFirstScreen(queryClient: QueryClient) {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return;
  const queries = JSON.parse(element.textContent) as FirstScreenQueries;
  for (const [key, data, updatedAt] of queries) queryClient.setQueryData(key, data, { updatedAt });
  await preloadScreen(window.location.pathname);
}

const queryClient = createQueryClient();
// The first screen waits for its language's texts (preloaded with the page, see web-app.ts).
await Promise.all([i18nReady, takeOverFirstScreen(queryClient)]);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <PageErrorBoundary>
        <BrowserRouter>
          <SessionExpiryNavigator />
          <AppRoutes />
        </BrowserRouter>
      </PageErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
// The page is the app's now (its buttons work); the server's data for it has served its purpose.
document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
