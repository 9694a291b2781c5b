import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: asset purchase (/buy). Placeholder until its issue. */
export function BuyPage() {
  return <ComingSoon titleKey="routes.buy" path="/buy" />;
}
