import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { setExpiryNavigator } from '../features/auth/session-expiry.ts';
import { restoreKeptLanguage } from '../i18n/i18n.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** spec accounts §4: an expired session leaves profile/orders/product pages for / (without a reload). */
function SessionExpiryNavigator() {
  const navigate = useNavigate();
  useEffect(() => setExpiryNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  return null;
}

/** Once the page is the app's (hydrated), the reader's kept language where it was drawn in another. */
function KeptLanguage() {
  useEffect(() => void restoreKeptLanguage(), []);
  return null;
}

/**
 * The whole app inside a router: the browser's (web/app/start.tsx) or the server's
 * (web/entry-server.tsx). One tree for both, so the markup the server draws is the markup the
 * browser hydrates, down to the ids of useId.
 */
export function App({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <PageErrorBoundary>
        <Router>
          <SessionExpiryNavigator />
          <KeptLanguage />
          <AppRoutes />
        </Router>
      </PageErrorBoundary>
    </AppProviders>
  );
}
