import { useTranslation } from '../../../i18n/use-translation.ts';
import '../texts.ts';
import { useOrderFormat } from '../format.ts';
import { orderMoney } from '../order-rules.ts';
import type { Order } from '../types.ts';

/**
 * When cash changes hands (a cash order, or a card order's remainder: issue 19), the PIN the customer
 * shows the chef at hand-over; it records the cash as received.
 */
export function HandoverCode({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const isAllCancelled = order.orderItems.every((item) => item.status === 'cancelled');
  if (!order.handoverCode || isAllCancelled) return null;
  const cash = format.euro(orderMoney(order).cashOwed);
  return (
    <section
      aria-labelledby="handover-code"
      className="flex flex-col gap-3 rounded-card border-2 border-saffron bg-saffron/15 p-5 sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="min-w-0 flex-1">
        <h2 id="handover-code" className="text-xl font-extrabold text-ink">
          {t('orderLife.handover.title')}
        </h2>
        <p className="mt-1 text-ink">
          {order.payInCash
            ? t('orderLife.handover.body')
            : t('orderLife.handover.bodyRemainder', { amount: cash })}
        </p>
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
