import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders `element` at `path` inside the app's providers and a memory router. Extra routes
 * (e.g. the page a form redirects to) can be given so navigation lands somewhere observable.
 */
export function renderWithRouter(element: ReactElement, { path = '/', routes = [] as RouteObject[] } = {}) {
  const router = createMemoryRouter([{ path: path.split('?')[0], element }, ...routes], {
    initialEntries: [path],
  });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
