import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: the orders list (/orders). Placeholder until its issue. */
export function OrdersPage() {
  return <ComingSoon titleKey="routes.orders" path="/orders" />;
}
