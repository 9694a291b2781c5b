import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useOrderToPay } from '../api/get-order-to-pay.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import { paymentChoice } from '#domain/orders/money-state-names.ts';
import '../texts.ts';

/**
 * spec marketplace §2 "Payment success": the order (or Unknown) and the ways on: /mp and the profile.
 * The order is named by its order number, as on every other page and mail, once it is read.
 */
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
      {orderId ? (
        <PaidSummary orderId={orderId} />
      ) : (
        <dl className="mt-6 rounded-card bg-surface px-6 py-4 shadow-card">
          <dt className="text-sm font-semibold text-muted">{t('checkout.complete.orderId')}</dt>
          <dd className="font-mono text-2xl font-extrabold text-ink">{t('checkout.complete.unknown')}</dd>
        </dl>
      )}
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
 * The order number, the payment choice, what was paid by card and what is still owed to the chef in
 * cash, from the order as the server keeps it; until it is read the number's place is
 * kept, and when it cannot be read the order is Unknown.
 */
function PaidSummary({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const order = useOrderToPay(orderId);
  const number = order.data
    ? orderNumber(order.data.sID)
    : order.isError
      ? t('checkout.complete.unknown')
      : '\u00a0';
  return (
    <>
      <dl
        className="mt-6 rounded-card bg-surface px-6 py-4 shadow-card"
        aria-busy={order.isPending || undefined}
      >
        <dt className="text-sm font-semibold text-muted">{t('checkout.complete.orderId')}</dt>
        <dd className="min-w-32 font-mono text-2xl font-extrabold text-ink" data-testid="order-number">
          {number}
        </dd>
      </dl>
      {order.data ? <PaidFigures order={order.data} /> : null}
    </>
  );
}

function PaidFigures({ order }: { order: NonNullable<ReturnType<typeof useOrderToPay>['data']> }) {
  const { t } = useTranslation();
  const euro = useEuro();
  return (
    <div className="mt-4 w-full max-w-sm rounded-card bg-surface px-6 py-4 text-left shadow-card">
      <p className="mb-3 text-sm text-muted">
        {t('checkout.complete.choice')}:{' '}
        <span className="font-semibold text-ink">
          {t(`checkout.details.${paymentChoice(order.payInCash)}`)}
        </span>
      </p>
      <dl className="flex flex-col gap-2" aria-label={t('checkout.complete.summary')}>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{t('checkout.complete.paidByCard')}</dt>
          <dd className="font-bold text-ink tabular-nums">{euro(order.amountToPay)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{t('checkout.complete.owedInCash')}</dt>
          <dd className="font-bold text-ink tabular-nums">{euro(order.payToChef)}</dd>
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
