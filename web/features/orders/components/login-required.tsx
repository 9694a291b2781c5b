import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ChefHatIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';

/**
 * The orders pages without a stored profile (spec marketplace §2): sign in first, and come back to
 * the page asked for (an order link from a mail, days after the last visit). Its own module, so the
 * order page shows it without loading the orders list.
 */
export function LoginRequired() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const signin = `/signin?${new URLSearchParams({ source: 'regular_login', returnTo: pathname + search })}`;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark">
        <ChefHatIcon size={40} />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight">{t('orderPages.list.loginRequired')}</h1>
      <p className="mt-3 text-lg text-muted">{t('orderPages.list.loginBody')}</p>
      <Link to={signin} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('orderPages.list.goToLogin')}
      </Link>
    </section>
  );
}
