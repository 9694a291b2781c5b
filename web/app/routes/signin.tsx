import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { SigninFlow } from '../../features/auth/components/signin-flow.tsx';
import { safeReturnPath } from '#domain/return-path.ts';
import { parseSource, type SigninHandover } from '../../features/auth/signin-sources.ts';
import { AuthShell } from '../layout/auth-shell.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** spec accounts §2: /signin?source=…&orderId=…&chefProfile=true */
export function SigninPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const source = parseSource(params.get('source'));
  const orderId = params.get('orderId')?.trim() || undefined;
  const chefProfile = params.get('chefProfile') === 'true';
  const handover = (location.state ?? undefined) as SigninHandover | undefined;
  return (
    <AuthShell>
      <DocumentTitle title={`${t('routes.signin')} · ${BRAND_NAME}`} />
      {/* A new mode (a link between modes) starts a fresh form: keyed by the navigation. */}
      <SigninFlow
        key={location.key}
        source={source}
        orderId={orderId}
        chefProfile={chefProfile}
        handover={handover}
        returnTo={safeReturnPath(params.get('returnTo'))}
      />
    </AuthShell>
  );
}
