import '../../features/landing/texts.ts';
import { AboutArticle } from '../../features/landing/components/about-article.tsx';

/** spec marketplace §2: the informational article (/assets/about). */
export function AboutPage() {
  return <AboutArticle />;
}
