import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from './providers.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { AppRoutes } from './router.tsx';

function renderApp(path: string) {
  render(
    <AppProviders>
      <PageErrorBoundary>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </PageErrorBoundary>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('app routes', () => {
  test("a page's code loads on demand inside the shell, with a skeleton meanwhile", async () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at \/no-such-page/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  test('following a link starts the new page at its top and focuses its heading once it has loaded', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise(() => {})),
    );
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About us' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /about/i }, { timeout: 5000 });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await vi.waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('page error boundary', () => {
  test('a page that fails to render shows the error page instead of a blank screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('chunk missing');
    }
    render(
      <AppProviders>
        <PageErrorBoundary>
          <Broken />
        </PageErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
