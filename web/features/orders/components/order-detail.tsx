import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describe } from '../../../i18n/describe.ts';
import { isApiError } from '../../../lib/api-client.ts';
import '../texts.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrders } from '../api/get-orders.ts';
import { paymentStatus } from '../order-rules.ts';
import type { Order } from '../types.ts';
import { CancelOrder } from './cancel-order.tsx';
import { HandoverCode } from './handover-code.tsx';
import { SECTION } from './detail-section.ts';
import { ItemsSection } from './order-items-section.tsx';
import { PaymentSection } from './order-payment-section.tsx';
import { SummarySection } from './order-summary-section.tsx';
import { chipClasses, useOrderLabels } from './use-order-labels.ts';

/**
 * /order/{orderId} (spec marketplace §2, §8): summary, dishes and payment information, with back and
 * continue-shopping actions. States: order id required, not found, loading, failed to load.
 */
export function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const id = orderId.trim();
  const query = useOrder(id, id !== '');

  if (!id) {
    return (
      <DetailMessage title={describe({ code: 'orders.orderIdRequired' })}>
        <BackActions />
      </DetailMessage>
    );
  }
  if (query.isPending) return <OrderDetailSkeleton label={t('orderPages.detail.loading')} />;
  if (query.isError) {
    const error = query.error;
    // A malformed id is answered 400; for the viewer it is the same missing order.
    const notFound =
      (isApiError(error) && (error.status === 404 || error.status === 400)) ||
      error.message === 'orders.notFound';
    const message = isApiError(error)
      ? describe({ code: error.firstMessage?.code, message: error.message })
      : null;
    return (
      <DetailMessage
        title={notFound ? describe({ code: 'orders.notFound' }) : t('orderPages.detail.loadFailed')}
        body={notFound ? t('orderPages.detail.notFoundBody') : message}
      >
        <BackActions
          onRetry={notFound ? undefined : () => void query.refetch()}
          retrying={query.isRefetching}
        />
      </DetailMessage>
    );
  }
  return <OrderView order={query.data} />;
}

function useBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/orders');
  };
}

function BackActions({ onRetry, retrying = false }: { onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  const handleBack = useBack();
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button variant="secondary" onClick={handleBack} icon={<ArrowLeftIcon size={18} />}>
        {t('orderPages.detail.back')}
      </Button>
      {onRetry ? (
        <Button onClick={onRetry} isLoading={retrying}>
          {t('orderPages.list.retry')}
        </Button>
      ) : (
        <Link to="/mp" className={buttonClasses('primary')}>
          {t('orderPages.detail.continueShopping')}
        </Link>
      )}
    </div>
  );
}

function DetailMessage({
  title,
  body,
  children,
}: {
  title: string;
  body?: string | null;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {body ? <p className="mt-3 text-lg text-muted">{body}</p> : null}
      {children}
    </section>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const handleBack = useBack();
  const number = orderNumber(order.sID);
  const isPending = paymentStatus(order) === 'pending';
  const viewer = order.viewer;
  // The order does not name its buyer; the buyer is whoever has it among their own (buyer) orders.
  const buyerOrders = useOrders(isPending);
  const isBuyer = Boolean(buyerOrders.data?.some((own) => own.id === order.id));
  const payment = labels.orderMoney(order);

  return (
    <article>
      <Button
        variant="ghost"
        size="sm"
        onClick={handleBack}
        icon={<ArrowLeftIcon size={18} />}
        className="-ml-2"
      >
        {t('orderPages.detail.back')}
      </Button>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-black tracking-tight break-all text-ink sm:text-4xl">
          {t('orderPages.detail.title', { number })}
        </h1>
        <span className={chipClasses(payment.tone)}>{payment.text}</span>
      </div>

      {isPending && isBuyer ? (
        <div className="mt-5 flex flex-col gap-3 rounded-card border border-saffron/60 bg-saffron/15 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-ink">{t('orderPages.detail.pendingNote')}</p>
          <Link
            to={`/checkout?resumePayment=true&orderId=${order.id}`}
            className={buttonClasses('primary', 'md', 'shrink-0')}
          >
            {t('orderPages.detail.payNow')}
          </Link>
        </div>
      ) : null}

      {viewer === 'buyer' ? (
        <div className="mt-5">
          <HandoverCode order={order} />
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
        <div className="flex flex-col gap-6">
          <SummarySection order={order} number={number} viewer={viewer} />
          <ItemsSection order={order} viewer={viewer} />
          {viewer === 'buyer' ? (
            <div>
              <CancelOrder order={order} />
            </div>
          ) : null}
        </div>
        <PaymentSection order={order} />
      </div>

      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/mp" className={buttonClasses('primary')}>
          {t('orderPages.detail.continueShopping')}
        </Link>
        <Link to="/orders" className={buttonClasses('secondary')}>
          {t('orderPages.detail.toOrders')}
        </Link>
      </div>
    </article>
  );
}

function OrderDetailSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-8 w-24" />
      <Skeleton className="mt-4 h-10 w-2/3 max-w-md" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex flex-col gap-6">
          <div className={SECTION}>
            <Skeleton className="h-6 w-32" />
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} className="mt-4 h-5 w-full" />
            ))}
          </div>
          <div className={SECTION}>
            <Skeleton className="h-6 w-24" />
            <Skeleton className="mt-4 h-12 w-full" />
          </div>
        </div>
        <div className={SECTION}>
          <Skeleton className="h-6 w-40" />
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="mt-4 h-5 w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
