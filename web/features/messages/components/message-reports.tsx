import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useMessageReports, useReportedThread, useResolveMessageReport } from '../api/message-reports.ts';
import type { ChatMessage, MessageReport } from '#domain/messages/message.response.ts';
import '../texts.ts';
import { EmptyState, QueryStates, Segmented } from '../../../components/list-states.tsx';
import { formatInstant } from '#domain/i18n/dates.ts';

/** Dates and times as the console shows them, in Lithuania's time. */
function useConsoleFormat() {
  const { i18n } = useTranslation();
  return { dateTime: (ms: number) => formatInstant(ms, 'dateTime', i18n.language) };
}

/** Reported messages, each with its conversation (read-only), dismissed or hidden. */
export function MessageReports() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const query = useMessageReports(status);
  return (
    <>
      <Segmented
        label={t('chat.reports.filterLabel')}
        options={[
          { key: 'open', label: t('chat.reports.open') },
          { key: 'resolved', label: t('chat.reports.resolved') },
        ]}
        value={status}
        onChange={setStatus}
      />
      <QueryStates
        query={query}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title={status === 'open' ? t('chat.reports.emptyOpen') : t('chat.reports.emptyResolved')}
          />
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-4">
            {data.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </>
  );
}

function sideName(
  t: ReturnType<typeof useTranslation>['t'],
  report: MessageReport,
  role: 'customer' | 'chef',
) {
  const person = role === 'chef' ? report.thread.chef : report.thread.customer;
  return `${person.name ?? person.nickname ?? ''} (${t(`chat.reports.${role}`)})`;
}

function ReportCard({ report }: { report: MessageReport }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const [showThread, setShowThread] = useState(false);
  const resolve = useResolveMessageReport();
  const decide = (action: 'dismiss' | 'hide') =>
    resolve.mutate(
      { reportId: report.id, action },
      {
        onSuccess: () => showToast('success', 'chat.reports.decided'),
        onError: () => showToast('error', 'chat.reports.failed'),
      },
    );
  const about = report.thread.orderNumber
    ? t('chat.reports.aboutOrder', { number: report.thread.orderNumber })
    : report.thread.eventRequestId
      ? t('chat.reports.aboutRequest', { id: report.thread.eventRequestId })
      : t('chat.reports.question');
  return (
    <article className="rounded-sheet border border-line bg-surface p-4 shadow-card sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold text-ink">
            {t(`chat.reports.reasons.${report.reason}`, {
              defaultValue: report.reason,
            })}
          </h3>
          <p className="text-sm text-muted">
            {t('chat.reports.reportedBy', {
              name: sideName(t, report, report.reporterRole),
            })}{' '}
            · {about} · {format.dateTime(report.createdTimestamp)}
          </p>
        </div>
      </header>
      {report.note ? <p className="mt-2 text-ink">“{report.note}”</p> : null}
      <div className="mt-3 rounded-field bg-cream p-3">
        <p className="text-xs font-semibold text-muted">
          {sideName(t, report, report.message.senderRole)} ·{' '}
          {format.dateTime(report.message.createdTimestamp)}
        </p>
        <ConsoleMessageText message={report.message} />
      </div>
      {report.status === 'resolved' ? (
        <p className="mt-3 text-sm font-semibold text-ink">
          {t(report.resolution === 'hide' ? 'chat.reports.wasHidden' : 'chat.reports.wasDismissed', {
            name: report.resolvedBy?.email ?? report.resolvedBy?.name ?? '',
            time: report.resolvedTimestamp ? format.dateTime(report.resolvedTimestamp) : '',
          })}
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => decide('hide')} isLoading={resolve.isPending}>
            {t('chat.reports.hide')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => decide('dismiss')}
            disabled={resolve.isPending}
          >
            {t('chat.reports.dismiss')}
          </Button>
        </div>
      )}
      <Button
        size="sm"
        variant="link"
        className="mt-3"
        aria-expanded={showThread}
        onClick={() => setShowThread((shown) => !shown)}
      >
        {showThread ? t('chat.reports.hideThread') : t('chat.reports.showThread')}
      </Button>
      {showThread ? <ReportedThread report={report} /> : null}
    </article>
  );
}

function ConsoleMessageText({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  return (
    <>
      {message.photoUrl ? (
        <img src={message.photoUrl} alt="" className="mt-1 max-h-40 rounded-field object-cover" />
      ) : null}
      {message.text ? <p className="mt-1 whitespace-pre-wrap break-words text-ink">{message.text}</p> : null}
      {message.removed ? (
        <p className="mt-1 text-xs font-semibold text-danger">{t('chat.reports.removed')}</p>
      ) : null}
    </>
  );
}

function ReportedThread({ report }: { report: MessageReport }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const query = useReportedThread(report.thread.id, true);
  return (
    <section aria-label={t('chat.reports.threadLabel')} className="mt-2">
      <QueryStates query={query} isEmpty={(data) => data.length === 0} empty={null}>
        {(messages) => (
          <ol className="flex flex-col gap-2">
            {[...messages].reverse().map((message) => (
              <li
                key={message.id}
                className={`rounded-field border p-2 text-sm ${
                  message.id === report.message.id ? 'border-paprika bg-paprika-soft' : 'border-line'
                }`}
              >
                <p className="text-xs font-semibold text-muted">
                  {sideName(t, report, message.senderRole)} · {format.dateTime(message.createdTimestamp)}
                </p>
                <ConsoleMessageText message={message} />
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </section>
  );
}
