import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '#domain/constants.ts';
import { Banner } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useProfile, useValidFlag } from '../../features/auth/session.ts';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { Avatar } from '../layout/avatar.tsx';

/**
 * spec accounts §2: /profile. For now it shows who is signed in and offers sign-out; the profile
 * form (and the chef section with ?chefProfile=true) arrives with its own issue.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const valid = useValidFlag();
  const [params] = useSearchParams();
  const chefProfile = params.get('chefProfile') === 'true';
  const { signOut, isPending } = useSignOut();
  const title = chefProfile ? t('profile.chefTitle') : t('profile.title');

  if (!profile) {
    return (
      <section className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-16 text-center">
        <title>{`${title} · ${BRAND_NAME}`}</title>
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-3 text-lg text-muted">{t('pages.auth.loginRequired')}</p>
        <Link to="/signin?source=regular_login" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('auth.signIn')}
        </Link>
      </section>
    );
  }

  const rows: { label: string; value: string }[] = [
    { label: t('profile.name'), value: profile.name || t('profile.notSet') },
    { label: t('fields.email'), value: profile.email },
    { label: t('profile.role'), value: t(`roles.${profile.role}`) },
  ];
  if (profile.nickname) rows.splice(1, 0, { label: t('profile.nickname'), value: profile.nickname });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${title} · ${BRAND_NAME}`}</title>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {chefProfile ? (
        <Banner tone="info" className="mt-4">
          {t('profile.chefComingSoon')}
        </Banner>
      ) : null}
      <section aria-labelledby="profile-who" className="mt-6 rounded-sheet bg-surface p-6 shadow-card sm:p-8">
        <div className="flex items-center gap-4">
          <Avatar profile={profile} size="lg" />
          <div className="min-w-0">
            <h2 id="profile-who" className="text-lg font-bold [overflow-wrap:anywhere] sm:text-xl">
              {profile.name || profile.nickname || profile.email}
            </h2>
            <p className="text-muted [overflow-wrap:anywhere]">
              {profile.name || profile.nickname
                ? t('profile.signedInAs', { email: profile.email })
                : t(`roles.${profile.role}`)}
            </p>
          </div>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="rounded-field bg-cream px-4 py-3">
              <dt className="text-sm font-semibold text-muted">{row.label}</dt>
              <dd className="mt-0.5 font-semibold break-words">{row.value}</dd>
            </div>
          ))}
          <div className="rounded-field bg-cream px-4 py-3">
            <dt className="text-sm font-semibold text-muted">{t('profile.chefStatus')}</dt>
            <dd className="mt-0.5 font-semibold">
              {valid ? t('profile.chefApproved') : t('profile.chefNotApproved')}
            </dd>
          </div>
        </dl>
        <p className="mt-6 text-sm text-muted">{t('profile.formComingSoon')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void signOut()} isLoading={isPending}>
            {t('auth.signOut')}
          </Button>
          <Link to="/mp" className={buttonClasses('primary')}>
            {t('landing.browseChefs')}
          </Link>
        </div>
      </section>
    </div>
  );
}
