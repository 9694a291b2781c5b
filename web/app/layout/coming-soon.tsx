import type { ParseKeys } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ChefHatIcon } from '../../components/ui/icons.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

interface ComingSoonProps {
  /** The screen's name, a key under `routes.` */
  titleKey: ParseKeys;
  /** The route as the user sees it, e.g. "/mp" */
  path: string;
}

/** A friendly stand-in for a screen a later issue builds; it names the screen and its route. */
export function ComingSoon({ titleKey, path }: ComingSoonProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <DocumentTitle title={`${title} · ${BRAND_NAME}`} />
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark">
        <ChefHatIcon size={40} />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-muted">{t('comingSoon.body', { page: title, path })}</p>
      <p className="mt-1 text-muted">{t('comingSoon.hint')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('secondary')}>
          {t('comingSoon.home')}
        </Link>
        {path !== '/mp' ? (
          <Link to="/mp" className={buttonClasses('primary')}>
            {t('landing.browseChefs')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
