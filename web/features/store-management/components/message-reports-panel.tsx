import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast.ts';
import {
  useMessageReports,
  useReportedThread,
  useResolveMessageReport,
  type ConsoleMessage,
  type MessageReport,
} from '../api/message-reports.ts';
import { EmptyState, QueryStates, Segmented } from './list-states.tsx';
import { useConsoleFormat } from './use-console-format.ts';

/** Issue 20 §2: reported messages, each with its conversation (read-only), dismissed or hidden. */
export function MessageReportsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const query = useMessageReports(status);
  return (
    <>
      <Segmented
        label={t('storeConsole.messageReports.filterLabel')}
        options={[
          { key: 'open', label: t('storeConsole.messageReports.open') },
          { key: 'resolved', label: t('storeConsole.messageReports.resolved') },
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
                ? t('storeConsole.messageReports.emptyOpen')
                : t('storeConsole.messageReports.emptyResolved')
            }
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
  return `${person.name ?? person.nickname ?? ''} (${t(`storeConsole.messageReports.${role}`)})`;
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
        onSuccess: () => showToast('success', 'messages.reportResolved'),
        onError: () => showToast('error', 'storeConsole.loadFailed'),
      },
    );
  const about = report.thread.orderNumber
    ? t('storeConsole.messageReports.aboutOrder', { number: report.thread.orderNumber })
    : t('storeConsole.messageReports.question');
  return (
    <article className="rounded-sheet border border-line bg-surface p-4 shadow-card sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold text-ink">
            {t(`storeConsole.messageReports.reasons.${report.reason}`, {
              defaultValue: report.reason,
            })}
          </h3>
          <p className="text-sm text-muted">
            {t('storeConsole.messageReports.reportedBy', {
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
          {t(
            report.resolution === 'hide'
              ? 'storeConsole.messageReports.wasHidden'
              : 'storeConsole.messageReports.wasDismissed',
            {
              name: report.resolvedBy?.email ?? report.resolvedBy?.name ?? '',
              time: report.resolvedTimestamp ? format.dateTime(report.resolvedTimestamp) : '',
            },
          )}
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => decide('hide')} isLoading={resolve.isPending}>
            {t('storeConsole.messageReports.hide')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => decide('dismiss')}
            disabled={resolve.isPending}
          >
            {t('storeConsole.messageReports.dismiss')}
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
        {showThread
          ? t('storeConsole.messageReports.hideThread')
          : t('storeConsole.messageReports.showThread')}
      </Button>
      {showThread ? <ReportedThread report={report} /> : null}
    </article>
  );
}

function ConsoleMessageText({ message }: { message: ConsoleMessage }) {
  const { t } = useTranslation();
  return (
    <>
      {message.photoUrl ? (
        <img src={message.photoUrl} alt="" className="mt-1 max-h-40 rounded-field object-cover" />
      ) : null}
      {message.text ? <p className="mt-1 whitespace-pre-wrap break-words text-ink">{message.text}</p> : null}
      {message.removed ? (
        <p className="mt-1 text-xs font-semibold text-danger">{t('storeConsole.messageReports.removed')}</p>
      ) : null}
    </>
  );
}

function ReportedThread({ report }: { report: MessageReport }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const query = useReportedThread(report.thread.id, true);
  return (
    <section aria-label={t('storeConsole.messageReports.threadLabel')} className="mt-2">
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
