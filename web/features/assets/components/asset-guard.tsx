import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ChefHatIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';

/**
 * The guard around the asset pages (spec marketplace §2 "wrapped in a guard"; spec accounts §2 for
 * /board): a signed-in user sees the page, anyone else an invitation to sign in, as /orders does.
 * Who is signed in comes from the route (web/app/routes), which composes the features. The server
 * refuses the calls without a session in any case.
 */
export function AssetGuard({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (signedIn) return children;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark">
        <ChefHatIcon size={40} />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight">{t('assetPages.guard.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('assetPages.guard.body')}</p>
      <Link to="/signin?source=regular_login" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('assetPages.guard.signIn')}
      </Link>
    </section>
  );
}
