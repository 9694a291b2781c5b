import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: asset transfer (/execute). Placeholder until its issue. */
export function ExecutePage() {
  return <ComingSoon titleKey="routes.execute" path="/execute" />;
}
