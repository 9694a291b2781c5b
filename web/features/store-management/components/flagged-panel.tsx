import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDecideFlaggedChef } from '../api/decide-flagged-chef.ts';
import { useFlaggedChefs } from '../api/get-flagged-chefs.ts';
import { fromConsole } from '../decisions.ts';
import type { FlaggedChef } from '#domain/store-management/console.response.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { DecisionList } from './decision-list.tsx';
import { EmptyState, ListSkeleton, LoadFailed } from '../../../components/list-states.tsx';
import { ReasonDecision } from './reason-decision.tsx';
import { useConsoleFormat } from './use-console-format.ts';

/** Chefs the rating rule disabled, the longest waiting first, against the 3-working-day promise. */
export function FlaggedPanel() {
  const { t } = useTranslation();
  const query = useFlaggedChefs();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState title={t('storeConsole.flagged.emptyTitle')}>
        {t('storeConsole.flagged.emptyBody')}
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {query.data.map((chef) => (
        <li key={chef.userId}>
          <FlaggedCard chef={chef} onReload={() => void query.refetch()} />
        </li>
      ))}
    </ul>
  );
}

type Outcome = 'reEnable' | 'keepDisabled';

function FlaggedCard({ chef, onReload }: { chef: FlaggedChef; onReload: () => void }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const decide = useDecideFlaggedChef();
  const [pending, setPending] = useState<Outcome | null>(null);
  const name = chefDisplayName(chef);

  function handleDecide(outcome: Outcome, reason: string) {
    setPending(outcome);
    decide.mutate(
      { userId: chef.userId, valid: outcome === 'reEnable', reason, updatedTimestamp: chef.updatedTimestamp },
      {
        onSuccess: () =>
          showToast(
            'success',
            outcome === 'reEnable' ? 'storeConsole.flagged.reEnabled' : 'storeConsole.flagged.keptDisabled',
          ),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <article className="rounded-sheet border border-line bg-surface p-4 shadow-card sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold text-ink">{name}</h3>
          <p className="text-sm break-all text-muted">{chef.email}</p>
        </div>
        <div className="text-right text-sm">
          <p className={`font-bold ${chef.overdue ? 'text-danger' : 'text-paprika-dark'}`}>
            {chef.overdue
              ? t('storeConsole.flagged.overdue', { date: format.dateTime(chef.dueTimestamp) })
              : t('storeConsole.flagged.due', { date: format.dateTime(chef.dueTimestamp) })}
          </p>
          <p className="text-muted">
            {t('storeConsole.flagged.workingDays', { count: chef.waitedWorkingDays })} ·{' '}
            {format.waiting(chef.waitingMs)}
          </p>
        </div>
      </header>
      {chef.averageRating !== null ? (
        <p className="mt-2 font-semibold text-ink">
          {t('storeConsole.flagged.average', { average: chef.averageRating.toFixed(1) })}
        </p>
      ) : null}
      <h4 className="mt-3 text-sm font-bold text-ink">{t('storeConsole.flagged.ratings')}</h4>
      <ul className="mt-1 flex flex-col gap-1.5 text-sm">
        {chef.ratings.map((rating) => (
          <li key={rating.id} className="rounded-field bg-sand px-3 py-2">
            <span className="font-bold">{t('storeConsole.flagged.stars', { rating: rating.rating })}</span> ·{' '}
            {rating.productTitle} ·{' '}
            <span className="text-muted">{format.dateTime(rating.createdTimestamp)}</span>
            <p className="text-ink">{rating.comment ?? t('storeConsole.flagged.noComment')}</p>
          </li>
        ))}
      </ul>
      <ReasonDecision<Outcome>
        label={name}
        actions={[
          { key: 'reEnable', label: t('storeConsole.flagged.reEnable'), needsReason: true, tone: 'primary' },
          {
            key: 'keepDisabled',
            label: t('storeConsole.flagged.keepDisabled'),
            needsReason: true,
            tone: 'secondary',
          },
        ]}
        pending={pending}
        error={decide.error}
        onDecide={handleDecide}
        onReload={() => {
          decide.reset();
          onReload();
        }}
      />
      <DecisionList decisions={fromConsole(chef.decisions)} />
    </article>
  );
}
