import { useId } from 'react';
import { Link } from 'react-router';
import type { EventRequestView } from '#domain/event-requests/event-request.response.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMyEventRequests } from '../api/get-my-event-requests.ts';
import { useEventFormat } from '../format.ts';
import { useEventLabels } from '../labels.ts';
import { LoadError, RequestListSkeleton } from './page-states.tsx';
import { requestTone, StatePill } from './request-summary.tsx';

/** The customer's event requests, newest first, each with its state and proposals so far. */
export function MyRequests() {
  const { t } = useTranslation();
  const query = useMyEventRequests();
  if (query.isPending) return <RequestListSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <div className="rounded-sheet border border-dashed border-line px-6 py-10 text-center">
        <p className="text-lg font-bold text-ink">{t('eventRequestPages.mine.empty')}</p>
        <p className="mt-1 text-muted">{t('eventRequestPages.mine.emptyBody')}</p>
        <Link to="/event-requests/new" className={buttonClasses('primary', 'lg', 'mt-6')}>
          {t('eventRequestPages.mine.new')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {query.data.map((request) => (
        <li key={request.id}>
          <RequestRow request={request} />
        </li>
      ))}
    </ul>
  );
}

function RequestRow({ request }: { request: EventRequestView }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const labels = useEventLabels();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-extrabold text-ink">
            {t('eventRequestPages.detail.title', {
              occasion: labels.occasion(request.occasion),
              count: request.guests,
            })}
          </h2>
          <StatePill tone={requestTone(request.state)}>{labels.requestState(request.state)}</StatePill>
        </div>
        <p className="mt-1 text-muted">
          {format.shortDateTime(request.serviceDate)} · {request.city}
        </p>
        <p className="mt-1 font-semibold text-ink">
          {t('eventRequestPages.mine.proposals', { count: request.proposalCount })}
        </p>
      </div>
      <Link
        to={`/event-requests/${request.id}`}
        className={buttonClasses(
          request.proposalCount > 0 && request.state === 'open' ? 'primary' : 'secondary',
        )}
      >
        {/* Proposals are compared only while the request is open; after that the page is its record. */}
        {request.proposalCount > 0 && request.state === 'open'
          ? t('eventRequestPages.mine.compare')
          : t('eventRequestPages.mine.open')}{' '}
        <span className="sr-only">
          {t('eventRequestPages.mine.openWhich', { date: format.shortDateTime(request.serviceDate) })}
        </span>
        <ArrowRightIcon size={18} />
      </Link>
    </article>
  );
}
