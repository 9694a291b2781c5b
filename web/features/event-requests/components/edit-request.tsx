import { Link } from 'react-router';
import type { EventRequestView } from '#domain/event-requests/event-request.response.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { describe } from '../../../i18n/describe.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEventRequest } from '../api/get-event-request.ts';
import { DetailSkeleton, LoadError } from './page-states.tsx';
import { RequestForm } from './request-form.tsx';

/** The customer changes her request while it is open (until a proposal is accepted). */
export function EditRequest({
  requestId,
  onSaved,
}: {
  requestId: number;
  onSaved: (request: EventRequestView) => void;
}) {
  const { t } = useTranslation();
  const query = useEventRequest(requestId);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { request } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <Link
          to={`/event-requests/${request.id}`}
          className="text-sm font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
        >
          {t('eventRequestPages.edit.back')}
        </Link>
        <h1 className="mt-3 text-3xl font-black tracking-tight text-ink sm:text-4xl">
          {t('eventRequestPages.edit.title')}
        </h1>
        <p className="mt-2 text-muted">{t('eventRequestPages.edit.lead')}</p>
      </header>
      {request.state === 'open' ? (
        <RequestForm request={request} signedIn onNeedsSignIn={() => undefined} onSaved={onSaved} />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <Banner tone="info">{describe({ code: 'eventRequests.notOpen' })}</Banner>
          <Link to={`/event-requests/${request.id}`} className={buttonClasses('secondary')}>
            {t('eventRequestPages.edit.back')}
          </Link>
        </div>
      )}
    </div>
  );
}
