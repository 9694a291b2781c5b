import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useMeRefresh } from '../../features/auth/api/get-me.ts';
import { refreshStoredSession, useProfile, useValidFlag } from '../../features/auth/session.ts';
import { useAvailability } from '../../features/availability/api/get-availability.ts';
import { AvailabilityReminder } from '../../features/profile/components/availability-reminder.tsx';
import { PayoutsSection } from '../../features/payouts/components/payouts-section.tsx';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { YourDataSection } from '../../features/privacy/components/your-data-section.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/**
 * spec accounts §2 /profile and /profile?chefProfile=true (with source=regular_registration: the
 * full registration mode). The auth feature refreshes the stored session after a save; the
 * profile feature does the rest.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const valid = useValidFlag();
  // An approved chef's availability, for the reminder while it is not set.
  const availability = useAvailability(valid && profile !== null);
  const queryClient = useQueryClient();
  const refreshMe = useMeRefresh();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const chef = params.get('chefProfile') === 'true';
  const registration = chef && params.get('source') === 'regular_registration';
  const mode = useMemo(() => ({ chef, registration }), [chef, registration]);
  const title = chef ? t('profile.chefTitle') : t('profile.title');

  if (!profile) {
    return (
      <section className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-16 text-center">
        <DocumentTitle title={`${title} · ${BRAND_NAME}`} />
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-3 text-lg text-muted">{t('pages.auth.loginRequired')}</p>
        <Link to="/signin?source=regular_login" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('auth.signIn')}
        </Link>
      </section>
    );
  }

  const lead = registration
    ? t('profileForm.registrationLead')
    : chef
      ? t('profileForm.chefLead')
      : t('profileForm.lead');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title={`${title} · ${BRAND_NAME}`} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-lg text-muted">{lead}</p>
      {/* An approved chef who has not set their cooking hours yet is reminded here. */}
      {availability.data?.configured === false ? (
        <div className="mt-6">
          <AvailabilityReminder />
        </div>
      ) : null}
      <div className="mt-6">
        <ProfileScreen
          key={profile.id}
          mode={mode}
          // A chef's earnings; on the plain profile only once they have any.
          summary={<PayoutsSection onlyWhenAny={!chef} />}
          onSaved={async () => {
            // spec brief: the stored valid flag and legal info follow GET /secure/me after a save.
            await refreshStoredSession();
            await refreshMe();
          }}
        />
      </div>
      <div className="mt-6">
        <YourDataSection
          onDeleted={() => {
            queryClient.clear();
            void navigate('/privacy?deleted=1', { replace: true });
          }}
        />
      </div>
    </div>
  );
}
