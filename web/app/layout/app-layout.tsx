import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { Footer } from './footer.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { TopBar } from './top-bar.tsx';

/** Focuses the page's heading unless the visitor is already working inside the new page. */
function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!document.getElementById('main')?.contains(document.activeElement)) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  return true;
}

/**
 * After a client-side navigation: a new page starts at its top (back and forward keep the browser's
 * own scroll restoration), and focus moves to its heading so screen readers announce it.
 */
function useNewPageArrival() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // The first page keeps the browser's own focus and scroll; only later page changes move them.
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // A page whose code or data is still loading has no heading yet: wait for it to appear.
    if (focusPageHeading()) return;
    const main = document.getElementById('main');
    if (!main) return;
    const observer = new MutationObserver(() => {
      if (focusPageHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, navigationType]);
}

declare global {
  interface Window {
    /** web/public/tap-queue.js: makes again the taps kept while the app was on its way. */
    appTakesTaps?: () => void;
  }
}

/**
 * Committed with the page inside its boundary, which React hydrates after the shell around it: once
 * this runs, every button of the first screen is the app's, and the taps kept meanwhile act.
 */
function PageTaken() {
  useEffect(() => window.appTakesTaps?.(), []);
  return null;
}

/** The shell of every page: skip link, top bar, main landmark, footer and toasts. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useNewPageArrival();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {/* One boundary per page: a new page starts with its own state and its own skeleton. */}
        <Suspense key={pathname} fallback={<PageSkeleton />}>
          <Outlet />
          <PageTaken />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
