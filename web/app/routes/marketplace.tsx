import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: the chef list (/mp). Placeholder until its issue. */
export function MarketplacePage() {
  return <ComingSoon titleKey="routes.marketplace" path="/mp" />;
}
