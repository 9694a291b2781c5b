import { useTranslation } from '../../i18n/use-translation.ts';
import { isStaff } from '#domain/accounts/roles.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile } from '../../features/auth/session.ts';
import { ConsoleGate } from '../../features/store-management/components/console-gate.tsx';
import { ConsoleScreen } from '../../features/store-management/components/console-screen.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** spec accounts §2: operators land here after sign-in; the server checks the role on every call. */
export function StoreManagementPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const staff = profile !== null && isStaff(profile.role);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('routes.storeManagement')} · ${BRAND_NAME}`} />
      {staff ? (
        <ConsoleScreen role={profile.role} userId={profile.id ?? null} />
      ) : (
        <ConsoleGate signedIn={profile !== null} />
      )}
    </div>
  );
}
