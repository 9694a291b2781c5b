import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Everything screens rely on besides the router: the query cache. Translations need no provider:
 * there is one set of texts (web/i18n/i18n.ts) and components follow its language with
 * web/i18n/use-translation.ts.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
