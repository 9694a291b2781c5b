import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { LegacyLoginForm } from '../../features/auth/components/legacy-login-form.tsx';
import { AuthShell } from '../layout/auth-shell.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** spec accounts §2: the older login screen, titled ENTER STORE. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthShell>
      <DocumentTitle title={`${t('auth.login.title')} · ${BRAND_NAME}`} />
      <div className="rounded-sheet bg-surface p-6 shadow-card sm:p-8">
        <h1 className="text-3xl font-black tracking-wide uppercase">{t('auth.login.title')}</h1>
        <p className="mt-2 text-muted">{t('auth.login.lead')}</p>
        <div className="mt-6">
          <LegacyLoginForm />
        </div>
        <ul className="mt-6 flex flex-col gap-2 border-t border-line pt-5 text-sm">
          <li className="text-muted">
            {t('auth.login.chatPrompt')}{' '}
            <Link
              to="/assistant"
              className="font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
            >
              {t('auth.login.chatLink')}
            </Link>
          </li>
          <li className="text-muted">
            {t('auth.newHere')}{' '}
            <Link
              to="/registration"
              className="font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
            >
              {t('auth.createAccount')}
            </Link>
          </li>
        </ul>
      </div>
    </AuthShell>
  );
}
