import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChefHatIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';
import { useMerchants } from '../api/get-merchants.ts';
import { activeFilterCount, NO_FILTERS, parseFilters, serialiseFilters } from '../chef-filters.ts';
import { ChefCard, ChefCardSkeleton } from './chef-card.tsx';
import { OFFSCREEN_UNTIL_NEAR } from './offscreen.ts';
import { ChefFiltersBar, type FilterChange, type FilterUpdate } from './chef-filters-bar.tsx';

/** Start loading the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '800px 0px';
/**
 * On a phone only the first card is above the fold: its photo loads at once, first; the others as
 * they come into view (on a wide screen, right after the layout).
 */
const EAGER_CARDS = 1;

/** Calls `onVisible` whenever the returned element's node scrolls near the viewport. */
function useSentinel(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/**
 * The marketplace chef list (spec marketplace §2 "/mp"; DESIGN §7: pages from 1, infinite scroll).
 * Filters and search live in the URL, so a list can be shared, survives a reload and the back button
 * walks through earlier filters.
 */
export function ChefList() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => parseFilters(query), [query]);

  const handleChange = useCallback(
    (update: FilterUpdate, change: FilterChange = {}) => {
      // Built on the address bar, not on this render's filters: a navigation renders as a transition,
      // so a second quick change (a city right after a category) would otherwise undo the first.
      const next = update(parseFilters(window.location.search));
      setSearchParams(serialiseFilters(next), { replace: change.replace ?? false, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMerchants(filters);
  const merchants = data?.pages.flatMap((page) => page.merchants) ?? [];
  // The chips' counts depend only on the city and rate: kept while a search or a category loads.
  const countsKey = `${filters.city}|${filters.hourRate}`;
  const [counts, setCounts] = useState<{ key: string; byType: Record<string, number> }>();
  const latestCounts = data?.pages[0]?.kitchenTypeCounts;
  if (latestCounts && Object.keys(latestCounts).length && latestCounts !== counts?.byType)
    setCounts({ key: countsKey, byType: latestCounts });
  const canLoadMore = Boolean(hasNextPage) && !isFetchingNextPage && !isError;
  const sentinelRef = useSentinel(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);

  const filtered = activeFilterCount(filters) > 0;
  const showSkeleton = isPending && !isError;

  return (
    <div className="flex flex-col gap-6">
      <ChefFiltersBar
        filters={filters}
        kitchenTypeCounts={counts?.key === countsKey ? counts.byType : undefined}
        onChange={handleChange}
      />

      <section aria-labelledby="chef-results" aria-busy={showSkeleton || isFetchingNextPage || undefined}>
        <h2 id="chef-results" className="sr-only">
          {t('catalog.list.results')}
        </h2>
        <p role="status" className="sr-only">
          {showSkeleton ? t('catalog.list.loading') : isFetchingNextPage ? t('catalog.list.loadingMore') : ''}
        </p>

        {isError && merchants.length === 0 ? (
          <EmptyState title={t('catalog.list.failedTitle')} body={t('catalog.list.failedBody')}>
            <Button onClick={() => void refetch()} isLoading={isRefetching}>
              {t('catalog.retry')}
            </Button>
          </EmptyState>
        ) : !showSkeleton && merchants.length === 0 ? (
          <EmptyState
            title={t('catalog.list.emptyTitle')}
            body={filtered ? t('catalog.list.emptyBody') : t('catalog.list.emptyNoFilters')}
          >
            {filtered ? (
              <Button variant="secondary" onClick={() => handleChange(() => NO_FILTERS)}>
                {t('catalog.list.clearAll')}
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {merchants.map((merchant, index) => (
              <li
                key={merchant.userId}
                className={`flex flex-col [&>article]:flex-1 ${index < EAGER_CARDS ? '' : OFFSCREEN_UNTIL_NEAR.chefCard}`}
              >
                <ChefCard merchant={merchant} eager={index < EAGER_CARDS} />
              </li>
            ))}
            {showSkeleton || isFetchingNextPage
              ? Array.from({ length: showSkeleton ? 6 : 3 }, (_, index) => (
                  <li key={`skeleton-${index}`} aria-hidden="true">
                    <ChefCardSkeleton />
                  </li>
                ))
              : null}
          </ul>
        )}

        <div ref={sentinelRef} aria-hidden="true" className="h-px" />
        {hasNextPage && !isError ? (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
              {t('catalog.list.loadMore')}
            </Button>
          </div>
        ) : null}
        {isError && merchants.length > 0 ? (
          <div className="mt-6 flex flex-col items-center gap-3 text-center">
            <p className="text-muted">{t('catalog.list.failedTitle')}</p>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {t('catalog.retry')}
            </Button>
          </div>
        ) : null}
        {!hasNextPage && !isPending && merchants.length > 0 && data && data.pages.length > 1 ? (
          <p className="mt-8 text-center text-sm text-muted">{t('catalog.list.end')}</p>
        ) : null}
      </section>
    </div>
  );
}

function EmptyState({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface/60 px-6 py-12 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark">
        <ChefHatIcon size={32} />
      </span>
      <h3 className="mt-4 text-xl font-bold">{title}</h3>
      <p className="mt-1 max-w-md text-muted">{body}</p>
      {children ? <div className="mt-5">{children}</div> : null}
    </div>
  );
}
