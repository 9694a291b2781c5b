import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { article, type ArticleSection } from '#domain/content/article.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { ContentLinks } from './content-links.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

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
      <header className="rounded-sheet bg-linear-to-br from-paprika-soft via-cream to-saffron/30 px-6 py-8 sm:px-10">
        <h1 className="text-3xl leading-tight font-black tracking-tight text-ink sm:text-4xl">
          {content.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{content.lead}</p>
      </header>
      <nav aria-labelledby="about-contents" className="mt-8 rounded-card border border-line bg-surface p-5">
        <h2 id="about-contents" className="text-sm font-bold tracking-wide text-muted uppercase">
          {t('landingPage.articleContents')}
        </h2>
        <ol className="mt-2 space-y-1">
          {content.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="font-semibold text-paprika-dark underline-offset-4 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="text-lg leading-relaxed text-ink">
        {content.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </div>
      <p className="mt-10 border-t border-line pt-4 text-sm text-muted">{t('landingPage.articleUpdated')}</p>
    </article>
  );
}
