import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useRememberSignedIn } from '../../features/auth/api/get-me.ts';
import { storeAuthorized, useProfile } from '../../features/auth/session.ts';
import { ChefOnboarding } from '../../features/onboarding/components/chef-onboarding.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/**
 * spec accounts §2 /chef-registration: the chef's account form, the intro, the questionnaire and
 * the thank-you screen. The auth feature stores the new session; onboarding runs the flow.
 */
export function ChefRegistrationPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const rememberSignedIn = useRememberSignedIn();
  return (
    <div className="relative flex flex-1 justify-center bg-linear-to-b from-paprika-soft/70 to-cream px-4 py-8 sm:py-14">
      <DocumentTitle title={`${t('onboarding.pageTitle')} · ${BRAND_NAME}`} />
      <div className="w-full max-w-2xl">
        <ChefOnboarding
          isSignedIn={profile !== null}
          onRegistered={(authorized) => {
            storeAuthorized(authorized);
            rememberSignedIn(authorized);
          }}
        />
      </div>
    </div>
  );
}
