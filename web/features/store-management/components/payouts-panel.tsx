import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import { useConsolePayouts, type PayoutFilter } from '../api/get-payouts.ts';
import { EmptyState, QueryStates, Segmented } from '../../../components/list-states.tsx';
import { useConsoleFormat } from './use-console-format.ts';

/** Payouts due (scheduled), held by a complaint, and made. */
export function PayoutsPanel() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const [status, setStatus] = useState<PayoutFilter>('scheduled');
  const query = useConsolePayouts(status);
  return (
    <>
      <Segmented
        label={t('storeConsole.payouts.filterLabel')}
        options={[
          { key: 'scheduled', label: t('storeConsole.payouts.scheduled') },
          { key: 'held', label: t('storeConsole.payouts.held') },
          { key: 'paid', label: t('storeConsole.payouts.paid') },
        ]}
        value={status}
        onChange={setStatus}
      />
      <QueryStates
        query={query}
        isEmpty={(data) => data.payouts.length === 0}
        empty={<EmptyState title={t('storeConsole.payouts.empty')} />}
      >
        {(data) => (
          <>
            <p className="mb-2 font-semibold text-ink">
              {t('storeConsole.payouts.total', { amount: format.euro(data.total) })}
            </p>
            <ul className="flex flex-col gap-2">
              {data.payouts.map((payout) => (
                <li
                  key={payout.id}
                  className="grid gap-1 rounded-field border border-line bg-surface px-4 py-3 text-sm sm:grid-cols-4 sm:items-center"
                >
                  <span className="font-bold text-ink">{format.euro(payout.amount)}</span>
                  <span className="break-all">{chefDisplayName(payout.chef)}</span>
                  <span>
                    <span className="font-mono">{orderNumber(payout.order.sID)}</span> · {payout.itemTitle}
                  </span>
                  <span className="text-muted">
                    {payout.paidTimestamp
                      ? t('storeConsole.payouts.paidAt', { date: format.dateTime(payout.paidTimestamp) })
                      : t('storeConsole.payouts.dueAt', { date: format.dateTime(payout.dueTimestamp) })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </>
  );
}
