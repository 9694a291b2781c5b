import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../lib/query-client.ts';

interface ExtraRoute {
  path: string;
  element: ReactElement;
}

/**
 * Renders `element` at `path` inside the app's providers and a memory router. Extra routes
 * (e.g. the page a form redirects to) can be given so navigation lands somewhere observable;
 * `currentLocation()` tells where the app is now.
 */
export function renderWithRouter(element: ReactElement, { path = '/', routes = [] as ExtraRoute[] } = {}) {
  let location: Location | undefined;
  function LocationProbe() {
    location = useLocation();
    return null;
  }
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route path={path.split(/[?#]/)[0]} element={element} />
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...utils,
    currentLocation: () => {
      if (!location) throw new Error('the router has not rendered');
      return location;
    },
  };
}
