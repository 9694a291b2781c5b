import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { showToast } from '../../../lib/toast.ts';
import '../texts.ts';
import { toastFailure } from '../action-feedback.ts';
import { useRenewHandoverCode } from '../api/renew-handover-code.ts';
import { useOrderFormat } from '../format.ts';
import type { Order } from '../types.ts';

/**
 * The PIN the customer gives the chef when paying the cash part at the service (with either payment
 * choice); the chef enters it, which records the cash as received. Shown only while some dish's cash
 * is still to be paid, or, once it was, with the day it was received. While cash is still to be
 * paid the customer may issue a new PIN: after the chef entered wrong ones too often (the hand-over
 * is then locked, and said so here), or when they think someone saw it.
 */
export function HandoverCode({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const renew = useRenewHandoverCode();
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
        {toPay.length && order.handoverLocked ? (
          <p role="alert" className="mt-2 font-semibold text-ink">
            {t('orderLife.handover.locked')}
          </p>
        ) : null}
        {toPay.length ? (
          <Button
            size="sm"
            variant={order.handoverLocked ? 'primary' : 'secondary'}
            className="mt-3"
            isLoading={renew.isPending}
            onClick={() =>
              renew.mutate(order.id, {
                onSuccess: () => showToast('success', 'orderLife.handover.renewedToast'),
                onError: toastFailure,
              })
            }
          >
            {t('orderLife.handover.renew')}
          </Button>
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
