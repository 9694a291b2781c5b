import type { ProposalView } from '#domain/event-requests/event-request.response.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEventFormat } from '../format.ts';
import { useEventLabels } from '../labels.ts';

/** What the latest revision changed from the one before, one line a change (proposal-changes.ts). */
export function ProposalChanges({ proposal }: { proposal: ProposalView }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const labels = useEventLabels();
  if (proposal.revision < 2 || proposal.changes.length === 0) return null;
  const lines = proposal.changes.map((change) => {
    switch (change.kind) {
      case 'price':
        return t('eventRequestPages.changes.price', {
          from: format.euro(change.from),
          to: format.euro(change.to),
        });
      case 'duration':
        return t('eventRequestPages.changes.duration', {
          from: format.duration(change.from),
          to: format.duration(change.to),
        });
      case 'includes':
        return [
          change.added.length
            ? t('eventRequestPages.changes.includesAdded', {
                list: change.added.map(labels.include).join(', '),
              })
            : '',
          change.removed.length
            ? t('eventRequestPages.changes.includesRemoved', {
                list: change.removed.map(labels.include).join(', '),
              })
            : '',
        ]
          .filter(Boolean)
          .join(' ');
      case 'courses':
        return [
          change.added ? t('eventRequestPages.changes.coursesAdded', { count: change.added }) : '',
          change.removed ? t('eventRequestPages.changes.coursesRemoved', { count: change.removed }) : '',
          change.changed ? t('eventRequestPages.changes.coursesChanged', { count: change.changed }) : '',
        ]
          .filter(Boolean)
          .join(' ');
      case 'message':
        return t('eventRequestPages.changes.message');
    }
  });
  return (
    <div className="rounded-field border border-saffron/60 bg-saffron/15 p-3 text-sm">
      <p className="font-bold text-ink">
        {t('eventRequestPages.changes.title', { revision: proposal.revision })}
      </p>
      <ul className="mt-1 list-disc pl-5 text-ink">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
