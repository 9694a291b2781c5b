import { useSearchParams } from 'react-router';
import { PrivacyArticle } from '../../features/privacy/components/privacy-article.tsx';

/** The public privacy page; `?deleted=1` after the visitor's own account was deleted. */
export function PrivacyPage() {
  const [params] = useSearchParams();
  return <PrivacyArticle deleted={params.get('deleted') === '1'} />;
}
