import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import './styles.css';
import { i18nReady } from './i18n/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { PageErrorBoundary } from './app/page-error-boundary.tsx';
import { AppRoutes } from './app/router.tsx';
import { refreshStoredSession } from './features/auth/session.ts';
import { installSessionWatch, setNavigator } from './lib/api-client.ts';

/** spec accounts §4: an expired session leaves profile/orders/product pages for / (without a reload). */
function SessionExpiryNavigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  return null;
}

installSessionWatch();
// spec brief: on start, a stored profile is refreshed from GET /secure/me.
void refreshStoredSession();

// The first screen waits for its language's texts (preloaded with the page, see web-app.ts).
await i18nReady;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <PageErrorBoundary>
        <BrowserRouter>
          <SessionExpiryNavigator />
          <AppRoutes />
        </BrowserRouter>
      </PageErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
