import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: checkout (/checkout). Placeholder until its issue. */
export function CheckoutPage() {
  return <ComingSoon titleKey="routes.checkout" path="/checkout" />;
}
