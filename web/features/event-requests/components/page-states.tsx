import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ChefHatIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describe } from '../../../i18n/describe.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-client.ts';
import '../texts.ts';

/** A list of requests on its way: cards of their shape, announced once. */
export function RequestListSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        {t('eventRequestPages.loading')}
      </p>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-28 w-full rounded-card" />
      ))}
    </div>
  );
}

/** A request's page on its way: the heading, the summary and two proposal cards. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t('eventRequestPages.loading')}
      </p>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-48 w-full rounded-card" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-96 w-full rounded-card" />
        <Skeleton className="hidden h-96 w-full rounded-card md:block" />
      </div>
    </div>
  );
}

/** A read that failed: "not found" for a request that is not there (or not the reader's), else a retry. */
export function LoadError({
  error,
  onRetry,
  backTo = '/event-requests',
}: {
  error: Error;
  onRetry: () => void;
  backTo?: string;
}) {
  const { t } = useTranslation();
  const notFound =
    (isApiError(error) && (error.status === 404 || error.status === 400)) ||
    error.message === 'eventRequests.notFound';
  if (notFound) return <RequestNotFound backTo={backTo} />;
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-black tracking-tight text-ink">{t('eventRequestPages.loadFailed')}</h1>
      {isApiError(error) ? (
        <Banner tone="error">{describe({ code: error.firstMessage?.code, message: error.message })}</Banner>
      ) : null}
      <Button variant="secondary" onClick={onRetry}>
        {t('eventRequestPages.retry')}
      </Button>
    </section>
  );
}

/** The signed-in screens, for a visitor: why to sign in, and a way to, coming back here after. */
export function SignInPrompt({ title, body, returnTo }: { title: string; body: string; returnTo: string }) {
  const { t } = useTranslation();
  const signin = `/signin?${new URLSearchParams({ source: 'one_time_pin', returnTo })}`;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark">
        <ChefHatIcon size={40} />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-3 text-lg text-muted">{body}</p>
      <Link to={signin} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('eventRequestPages.signIn')}
      </Link>
    </section>
  );
}

/** A request that is not there, or not the reader's to see (the server answers both alike). */
export function RequestNotFound({ backTo = '/event-requests' }: { backTo?: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-black tracking-tight text-ink">
        {describe({ code: 'eventRequests.notFound' })}
      </h1>
      <Link to={backTo} className={buttonClasses('secondary')}>
        {backTo === '/open-requests' ? t('eventRequestPages.open.back') : t('eventRequestPages.detail.back')}
      </Link>
    </section>
  );
}
