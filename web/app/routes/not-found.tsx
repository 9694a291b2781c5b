import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** Any address no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <DocumentTitle title={`${t('notFound.title')} · ${BRAND_NAME}`} />
      <p className="text-6xl font-black text-paprika" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('notFound.body', { path: pathname })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          {t('comingSoon.home')}
        </Link>
        <Link to="/mp" className={buttonClasses('secondary')}>
          {t('landing.browseChefs')}
        </Link>
      </div>
    </section>
  );
}
