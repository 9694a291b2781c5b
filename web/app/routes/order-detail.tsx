import { useParams } from 'react-router';
import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: order detail (/order/{orderId}). Placeholder until its issue. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  return <ComingSoon titleKey="routes.orderDetail" path={`/order/${orderId}`} />;
}
