import { useParams } from 'react-router';
import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: dish detail (/product-detail/{productId}). Placeholder until its issue. */
export function DishDetailPage() {
  const { productId = '' } = useParams();
  return <ComingSoon titleKey="routes.dishDetail" path={`/product-detail/${productId}`} />;
}
