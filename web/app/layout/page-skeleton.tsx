import { useTranslation } from '../../i18n/use-translation.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** What a page looks like while its code loads: a title bar and a few cards. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <p className="sr-only" role="status">
        {t('common.loading')}
      </p>
      <Skeleton className="h-9 w-2/3 max-w-sm" />
      <Skeleton className="mt-3 h-5 w-full max-w-lg" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="rounded-card bg-surface p-4 shadow-card">
            <Skeleton className="aspect-[4/3] w-full" />
            <Skeleton className="mt-4 h-5 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
