import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { now } from '../../../lib/clock.ts';
import { showToast } from '../../../lib/toast.ts';
import { DECISION_REASON_MAX } from '#domain/store-management/console.schema.ts';
import { partialRefundProblem } from '#domain/orders/complaint-decisions.ts';
import { complaintAnswerBy } from '#domain/orders/complaint-limits.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import { parseEuros } from '#domain/money.ts';
import { useComplaints } from '../api/get-complaints.ts';
import { useResolveComplaint, type ComplaintResolution } from '../api/resolve-complaint.ts';
import { fromComplaint } from '../decisions.ts';
import type { OperatorComplaint as Complaint } from '#domain/orders/complaint.response.ts';
import { DecisionList } from './decision-list.tsx';
import { EmptyState, QueryStates, Segmented } from '../../../components/list-states.tsx';
import { useConsoleFormat, useDynamicText } from './use-console-format.ts';

/** Open complaints with both sides' statements and photos; resolved ones with their decision. */
export function ComplaintsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const query = useComplaints(status);
  return (
    <>
      <Segmented
        label={t('storeConsole.complaints.filterLabel')}
        options={[
          { key: 'open', label: t('storeConsole.complaints.open') },
          { key: 'resolved', label: t('storeConsole.complaints.resolved') },
        ]}
        value={status}
        onChange={setStatus}
      />
      <QueryStates
        query={query}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title={
              status === 'open'
                ? t('storeConsole.complaints.emptyOpen')
                : t('storeConsole.complaints.emptyResolved')
            }
          />
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-4">
            {data.map((complaint) => (
              <li key={complaint.id}>
                <ComplaintCard complaint={complaint} onReload={() => void query.refetch()} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </>
  );
}

function ComplaintCard({ complaint, onReload }: { complaint: Complaint; onReload: () => void }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const text = useDynamicText();
  return (
    <article className="rounded-sheet border border-line bg-surface p-4 shadow-card sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold text-ink">
            {complaint.item.productName} × {complaint.item.quantity} · {format.euro(complaint.item.total)}
          </h3>
          <p className="text-sm text-muted">
            {t('storeConsole.complaints.order', { number: orderNumber(complaint.order.sID) })} ·{' '}
            {chefDisplayName(complaint.chef)}
          </p>
        </div>
        <p className="text-sm font-semibold text-paprika-dark">
          {complaint.status === 'open'
            ? format.waiting(now() - complaint.createdTimestamp)
            : format.dateTime(complaint.resolvedTimestamp ?? complaint.createdTimestamp)}
        </p>
      </header>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <div className="rounded-field bg-sand px-3 py-2">
          <p className="text-sm font-bold text-ink">
            {t('storeConsole.complaints.buyerSays')} · {complaint.buyer.name ?? complaint.buyer.email}
          </p>
          <p className="whitespace-pre-line text-ink">{complaint.text}</p>
        </div>
        <div className="rounded-field bg-sand px-3 py-2">
          <p className="text-sm font-bold text-ink">{t('storeConsole.complaints.chefSays')}</p>
          <p className="whitespace-pre-line text-ink">
            {complaint.chefResponse ?? (
              <span className="text-muted italic">{t('storeConsole.complaints.noResponse')}</span>
            )}
          </p>
          {complaint.status === 'open' && complaint.chefResponse === null ? (
            <AnswerDeadline openedAt={complaint.createdTimestamp} />
          ) : null}
        </div>
      </div>
      {complaint.photos.length ? (
        <ul aria-label={t('storeConsole.complaints.photos')} className="mt-3 flex flex-wrap gap-2">
          {complaint.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={t('storeConsole.complaints.photoAlt', { index: index + 1 })}
                  className="size-28 rounded-field object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm text-muted">
        {complaint.payout
          ? t('storeConsole.complaints.payout', {
              amount: format.euro(complaint.payout.amount),
              status: text(`storeConsole.payouts.status.${complaint.payout.status}`, complaint.payout.status),
            })
          : t('storeConsole.complaints.noPayout')}
      </p>
      {complaint.status === 'open' ? (
        <ResolveForm complaint={complaint} onReload={onReload} />
      ) : (
        <p className="mt-2 font-semibold text-ink">
          {t('storeConsole.complaints.resolution', {
            outcome: text(`storeConsole.complaints.${complaint.outcome ?? 'none'}`, complaint.outcome ?? ''),
            reason: complaint.resolutionReason ?? '',
          })}
          {complaint.outcome === 'partial' && complaint.refundAmount
            ? ` (${format.euro(complaint.refundAmount)})`
            : ''}
        </p>
      )}
      <DecisionList decisions={fromComplaint(complaint.decisions)} />
    </article>
  );
}

/** The chef's 48 hours to state her side (complaint-limits.ts): past them the operator may decide. */
function AnswerDeadline({ openedAt }: { openedAt: number }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const answerBy = complaintAnswerBy(openedAt);
  const overdue = now() > answerBy;
  return (
    <p className={`mt-1 text-sm font-semibold ${overdue ? 'text-danger' : 'text-muted'}`}>
      {t(overdue ? 'storeConsole.complaints.answerOverdue' : 'storeConsole.complaints.answerBy', {
        date: format.dateTime(answerBy),
      })}
    </p>
  );
}

function ResolveForm({ complaint, onReload }: { complaint: Complaint; onReload: () => void }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const resolve = useResolveComplaint();
  // Nothing is preselected: the operator chooses the outcome and types any amount.
  const [outcome, setOutcome] = useState<ComplaintResolution['outcome'] | null>(null);
  const [euros, setEuros] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<
    'outcome' | 'reason' | 'amount' | 'complaints.refundTooHigh' | 'complaints.nothingToRefund' | null
  >(null);
  // Only what was paid by card can go back to the card (the server checks the same rule).
  const max = complaint.item.refundableMax;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!outcome) return setProblem('outcome');
    // Not an amount (domain/money.ts) counts as nothing: the operator is asked for one above zero.
    const cents = parseEuros(euros) ?? 0;
    if (outcome === 'partial' && !(cents > 0)) return setProblem('amount');
    const overCap = outcome === 'partial' ? partialRefundProblem(cents, max) : undefined;
    if (overCap) return setProblem(overCap);
    if (!reason.trim()) return setProblem('reason');
    setProblem(null);
    resolve.mutate(
      {
        complaintId: complaint.id,
        outcome,
        refundAmount: outcome === 'partial' ? cents : undefined,
        reason: reason.trim(),
      },
      { onSuccess: () => showToast('success', 'storeConsole.complaints.resolvedToast') },
    );
  }

  const stale = isApiError(resolve.error) && resolve.error.status === 409;
  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 flex flex-col gap-3">
      <fieldset aria-describedby={problem === 'outcome' ? `outcome-error-${complaint.id}` : undefined}>
        <legend className="text-sm font-semibold text-ink">{t('storeConsole.complaints.outcome')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(['full', 'partial', 'none'] as const).map((key) => (
            <label key={key} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`outcome-${complaint.id}`}
                value={key}
                checked={outcome === key}
                onChange={() => {
                  setOutcome(key);
                  setProblem(null);
                }}
                className="size-5 accent-paprika"
              />
              {t(`storeConsole.complaints.${key}`)}
            </label>
          ))}
        </div>
        {problem === 'outcome' ? (
          <p
            id={`outcome-error-${complaint.id}`}
            role="alert"
            className="mt-1 text-sm font-semibold text-danger"
          >
            {t('storeConsole.complaints.outcomeRequired')}
          </p>
        ) : null}
      </fieldset>
      {outcome === 'partial' ? (
        <TextField
          label={t('storeConsole.complaints.refundAmount')}
          inputMode="decimal"
          value={euros}
          onChange={(event) => setEuros(event.target.value)}
          hint={t('storeConsole.complaints.refundHint', { max: format.euro(max) })}
          error={
            problem === 'amount'
              ? t('forms.validation.mustBeGreaterThanZero')
              : problem === 'complaints.refundTooHigh'
                ? t('storeConsole.complaints.refundTooHigh', { max: format.euro(max) })
                : problem === 'complaints.nothingToRefund'
                  ? t('storeConsole.complaints.nothingToRefund')
                  : undefined
          }
        />
      ) : null}
      <TextAreaField
        label={t('storeConsole.reason')}
        hint={t('storeConsole.reasonHint')}
        rows={3}
        maxLength={DECISION_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem === 'reason' ? t('storeConsole.reasonRequired') : undefined}
      />
      {resolve.error ? (
        <Banner tone="error">
          <p>{resolve.error.message}</p>
          {stale ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => {
                resolve.reset();
                onReload();
              }}
            >
              {t('storeConsole.reload')}
            </Button>
          ) : null}
        </Banner>
      ) : null}
      <div>
        <Button type="submit" isLoading={resolve.isPending}>
          {t('storeConsole.complaints.resolve')}
        </Button>
      </div>
    </form>
  );
}
