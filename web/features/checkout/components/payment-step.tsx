import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describe } from '../../../i18n/describe.ts';
import { isApiError } from '../../../lib/api-client.ts';
import '../texts.ts';
import { useOrderToPay } from '../api/get-order-to-pay.ts';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { CardPayment } from './card-payment.tsx';

interface PaymentStepProps {
  orderId: string;
  onPaid: (orderId: number) => void;
  /** Coming straight from the form: move focus to this step's heading so it is announced. */
  focusHeading?: boolean;
}

/**
 * The payment step (spec marketplace §2, §4): the order's amountToPay and the card form of the
 * configured provider. Opened after checkout, or directly with ?resumePayment=true&orderId= (for
 * example after a guest linked the order to an account).
 */
export function PaymentStep({ orderId, onPaid, focusHeading = false }: PaymentStepProps) {
  const { t } = useTranslation();
  const euro = useEuro();
  const order = useOrderToPay(orderId);
  // Asked beside the order, not after it: the card form (CardPayment) needs the provider at once.
  usePaymentsConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = order.isSuccess;

  useEffect(() => {
    if (focusHeading && ready) heading.current?.focus();
  }, [focusHeading, ready]);

  if (order.isPending) {
    return (
      <div aria-busy="true" className="mx-auto w-full max-w-xl">
        <p role="status" className="sr-only">
          {t('checkout.payment.loading')}
        </p>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="mt-3 h-5 w-full" />
        <div className="mt-6 rounded-card bg-surface p-6 shadow-card">
          <Skeleton className="h-12 w-1/2" />
          <Skeleton className="mt-6 h-12 w-full" />
          <Skeleton className="mt-4 h-12 w-full" />
          <Skeleton className="mt-6 h-12 w-full rounded-full" />
        </div>
      </div>
    );
  }

  if (order.isError) {
    const error = order.error;
    const notFound =
      (isApiError(error) && (error.status === 404 || error.status === 400)) ||
      error.message === 'orders.notFound';
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center py-8 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">
          {notFound ? describe({ code: 'orders.notFound' }) : t('checkout.payment.loadFailed')}
        </h1>
        {!notFound && isApiError(error) ? (
          <p className="mt-3 text-lg text-muted">
            {describe({ code: error.firstMessage?.code, message: error.message })}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/orders" className={buttonClasses('secondary')}>
            {t('checkout.payment.toOrders')}
          </Link>
          {!notFound ? (
            <Button onClick={() => void order.refetch()} isLoading={order.isRefetching}>
              {t('checkout.summary.retry')}
            </Button>
          ) : null}
        </div>
      </section>
    );
  }

  const data = order.data;
  const number = orderNumber(data.sID);
  const isPaid = data.payments !== null || data.paymentStatus !== 'pending';

  return (
    <section className="mx-auto w-full max-w-xl">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {t('checkout.payment.title')}
      </h1>
      <p className="mt-2 text-muted">{t('checkout.payment.lead', { number })}</p>

      <div className="mt-6 flex flex-col gap-6 rounded-card bg-surface p-4 shadow-card sm:p-6">
        <div className="flex items-baseline justify-between gap-4 rounded-field bg-paprika-soft px-4 py-3">
          <span className="font-semibold text-paprika-dark">{t('checkout.payment.amount')}</span>
          <span className="text-3xl font-black text-paprika-dark tabular-nums">{euro(data.amountToPay)}</span>
        </div>

        {isPaid ? (
          <Banner tone="success">
            <p>{describe({ code: 'payments.alreadyPaid' })}</p>
            <Link to={`/order/${data.id}`}>{t('checkout.payment.viewOrder')}</Link>
          </Banner>
        ) : (
          <CardPayment orderId={data.id} amount={data.amountToPay} onPaid={() => onPaid(data.id)} />
        )}
      </div>
      <p className="mt-4 text-center text-sm text-muted">{t('checkout.payment.secureNote')}</p>
    </section>
  );
}
