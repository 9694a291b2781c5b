import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClasses } from '../../components/ui/button.tsx';

/**
 * What PageErrorBoundary shows: a page that failed to load or render (for example a chunk missing after
 * a deploy). It stands alone, without the shell, since the shell itself may be what failed.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('errorPage.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('errorPage.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          {t('comingSoon.home')}
        </a>
      </div>
    </main>
  );
}
