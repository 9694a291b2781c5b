import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: the informational article (/assets/about). Placeholder until its issue. */
export function AboutPage() {
  return <ComingSoon titleKey="routes.about" path="/assets/about" />;
}
