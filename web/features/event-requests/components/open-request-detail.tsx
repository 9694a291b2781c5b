import { useState } from 'react';
import { Link } from 'react-router';
import type { ProposalView } from '#domain/event-requests/event-request.response.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useEventRequest } from '../api/get-event-request.ts';
import { usePassEventRequest } from '../api/pass-event-request.ts';
import { useEventLabels } from '../labels.ts';
import { DetailSkeleton, LoadError } from './page-states.tsx';
import { ProposalCard } from './proposal-card.tsx';
import { ProposalForm } from './proposal-form.tsx';
import { RequestSummary, requestTone, StatePill } from './request-summary.tsx';

interface OpenRequestDetailProps {
  requestId: number;
  /** The chef's store link: her dishes are the courses she can pick. */
  chefNickname: string | undefined;
  /** She passed on it: the caller goes back to her list. */
  onPassed: () => void;
}

/**
 * An open request as a chef sees it (no address, the customer's first name at most), with her
 * proposal: the form for a first one (or a pass), her proposal as sent and a revision of it.
 */
export function OpenRequestDetail({ requestId, chefNickname, onPassed }: OpenRequestDetailProps) {
  const { t } = useTranslation();
  const labels = useEventLabels();
  const query = useEventRequest(requestId);
  const [revising, setRevising] = useState(false);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} backTo="/open-requests" />;
  const { request, proposals } = query.data;
  // The server answers a chef her own proposal only.
  const own: ProposalView | undefined = proposals[0];
  const isOpen = request.state === 'open';

  function handleSaved() {
    setRevising(false);
    showToast(
      'success',
      own ? 'eventRequestPages.proposalForm.revised' : 'eventRequestPages.proposalForm.sent',
    );
    window.scrollTo?.(0, 0);
  }

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <Link
          to="/open-requests"
          className="self-start text-sm font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
        >
          {t('eventRequestPages.open.back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
            {t('eventRequestPages.detail.title', {
              occasion: labels.occasion(request.occasion),
              count: request.guests,
            })}
          </h1>
          <StatePill tone={requestTone(request.state)}>{labels.requestState(request.state)}</StatePill>
        </div>
        {request.customerName ? (
          <p className="text-muted">{t('eventRequestPages.open.from', { name: request.customerName })}</p>
        ) : null}
      </header>

      <section
        aria-labelledby="open-request-asked"
        className="rounded-card bg-surface p-4 shadow-card sm:p-6"
      >
        <h2 id="open-request-asked" className="mb-4 text-xl font-extrabold text-ink">
          {t('eventRequestPages.open.asked')}
        </h2>
        <RequestSummary request={request} />
        <p className="mt-4 text-sm text-muted">
          {t('eventRequestPages.open.proposalsSoFar', {
            count: request.proposalCount,
            limit: request.proposalLimit,
          })}
        </p>
      </section>

      <section aria-labelledby="open-request-yours" className="flex flex-col gap-4">
        <h2 id="open-request-yours" className="text-2xl font-extrabold text-ink">
          {own ? t('eventRequestPages.open.yourProposal') : t('eventRequestPages.open.propose')}
        </h2>
        {/* Closed by our team: the chef reads that it was our team, not why (the customer's matter). */}
        {!isOpen ? (
          <Banner tone="info">
            {describe({
              code: request.state === 'closed' ? 'eventRequests.closedByStaff' : 'eventRequests.notOpen',
            })}
          </Banner>
        ) : null}
        {own && !revising ? (
          <div className="max-w-xl">
            <ProposalCard
              proposal={own}
              reader="chef"
              actions={
                <>
                  {isOpen && own.state === 'sent' ? (
                    <Button variant="secondary" onClick={() => setRevising(true)}>
                      {t('eventRequestPages.open.revise')}
                    </Button>
                  ) : null}
                  <Link
                    to={`/messages/new?eventRequestId=${request.id}`}
                    className={buttonClasses('secondary')}
                  >
                    {t('eventRequestPages.open.messageCustomer')}
                  </Link>
                </>
              }
            />
          </div>
        ) : null}
        {isOpen && (!own || revising) ? (
          <>
            <ProposalForm
              request={request}
              chefNickname={chefNickname}
              proposal={revising ? own : undefined}
              onSaved={handleSaved}
              onCancel={revising ? () => setRevising(false) : undefined}
            />
            {!own ? <PassControls requestId={request.id} onPassed={onPassed} /> : null}
          </>
        ) : null}
      </section>
    </div>
  );
}

/** Pass on the request: it leaves her list. Asked once more first. */
function PassControls({ requestId, onPassed }: { requestId: number; onPassed: () => void }) {
  const { t } = useTranslation();
  const pass = usePassEventRequest();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Describable | null>(null);

  async function handlePass() {
    setProblem(null);
    try {
      await pass.mutateAsync(requestId);
      showToast('info', 'eventRequestPages.open.passed');
      onPassed();
    } catch (error) {
      const first = isApiError(error) ? error.firstMessage : undefined;
      setProblem(
        first ? { code: first.code, message: first.message } : { code: 'eventRequestPages.unexpected' },
      );
    }
  }

  return (
    <div className="flex flex-col gap-2 border-t border-line pt-4">
      {problem ? <Banner tone="error">{describe(problem)}</Banner> : null}
      {confirming ? (
        <div
          role="group"
          aria-label={t('eventRequestPages.open.passQuestion')}
          className="flex flex-col gap-2"
        >
          <p className="font-semibold text-ink">{t('eventRequestPages.open.passQuestion')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void handlePass()} isLoading={pass.isPending}>
              {t('eventRequestPages.open.passYes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={pass.isPending}>
              {t('eventRequestPages.open.passNo')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <p className="text-sm text-muted">{t('eventRequestPages.open.passHint')}</p>
          <Button variant="ghost" className="mt-1" onClick={() => setConfirming(true)}>
            {t('eventRequestPages.open.pass')}
          </Button>
        </div>
      )}
    </div>
  );
}
