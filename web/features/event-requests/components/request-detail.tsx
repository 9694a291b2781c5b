import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { EventRequestView, ProposalView } from '#domain/event-requests/event-request.response.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAcceptProposal, type AcceptedOrder } from '../api/accept-proposal.ts';
import { useCancelEventRequest } from '../api/cancel-event-request.ts';
import { useEventRequest } from '../api/get-event-request.ts';
import { useEventLabels } from '../labels.ts';
import { AcceptControls } from './accept-controls.tsx';
import { DetailSkeleton, LoadError } from './page-states.tsx';
import { ProposalCard } from './proposal-card.tsx';
import { RequestSummary, requestTone, StatePill } from './request-summary.tsx';

interface RequestDetailProps {
  requestId: number;
  /** The accepted proposal is an order now: the caller takes the customer to pay for it. */
  onAccepted: (order: AcceptedOrder) => void;
}

/**
 * A customer's request and its proposals side by side (compare, ask, accept): a row the
 * phone swipes through, a grid on wider screens. Accepting sends the revision the customer saw;
 * when the chef revised it since (409) the message says so and the proposals are read again.
 */
export function RequestDetail({ requestId, onAccepted }: RequestDetailProps) {
  const { t } = useTranslation();
  const labels = useEventLabels();
  const query = useEventRequest(requestId);
  const accept = useAcceptProposal();
  const [acceptingId, setAcceptingId] = useState<number | null>(null);
  const [acceptProblem, setAcceptProblem] = useState<Describable | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { request, proposals } = query.data;
  const isOpen = request.state === 'open';

  async function handleAccept(proposal: ProposalView, payInCash: boolean) {
    setAcceptProblem(null);
    setAcceptingId(proposal.id);
    try {
      onAccepted(
        await accept.mutateAsync({ proposalId: proposal.id, revision: proposal.revision, payInCash }),
      );
    } catch (error) {
      const first = isApiError(error) ? error.firstMessage : undefined;
      setAcceptProblem(
        first
          ? { code: first.code, params: first.params, message: first.message }
          : { code: 'eventRequestPages.unexpected' },
      );
      // A revision or another acceptance meanwhile: show the proposals as they are now.
      if (isApiError(error) && error.status === 409) void query.refetch();
      requestAnimationFrame(() => problemRef.current?.focus());
    } finally {
      setAcceptingId(null);
    }
  }

  const asked = (
    <section aria-labelledby="request-asked" className="rounded-card bg-surface p-4 shadow-card sm:p-6">
      <h2 id="request-asked" className="mb-4 text-xl font-extrabold text-ink">
        {t('eventRequestPages.detail.asked')}
      </h2>
      <RequestSummary request={request} />
      {isOpen ? <RequestActions request={request} /> : null}
    </section>
  );
  const compare = (
    <section aria-labelledby="request-proposals" className="flex flex-col gap-4">
      <div>
        <h2 id="request-proposals" className="text-2xl font-extrabold text-ink">
          {t('eventRequestPages.detail.proposals', { count: proposals.length })}
        </h2>
        <p className="mt-1 text-muted">
          {isOpen
            ? t('eventRequestPages.detail.proposalsLead', { limit: request.proposalLimit })
            : t(`eventRequestPages.detail.closedLead.${request.state}`)}
        </p>
      </div>
      {acceptProblem ? (
        <div ref={problemRef} tabIndex={-1} className="outline-none">
          <Banner tone="error">{describe(acceptProblem)}</Banner>
        </div>
      ) : null}
      {proposals.length === 0 ? (
        <div className="rounded-sheet border border-dashed border-line px-6 py-10 text-center">
          <p className="text-lg font-bold text-ink">{t('eventRequestPages.detail.noProposals')}</p>
          <p className="mt-1 text-muted">{t('eventRequestPages.detail.noProposalsBody')}</p>
        </div>
      ) : (
        <ul
          aria-label={t('eventRequestPages.detail.proposalsList')}
          className="relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 xl:grid-cols-3"
        >
          {proposals.map((proposal) => (
            <li
              key={`${proposal.id}:${proposal.revision}`}
              className="w-[85%] max-w-sm shrink-0 snap-center md:w-auto md:max-w-none"
            >
              <ProposalCard
                proposal={proposal}
                actions={
                  <>
                    {isOpen && proposal.state === 'sent' ? (
                      <AcceptControls
                        proposal={proposal}
                        onAccept={(chosen, payInCash) => void handleAccept(chosen, payInCash)}
                        isAccepting={acceptingId === proposal.id}
                        disabled={acceptingId !== null}
                      />
                    ) : null}
                    <Link
                      to={`/messages/new?${new URLSearchParams({ eventRequestId: String(request.id), chefUserId: proposal.chef.userId })}`}
                      className={buttonClasses('secondary')}
                    >
                      {t('eventRequestPages.proposal.ask')}{' '}
                      <span className="sr-only">
                        {t('eventRequestPages.proposal.askWho', {
                          chef: proposal.chef.name,
                        })}
                      </span>
                    </Link>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <Link
          to="/event-requests"
          className="self-start text-sm font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
        >
          {t('eventRequestPages.detail.back')}
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
        <EndedNotice request={request} />
      </header>

      {/* With proposals to compare, they come first: on a phone the request would fill the screen. */}
      {proposals.length > 0 ? (
        <>
          {compare}
          {asked}
        </>
      ) : (
        <>
          {asked}
          {compare}
        </>
      )}
    </div>
  );
}

/**
 * Why a request closed without the customer's doing, and the way on: our team closed it (with the
 * operator's reason), or it expired with no menu booked. Either way she may file a new one.
 */
function EndedNotice({ request }: { request: EventRequestView }) {
  const { t } = useTranslation();
  if (request.state !== 'closed' && request.state !== 'expired') return null;
  return (
    <Banner tone="info" className="max-w-3xl">
      {request.state === 'closed' ? (
        <>
          <p>{t('eventRequestPages.detail.closedNotice')}</p>
          {request.closedReason ? (
            <p className="mt-1 whitespace-pre-line">
              {t('eventRequestPages.detail.closedReason', { reason: request.closedReason })}
            </p>
          ) : null}
        </>
      ) : (
        <p>{t('eventRequestPages.detail.expiredNotice')}</p>
      )}
      <Link to="/event-requests/new" className="mt-2 inline-block font-semibold">
        {t('eventRequestPages.detail.fileNew')}
      </Link>
    </Banner>
  );
}

/** Change or cancel an open request; cancelling asks first. */
function RequestActions({ request }: { request: EventRequestView }) {
  const { t } = useTranslation();
  const cancel = useCancelEventRequest();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Describable | null>(null);

  async function handleCancel() {
    setProblem(null);
    try {
      await cancel.mutateAsync(request.id);
      setConfirming(false);
      showToast('success', 'eventRequestPages.detail.cancelled');
    } catch (error) {
      const first = isApiError(error) ? error.firstMessage : undefined;
      setProblem(
        first ? { code: first.code, message: first.message } : { code: 'eventRequestPages.unexpected' },
      );
    }
  }

  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-line pt-4">
      {problem ? <Banner tone="error">{describe(problem)}</Banner> : null}
      {confirming ? (
        <div
          role="group"
          aria-label={t('eventRequestPages.detail.cancelQuestion')}
          className="flex flex-col gap-2"
        >
          <p className="font-semibold text-ink">{t('eventRequestPages.detail.cancelQuestion')}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void handleCancel()} isLoading={cancel.isPending}>
              {t('eventRequestPages.detail.cancelYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t('eventRequestPages.detail.cancelNo')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Link to={`/event-requests/${request.id}/edit`} className={buttonClasses('secondary')}>
            {t('eventRequestPages.detail.edit')}
          </Link>
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('eventRequestPages.detail.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
