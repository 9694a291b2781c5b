import { useTranslation } from '../../../i18n/use-translation.ts';
import { privacyPage } from '#domain/content/privacy.ts';
import { ACCOUNTING_RETENTION_YEARS } from '#domain/privacy/retention.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
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
      <header className="rounded-sheet bg-linear-to-br from-paprika-soft via-cream to-saffron/30 px-6 py-8 sm:px-10">
        <h1 className="text-3xl leading-tight font-black tracking-tight text-ink sm:text-4xl">
          {content.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{content.lead}</p>
      </header>
      <nav aria-labelledby="privacy-contents" className="mt-8 rounded-card border border-line bg-surface p-5">
        <h2 id="privacy-contents" className="text-sm font-bold tracking-wide text-muted uppercase">
          {t('yourData.page.contents')}
        </h2>
        <ul className="mt-3 space-y-1">
          {content.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center font-semibold text-paprika-dark underline-offset-4 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
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
