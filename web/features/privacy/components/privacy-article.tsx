import { useTranslation } from '../../../i18n/use-translation.ts';
import { privacyPage } from '#domain/content/privacy.ts';
import { ACCOUNTING_RETENTION_YEARS } from '#domain/privacy/retention.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ArticleContents, ArticleHeader } from '../../../components/ui/article-parts.tsx';
import '../texts.ts';
import { languageOf } from '#domain/i18n/locale.ts';

/** The public privacy page (/privacy): what is kept, why and for how long; `deleted` after a deletion. */
export function PrivacyArticle({ deleted }: { deleted: boolean }) {
  const { t, i18n } = useTranslation();
  const content = privacyPage(languageOf(i18n.resolvedLanguage));
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title={content.title} />
      {deleted ? (
        <div role="status" className="mb-6">
          <Banner tone="success">{t('yourData.page.deleted', { years: ACCOUNTING_RETENTION_YEARS })}</Banner>
        </div>
      ) : null}
      <ArticleHeader title={content.title} lead={content.lead} />
      <ArticleContents
        id="privacy-contents"
        label={t('yourData.page.contents')}
        sections={content.sections}
      />
      {content.sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`privacy-${section.id}`}
          id={section.id}
          className="scroll-mt-24"
        >
          <h2 id={`privacy-${section.id}`} className="mt-10 text-2xl font-extrabold tracking-tight text-ink">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-6">
              {section.list.map((item) => (
                <li key={item} className="pl-1 marker:font-bold marker:text-paprika-dark">
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
