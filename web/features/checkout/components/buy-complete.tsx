import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useOrderToPay } from '../api/get-order-to-pay.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import '../texts.ts';

/** spec marketplace §2 "Payment success": the order id (or Unknown) and the ways on: /mp and the profile. */
export function BuyComplete({
  orderId,
  paymentFailed = false,
}: {
  orderId: string | null;
  paymentFailed?: boolean;
}) {
  const { t } = useTranslation();
  if (paymentFailed && orderId) return <PaymentNotCompleted orderId={orderId} />;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center py-10 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-basil-soft text-basil">
        <CheckIcon size={44} />
      </span>
      <h1 className="mt-6 text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {t('checkout.complete.title')}
      </h1>
      <p className="mt-3 text-lg text-muted">{t('checkout.complete.lead')}</p>
      <dl className="mt-6 rounded-card bg-surface px-6 py-4 shadow-card">
        <dt className="text-sm font-semibold text-muted">{t('checkout.complete.orderId')}</dt>
        <dd className="font-mono text-2xl font-extrabold text-ink">
          {orderId ?? t('checkout.complete.unknown')}
        </dd>
      </dl>
      {orderId ? <PaidSummary orderId={orderId} /> : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/mp" className={buttonClasses('primary', 'lg')}>
          {t('checkout.complete.continueShopping')}
        </Link>
        <Link to="/profile" className={buttonClasses('secondary', 'lg')}>
          {t('checkout.complete.toProfile')}
        </Link>
      </div>
      {orderId ? (
        <Link
          to={`/order/${encodeURIComponent(orderId)}`}
          className="mt-5 font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
        >
          {t('checkout.complete.viewOrder')}
        </Link>
      ) : null}
    </section>
  );
}

/**
 * What was paid by card and what is still owed to the chef in cash (issue 19 §3), from the order as
 * the server keeps it; nothing is shown until it is read, or when it cannot be.
 */
function PaidSummary({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const euro = useEuro();
  const order = useOrderToPay(orderId);
  if (!order.data) return null;
  return (
    <div className="mt-4 w-full max-w-sm rounded-card bg-surface px-6 py-4 text-left shadow-card">
      <dl className="flex flex-col gap-2" aria-label={t('checkout.complete.summary')}>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{t('checkout.complete.paidByCard')}</dt>
          <dd className="font-bold text-ink tabular-nums">{euro(order.data.amountToPay)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{t('checkout.complete.owedInCash')}</dt>
          <dd className="font-bold text-ink tabular-nums">{euro(order.data.payToChef)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">{t('checkout.complete.receiptSent')}</p>
    </div>
  );
}

/** The bank refused the payment after leaving the app (3-D Secure): the order waits to be paid again. */
function PaymentNotCompleted({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center py-10 text-center">
      <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {t('checkout.complete.failedTitle')}
      </h1>
      <p className="mt-3 text-lg text-muted">{t('checkout.complete.failedLead')}</p>
      <Link
        to={`/checkout?resumePayment=true&orderId=${encodeURIComponent(orderId)}`}
        className={`${buttonClasses('primary', 'lg')} mt-8`}
      >
        {t('checkout.complete.payAgain')}
      </Link>
    </section>
  );
}
