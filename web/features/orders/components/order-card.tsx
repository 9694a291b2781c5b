import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { orderMoney } from '../order-rules.ts';
import type { Order } from '../types.ts';
import { OrderItemsTable } from './order-items-table.tsx';
import { useOrderLabels } from './use-order-labels.ts';

/**
 * One order in the list (spec marketplace §2 "Orders"): date placed, order number, the full total
 * with the part paid by card beside it, the service date and the payment method, a
 * "View invoice" link to /order/{id} and the table of its dishes. On the Sell tab (`asSeller`) each
 * dish also carries the chef's confirm, decline and deliver buttons.
 */
export function OrderCard({ order, asSeller = false }: { order: Order; asSeller?: boolean }) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const headingId = useId();
  const number = orderNumber(order.sID);
  const money = orderMoney(order);
  const term = 'text-xs font-bold tracking-wide text-muted uppercase';
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-card bg-surface shadow-card">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-b border-line bg-sand/60 px-4 py-3">
        <div className="flex flex-wrap gap-x-8 gap-y-2">
          <h2 id={headingId} className="min-w-0">
            <span className="block text-xs font-bold tracking-wide text-muted uppercase">
              {t('orderPages.card.number')}
            </span>{' '}
            <span className="font-mono text-base font-extrabold break-all text-ink">{number}</span>
          </h2>
          <dl className="flex flex-wrap gap-x-8 gap-y-2">
            <div>
              <dt className="text-xs font-bold tracking-wide text-muted uppercase">
                {t('orderPages.card.placed')}
              </dt>
              <dd className="font-semibold text-ink">{labels.date(order.createTimestamp)}</dd>
            </div>
            <div>
              <dt className="text-xs font-bold tracking-wide text-muted uppercase">
                {t('orderPages.card.total')}
              </dt>
              <dd className="font-semibold text-ink tabular-nums">
                {labels.euro(money.total)}{' '}
                <span className="text-sm font-normal whitespace-nowrap text-muted">
                  {t('orderPages.card.byCard', { amount: labels.euro(money.byCard) })}
                </span>
              </dd>
            </div>
            <div>
              <dt className={term}>{t('orderPages.card.serviceDate')}</dt>
              <dd className="font-semibold text-ink">{labels.dateTime(order.deliveryDate)}</dd>
            </div>
            <div>
              <dt className={term}>{t('orderPages.card.method')}</dt>
              <dd className="font-semibold text-ink">
                {order.payInCash ? t('orderPages.card.inCash') : t('orderPages.card.byCardMethod')}
              </dd>
            </div>
          </dl>
        </div>
        <Link
          to={`/order/${order.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
        >
          {t('orderPages.card.viewInvoice')}{' '}
          <span className="sr-only">{t('orderPages.card.invoiceOf', { number })}</span>
        </Link>
      </header>
      <OrderItemsTable order={order} number={number} asSeller={asSeller} />
    </article>
  );
}

export function OrderCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-card bg-surface shadow-card">
      <div className="flex gap-8 bg-sand/60 px-4 py-4">
        <Skeleton className="h-9 w-28" />
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-20" />
      </div>
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-4/5" />
      </div>
    </div>
  );
}
