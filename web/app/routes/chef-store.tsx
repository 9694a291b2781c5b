import { useParams } from 'react-router';
import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: the public chef page (/store/{nickname}). Placeholder until its issue. */
export function ChefStorePage() {
  const { nickname = '' } = useParams();
  return <ComingSoon titleKey="routes.chefStore" path={`/store/${nickname}`} />;
}
