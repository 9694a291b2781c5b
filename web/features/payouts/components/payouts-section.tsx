import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import '../texts.ts';
import { usePayouts } from '../api/get-payouts.ts';
import { payoutLine, sortPayouts } from '../payout-rules.ts';
import { formatInstant } from '#domain/i18n/dates.ts';
import { languageOf } from '#domain/i18n/locale.ts';

const TONE = {
  paid: 'bg-basil-soft text-basil',
  upcoming: 'bg-saffron/25 text-ink',
  held: 'bg-danger-soft text-danger',
  other: 'bg-sand text-ink',
} as const;

/**
 * A chef's payouts on their profile: paid, upcoming and held totals, then each payout with
 * its date. `onlyWhenAny` hides the section for users who have never had one (the plain profile).
 */
export function PayoutsSection({ onlyWhenAny = false }: { onlyWhenAny?: boolean }) {
  const { t, i18n } = useTranslation();
  const query = usePayouts();
  const language = languageOf(i18n.resolvedLanguage);
  const euro = useEuro();
  const date = (ms: number) => formatInstant(ms, 'date', language);

  if (onlyWhenAny && (!query.isSuccess || query.data.payouts.length === 0)) return null;

  return (
    <section aria-labelledby="payouts-title" className="rounded-sheet bg-surface p-5 shadow-card sm:p-6">
      <h2 id="payouts-title" className="text-xl font-extrabold text-ink">
        {t('payouts.title')}
      </h2>
      <p className="mt-1 text-muted">{t('payouts.lead')}</p>
      {query.isPending ? (
        <div aria-busy="true" className="mt-4">
          <p role="status" className="sr-only">
            {t('payouts.loading')}
          </p>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="mt-3 h-10 w-full" />
        </div>
      ) : query.isError ? (
        <div className="mt-4 flex flex-col items-start gap-3">
          <Banner tone="error">{t('payouts.loadFailed')}</Banner>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('payouts.retry')}
          </Button>
        </div>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            {(
              [
                ['paid', query.data.paidCents],
                ['upcoming', query.data.upcomingCents],
                ['held', query.data.heldCents],
              ] as const
            ).map(([key, cents]) => (
              <div key={key} className="rounded-field bg-sand/70 p-3">
                <dt className="text-xs font-bold tracking-wide text-muted uppercase">
                  {t(`payouts.${key}`)}
                </dt>
                <dd className="mt-1 text-lg font-extrabold text-ink tabular-nums">{euro(cents)}</dd>
              </div>
            ))}
          </dl>
          {query.data.payouts.length === 0 ? (
            <div className="mt-4 flex flex-col items-start gap-3">
              <p className="text-muted">{t('payouts.empty')}</p>
              <Link to="/orders?tab=sell" className={buttonClasses('secondary', 'sm')}>
                {t('payouts.toOrders')}
              </Link>
            </div>
          ) : (
            <>
              <h3 className="mt-5 font-bold text-ink">{t('payouts.list')}</h3>
              <ul className="mt-2 divide-y divide-line">
                {sortPayouts(query.data.payouts).map((payout) => {
                  const line = payoutLine(payout);
                  return (
                    <li key={payout.id} className="flex items-center justify-between gap-3 py-2.5">
                      <div className="min-w-0">
                        <span
                          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${TONE[line.key]}`}
                        >
                          {'at' in line
                            ? t(`payouts.line.${line.key}`, { date: date(line.at) })
                            : t(`payouts.line.${line.key}`)}
                        </span>
                        <p className="mt-0.5 text-sm text-muted">
                          <Link
                            to={`/order/${payout.orderId}`}
                            className="underline underline-offset-2 hover:text-ink"
                          >
                            {t('payouts.item', { title: payout.title, number: orderNumber(payout.sID) })}
                          </Link>
                        </p>
                        {payout.deducted ? (
                          <p className="text-sm text-muted">
                            {t('payouts.deducted', { amount: euro(payout.deducted) })}
                          </p>
                        ) : null}
                      </div>
                      <span className="font-extrabold text-ink tabular-nums">{euro(line.amount)}</span>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
