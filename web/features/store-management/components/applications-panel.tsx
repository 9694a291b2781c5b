import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useApplications } from '../api/get-applications.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { ApplicationDetail } from './application-detail.tsx';
import { EmptyState, ListSkeleton, LoadFailed } from '../../../components/list-states.tsx';
import { useConsoleFormat } from './use-console-format.ts';

/** The queue of submitted applications, oldest first; one opens in place (?application=userId). */
export function ApplicationsPanel() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('application');
  const select = (userId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (userId) next.set('application', userId);
        else next.delete('application');
        return next;
      },
      { replace: false },
    );
  if (selected) return <ApplicationDetail userId={selected} onBack={() => select(null)} />;
  return <ApplicationQueue onOpen={select} />;
}

function ApplicationQueue({ onOpen }: { onOpen: (userId: string) => void }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const query = useApplications();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState title={t('storeConsole.applications.emptyTitle')}>
        {t('storeConsole.applications.emptyBody')}
      </EmptyState>
    );
  }
  return (
    <>
      {/* Cards on phones, a table from md up: the same rows, one of the two is displayed. */}
      <ul className="flex flex-col gap-3 md:hidden">
        {query.data.map((entry) => (
          <li key={entry.userId} className="rounded-sheet border border-line bg-surface p-4 shadow-card">
            <p className="font-bold text-ink">{chefDisplayName(entry)}</p>
            <p className="text-sm break-all text-muted">{entry.email}</p>
            <p className="mt-1 text-sm font-semibold text-paprika-dark">{format.waiting(entry.waitingMs)}</p>
            <button
              type="button"
              className="mt-3 min-h-11 font-semibold text-paprika-dark underline underline-offset-4"
              aria-label={t('storeConsole.applications.openFor', { name: chefDisplayName(entry) })}
              onClick={() => onOpen(entry.userId)}
            >
              {t('storeConsole.applications.open')}
            </button>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left md:table">
        <thead className="text-sm text-muted">
          <tr>
            <th scope="col" className="py-2 pr-4">
              {t('storeConsole.applications.applicant')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('storeConsole.applications.city')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('storeConsole.applications.submitted')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('storeConsole.applications.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((entry) => (
            <tr key={entry.userId} className="border-t border-line">
              <td className="py-3 pr-4">
                <span className="font-semibold text-ink">{chefDisplayName(entry)}</span>
                <br />
                <span className="text-sm text-muted">{entry.email}</span>
              </td>
              <td className="py-3 pr-4">{entry.city ?? ''}</td>
              <td className="py-3 pr-4">
                {entry.submittedTimestamp ? format.dateTime(entry.submittedTimestamp) : ''}
                <br />
                <span className="text-sm font-semibold text-paprika-dark">
                  {format.waiting(entry.waitingMs)}
                </span>
              </td>
              <td className="py-3 text-right">
                <button
                  type="button"
                  className="min-h-11 px-2 font-semibold text-paprika-dark underline underline-offset-4"
                  aria-label={t('storeConsole.applications.openFor', { name: chefDisplayName(entry) })}
                  onClick={() => onOpen(entry.userId)}
                >
                  {t('storeConsole.applications.open')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
