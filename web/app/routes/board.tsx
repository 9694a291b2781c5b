import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec accounts §2: the board page (a path ending in /board). Placeholder until its issue. */
export function BoardPage() {
  return <ComingSoon titleKey="routes.board" path="/board" />;
}
