import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import type { EventRequestView } from '#domain/event-requests/event-request.response.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useOpenEventRequests } from '../api/get-open-event-requests.ts';
import { useEventFormat } from '../format.ts';
import { useEventLabels } from '../labels.ts';
import { LoadError, RequestListSkeleton } from './page-states.tsx';

/**
 * A chef's open requests, the ones she hears of: those in her service area, on a day and at a
 * time she cooks, in one of her cuisines, with her notice, soonest first; and those she proposed for.
 * A page of 20 at first; "Show more" adds the next below them.
 */
export function OpenRequests() {
  const { t } = useTranslation();
  const query = useOpenEventRequests();
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const focusFrom = useMoreFocus(listRef, moreRef, {
    pages: query.data?.pages.length ?? 0,
    isFetchingMore: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
  });
  if (query.isPending) return <RequestListSkeleton />;
  if (query.isError && !query.isFetchNextPageError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} backTo="/open-requests" />;
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];
  if (requests.length === 0 && !query.hasNextPage) {
    return (
      <div className="rounded-sheet border border-dashed border-line px-6 py-10 text-center">
        <p className="text-lg font-bold text-ink">{t('eventRequestPages.open.empty')}</p>
        <p className="mt-1 text-muted">{t('eventRequestPages.open.emptyBody')}</p>
        <Link to="/availability" className={buttonClasses('secondary', 'md', 'mt-6')}>
          {t('eventRequestPages.open.toAvailability')}
        </Link>
      </div>
    );
  }
  const handleShowMore = () => {
    focusFrom(requests.length);
    void query.fetchNextPage();
  };
  return (
    <div aria-busy={query.isFetchingNextPage || undefined}>
      {/* Said once more have come (not on the first page, which the page's heading introduces). */}
      <p role="status" className="sr-only">
        {query.isFetchingNextPage
          ? t('eventRequestPages.open.loadingMore')
          : (query.data?.pages.length ?? 0) > 1
            ? t('eventRequestPages.open.shown', { count: requests.length })
            : ''}
      </p>
      {requests.length > 0 ? (
        <ul ref={listRef} className="grid gap-4 md:grid-cols-2">
          {requests.map((request) => (
            <li key={request.id}>
              <OpenRequestCard request={request} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('eventRequestPages.open.noneSoFar')}</p>
      )}
      {query.isFetchNextPageError ? (
        <p className="mt-6 text-center text-muted">{t('eventRequestPages.open.moreFailed')}</p>
      ) : null}
      {query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            ref={moreRef}
            variant="secondary"
            onClick={handleShowMore}
            isLoading={query.isFetchingNextPage}
          >
            {query.isFetchNextPageError ? t('eventRequestPages.retry') : t('eventRequestPages.open.showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Where focus goes once "Show more" has loaded: to the first new request's heading, so a keyboard
 * or screen-reader user reads on from there; to the button again when nothing new came (it was
 * disabled while loading), or to the last request when the button has gone.
 */
function useMoreFocus(
  listRef: RefObject<HTMLUListElement | null>,
  moreRef: RefObject<HTMLButtonElement | null>,
  state: { pages: number; isFetchingMore: boolean; failed: boolean },
) {
  const pending = useRef<{ from: number; pages: number } | null>(null);
  useEffect(() => {
    const asked = pending.current;
    if (!asked || state.isFetchingMore || (state.pages <= asked.pages && !state.failed)) return;
    pending.current = null;
    const headings = listRef.current?.querySelectorAll<HTMLElement>('h2') ?? [];
    (headings[asked.from] ?? moreRef.current ?? headings[headings.length - 1])?.focus();
  });
  return (from: number) => {
    pending.current = { from, pages: state.pages };
  };
}

function OpenRequestCard({ request }: { request: EventRequestView }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const labels = useEventLabels();
  const headingId = useId();
  const term = 'text-xs font-bold tracking-wide text-muted uppercase';
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card bg-surface p-4 shadow-card sm:p-5"
    >
      <h2 id={headingId} tabIndex={-1} className="scroll-mt-24 text-lg font-extrabold text-ink">
        {t('eventRequestPages.detail.title', {
          occasion: labels.occasion(request.occasion),
          count: request.guests,
        })}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className={term}>{t('eventRequestPages.summary.when')}</dt>
          <dd className="font-semibold text-ink">{format.dateTime(request.serviceDate)}</dd>
        </div>
        <div>
          <dt className={term}>{t('eventRequestPages.summary.where')}</dt>
          <dd className="font-semibold text-ink">{request.city}</dd>
        </div>
        <div>
          <dt className={term}>{t('eventRequestPages.summary.budget')}</dt>
          <dd className="font-semibold text-ink tabular-nums">
            {t('eventRequestPages.summary.budgetValue', {
              total: format.euro(request.budgetTotal),
              perPerson: format.euro(Math.round(request.budgetTotal / Math.max(1, request.guests))),
            })}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('eventRequestPages.summary.cuisines')}</dt>
          <dd className="font-semibold text-ink">
            {request.cuisines.length > 0
              ? request.cuisines.map(labels.cuisine).join(', ')
              : t('eventRequestPages.summary.anyCuisine')}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('eventRequestPages.summary.allergens')}</dt>
          <dd className="font-semibold text-ink">
            {request.allergens.length > 0
              ? labels.allergenList(request.allergens)
              : t('eventRequestPages.summary.noAllergens')}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted">
        {t('eventRequestPages.open.proposalsSoFar', {
          count: request.proposalCount,
          limit: request.proposalLimit,
        })}
      </p>
      <Link
        to={`/open-requests/${request.id}`}
        className={buttonClasses('primary', 'md', 'mt-auto self-start')}
      >
        {t('eventRequestPages.open.view')}{' '}
        <span className="sr-only">
          {t('eventRequestPages.mine.openWhich', { date: format.shortDateTime(request.serviceDate) })}
        </span>
        <ArrowRightIcon size={18} />
      </Link>
    </article>
  );
}
