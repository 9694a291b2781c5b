import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: the cart (/cart). Placeholder until its issue. */
export function CartPage() {
  return <ComingSoon titleKey="routes.cart" path="/cart" />;
}
