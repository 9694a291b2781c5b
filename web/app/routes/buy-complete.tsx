import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: payment success (/buy-complete). Placeholder until its issue. */
export function BuyCompletePage() {
  return <ComingSoon titleKey="routes.buyComplete" path="/buy-complete" />;
}
