import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile } from '../../features/auth/session.ts';
import { OrderDetail } from '../../features/orders/components/order-detail.tsx';
import { OrdersOverview } from '../../features/orders/components/orders-overview.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** spec marketplace §2: order detail (/order/{orderId}); like the list, it needs a stored profile. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6">
      <DocumentTitle title={`${t('routes.orderDetail')} · ${BRAND_NAME}`} />
      {profile ? (
        <OrderDetail key={orderId} orderId={orderId} viewerId={profile.id} />
      ) : (
        <OrdersOverview signedIn={false} />
      )}
    </div>
  );
}
