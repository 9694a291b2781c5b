import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { complaintAnswerBy, COMPLAINT_RESPONSE_MAX } from '#domain/orders/complaint-limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { showToast } from '../../../lib/toast.ts';
import '../texts.ts';
import { toastFailure } from '../action-feedback.ts';
import { useRespondToComplaint } from '../api/respond-to-complaint.ts';
import type { Complaint } from '../types.ts';
import { now } from '../../../lib/clock.ts';
import { TARGET_CLASSES, workTarget } from '../work-links.ts';
import { chipClasses, useOrderLabels } from './use-order-labels.ts';

/**
 * A complaint on its item: status, what the customer wrote and their photos, the chef's side, and
 * the operator's outcome once resolved. The chef may state their side once while it is open.
 */
export function ComplaintView({ complaint, viewer }: { complaint: Complaint; viewer: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const isOpen = complaint.status === 'open';
  const heading =
    viewer === 'buyer' ? t('orderLife.complaint.yourComplaint') : t('orderLife.complaint.customerComplaint');
  return (
    <section
      aria-label={heading}
      id={workTarget.complaint(complaint.id)}
      tabIndex={-1}
      className={`rounded-field border border-line bg-cream p-3 text-sm ${TARGET_CLASSES}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-bold text-ink">{heading}</h3>
        <span className={chipClasses(isOpen ? 'waiting' : 'neutral')}>
          {t(`orderLife.complaint.status.${isOpen ? 'open' : 'resolved'}`)}
        </span>
        <span className="text-muted">
          {t('orderLife.complaint.sentOn', { date: labels.dateTime(complaint.createdTimestamp) })}
        </span>
      </div>
      <p className="mt-1 whitespace-pre-line text-ink">{complaint.text}</p>
      {complaint.photos.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {complaint.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={t('orderLife.complaint.photo', { index: index + 1 })}
                  className="size-20 rounded-field object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {isOpen ? <p className="mt-2 font-semibold text-ink">{t('orderLife.complaint.held')}</p> : null}
      {complaint.chefResponse ? (
        <div className="mt-2 border-l-4 border-saffron pl-3">
          <h4 className="font-semibold text-ink">{t('orderLife.complaint.chefResponse')}</h4>
          <p className="whitespace-pre-line text-ink">{complaint.chefResponse}</p>
        </div>
      ) : isOpen && viewer === 'seller' ? (
        <>
          <AnswerBy openedAt={complaint.createdTimestamp} />
          <ResponseForm complaintId={complaint.id} />
        </>
      ) : null}
      {!isOpen && complaint.outcome ? (
        <div className="mt-2 rounded-field bg-surface p-2">
          <p className="font-semibold text-ink">
            {t(`orderLife.complaint.outcome.${complaint.outcome}`, {
              amount: labels.euro(complaint.refundAmount ?? 0),
            })}
          </p>
          {complaint.resolutionReason ? (
            <p className="text-muted">
              {t('orderLife.complaint.reason', { reason: complaint.resolutionReason })}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The time the chef is given to state her side (domain/orders/complaint-limits.ts), and past it, that she still may. */
function AnswerBy({ openedAt }: { openedAt: number }) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const answerBy = complaintAnswerBy(openedAt);
  const overdue = now() > answerBy;
  return (
    <p className={`mt-2 ${overdue ? 'font-semibold text-danger' : 'text-ink'}`}>
      {t(overdue ? 'orderLife.complaint.answerOverdue' : 'orderLife.complaint.answerBy', {
        date: labels.dateTime(answerBy),
      })}
    </p>
  );
}

function ResponseForm({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation();
  const respond = useRespondToComplaint(() => showToast('success', 'complaints.responded'));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('orderLife.complaint.respondRequired'));
      return;
    }
    respond.mutate({ complaintId, text }, { onError: toastFailure });
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="mt-3 flex flex-col gap-2">
      <TextAreaField
        label={t('orderLife.complaint.respondLabel')}
        hint={t('orderLife.complaint.respondHint')}
        rows={3}
        maxLength={COMPLAINT_RESPONSE_MAX}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(undefined);
        }}
      />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        isLoading={respond.isPending}
        className="self-start"
      >
        {t('orderLife.complaint.sendResponse')}
      </Button>
    </form>
  );
}
