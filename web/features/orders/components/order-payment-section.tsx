import { useTranslation } from '../../../i18n/use-translation.ts';
import { orderMoney } from '../order-rules.ts';
import type { Order, OrderRefund } from '../types.ts';
import { SECTION, SECTION_TITLE } from './detail-section.ts';
import { chipClasses, useOrderLabels } from './use-order-labels.ts';

/** The order page's money: the fees, what was paid and is owed in cash, the payment and its refunds. */
export function PaymentSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const fees = order.fees;
  const money = orderMoney(order);
  const payment = labels.orderMoney(order);
  const recorded = order.payments?.[0];
  const line = (term: string, cents: number, strong = false) => (
    <div
      className={`flex items-baseline justify-between gap-4 py-1.5 ${strong ? 'font-extrabold text-ink' : 'text-ink'}`}
    >
      <dt className={strong ? '' : 'text-muted'}>{term}</dt>
      <dd className="whitespace-nowrap tabular-nums">{labels.euro(cents)}</dd>
    </div>
  );
  const providerKey = recorded?.provider;
  const providerName =
    providerKey === 'sandbox' || providerKey === 'stripe' || providerKey === 'cash'
      ? t(`orderPages.detail.providers.${providerKey}`)
      : providerKey;
  return (
    <section aria-labelledby="order-payment" className={`${SECTION} lg:sticky lg:top-20`}>
      <h2 id="order-payment" className={SECTION_TITLE}>
        {t('orderPages.detail.payment')}
      </h2>
      <dl className="mt-3">
        {line(t('orderPages.detail.subtotal'), fees.subtotal)}
        {line(t('orderPages.detail.serviceFee'), fees.serviceFee)}
        {line(t('orderPages.detail.governmentFee'), fees.governmentFee)}
        {!order.payInCash ? line(t('orderPages.detail.prepayment'), fees.prepayment) : null}
        {line(t('orderPages.detail.paymentGatewayFee'), fees.paymentGatewayFee)}
        <div className="my-2 border-t border-line" />
        {line(t('orderPages.detail.amountToPay'), order.amountToPay, true)}
        {line(t('orderPages.detail.payToChef'), money.cashOwed)}
        {line(t('orderPages.detail.orderTotal'), money.total)}
      </dl>
      <dl className="mt-4 rounded-field bg-sand/70 p-3 text-sm">
        <div className="flex items-center justify-between gap-3 py-1">
          <dt className="font-semibold text-muted">{t('orderPages.detail.paymentStatus')}</dt>
          <dd>
            <span className={chipClasses(payment.tone)}>{payment.text}</span>
          </dd>
        </div>
        {recorded ? (
          <div className="flex items-center justify-between gap-3 py-1">
            <dt className="font-semibold text-muted">{t('orderPages.detail.provider')}</dt>
            <dd className="text-right text-ink">
              {providerName}
              <span className="block text-xs text-muted">
                {t('orderPages.detail.paidOn', { date: labels.dateTime(recorded.createTimestamp) })}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      {order.refunds?.length ? <RefundsList refunds={order.refunds} /> : null}
    </section>
  );
}

/** Refunds recorded for the order (cancellation, complaint), so they stay visible after a reload. */
function RefundsList({ refunds }: { refunds: OrderRefund[] }) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  return (
    <div className="mt-4">
      <h3 className="text-sm font-bold text-ink">{t('orderPages.detail.refunds.title')}</h3>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex items-start justify-between gap-3">
            <span className="text-ink">
              {t(`orderPages.detail.refunds.reasons.${refund.reason}`, {
                defaultValue: t('orderPages.detail.refunds.reasons.other'),
              })}
              <span className="block text-xs text-muted">
                {refund.status === 'succeeded'
                  ? t('orderPages.detail.refunds.sent', {
                      date: labels.dateTime(refund.completeTimestamp ?? refund.createTimestamp),
                    })
                  : t('orderPages.detail.refunds.requested')}
              </span>
            </span>
            <span className="font-semibold whitespace-nowrap text-ink tabular-nums">
              {labels.euro(refund.amount)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
