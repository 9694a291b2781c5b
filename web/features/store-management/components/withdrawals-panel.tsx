import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDecideWithdrawal } from '../api/decide-withdrawal.ts';
import { useWithdrawals, type WithdrawalFilter } from '../api/get-withdrawals.ts';
import { fromWithdrawal } from '../decisions.ts';
import type { Withdrawal } from '#domain/assets/assets.response.ts';
import { DecisionList } from './decision-list.tsx';
import { EmptyState, QueryStates, Segmented } from '../../../components/list-states.tsx';
import { ReasonDecision } from './reason-decision.tsx';
import { useConsoleFormat } from './use-console-format.ts';

/** Asset withdrawals to external destinations, to mark processed or rejected (the assets feature). */
export function WithdrawalsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<WithdrawalFilter>('pending');
  const query = useWithdrawals(status);
  return (
    <>
      <Segmented
        label={t('storeConsole.withdrawals.filterLabel')}
        options={[
          { key: 'pending', label: t('storeConsole.withdrawals.pending') },
          { key: 'processed', label: t('storeConsole.withdrawals.processed') },
          { key: 'rejected', label: t('storeConsole.withdrawals.rejected') },
        ]}
        value={status}
        onChange={setStatus}
      />
      <QueryStates
        query={query}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t('storeConsole.withdrawals.empty')} />}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.map((withdrawal) => (
              <li key={withdrawal.id}>
                <WithdrawalCard withdrawal={withdrawal} onReload={() => void query.refetch()} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </>
  );
}

type Outcome = 'processed' | 'rejected';

function WithdrawalCard({ withdrawal, onReload }: { withdrawal: Withdrawal; onReload: () => void }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const decide = useDecideWithdrawal();
  const [pending, setPending] = useState<Outcome | null>(null);
  return (
    <article className="rounded-sheet border border-line bg-surface p-4 shadow-card">
      <h3 className="font-bold text-ink">
        {t('storeConsole.withdrawals.volume', { volume: withdrawal.volume })}
      </h3>
      <p className="text-sm break-all text-ink">
        {t('storeConsole.withdrawals.to', {
          type: withdrawal.addressTypeName,
          destination: withdrawal.destination,
        })}
      </p>
      <p className="text-sm break-all text-muted">
        {withdrawal.email} · {format.dateTime(withdrawal.createdTimestamp)}
        {withdrawal.decidedTimestamp
          ? ` · ${t('storeConsole.withdrawals.decidedAt', { date: format.dateTime(withdrawal.decidedTimestamp) })}`
          : ''}
      </p>
      {withdrawal.status === 'pending' ? (
        <ReasonDecision<Outcome>
          label={t('storeConsole.withdrawals.volume', { volume: withdrawal.volume })}
          actions={[
            {
              key: 'processed',
              label: t('storeConsole.withdrawals.markProcessed'),
              needsReason: false,
              tone: 'primary',
            },
            {
              key: 'rejected',
              label: t('storeConsole.withdrawals.reject'),
              needsReason: true,
              tone: 'secondary',
            },
          ]}
          pending={pending}
          error={decide.error}
          onDecide={(status, reason) => {
            setPending(status);
            decide.mutate(
              { withdrawalId: withdrawal.id, status, reason: reason || undefined },
              {
                onSuccess: () => showToast('success', 'storeConsole.withdrawals.decided'),
                onSettled: () => setPending(null),
              },
            );
          }}
          onReload={() => {
            decide.reset();
            onReload();
          }}
        />
      ) : withdrawal.reason ? (
        <p className="mt-2 text-sm text-ink">{withdrawal.reason}</p>
      ) : null}
      {withdrawal.decisions.length ? <DecisionList decisions={fromWithdrawal(withdrawal.decisions)} /> : null}
    </article>
  );
}
