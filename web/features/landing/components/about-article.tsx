import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { article, type ArticleSection } from '#domain/content/article.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { ContentLinks } from './content-links.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ArticleContents, ArticleHeader } from '../../../components/ui/article-parts.tsx';

function Section({ section }: { section: ArticleSection }) {
  const List = section.list?.ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={`about-${section.id}`} id={section.id} className="scroll-mt-24">
      <h2 id={`about-${section.id}`} className="mt-10 text-2xl font-extrabold tracking-tight text-ink">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
      {section.list ? (
        <List className={`mt-4 space-y-2 pl-6 ${section.list.ordered ? 'list-decimal' : 'list-disc'}`}>
          {section.list.items.map((item) => (
            <li key={item} className="pl-1 marker:font-bold marker:text-paprika-dark">
              {item}
            </li>
          ))}
        </List>
      ) : null}
      <ContentLinks links={section.links} />
    </section>
  );
}

/**
 * spec marketplace §2 "Informational article": what a personal chef at home is, prices, cancellation
 * and refunds, rating moderation and ordering steps, every figure from the domain's constants.
 */
export function AboutArticle() {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const content = article(lang);
  const { hash } = useLocation();
  // The screen loads lazily, after the browser's own jump to #section: jump once it is there.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title={content.title} />
      <ArticleHeader title={content.title} lead={content.lead} />
      <ArticleContents
        id="about-contents"
        label={t('landingPage.articleContents')}
        sections={content.sections}
      />
      <div className="text-lg leading-relaxed text-ink">
        {content.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </div>
      <p className="mt-10 border-t border-line pt-4 text-sm text-muted">{t('landingPage.articleUpdated')}</p>
    </article>
  );
}
