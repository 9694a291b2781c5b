import { Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ArrowLeftIcon, ChefHatIcon } from '../../../components/ui/icons.tsx';
import { LoginRequired } from './login-required.tsx';
import { describe } from '../../../i18n/describe.ts';
import { isApiError } from '../../../lib/api-client.ts';
import '../texts.ts';
import { useOrders } from '../api/get-orders.ts';
import { useSellerOrders } from '../api/get-seller-orders.ts';
import { activeTab, sortOrders, type OrdersTab } from '../order-rules.ts';
import type { Order } from '../types.ts';
import { OrderCard, OrderCardSkeleton } from './order-card.tsx';
import { Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { lazyPart } from '../../../lib/lazy-part.ts';

// The chef's work list loads with the Sell tab, not with every visit to the orders.
const NeedsYou = lazyPart(() =>
  import('../needs-you/needs-you.tsx').then((module) => ({ default: module.NeedsYou })),
);

/**
 * /orders (spec marketplace §2, §4): a stored profile is required; Buy and Sell tabs with counts,
 * Sell only when the user has seller orders (asking for it without any falls back to Buy), and the
 * one a chef with sales opens on; each list newest first. The chosen tab is kept in the
 * address (?tab=sell, ?tab=buy) so Back returns to it. The Sell tab opens with what needs the chef
 * (NeedsYou), before her orders.
 */
export function OrdersOverview({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  if (!signedIn) return <LoginRequired />;
  return (
    <section>
      <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {t('orderPages.list.title')}
      </h1>
      <div className="mt-6">
        <OrdersLists />
      </div>
    </section>
  );
}

function OrdersLists() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const buyer = useOrders();
  const seller = useSellerOrders();

  // The Sell tab is optional: a failure there only hides it (logged for whoever investigates).
  useEffect(() => {
    if (seller.isError) console.warn('Failed to load seller orders', seller.error);
  }, [seller.isError, seller.error]);

  const requested = params.get('tab');
  // A chef with sales opens on Sell: wait for their sales unless Buy was chosen.
  const waitingForSell = requested !== 'buy' && seller.isPending;
  if (buyer.isPending || waitingForSell) return <OrdersSkeleton label={t('orderPages.list.loading')} />;

  if (buyer.isError) {
    const error = buyer.error;
    const message = isApiError(error)
      ? describe({ code: error.firstMessage?.code, message: error.message })
      : null;
    const handleBack = () => {
      if (location.key !== 'default') void navigate(-1);
      else void navigate('/mp');
    };
    return (
      <div role="alert" className="rounded-card border border-danger/30 bg-danger-soft p-6 text-danger">
        <p className="text-lg font-bold">{t('orderPages.list.loadFailed')}</p>
        {message && message !== t('orderPages.list.loadFailed') ? <p className="mt-1">{message}</p> : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={handleBack} icon={<ArrowLeftIcon size={18} />}>
            {t('orderPages.list.back')}
          </Button>
          <Button onClick={() => void buyer.refetch()} isLoading={buyer.isRefetching}>
            {t('orderPages.list.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const buyOrders = sortOrders(buyer.data);
  const sellOrders = sortOrders(seller.data ?? []);
  const tab = activeTab(requested, sellOrders.length);
  const tabs: TabItem<OrdersTab>[] = [
    {
      key: 'buy',
      label: <TabLabel text={t('orderPages.list.buy')} count={buyOrders.length} />,
      ariaLabel: t('orderPages.list.buyCount', { count: buyOrders.length }),
    },
  ];
  if (sellOrders.length > 0) {
    tabs.push({
      key: 'sell',
      label: <TabLabel text={t('orderPages.list.sell')} count={sellOrders.length} />,
      ariaLabel: t('orderPages.list.sellCount', { count: sellOrders.length }),
    });
  }
  const handleSelect = (key: OrdersTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Tabs label={t('orderPages.list.tabs')} tabs={tabs} selected={tab} onSelect={handleSelect}>
      {tab === 'sell' ? (
        <div className="flex flex-col gap-6">
          <Suspense fallback={<Skeleton className="h-32 rounded-card" />}>
            <NeedsYou />
          </Suspense>
          <OrderList orders={sellOrders} asSeller />
        </div>
      ) : (
        <OrderList orders={buyOrders} asSeller={false} />
      )}
    </Tabs>
  );
}

function TabLabel({ text, count }: { text: string; count: number }) {
  return (
    <>
      {text}
      <span className="min-w-6 rounded-full bg-sand px-2 py-0.5 text-center text-sm font-bold text-ink tabular-nums">
        {count}
      </span>
    </>
  );
}

function OrderList({ orders, asSeller }: { orders: Order[]; asSeller: boolean }) {
  const { t } = useTranslation();
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-card bg-surface px-6 py-12 text-center shadow-card">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark">
          <ChefHatIcon size={32} />
        </span>
        <h2 className="mt-4 text-xl font-extrabold">{t('orderPages.list.emptyTitle')}</h2>
        <p className="mt-2 max-w-md text-muted">{t('orderPages.list.emptyBody')}</p>
        <Link to="/mp" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('orderPages.list.startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-5">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} asSeller={asSeller} />
        </li>
      ))}
    </ul>
  );
}

function OrdersSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <p role="status" className="sr-only">
        {label}
      </p>
      <OrderCardSkeleton />
      <OrderCardSkeleton />
    </div>
  );
}
