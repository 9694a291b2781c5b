import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../../components/ui/toaster.tsx';
import { Footer } from './footer.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { TopBar } from './top-bar.tsx';

/** Moves focus to the new page's heading after a client-side navigation, so screen readers announce it. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  // The first page keeps the browser's own focus; only later page changes move it.
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [pathname]);
}

/** The shell of every page: skip link, top bar, main landmark, footer and toasts. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isNavigating = navigation.state === 'loading';
  useFocusOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-paprika transition-transform duration-300 ${isNavigating ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <TopBar />
      <main
        id="main"
        tabIndex={-1}
        aria-busy={isNavigating || undefined}
        className="flex flex-1 flex-col outline-none"
      >
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
