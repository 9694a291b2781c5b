import { useEffect, useRef, type ReactNode } from 'react';
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
import { useOrderReviews } from '../api/get-order-reviews.ts';
import { orderMoney, paymentStatus } from '../order-rules.ts';
import type { Order, OrderRefund } from '../types.ts';
import { now } from '../../../lib/clock.ts';
import { TARGET_CLASSES, workTarget } from '../work-links.ts';
import { CancelOrder } from './cancel-order.tsx';
import { HandoverCode } from './handover-code.tsx';
import { ItemLife } from './item-life.tsx';
import { chipClasses, useOrderLabels } from './use-order-labels.ts';
import { orderItemPath } from '../item-path.ts';

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

const SECTION = 'rounded-card bg-surface p-5 shadow-card';
const SECTION_TITLE = 'text-xl font-extrabold text-ink';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function SummarySection({
  order,
  number,
  viewer,
}: {
  order: Order;
  number: string;
  viewer: 'buyer' | 'seller';
}) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const address = order.address;
  return (
    <section aria-labelledby="order-summary" className={SECTION}>
      <h2 id="order-summary" className={SECTION_TITLE}>
        {t('orderPages.detail.summary')}
      </h2>
      <dl className="mt-2 divide-y divide-line">
        <Row term={t('orderPages.detail.number')}>
          <span className="font-mono font-bold break-all">{number}</span>
        </Row>
        {viewer === 'seller' ? (
          <Row term={t('orderPages.detail.customer')}>
            <span className="font-semibold break-all">
              {order.customer?.name ?? t('orderPages.detail.guestCustomer')}
            </span>
          </Row>
        ) : null}
        <Row term={t('orderPages.detail.placed')}>{labels.dateTime(order.createTimestamp)}</Row>
        {order.updateTimestamp ? (
          <Row term={t('orderPages.detail.updated')}>{labels.dateTime(order.updateTimestamp)}</Row>
        ) : null}
        <Row term={t('orderPages.detail.serviceDate')}>
          <span className="font-semibold">{labels.dateTime(order.deliveryDate)}</span>
        </Row>
        <Row term={t('orderPages.detail.address')}>
          {address ? (
            <address className="not-italic">
              <span className="font-semibold">{address.title}</span>
              <br />
              {address.formatted_address}
              <br />
              {[address.postalCode, address.city].filter(Boolean).join(' ')}
              {address.state && address.state !== address.city ? `, ${address.state}` : ''}
              <br />
              {t('orderPages.detail.phone', { phone: address.phone })}
            </address>
          ) : (
            t('orderPages.detail.noAddress')
          )}
        </Row>
        <Row term={t('orderPages.detail.commentary')}>
          {order.commentary ? (
            <span className="whitespace-pre-line">{order.commentary}</span>
          ) : (
            t('orderPages.detail.noCommentary')
          )}
        </Row>
        <Row term={t('orderPages.detail.catering')}>
          {order.cateringRequired ? t('orderPages.detail.yes') : t('orderPages.detail.no')}
        </Row>
        <Row term={t('orderPages.detail.paymentMethod')}>{labels.method(order)}</Row>
      </dl>
    </section>
  );
}

function ItemsSection({ order, viewer }: { order: Order; viewer: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const hasDelivered = order.orderItems.some((item) => item.status === 'delivered');
  const reviews = useOrderReviews(order.id, hasDelivered);
  const moment = now();
  useScrollToTarget();
  return (
    <section aria-labelledby="order-items" className={SECTION}>
      <h2 id="order-items" className={SECTION_TITLE}>
        {t('orderPages.detail.items')}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {order.orderItems.map((item) => {
          const status = labels.itemStatus(item);
          return (
            <li
              key={item.id}
              id={workTarget.item(item.id)}
              tabIndex={-1}
              className={`py-3 ${TARGET_CLASSES}`}
            >
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <Link
                    to={orderItemPath(item, viewer)}
                    className="font-bold text-ink underline-offset-4 hover:text-paprika-dark hover:underline"
                  >
                    {item.product.title}
                  </Link>
                  <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                    <div className="flex gap-1">
                      <dt>{t('orderPages.detail.quantity')}:</dt>
                      <dd className="font-semibold text-ink">{item.volume}</dd>
                    </div>
                    {item.servings ? (
                      <div className="flex gap-1">
                        <dt>{t('orderPages.detail.servings')}:</dt>
                        <dd className="font-semibold text-ink">{item.servings}</dd>
                      </div>
                    ) : null}
                    <div className="flex gap-1">
                      <dt>{t('orderPages.detail.unitPrice')}:</dt>
                      <dd className="font-semibold text-ink tabular-nums">
                        {labels.euro(item.product.price)}
                      </dd>
                    </div>
                  </dl>
                </div>
                <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                  <span className="flex flex-wrap justify-end gap-1.5">
                    <span className={chipClasses(status.tone)}>{status.text}</span>
                    <MoneyChip order={order} item={item} />
                  </span>
                  <span className="font-extrabold text-ink tabular-nums">
                    <span className="sr-only">{t('orderPages.detail.lineTotal')}: </span>
                    {labels.euro(item.product.price * item.volume)}
                  </span>
                </div>
              </div>
              <ItemLife
                order={order}
                item={item}
                viewer={viewer}
                review={reviews.data?.find((review) => review.orderItemId === item.id)}
                reviewsKnown={reviews.isSuccess}
                now={moment}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A link from the chef's Needs you or the customer's Rate names a dish, complaint, review or rating
 * form by the address's #id (work-links.ts): once it is on the page (reviews load after the order),
 * it is scrolled to and focused, once per address, so keyboard and screen reader users land there too.
 * After the frame, so the new page's own scroll to the top and heading focus (app-layout) come first.
 */
function useScrollToTarget() {
  const { hash } = useLocation();
  const reached = useRef<string | null>(null);
  useEffect(() => {
    if (!hash || reached.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    reached.current = hash;
    requestAnimationFrame(() => {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    });
  });
}

function MoneyChip({ order, item }: { order: Order; item: Order['orderItems'][number] }) {
  const labels = useOrderLabels();
  const money = labels.money(item.moneyState, item.cashAtService, order.viewer);
  return <span className={chipClasses(money.tone)}>{money.text}</span>;
}

function PaymentSection({ order }: { order: Order }) {
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
