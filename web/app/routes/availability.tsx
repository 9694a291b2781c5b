import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { Banner } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ChefHatIcon } from '../../components/ui/icons.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProfile } from '../../features/auth/session.ts';
import { useAvailability } from '../../features/availability/api/get-availability.ts';
import { AvailabilityForm } from '../../features/availability/components/availability-form.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { isApiError } from '../../lib/api-client.ts';

/**
 * A chef's cooking hours, days off, capacity, notice and service area (/availability),
 * reached from the account menu and the profile's reminder. The server answers 403 to anyone but a
 * chef, which the screen says in words.
 */
export function AvailabilityPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const title = t('chefAvailability.title');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <DocumentTitle title={`${title} · ${BRAND_NAME}`} />
      <header className="mb-6 flex items-start gap-4">
        <span className="hidden size-14 shrink-0 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark sm:inline-flex">
          <ChefHatIcon size={30} />
        </span>
        <div>
          <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-2 text-lg text-muted">{t('chefAvailability.lead')}</p>
        </div>
      </header>
      {profile ? (
        <AvailabilityScreen />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg text-muted">{t('pages.auth.loginRequired')}</p>
          <Link to="/signin?source=regular_login" className={buttonClasses('primary', 'lg')}>
            {t('auth.signIn')}
          </Link>
        </div>
      )}
    </div>
  );
}

function AvailabilityScreen() {
  const { t } = useTranslation();
  const query = useAvailability();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <p role="status" className="sr-only">
          {t('chefAvailability.loading')}
        </p>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-48 w-full rounded-sheet" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    const forbidden = isApiError(query.error) && query.error.status === 403;
    return (
      <div className="flex flex-col items-start gap-4">
        <Banner tone={forbidden ? 'info' : 'error'}>
          {forbidden ? t('chefAvailability.notAChef') : t('chefAvailability.loadFailed')}
        </Banner>
        {forbidden ? (
          <Link to="/profile" className={buttonClasses('secondary')}>
            {t('chefAvailability.toProfile')}
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => void query.refetch()} isLoading={query.isRefetching}>
            {t('chefAvailability.retry')}
          </Button>
        )}
      </div>
    );
  }
  return <AvailabilityForm availability={query.data} />;
}
