import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './styles.css';
import './i18n/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { refreshStoredSession } from './features/auth/session.ts';
import { installSessionWatch, setNavigator } from './lib/api-client.ts';

const router = createAppRouter();

// spec accounts §4: an expired session leaves profile/orders/product pages for / (without a reload).
setNavigator((path) => void router.navigate(path, { replace: true }));
installSessionWatch();
// spec brief: on start, a stored profile is refreshed from GET /secure/me.
void refreshStoredSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
