import { useTranslation } from '../../../i18n/use-translation.ts';
import '../texts.ts';
import { useOrderFormat } from '../format.ts';
import type { Order } from '../types.ts';

/**
 * The PIN the customer gives the chef when paying the cash part at the service (with either payment
 * choice); the chef enters it, which records the cash as received. Shown only while some dish's cash
 * is still to be paid, or, once it was, with the day it was received.
 */
export function HandoverCode({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const toPay = order.orderItems.filter((item) => item.moneyState === 'toCollectInCash');
  const collected = order.orderItems.some((item) => item.moneyState === 'collected');
  if (!order.handoverCode || (toPay.length === 0 && !collected)) return null;
  const cash = format.euro(toPay.reduce((total, item) => total + item.cashAtService, 0));
  return (
    <section
      aria-labelledby="handover-code"
      className="flex flex-col gap-3 rounded-card border-2 border-saffron bg-saffron/15 p-5 sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="min-w-0 flex-1">
        <h2 id="handover-code" className="text-xl font-extrabold text-ink">
          {t('orderLife.handover.title')}
        </h2>
        {toPay.length ? (
          <p className="mt-1 text-ink">{t('orderLife.handover.body', { amount: cash })}</p>
        ) : null}
        {order.cashReceivedAt ? (
          <p className="mt-1 font-semibold text-basil">
            {t('orderLife.handover.received', { date: format.dateTime(order.cashReceivedAt) })}
          </p>
        ) : null}
      </div>
      <p
        aria-describedby="handover-code"
        className="shrink-0 rounded-field bg-surface px-5 py-3 text-center font-mono text-4xl font-black tracking-[0.3em] text-ink shadow-card"
        data-testid="handover-code"
      >
        {order.handoverCode}
      </p>
    </section>
  );
}
