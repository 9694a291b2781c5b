import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile } from '../../features/auth/session.ts';
import { OrderDetail } from '../../features/orders/components/order-detail.tsx';
import { LoginRequired } from '../../features/orders/components/login-required.tsx';
import { useOrder } from '../../features/orders/api/get-order.ts';
import { DocumentTitle } from '../../components/document-title.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';

// Loads after the order, so the page itself stays as light as before.
const OrderMessages = lazyPart(() =>
  import('../../features/messages/components/conversation-links.tsx').then((m) => ({
    default: m.OrderMessages,
  })),
);

/** spec marketplace §2: order detail (/order/{orderId}); like the list, it needs a stored profile. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6">
      <DocumentTitle title={`${t('routes.orderDetail')} · ${BRAND_NAME}`} />
      {profile ? (
        <>
          <OrderDetail key={orderId} orderId={orderId} />
          <OrderConversations orderId={orderId} />
        </>
      ) : (
        <LoginRequired />
      )}
    </div>
  );
}

/** The order's conversations, one per chef of its dishes (the order is read once, shared). */
function OrderConversations({ orderId }: { orderId: string }) {
  const order = useOrder(orderId, orderId !== '').data;
  if (!order) return null;
  const chefs = new Map<string, string[]>();
  for (const item of order.orderItems) {
    chefs.set(item.sellerUserId, [...(chefs.get(item.sellerUserId) ?? []), item.product.title]);
  }
  return (
    <Suspense fallback={null}>
      <OrderMessages
        orderId={orderId}
        viewer={order.viewer}
        chefs={[...chefs].map(([chefUserId, dishes]) => ({ chefUserId, dishes }))}
      />
    </Suspense>
  );
}
